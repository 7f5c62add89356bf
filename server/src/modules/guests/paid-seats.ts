import {
  commissionMinor,
  formatMinor,
  LIMITS,
  SEAT_PAYMENT_MESSAGES,
  seatPriceMinor,
} from '@friendly/contracts';
import type { Database } from '../../db/client';
import { ConflictError } from '../../lib/errors';
import { policyOf, refundIfLeavingNowMinor } from '../events/cancellation';
import type { EventRow } from '../events/repository';
import { goNoGoOf } from '../events/serializer';
import {
  insertPayment,
  openPaymentOf,
  type PaymentRow,
  updatePayment,
} from '../payments/seat-payments-repository';
import { findUserById } from '../users/repository';
import { scheduleRefillAt } from '../waitlist/schedule';
import { holdSeat } from './membership-repository';

/** Paid seats held while a guest pays (docs/decisions/084, 149). */

/**
 * Holds a paid seat for a guest until `holdUntil` and writes its payment, in the caller's
 * transaction which holds the event's row: a join, a claimed offer, or an auto-claim from the
 * line (`viaWaitlist`, docs/decisions/149). A payment left open by an earlier attempt is
 * cancelled. A hold's end is when a freed seat goes to the line, so the queue looks then.
 */
export async function holdPaidSeat(
  tx: Database,
  input: {
    event: EventRow;
    guestId: number;
    now: Date;
    holdUntil: Date;
    /** The payments provider's name (`deps.providers.payments.name`). */
    provider: string;
    viaWaitlist?: boolean;
  },
) {
  const { event, now } = input;
  // Read, not locked: the host's row comes before the event's in the lock order (docs/decisions/101).
  const host = await findUserById(tx, event.hostId);
  if (!host?.stripeAccountId || !host.stripeChargesEnabled) {
    throw new ConflictError(SEAT_PAYMENT_MESSAGES.hostPayoutAccountLost);
  }
  const stale = await openPaymentOf(tx, event.id, input.guestId);
  if (stale) await updatePayment(tx, stale.id, { status: 'canceled', updatedAt: now });
  await holdSeat(tx, event.id, input.guestId, now, input.holdUntil);
  await scheduleRefillAt(tx, event.id, input.guestId, input.holdUntil, now);
  const price = seatPriceMinor({
    priceMinor: event.priceMinor,
    enableDiscount: event.enableDiscount,
    discountPercent: event.discountPercent,
    startsAt: event.startsAt,
    now,
  });
  const commissionPercent = LIMITS.defaultCommissionPercent;
  return insertPayment(tx, {
    eventId: event.id,
    hostId: event.hostId,
    userId: input.guestId,
    provider: input.provider,
    destinationAccountId: host.stripeAccountId,
    currency: event.currency,
    priceMinor: event.priceMinor,
    discountPercent: price.discountPercent,
    baseMinor: price.baseMinor,
    commissionBasisPoints: Math.round(commissionPercent * 100),
    commissionMinor: commissionMinor(price.baseMinor, commissionPercent),
    status: 'requires_payment',
    viaWaitlist: input.viaWaitlist ?? false,
    createdAt: now,
    updatedAt: now,
  });
}

/** The answer to a paid join or claim: the held seat and how to pay for it. */
export function payingAnswer(event: EventRow, payment: PaymentRow, holdUntil: Date, held: number, now: Date) {
  return {
    event_id: event.id,
    status: 'pending_payment' as const,
    spots: Math.max(0, event.capacity - held),
    payment: {
      id: payment.id,
      amount: formatMinor(payment.baseMinor),
      amount_minor: payment.baseMinor,
      currency: payment.currency,
      discount_percent: payment.discountPercent,
      client_secret: payment.clientSecret,
      checkout_url: payment.checkoutUrl,
      hold_expires_at: holdUntil.toISOString(),
    },
    cancellation_policy: policyOf(event),
    refund_if_leaving_now_minor: refundIfLeavingNowMinor(event, now, payment.baseMinor),
    ...goNoGoOf(event),
  };
}
