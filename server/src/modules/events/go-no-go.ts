import { calledOffChatLine, NOT_ENOUGH_GUESTS_REASON } from '@friendly/contracts/go-no-go';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import { eventMembers, events, payments, users } from '../../db/schema';
import { enqueueJob } from '../../lib/job-queue';
import { postSystemMessage } from '../chat/system-messages';
import { notify } from '../notifications/service';
import { notifyEveryMember } from './members';
import type { EventRow } from './repository';
import { callOffEvent } from './transitions';

/**
 * The go/no-go of a minimum guest count (docs/decisions/148): at its decision time an
 * approved event with at least `min_guests` members is confirmed; one with fewer is called
 * off — cancelled with the reason "not enough guests", every paid seat refunded in full,
 * seats still being paid for let go, the host and every member told, and a line in the
 * group chat. It runs on the job queue (decision 146), once, at its time.
 */

export const DECIDE_JOB = 'event.decide';
export const decideJobKey = (eventId: number) => `${DECIDE_JOB}:${eventId}`;

/**
 * Asks the queue for the event's decision at its time, in the caller's transaction (a new
 * event, an edit that moved it); an event already decided is left alone.
 */
export async function scheduleDecision(
  tx: Database,
  event: Pick<EventRow, 'id' | 'decisionAt' | 'goStatus'>,
  now: Date,
) {
  if (event.goStatus !== 'open') return;
  await enqueueJob(tx, {
    kind: DECIDE_JOB,
    key: decideJobKey(event.id),
    runAt: event.decisionAt,
    now,
    payload: { event_id: event.id },
  });
}

export type Decision = 'confirmed' | 'called_off' | null;

/** The decision, in the job's transaction: the event's row is locked first (the lock order, 084). */
export async function decideGoNoGo(
  tx: Database,
  deps: Pick<Deps, 'providers'>,
  eventId: number,
  now: Date,
): Promise<Decision> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  // Pending: decided when approved; cancelled, rejected or completed: nothing to decide; a
  // decision moved later by an edit has its own run then.
  if (event?.goStatus !== 'open' || event.status !== 'approved' || event.decisionAt > now) return null;
  const [counted] = await tx
    .select({ members: sql<number>`count(*)` })
    .from(eventMembers)
    .where(and(eq(eventMembers.eventId, event.id), eq(eventMembers.status, 'joined')));
  const members = Number(counted?.members ?? 0);

  if (members >= event.minGuests) {
    await tx.update(events).set({ goStatus: 'confirmed', updatedAt: now }).where(eq(events.id, event.id));
    await notify(tx, event.hostId, { type: 'event.confirmed', facts: { to: 'host', event, members } }, now);
    await notifyEveryMember(
      tx,
      event.id,
      { type: 'event.confirmed', facts: { to: 'member', event, members } },
      now,
    );
    return 'confirmed';
  }

  // Seats still being paid for are let go; a payment that lands later is refunded as one
  // without a seat (decision 084).
  const holding = await tx
    .update(eventMembers)
    .set({ status: 'left', leftAt: now, holdExpiresAt: null })
    .where(and(eq(eventMembers.eventId, event.id), eq(eventMembers.status, 'pending_payment')))
    .returning({ userId: eventMembers.userId });
  if (holding.length > 0) {
    await tx
      .update(payments)
      .set({ status: 'canceled', updatedAt: now })
      .where(
        and(
          eq(payments.eventId, event.id),
          inArray(
            payments.userId,
            holding.map((hold) => hold.userId),
          ),
          inArray(payments.status, ['requires_payment', 'processing']),
        ),
      );
  }
  const called = await callOffEvent(tx, event, {
    reason: NOT_ENOUGH_GUESTS_REASON,
    now,
    notifyHost: false,
    notifyMembers: false,
  });
  if (!called) return null;
  await tx.update(events).set({ goStatus: 'called_off' }).where(eq(events.id, event.id));
  const facts = { event, members, minGuests: event.minGuests };
  await notify(tx, event.hostId, { type: 'event.called_off', facts: { ...facts, to: 'host' } }, now);
  await notifyEveryMember(tx, event.id, { type: 'event.called_off', facts: { ...facts, to: 'member' } }, now);
  const [host] = await tx
    .select({ id: users.id, name: users.name, profilePhotoKey: users.profilePhotoKey })
    .from(users)
    .where(eq(users.id, event.hostId));
  if (host) {
    await postSystemMessage(tx, deps, {
      eventId: event.id,
      host,
      content: calledOffChatLine(members, event.minGuests),
      now,
    });
  }
  return 'called_off';
}
