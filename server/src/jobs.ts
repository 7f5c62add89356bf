import type { Deps } from './context';
import type { Job } from './lib/jobs';
import { completeEndedEvents } from './modules/events/transitions';
import { processPendingRefunds } from './modules/payments/seat-payments';
import { sweepLocalUploads, UPLOAD_SWEEP_EVERY_MS } from './modules/storage/sweep';

/** How often each instance looks for approved events that have ended. */
export const EVENT_COMPLETION_EVERY_MS = 60_000;
/** How often each instance sends refunds the provider has not confirmed yet. */
export const REFUND_RETRY_EVERY_MS = 30_000;
/** How often the sandbox moves its simulated payouts along. */
export const SANDBOX_PAYOUTS_EVERY_MS = 60_000;

/**
 * The scheduled work every instance runs (docs/decisions/076, 084); each job is safe to run
 * on several instances at once and to repeat. `afterEach` runs when a job is done, whatever
 * its outcome (the app drops its kept answers then, docs/decisions/090).
 */
export function scheduledJobs(deps: Deps, afterEach: () => void): Job[] {
  const then =
    <T>(work: () => Promise<T>) =>
    async () => {
      try {
        return await work();
      } finally {
        afterEach();
      }
    };
  const jobs: Job[] = [
    {
      name: 'complete-ended-events',
      everyMs: EVENT_COMPLETION_EVERY_MS,
      run: then(() => completeEndedEvents({ db: deps.db, now: deps.clock() })),
    },
    // Refunds asked for and not yet confirmed by the provider.
    {
      name: 'send-pending-refunds',
      everyMs: REFUND_RETRY_EVERY_MS,
      run: then(() => processPendingRefunds(deps)),
    },
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
      run: then(() => sandbox.runPayoutSchedule()),
    });
  }
  return jobs;
}
