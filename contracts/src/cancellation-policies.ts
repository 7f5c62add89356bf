/**
 * The cancellation policies a host chooses per event (docs/decisions/147): how much of a paid
 * seat a guest gets back when they leave, by how long before the start they leave. Plain
 * data and arithmetic, no zod: the host's screens and the server read the same table.
 */

export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

/** Today's rule, and a new event's policy unless the host picks another. */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = 'flexible';

const HOUR_MS = 3_600_000;

/**
 * Each policy's refund, from the earliest step: leaving at least `hoursBefore` the start
 * gives `percent` of the payment back; after the last step, nothing.
 */
export const CANCELLATION_POLICY_STEPS: Readonly<
  Record<CancellationPolicy, readonly { hoursBefore: number; percent: number }[]>
> = {
  flexible: [{ hoursBefore: 48, percent: 100 }],
  moderate: [
    { hoursBefore: 7 * 24, percent: 100 },
    { hoursBefore: 48, percent: 50 },
  ],
  strict: [{ hoursBefore: 7 * 24, percent: 50 }],
};

export const CANCELLATION_POLICY_LABELS: Readonly<Record<CancellationPolicy, string>> = {
  flexible: 'Flexible',
  moderate: 'Moderate',
  strict: 'Strict',
};

/** The one line each policy is shown with: on the event form, the cards and the details. */
export const CANCELLATION_POLICY_EXPLANATIONS: Readonly<Record<CancellationPolicy, string>> = {
  flexible: 'Full refund until 48 hours before the start, none after.',
  moderate: 'Full refund until 7 days before the start, half until 48 hours before, none after.',
  strict: 'Half refund until 7 days before the start, none after.',
};

export function isCancellationPolicy(value: unknown): value is CancellationPolicy {
  return typeof value === 'string' && (CANCELLATION_POLICIES as readonly string[]).includes(value);
}

/** The percent of a payment a guest leaving at `now` gets back under `policy`. */
export function refundPercentAt(policy: CancellationPolicy, startsAt: Date, now: Date): number {
  const hoursLeft = (startsAt.getTime() - now.getTime()) / HOUR_MS;
  for (const step of CANCELLATION_POLICY_STEPS[policy]) {
    if (hoursLeft >= step.hoursBefore) return step.percent;
  }
  return 0;
}

/**
 * What a guest who paid `paidMinor` gets back leaving at `now`: the policy's percent of it,
 * rounded down to the minor unit (half of 2,501 cents is 1,250).
 */
export function refundAtMinor(policy: CancellationPolicy, startsAt: Date, now: Date, paidMinor: number) {
  return Math.floor((Math.max(0, paidMinor) * refundPercentAt(policy, startsAt, now)) / 100);
}
