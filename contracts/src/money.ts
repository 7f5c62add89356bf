import { LIMITS } from './constants';

/**
 * Money, in integer minor units everywhere (cents for usd): what a guest pays, the
 * commission we keep and what the host earns (spec 001 §3 'Transaction', §9). One place,
 * used by the server and the app (docs/decisions/075).
 */

/** Our commission on a payment, rounded half up to a whole minor unit. */
export function commissionMinor(
  baseMinor: number,
  commissionPercent: number = LIMITS.defaultCommissionPercent,
) {
  if (baseMinor <= 0 || commissionPercent <= 0) return 0;
  // Integer arithmetic: percent may carry up to two decimals (12.5 %).
  const basisPoints = Math.round(commissionPercent * 100);
  return Math.min(baseMinor, Math.floor((baseMinor * basisPoints + 5_000) / 10_000));
}

export type HostAmountInput = {
  /** What the guest paid for the seat, before refunds (`metadata.base_event_amount`). */
  baseMinor: number;
  /** What was given back (`metadata.refunded_amount`). */
  refundedMinor?: number;
  /** `commission_percent` of the transaction; 15 by default. */
  commissionPercent?: number;
};

/**
 * What the host earns from one payment (spec 001 §9): the base amount minus refunds minus
 * the commission on the base, floored at zero.
 */
export function hostAmountMinor({ baseMinor, refundedMinor = 0, commissionPercent }: HostAmountInput) {
  return Math.max(0, baseMinor - refundedMinor - commissionMinor(baseMinor, commissionPercent));
}
