import type { Database } from '../../db/client';
import { enqueueJob } from '../../lib/job-queue';

/** The line's timed work on the job queue (docs/decisions/146, 149): kinds and keys. */

export const REFILL_JOB = 'waitlist.refill';
export const OFFER_EXPIRY_JOB = 'waitlist.offer_expires';
export const AUTO_CLAIM_JOB = 'waitlist.auto_claim';
export const SMS_JOB = 'sms.send';

/**
 * Looks for the line when a hold ends (a guest who did not pay gives the seat back by
 * time): one row per guest and event, moved when their hold moves.
 */
export async function scheduleRefillAt(tx: Database, eventId: number, userId: number, at: Date, now: Date) {
  await enqueueJob(tx, {
    kind: REFILL_JOB,
    key: `${REFILL_JOB}:${eventId}:${userId}`,
    runAt: at,
    now,
    payload: { event_id: eventId },
  });
}

/** A text message sent after the commit, retried by the queue when the provider fails. */
export async function enqueueSms(tx: Database, to: string, body: string, key: string, now: Date) {
  await enqueueJob(tx, { kind: SMS_JOB, key: `${SMS_JOB}:${key}`, runAt: now, now, payload: { to, body } });
}

/** Runs out the offer of an entry at `at` (or later, while the guest's claim is being paid). */
export async function scheduleOfferExpiry(tx: Database, entryId: number, at: Date, now: Date) {
  await enqueueJob(tx, {
    kind: OFFER_EXPIRY_JOB,
    key: `${OFFER_EXPIRY_JOB}:${entryId}`,
    runAt: at,
    now,
    payload: { entry_id: entryId },
  });
}
