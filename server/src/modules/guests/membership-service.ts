import {
  type CancellationPolicy,
  commissionMinor,
  DEFAULT_AVATAR,
  DEFAULT_CANCELLATION_POLICY,
  EVENT_MESSAGES,
  formatMinor,
  GUEST_EVENT_MESSAGES,
  type GuestEventCard,
  type GuestEventsQuery,
  LIMITS,
  type Paging,
  SEAT_PAYMENT_MESSAGES,
  SEAT_PAYMENTS,
  seatPriceMinor,
} from '@friendly/contracts';
import type { Deps } from '../../context';
import { inTransaction } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { policyOf, refundIfLeavingNowMinor } from '../events/cancellation';
import { eventCards } from '../events/reads';
import { goNoGoOf } from '../events/serializer';
import { notify } from '../notifications/service';
import { processPendingRefunds, refundOnLeave, startSeatPayment } from '../payments/seat-payments';
import {
  insertPayment,
  openPaymentOf,
  paidLeftOf,
  paidPaymentOf,
  updatePayment,
} from '../payments/seat-payments-repository';
import { refuseUnlessHostIsHosting } from '../users/host-status';
import { findUserById, type UserRow } from '../users/repository';
import {
  countSeatsHeld,
  findEventForGuest,
  findMembership,
  findOpenEventsPage,
  holdSeat,
  releaseSeat,
} from './membership-repository';

/**
 * Guests browse approved events that have not started, join free ones and leave
 * (docs/decisions/080). Seats hold under concurrency: every join takes the
 * event's row lock, so capacity is checked and the seat taken as one step.
 */

/** Joining and leaving: the database, the time, the payments provider and the log (refunds). */
type MembershipDeps = Pick<Deps, 'db' | 'clock' | 'providers' | 'log'>;

/**
 * A page of the events guests may join (docs/decisions/080): the page with its hosts, the
 * guest's seats and the distances in one query, then the cards' parts (eventCards).
 */
export async function browseEvents(
  deps: Pick<Deps, 'db' | 'clock' | 'providers'>,
  guest: UserRow,
  query: GuestEventsQuery,
): Promise<{ items: GuestEventCard[]; paging: Paging }> {
  const near =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude, radiusKm: query.radius_km }
      : undefined;
  const { rows, paging } = await findOpenEventsPage(
    deps.db,
    guest.id,
    { page: query.page, perPage: query.per_page, now: deps.clock() },
    near,
  );
  const { storage } = deps.providers;
  const now = deps.clock();
  const paidEvents = rows.filter((row) => row.joined && row.event.isPaid).map((row) => row.event.id);
  const [cards, paidLeft] = await Promise.all([
    eventCards(
      deps,
      rows.map((row) => row.event),
    ),
    paidLeftOf(deps.db, guest.id, paidEvents),
  ]);
  const items = rows.map(({ event, host, joined, distanceKm }, index) => ({
    ...cards[index]!,
    starts_at: event.startsAt.toISOString(),
    ends_at: event.endsAt.toISOString(),
    host: {
      slug: host.slug,
      name: host.name,
      image: host.photoKey ? storage.urlFor(host.photoKey) : DEFAULT_AVATAR,
    },
    joined: Boolean(joined),
    distance_km: distanceKm === null ? null : Math.round(Number(distanceKm) * 10) / 10,
    // Of what this guest paid when they hold a paid seat, else of a seat's price today.
    refund_if_leaving_now_minor: refundIfLeavingNowMinor(event, now, paidLeft.get(event.id)),
  }));
  return { items, paging };
}

/**
 * A seat. A free event's is the guest's at once. A paid event's is held for
 * SEAT_PAYMENTS.holdMinutes while the guest pays, with a payment row written in the same
 * transaction; the provider is asked after it commits, and the seat becomes the guest's
 * when the provider confirms the payment (docs/decisions/084). Asking again while a hold
 * is open answers the same payment. The host is notified of a seat taken.
 */
export async function joinEvent(deps: MembershipDeps, guest: UserRow, idOrSlug: string, origin = '') {
  const now = deps.clock();
  const outcome = await inTransaction(deps.db, async (tx) => {
    const event = await findEventForGuest(tx, idOrSlug, { lock: true });
    if (!event || (event.status !== 'approved' && event.status !== 'completed')) {
      throw new NotFoundError(EVENT_MESSAGES.notFound);
    }
    if (event.status !== 'approved') throw new ConflictError(GUEST_EVENT_MESSAGES.notOpen);
    if (event.startsAt <= now) throw new ConflictError(GUEST_EVENT_MESSAGES.started);
    await refuseUnlessHostIsHosting(tx, event.hostId, GUEST_EVENT_MESSAGES.hostNotHosting);
    const membership = await findMembership(tx, event.id, guest.id);
    if (membership?.status === 'joined') throw new ConflictError(GUEST_EVENT_MESSAGES.alreadyJoined);
    const held = await countSeatsHeld(tx, event.id, now);
    if (event.isPaid && membership?.status === 'pending_payment' && membership.holdExpiresAt! > now) {
      const open = await openPaymentOf(tx, event.id, guest.id);
      if (open?.providerPaymentIntent) {
        return { kind: 'paying' as const, event, payment: open, holdUntil: membership.holdExpiresAt!, held };
      }
    }
    if (held >= event.capacity) throw new ConflictError(GUEST_EVENT_MESSAGES.full);
    if (!event.isPaid) {
      await holdSeat(tx, event.id, guest.id, now);
      await notify(tx, event.hostId, { type: 'event.member_joined', facts: { event, guest } }, now);
      return { kind: 'joined' as const, event, held };
    }
    // Read, not locked: the host's row comes before the event's in the lock order (docs/decisions/101).
    const host = await findUserById(tx, event.hostId);
    if (!host?.stripeAccountId || !host.stripeChargesEnabled) {
      throw new ConflictError(SEAT_PAYMENT_MESSAGES.hostPayoutAccountLost);
    }
    const stale = await openPaymentOf(tx, event.id, guest.id);
    if (stale) await updatePayment(tx, stale.id, { status: 'canceled', updatedAt: now });
    const holdUntil = new Date(now.getTime() + SEAT_PAYMENTS.holdMinutes * 60_000);
    await holdSeat(tx, event.id, guest.id, now, holdUntil);
    const price = seatPriceMinor({
      priceMinor: event.priceMinor,
      enableDiscount: event.enableDiscount,
      discountPercent: event.discountPercent,
      startsAt: event.startsAt,
      now,
    });
    const commissionPercent = LIMITS.defaultCommissionPercent;
    const payment = await insertPayment(tx, {
      eventId: event.id,
      hostId: event.hostId,
      userId: guest.id,
      provider: deps.providers.payments.name,
      destinationAccountId: host.stripeAccountId,
      currency: event.currency,
      priceMinor: event.priceMinor,
      discountPercent: price.discountPercent,
      baseMinor: price.baseMinor,
      commissionBasisPoints: Math.round(commissionPercent * 100),
      commissionMinor: commissionMinor(price.baseMinor, commissionPercent),
      status: 'requires_payment',
      createdAt: now,
      updatedAt: now,
    });
    return { kind: 'paying' as const, event, payment, holdUntil, held: held + 1, fresh: true };
  });
  if (outcome.kind === 'joined') {
    return {
      event_id: outcome.event.id,
      status: 'joined' as const,
      spots: Math.max(0, outcome.event.capacity - outcome.held - 1),
      cancellation_policy: policyOf(outcome.event),
      refund_if_leaving_now_minor: 0,
      ...goNoGoOf(outcome.event),
    };
  }
  const payment =
    'fresh' in outcome
      ? await startSeatPayment(deps, { payment: outcome.payment, event: outcome.event, guest, origin })
      : outcome.payment;
  return {
    event_id: outcome.event.id,
    status: 'pending_payment' as const,
    spots: Math.max(0, outcome.event.capacity - outcome.held),
    payment: {
      id: payment.id,
      amount: formatMinor(payment.baseMinor),
      amount_minor: payment.baseMinor,
      currency: payment.currency,
      discount_percent: payment.discountPercent,
      client_secret: payment.clientSecret,
      checkout_url: payment.checkoutUrl,
      hold_expires_at: outcome.holdUntil.toISOString(),
    },
    cancellation_policy: policyOf(outcome.event),
    refund_if_leaving_now_minor: refundIfLeavingNowMinor(outcome.event, now, payment.baseMinor),
    ...goNoGoOf(outcome.event),
  };
}

/**
 * Gives the seat back before the event starts; the host is notified. A paid seat is
 * refunded as the event's cancellation policy gives at this time (docs/decisions/147); a
 * seat still being paid for is let go, and a payment that completes afterwards is
 * refunded as a payment without a seat (docs/decisions/084).
 */
export async function leaveEvent(deps: MembershipDeps, guest: UserRow, idOrSlug: string) {
  const now = deps.clock();
  const result = await inTransaction(deps.db, async (tx) => {
    const event = await findEventForGuest(tx, idOrSlug, { lock: true });
    const membership = event ? await findMembership(tx, event.id, guest.id) : null;
    if (!event || !membership) throw new NotFoundError(EVENT_MESSAGES.notFound);
    if (membership.status === 'pending_payment') {
      const open = await openPaymentOf(tx, event.id, guest.id);
      if (open) await updatePayment(tx, open.id, { status: 'canceled', updatedAt: now });
      await releaseSeat(tx, event.id, guest.id, now);
      const held = await countSeatsHeld(tx, event.id, now);
      return {
        event_id: event.id,
        status: 'left' as const,
        spots: Math.max(0, event.capacity - held),
        refund: null,
      };
    }
    if (membership.status !== 'joined') throw new ConflictError(GUEST_EVENT_MESSAGES.notJoined);
    if (event.startsAt <= now) throw new ConflictError(GUEST_EVENT_MESSAGES.started);
    await releaseSeat(tx, event.id, guest.id, now);
    const paid = event.isPaid ? await paidPaymentOf(tx, event.id, guest.id) : null;
    const owed = paid ? refundIfLeavingNowMinor(event, now, paid.baseMinor - paid.refundedMinor) : 0;
    const refund = await refundOnLeave(tx, paid, owed, now);
    await notify(tx, event.hostId, { type: 'event.member_left', facts: { event, guest } }, now);
    const held = await countSeatsHeld(tx, event.id, now);
    return {
      event_id: event.id,
      status: 'left' as const,
      spots: Math.max(0, event.capacity - held),
      refund: paid ? refund : null,
      paid: paid !== null,
      inFull: paid !== null && refund !== null && refund.amount_minor === paid.baseMinor - paid.refundedMinor,
      policy: policyOf(event),
    };
  });
  if (result.refund) await processPendingRefunds(deps);
  const { paid, inFull, policy, ...data } = result as typeof result & {
    paid?: boolean;
    inFull?: boolean;
    policy?: CancellationPolicy;
  };
  return {
    data,
    paid: paid ?? false,
    inFull: inFull ?? false,
    policy: policy ?? DEFAULT_CANCELLATION_POLICY,
  };
}
