import {
  type CancellationPolicy,
  DEFAULT_CANCELLATION_POLICY,
  isCancellationPolicy,
  refundAtMinor,
} from '@friendly/contracts/cancellation-policies';
import { seatPriceMinor } from '@friendly/contracts/seat-payments';
import type { EventRow } from './repository';

/** The event's cancellation policy (docs/decisions/147); a value the code no longer knows reads as the default. */
export function policyOf(event: Pick<EventRow, 'cancellationPolicy'>): CancellationPolicy {
  return isCancellationPolicy(event.cancellationPolicy)
    ? event.cancellationPolicy
    : DEFAULT_CANCELLATION_POLICY;
}

/**
 * What a guest leaving at `now` gets back under the event's policy: of `paidMinor` when
 * they paid for their seat, else of what a seat costs today (its early-bird price while
 * that lasts); 0 for a free event.
 */
export function refundIfLeavingNowMinor(
  event: Pick<
    EventRow,
    'cancellationPolicy' | 'isPaid' | 'priceMinor' | 'enableDiscount' | 'discountPercent' | 'startsAt'
  >,
  now: Date,
  paidMinor?: number,
) {
  if (!event.isPaid) return 0;
  const paid =
    paidMinor ??
    seatPriceMinor({
      priceMinor: event.priceMinor,
      enableDiscount: event.enableDiscount,
      discountPercent: event.discountPercent,
      startsAt: event.startsAt,
      now,
    }).baseMinor;
  return refundAtMinor(policyOf(event), event.startsAt, now, paid);
}
