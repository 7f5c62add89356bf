import {
  IN_LINE_STATES,
  type PageQuery,
  WAITLIST_MESSAGES,
  type WaitlistEntry,
  type WaitlistState,
} from '@friendly/contracts';
import type { Deps } from '../../context';
import { type Database, inTransaction } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { SetupSnapshot } from '../../providers/payments';
import type { EventRow } from '../events/repository';
import {
  countSeatsHeld,
  findEventForGuest,
  findMembership,
  releaseSeat,
} from '../guests/membership-repository';
import { guestCards } from '../guests/membership-service';
import { lockOpenEvent } from '../guests/open-event';
import { notify } from '../notifications/service';
import { seatCharge } from '../payments/seat-payments';
import { findPaymentById, openPaymentOf, updatePayment } from '../payments/seat-payments-repository';
import type { UserRow } from '../users/repository';
import { offerSeat, refillFreedSeats } from './refill';
import {
  enterLine,
  entriesPageOf,
  eventsWithHostsOf,
  findEntry,
  findEntryById,
  findEntryBySetupIntent,
  positionOf,
  positionsOf,
  updateEntry,
  type WaitlistEntryRow,
} from './repository';

/**
 * The guests' side of the line of a full event (docs/decisions/149): join it (with a card
 * saved for auto-claim on a paid event), leave it, list one's places, and claim an offered
 * seat. Every change takes the event's row lock first, as joins and leaves do (084).
 */

type WaitlistDeps = Pick<Deps, 'db' | 'clock' | 'providers' | 'log'>;

const inLine = (state: string) => (IN_LINE_STATES as readonly string[]).includes(state);

export function entryAnswer(entry: WaitlistEntryRow, position: number | null): WaitlistEntry {
  const setupOpen = entry.autoClaim && !entry.paymentMethodId && entry.setupIntentId !== null;
  return {
    event_id: entry.eventId,
    state: entry.state as WaitlistState,
    position: inLine(entry.state) ? position : null,
    auto_claim: entry.autoClaim,
    card_saved: entry.paymentMethodId !== null,
    offer_expires_at:
      entry.state === 'offered' && entry.offerExpiresAt ? entry.offerExpiresAt.toISOString() : null,
    setup: setupOpen
      ? { client_secret: entry.setupClientSecret, checkout_url: entry.setupCheckoutUrl }
      : null,
  };
}

const holdsSeat = (membership: Awaited<ReturnType<typeof findMembership>>, now: Date) =>
  membership?.status === 'joined' ||
  (membership?.status === 'pending_payment' && (membership.holdExpiresAt ?? now) > now);

/**
 * Joins the line of a full event. A guest with a seat or a hold gets 409; asking again
 * answers the same entry. With `auto_claim` on a paid event, a SetupIntent is made after
 * the commit for the guest to save a card (`setup` in the answer).
 */
export async function joinWaitlist(
  deps: WaitlistDeps,
  guest: UserRow,
  idOrSlug: string,
  options: { autoClaim: boolean; origin: string },
) {
  const now = deps.clock();
  const { entry, event } = await inTransaction(deps.db, async (tx) => {
    const event = await lockOpenEvent(tx, idOrSlug, now);
    const existing = await findEntry(tx, event.id, guest.id);
    if (existing && inLine(existing.state)) return { entry: existing, event };
    if (holdsSeat(await findMembership(tx, event.id, guest.id), now)) {
      throw new ConflictError(WAITLIST_MESSAGES.holdsSeat);
    }
    // A seat freed a moment ago goes to the line first, in its order.
    let taken = await countSeatsHeld(tx, event.id, now);
    if (
      taken < event.capacity &&
      (await refillFreedSeats(tx, event, now, deps.providers.payments.name)) > 0
    ) {
      taken = await countSeatsHeld(tx, event.id, now);
    }
    if (taken < event.capacity) throw new ConflictError(WAITLIST_MESSAGES.notFull);
    const entry = await enterLine(tx, {
      eventId: event.id,
      userId: guest.id,
      autoClaim: event.isPaid && options.autoClaim,
      now,
    });
    return { entry, event };
  });
  const ready =
    entry.autoClaim && !entry.paymentMethodId && !entry.setupIntentId
      ? await startCardSetup(deps, entry, event, guest, options.origin)
      : entry;
  return entryAnswer(ready, await positionOf(deps.db, ready));
}

/** Asks the provider for a SetupIntent; if it cannot, the guest waits without auto-claim. */
async function startCardSetup(
  deps: WaitlistDeps,
  entry: WaitlistEntryRow,
  event: EventRow,
  guest: UserRow,
  origin: string,
) {
  try {
    const setup = await deps.providers.payments.createCardSetup({
      customerId: entry.providerCustomerId,
      email: guest.email ?? null,
      description: `A card for a seat at ${event.title} when one frees`,
      metadata: {
        waitlist_entry_id: String(entry.id),
        event_id: String(event.id),
        user_id: String(guest.id),
      },
      idempotencyKey: `waitlist-setup-${entry.id}`,
      origin,
      returnUrl: null,
    });
    return (
      (await updateEntry(deps.db, entry.id, {
        providerCustomerId: setup.customerId,
        setupIntentId: setup.setupIntentId,
        setupClientSecret: setup.clientSecret,
        setupCheckoutUrl: setup.checkoutUrl,
        updatedAt: deps.clock(),
      })) ?? entry
    );
  } catch (error) {
    deps.log.error({ err: error }, 'saving a card for the waitlist could not start');
    return (await updateEntry(deps.db, entry.id, { autoClaim: false, updatedAt: deps.clock() })) ?? entry;
  }
}

/** The provider saved the guest's card (setup_intent.succeeded): auto-claim can charge it. */
export async function cardSaved(db: Database, now: Date, setup?: SetupSnapshot | null) {
  if (!setup?.paymentMethodId || setup.status !== 'succeeded') return;
  const entry = await findEntryBySetupIntent(db, setup.setupIntentId);
  if (!entry) return;
  await updateEntry(db, entry.id, {
    paymentMethodId: setup.paymentMethodId,
    providerCustomerId: setup.customerId ?? entry.providerCustomerId,
    updatedAt: now,
  });
}

/** Leaves the line; a seat offered to the guest goes to the next in line. */
export async function leaveWaitlist(deps: WaitlistDeps, guest: UserRow, idOrSlug: string) {
  const now = deps.clock();
  const entry = await inTransaction(deps.db, async (tx) => {
    const event = await findEventForGuest(tx, idOrSlug, { lock: true });
    const entry = event ? await findEntry(tx, event.id, guest.id) : null;
    if (!event || !entry || !inLine(entry.state)) throw new NotFoundError(WAITLIST_MESSAGES.notInLine);
    if (entry.state === 'offered') await giveBackOffer(tx, event, entry, now);
    const left = await updateEntry(tx, entry.id, { state: 'left', endedAt: now, updatedAt: now });
    await refillFreedSeats(tx, event, now, deps.providers.payments.name);
    return left ?? entry;
  });
  return entryAnswer(entry, null);
}

/** An offer's held seat goes back (the payment being made for it, if any, is let go). */
async function giveBackOffer(tx: Database, event: EventRow, entry: WaitlistEntryRow, now: Date) {
  const membership = await findMembership(tx, event.id, entry.userId);
  if (membership?.status !== 'pending_payment') return;
  const open = await openPaymentOf(tx, event.id, entry.userId);
  if (open) await updatePayment(tx, open.id, { status: 'canceled', updatedAt: now });
  await releaseSeat(tx, event.id, entry.userId, now);
}

/** My places in line, newest first, each with its event's card: four queries a page. */
export async function waitlistsPage(
  deps: Pick<Deps, 'db' | 'clock' | 'providers'>,
  guest: UserRow,
  query: PageQuery,
) {
  const { rows, paging } = await entriesPageOf(deps.db, guest.id, {
    page: query.page,
    perPage: query.per_page,
  });
  const [positions, events] = await Promise.all([
    positionsOf(deps.db, rows),
    eventsWithHostsOf(
      deps.db,
      guest.id,
      rows.map((row) => row.eventId),
    ),
  ]);
  const cards = await guestCards(deps, guest, events);
  const byEvent = new Map(cards.map((card) => [card.id, card]));
  const items = rows.flatMap((row) => {
    const event = byEvent.get(row.eventId);
    return event ? [{ ...entryAnswer(row, positions.get(row.id) ?? null), event }] : [];
  });
  return { items, paging };
}

/**
 * An auto-claim's off-session charge (a job, after the commit that held the seat). The
 * payment's key makes a retry charge once. Succeeded: applied as the provider's
 * payment_intent.succeeded is (the seat is the guest's). Needs authentication or declined:
 * the seat is offered to the guest for the claim window instead.
 */
export async function chargeAutoClaim(
  deps: WaitlistDeps,
  input: { entryId: number; paymentId: number },
  applySucceeded: (db: Database, now: Date, intentId: string, chargeId: string | null) => Promise<void>,
) {
  const payment = await findPaymentById(deps.db, input.paymentId);
  const entry = await findEntryById(deps.db, input.entryId);
  if (payment?.status !== 'requires_payment' || !entry?.paymentMethodId || !entry.providerCustomerId) return;
  const event = await findEventForGuest(deps.db, String(payment.eventId));
  if (!event) return;
  const result = await deps.providers.payments.chargeSavedCard({
    ...seatCharge(payment, event, { waitlist_entry_id: String(entry.id) }),
    customerId: entry.providerCustomerId,
    paymentMethodId: entry.paymentMethodId,
  });
  const now = deps.clock();
  if (result.outcome === 'succeeded' && result.intentId) {
    await inTransaction(deps.db, async (tx) => {
      await findEventForGuest(tx, String(event.id), { lock: true });
      await updatePayment(tx, payment.id, { providerPaymentIntent: result.intentId, updatedAt: now });
      await applySucceeded(tx, now, result.intentId!, result.chargeId);
    });
    return;
  }
  await inTransaction(deps.db, async (tx) => {
    const locked = await findEventForGuest(tx, String(event.id), { lock: true });
    await updatePayment(tx, payment.id, {
      status: 'failed',
      ...(result.intentId ? { providerPaymentIntent: result.intentId } : {}),
      updatedAt: now,
    });
    const current = await findEntryById(tx, entry.id);
    if (!locked || current?.state !== 'offered') return;
    const failure = result.outcome === 'succeeded' ? 'declined' : result.outcome;
    await offerSeat(tx, locked, current, now, failure);
  });
}

/**
 * An offer's claim window ran out (a job at its time): the held seat goes to the next in
 * line and the guest is told. While the guest's claim is being paid the hold lasts longer:
 * the job looks again then.
 */
export async function expireOffer(tx: Database, entryId: number, now: Date, provider: string) {
  const seen = await findEntryById(tx, entryId);
  if (seen?.state !== 'offered') return undefined;
  const event = await findEventForGuest(tx, String(seen.eventId), { lock: true });
  const entry = await findEntryById(tx, entryId);
  if (!event || entry?.state !== 'offered') return undefined;
  const membership = await findMembership(tx, event.id, entry.userId);
  if (membership?.status === 'joined') {
    await updateEntry(tx, entry.id, { state: 'seated', endedAt: now, updatedAt: now });
    return undefined;
  }
  if (
    membership?.status === 'pending_payment' &&
    membership.holdExpiresAt &&
    membership.holdExpiresAt > now
  ) {
    return { next: membership.holdExpiresAt };
  }
  if (membership?.status === 'pending_payment') await releaseSeat(tx, event.id, entry.userId, now);
  await updateEntry(tx, entry.id, { state: 'expired', endedAt: now, updatedAt: now });
  await notify(
    tx,
    entry.userId,
    {
      type: 'waitlist.offer_expired',
      facts: { event: { id: event.id, slug: event.slug, title: event.title } },
    },
    now,
  );
  await refillFreedSeats(tx, event, now, provider);
  return undefined;
}

/** A hold ran out (a job at its end): its seat goes to the line. */
export async function refillAfterHold(tx: Database, eventId: number, now: Date, provider: string) {
  const event = await findEventForGuest(tx, String(eventId), { lock: true });
  if (event) await refillFreedSeats(tx, event, now, provider);
}
