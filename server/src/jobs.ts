import type { Deps } from './context';
import type { JobQueue } from './lib/job-queue';
import type { Job } from './lib/jobs';
import { DECIDE_JOB, decideGoNoGo } from './modules/events/go-no-go';
import { completeEndedEvents } from './modules/events/transitions';
import { applyChargeSucceeded, processPendingRefunds } from './modules/payments/seat-payments';
import { sendDueReminders } from './modules/reminders/service';
import { sweepLocalUploads, UPLOAD_SWEEP_EVERY_MS } from './modules/storage/sweep';
import { AUTO_CLAIM_JOB, OFFER_EXPIRY_JOB, REFILL_JOB, SMS_JOB } from './modules/waitlist/schedule';
import { chargeAutoClaim, expireOffer, refillAfterHold } from './modules/waitlist/service';

/** How often the queue looks for approved events that have ended. */
export const EVENT_COMPLETION_EVERY_MS = 60_000;
/** How often the queue sends refunds the provider has not confirmed yet. */
export const REFUND_RETRY_EVERY_MS = 30_000;
/** How often the queue sends the reminders due before events (docs/decisions/151). */
export const REMINDERS_EVERY_MS = 30_000;
/** How often the sandbox moves its simulated payouts along. */
export const SANDBOX_PAYOUTS_EVERY_MS = 60_000;

/** Runs `work`, then `afterEach` whatever its outcome. */
const then =
  (afterEach: () => void) =>
  <T>(work: () => Promise<T>) =>
  async () => {
    try {
      return await work();
    } finally {
      afterEach();
    }
  };

/**
 * The work of the durable job queue (docs/decisions/146): on the database, run by one
 * instance at a time at its time, and after a restart if it fell due while none was up.
 * `afterEach` runs when a job is done, whatever its outcome (the app drops its kept
 * answers then, docs/decisions/090).
 */
export function defineQueuedJobs(queue: JobQueue, deps: Deps, afterEach: () => void) {
  const andThen = then(afterEach);
  // Approved events whose end has passed become completed (docs/decisions/076): in the
  // job's transaction, so the events and their notifications commit with the run.
  queue.recurring({
    kind: 'events.complete',
    everyMs: EVENT_COMPLETION_EVERY_MS,
    run: ({ db, now }) => andThen(() => completeEndedEvents({ db, now }))(),
  });
  // An event's go/no-go at its decision time (docs/decisions/148): confirmed, or called off
  // with its refunds asked for in the same transaction (the refunds job sends them).
  queue.define({
    kind: DECIDE_JOB,
    run: async ({ job, db, now }) => {
      const eventId = Number((job.payload as { event_id?: unknown }).event_id);
      try {
        if (Number.isInteger(eventId)) await decideGoNoGo(db, deps, eventId, now);
      } finally {
        afterEach();
      }
      return undefined;
    },
  });
  // The line of a full event (docs/decisions/149): a hold or an offer that ran out gives its
  // seat to the next guest in line; an auto-claim charges a saved card; offers go by SMS.
  const provider = deps.providers.payments.name;
  const payloadId = (job: { payload: unknown }, key: string) =>
    Number((job.payload as Record<string, unknown> | null)?.[key]);
  queue.define({
    kind: REFILL_JOB,
    run: ({ job, db, now }) =>
      andThen(async () => {
        const eventId = payloadId(job, 'event_id');
        if (Number.isInteger(eventId)) await refillAfterHold(db, eventId, now, provider);
        return undefined;
      })(),
  });
  queue.define({
    kind: OFFER_EXPIRY_JOB,
    run: ({ job, db, now }) =>
      andThen(async () => {
        const entryId = payloadId(job, 'entry_id');
        return Number.isInteger(entryId) ? expireOffer(db, entryId, now, provider) : undefined;
      })(),
  });
  queue.define({
    kind: AUTO_CLAIM_JOB,
    atomic: false,
    run: ({ job }) =>
      andThen(async () => {
        const input = { entryId: payloadId(job, 'entry_id'), paymentId: payloadId(job, 'payment_id') };
        if (Number.isInteger(input.entryId) && Number.isInteger(input.paymentId)) {
          await chargeAutoClaim(deps, input, applyChargeSucceeded);
          await processPendingRefunds(deps);
        }
        return undefined;
      })(),
  });
  queue.define({
    kind: SMS_JOB,
    atomic: false,
    run: async ({ job }) => {
      const { to, body } = (job.payload ?? {}) as { to?: unknown; body?: unknown };
      if (typeof to === 'string' && typeof body === 'string') await deps.providers.sms.send({ to, body });
      return undefined;
    },
  });
  // Refunds asked for and not yet confirmed by the provider (docs/decisions/084): calls to
  // the provider, outside any transaction; each refund has its idempotency key.
  queue.recurring({
    kind: 'refunds.send',
    everyMs: REFUND_RETRY_EVERY_MS,
    atomic: false,
    run: ({ giveWay }) => andThen(() => processPendingRefunds(deps, giveWay))(),
  });
  // Reminders before an event (docs/decisions/151): each batch claims its reminders and
  // writes their notifications and SMS jobs in a transaction of its own, so a burst neither
  // holds one long transaction nor sends anything twice when a run is repeated.
  queue.recurring({
    kind: 'reminders.send',
    everyMs: REMINDERS_EVERY_MS,
    atomic: false,
    run: ({ now, giveWay }) => andThen(() => sendDueReminders(deps, now, undefined, giveWay))(),
  });
  return queue;
}

/**
 * The work each instance does on its own timers (docs/decisions/076): what belongs to the
 * instance rather than the database — its own upload folder, the sandbox's simulated
 * payouts. Each is safe to run on several instances at once and to repeat.
 */
export function scheduledJobs(deps: Deps, afterEach: () => void): Job[] {
  const andThen = then(afterEach);
  const jobs: Job[] = [
    // Uploaded files no row names, older than the grace (docs/decisions/096).
    {
      name: 'sweep-orphaned-uploads',
      everyMs: UPLOAD_SWEEP_EVERY_MS,
      firstAfterMs: UPLOAD_SWEEP_EVERY_MS,
      run: () => sweepLocalUploads(deps, new Date(deps.clock().getTime() - deps.config.uploadSweepGraceMs)),
    },
  ];
  // Stripe pays hosts out itself; a local provider (the sandbox) simulates it here.
  const sandbox = deps.providers.payments.local;
  if (sandbox) {
    jobs.push({
      name: 'sandbox-payouts',
      everyMs: SANDBOX_PAYOUTS_EVERY_MS,
      run: andThen(() => sandbox.runPayoutSchedule()),
    });
  }
  return jobs;
}
