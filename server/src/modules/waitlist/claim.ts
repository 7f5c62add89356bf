import { SEAT_PAYMENTS, WAITLIST_MESSAGES } from '@friendly/contracts';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import { ConflictError } from '../../lib/errors';
import type { EventRow } from '../events/repository';
import { countSeatsHeld, findMembership } from '../guests/membership-repository';
import { holdPaidSeat } from '../guests/paid-seats';
import { openPaymentOf } from '../payments/seat-payments-repository';
import type { WaitlistEntryRow } from './repository';
import { scheduleOfferExpiry } from './schedule';

/**
 * Takes an offered seat, in the caller's transaction with the event's row: the join's
 * answer. A paid seat's payment is started (the hold lasts the claim window, or the usual
 * hold when less of it is left); asked again, the same payment is answered.
 */
export async function claimInTransaction(
  tx: Database,
  deps: Pick<Deps, 'providers'>,
  event: EventRow,
  entry: WaitlistEntryRow,
  now: Date,
) {
  const membership = await findMembership(tx, event.id, entry.userId);
  const live =
    membership?.status === 'pending_payment' &&
    membership.holdExpiresAt !== null &&
    membership.holdExpiresAt > now;
  if (entry.state !== 'offered' || !live) throw new ConflictError(WAITLIST_MESSAGES.noOffer);
  const held = await countSeatsHeld(tx, event.id, now);
  const open = await openPaymentOf(tx, event.id, entry.userId);
  if (open?.providerPaymentIntent && (open.checkoutUrl || open.clientSecret)) {
    return { kind: 'paying' as const, event, payment: open, holdUntil: membership.holdExpiresAt!, held };
  }
  // An auto-claim's off-session charge is under way: never a second payment for one seat.
  if (open) throw new ConflictError(WAITLIST_MESSAGES.charging);
  const holdUntil = new Date(
    Math.min(
      Math.max(membership.holdExpiresAt!.getTime(), now.getTime() + SEAT_PAYMENTS.holdMinutes * 60_000),
      event.startsAt.getTime(),
    ),
  );
  const payment = await holdPaidSeat(tx, {
    event,
    guestId: entry.userId,
    now,
    holdUntil,
    provider: deps.providers.payments.name,
    viaWaitlist: true,
  });
  await scheduleOfferExpiry(tx, entry.id, holdUntil, now);
  return { kind: 'paying' as const, event, payment, holdUntil, held, fresh: true as const };
}
