import {
  type CancellationPolicy,
  DEFAULT_AVATAR,
  DEFAULT_CANCELLATION_POLICY,
  EVENT_MESSAGES,
  GUEST_EVENT_MESSAGES,
  type GuestAnswers,
  type GuestEventCard,
  type GuestEventsQuery,
  type Paging,
  QUESTION_MESSAGES,
  QUESTIONS,
  SEAT_PAYMENTS,
  WAITLIST_MESSAGES,
} from '@friendly/contracts';
import type { Deps } from '../../context';
import { type Database, inTransaction } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { policyOf, refundIfLeavingNowMinor } from '../events/cancellation';
import { checkedAnswers } from '../events/questions';
import { eventCards } from '../events/reads';
import type { EventRow } from '../events/repository';
import { goNoGoOf } from '../events/serializer';
import { venueFor } from '../events/venue';
import { notify } from '../notifications/service';
import { processPendingRefunds, refundOnLeave, startSeatPayment } from '../payments/seat-payments';
import {
  openPaymentOf,
  type PaymentRow,
  paidLeftOf,
  paidPaymentOf,
  updatePayment,
} from '../payments/seat-payments-repository';
import type { UserRow } from '../users/repository';
import { claimInTransaction } from '../waitlist/claim';
import { refillFreedSeats } from '../waitlist/refill';
import { findEntry, updateEntry } from '../waitlist/repository';
import {
  countSeatsHeld,
  findEventForGuest,
  findMembership,
  findOpenEventsPage,
  holdSeat,
  ownAnswersOf,
  releaseSeat,
  storeAnswers,
} from './membership-repository';
import { lockOpenEvent } from './open-event';
import { holdPaidSeat, payingAnswer } from './paid-seats';

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
  return { items: await guestCards(deps, guest, rows), paging };
}

/** A guest's row of an event: the event, its host's card, whether they hold a seat, the distance. */
export type GuestEventRow = {
  event: EventRow;
  host: { slug: string; name: string | null; photoKey: string | null };
  joined: boolean | null;
  distanceKm: number | null;
};

/**
 * The guest's cards of these events (browse, their waitlists): the cards' parts in one
 * query (eventCards) and what they paid in another.
 */
export async function guestCards(
  deps: Pick<Deps, 'db' | 'clock' | 'providers'>,
  guest: UserRow,
  rows: GuestEventRow[],
): Promise<GuestEventCard[]> {
  const { storage } = deps.providers;
  const now = deps.clock();
  const paidEvents = rows.filter((row) => row.joined && row.event.isPaid).map((row) => row.event.id);
  const [cards, paidLeft, ownAnswers] = await Promise.all([
    eventCards(
      deps,
      rows.map((row) => row.event),
    ),
    paidLeftOf(deps.db, guest.id, paidEvents),
    ownAnswersOf(
      deps.db,
      guest.id,
      rows.filter((row) => row.joined).map((row) => row.event.id),
    ),
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
    venue: venueFor(event, joined ? 'member' : 'other', now),
    guest_questions: event.guestQuestions,
    // Their own answers only: nobody reads another guest's (docs/decisions/154).
    answers: joined ? (ownAnswers.get(event.id) ?? {}) : null,
    // Of what this guest paid when they hold a paid seat, else of a seat's price today.
    refund_if_leaving_now_minor: refundIfLeavingNowMinor(event, now, paidLeft.get(event.id)),
  }));
  return items;
}

/**
 * A seat. A free event's is the guest's at once. A paid event's is held for
 * SEAT_PAYMENTS.holdMinutes while the guest pays, with a payment row written in the same
 * transaction; the provider is asked after it commits, and the seat becomes the guest's
 * when the provider confirms the payment (docs/decisions/084). Asking again while a hold
 * is open answers the same payment. The host is notified of a seat taken.
 */
export async function joinEvent(
  deps: MembershipDeps,
  guest: UserRow,
  idOrSlug: string,
  origin = '',
  answers?: GuestAnswers,
) {
  const now = deps.clock();
  const outcome = await inTransaction(deps.db, async (tx) => {
    const event = await lockOpenEvent(tx, idOrSlug, now);
    // The answers, checked before any seat is taken; written with the seat (154).
    const kept = answers ? checkedAnswers(event.guestQuestions, answers) : null;
    const taken = await takeSeat(tx, event);
    if (kept) await storeAnswers(tx, event.id, guest.id, kept, now);
    return taken;
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
  return payForHeldSeat(deps, guest, origin, outcome, now);

  async function takeSeat(tx: Database, event: EventRow) {
    const membership = await findMembership(tx, event.id, guest.id);
    if (membership?.status === 'joined') throw new ConflictError(GUEST_EVENT_MESSAGES.alreadyJoined);
    // A seat offered from the line is claimed (docs/decisions/149).
    const entry = await findEntry(tx, event.id, guest.id);
    if (entry?.state === 'offered') return claimInTransaction(tx, deps, event, entry, now);
    let held = await countSeatsHeld(tx, event.id, now);
    // A seat freed a moment ago goes to the line first, in its order.
    if (held < event.capacity && (await refillFreedSeats(tx, event, now, deps.providers.payments.name)) > 0) {
      held = await countSeatsHeld(tx, event.id, now);
      const served = await findEntry(tx, event.id, guest.id);
      if (served?.state === 'offered') return claimInTransaction(tx, deps, event, served, now);
      if (served?.state === 'seated' && !event.isPaid)
        throw new ConflictError(GUEST_EVENT_MESSAGES.alreadyJoined);
    }
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
    const holdUntil = new Date(now.getTime() + SEAT_PAYMENTS.holdMinutes * 60_000);
    const payment = await holdPaidSeat(tx, {
      event,
      guestId: guest.id,
      now,
      holdUntil,
      provider: deps.providers.payments.name,
    });
    return { kind: 'paying' as const, event, payment, holdUntil, held: held + 1, fresh: true as const };
  }
}

/** A held paid seat: its payment started at the provider when new, and the answer. */
async function payForHeldSeat(
  deps: MembershipDeps,
  guest: UserRow,
  origin: string,
  outcome: { event: EventRow; payment: PaymentRow; holdUntil: Date; held: number; fresh?: true },
  now: Date,
) {
  const payment = outcome.fresh
    ? await startSeatPayment(deps, { payment: outcome.payment, event: outcome.event, guest, origin })
    : outcome.payment;
  return payingAnswer(outcome.event, payment, outcome.holdUntil, outcome.held, now);
}

/**
 * Takes the seat offered to the guest from the line (docs/decisions/149): the join's answer,
 * `pending_payment` with how to pay. Without an offer live, 409.
 */
export async function claimOffer(
  deps: MembershipDeps,
  guest: UserRow,
  idOrSlug: string,
  origin = '',
  answers?: GuestAnswers,
) {
  const now = deps.clock();
  const outcome = await inTransaction(deps.db, async (tx) => {
    const event = await lockOpenEvent(tx, idOrSlug, now);
    const kept = answers ? checkedAnswers(event.guestQuestions, answers) : null;
    const entry = await findEntry(tx, event.id, guest.id);
    if (entry?.state !== 'offered') throw new ConflictError(WAITLIST_MESSAGES.noOffer);
    const claimed = await claimInTransaction(tx, deps, event, entry, now);
    if (kept) await storeAnswers(tx, event.id, guest.id, kept, now);
    return claimed;
  });
  return payForHeldSeat(deps, guest, origin, outcome, now);
}

/**
 * A guest with a seat (or a hold while they pay) changes their answers until the start
 * (docs/decisions/154). Within 48 hours of the start, a change tells the host.
 */
export async function updateAnswers(
  deps: MembershipDeps,
  guest: UserRow,
  idOrSlug: string,
  answers: GuestAnswers,
) {
  const now = deps.clock();
  return inTransaction(deps.db, async (tx) => {
    const event = await findEventForGuest(tx, idOrSlug, { lock: true });
    const membership = event ? await findMembership(tx, event.id, guest.id) : null;
    const holds =
      membership?.status === 'joined' ||
      (membership?.status === 'pending_payment' && (membership.holdExpiresAt ?? now) > now);
    if (!event || !membership || !holds) throw new NotFoundError(QUESTION_MESSAGES.noSeat);
    if (event.startsAt <= now) throw new ConflictError(QUESTION_MESSAGES.started);
    const kept = checkedAnswers(event.guestQuestions, answers);
    await storeAnswers(tx, event.id, guest.id, kept, now);
    const changed = JSON.stringify(kept) !== JSON.stringify(membership.answers ?? {});
    const soon = event.startsAt.getTime() - now.getTime() <= QUESTIONS.changeNoticeHours * 3_600_000;
    if (changed && soon && membership.status === 'joined') {
      await notify(tx, event.hostId, { type: 'event.answers_changed', facts: { event, guest } }, now);
    }
    return { event_id: event.id, answers: kept };
  });
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
      // A seat offered from the line and let go: out of the line (docs/decisions/149).
      const entry = await findEntry(tx, event.id, guest.id);
      if (entry?.state === 'offered')
        await updateEntry(tx, entry.id, { state: 'left', endedAt: now, updatedAt: now });
      await refillFreedSeats(tx, event, now, deps.providers.payments.name);
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
    const left = paid ? paid.baseMinor - paid.refundedMinor : 0;
    // Less than all of it back: a guest from the line taking the seat gives the rest back
    // (the resale guarantee, docs/decisions/149).
    const resaleEligible = paid !== null && (refund?.amount_minor ?? 0) < left;
    if (resaleEligible) await updatePayment(tx, paid.id, { resale: 'eligible', updatedAt: now });
    await notify(tx, event.hostId, { type: 'event.member_left', facts: { event, guest } }, now);
    await refillFreedSeats(tx, event, now, deps.providers.payments.name);
    const held = await countSeatsHeld(tx, event.id, now);
    return {
      event_id: event.id,
      status: 'left' as const,
      spots: Math.max(0, event.capacity - held),
      refund: paid ? refund : null,
      ...(resaleEligible ? { refund_if_resold_minor: left } : {}),
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
