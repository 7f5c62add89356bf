import {
  formatMinor,
  hostAmountMinor,
  LIMITS,
  type PageQuery,
  SEAT_PAYMENT_MESSAGES,
  TRANSACTION_STATUS_LABELS,
  type Transaction,
} from '@friendly/contracts';
import type { Deps } from '../../context';
import { type Database, inTransaction } from '../../db/client';
import { UpstreamError } from '../../lib/errors';
import type { PaymentSnapshot, PayoutSnapshot } from '../../providers/payments';
import { type EventRow, seatCountsOf } from '../events/repository';
import { confirmSeat, findEventForGuest, findMembership, releaseSeat } from '../guests/membership-repository';
import { notify } from '../notifications/service';
import { findUserById, type UserRow } from '../users/repository';
import { refillFreedSeats, seatedFromLine } from '../waitlist/refill';
import {
  findPaymentByIntent,
  hostTransactionsPage,
  lockPaidPaymentsOfEvent,
  lockPaymentByIntent,
  type PaymentRow,
  paymentsWithRefundsDue,
  recordPayout,
  recordRefunded,
  requestFullRefund,
  requestRefund,
  transactionPartiesOf,
  updatePayment,
} from './seat-payments-repository';

/**
 * Guests pay for seats, get refunds, and hosts see their transactions (see
 * docs/decisions/084). Database work and the provider never share a transaction: a seat is
 * held and the payment row written first, then the provider is asked; the provider's
 * answers (webhooks, or the sandbox's own events) are applied through the same handlers.
 */

type SeatDeps = Pick<Deps, 'db' | 'clock' | 'providers' | 'log'>;

const commissionPercentOf = (row: PaymentRow) => row.commissionBasisPoints / 100;

/**
 * What the provider is asked to charge for a seat, a join's payment page or an auto-claim's
 * off-session charge alike (docs/decisions/084, 149): the destination charge, its
 * metadata and the payment's one idempotency key.
 */
export function seatCharge(
  payment: PaymentRow,
  event: Pick<EventRow, 'id' | 'slug' | 'title'>,
  metadata: Record<string, string> = {},
) {
  return {
    amountMinor: payment.baseMinor,
    currency: payment.currency,
    applicationFeeMinor: payment.commissionMinor,
    destinationAccountId: payment.destinationAccountId,
    description: `Seat at ${event.title}`,
    metadata: {
      payment_id: String(payment.id),
      event_id: String(event.id),
      event_slug: event.slug,
      user_id: String(payment.userId),
      ...metadata,
    },
    idempotencyKey: `seat-payment-${payment.id}`,
  };
}

/** Asks the provider for the payment of a held seat; on failure the seat goes back. */
export async function startSeatPayment(
  deps: SeatDeps,
  input: { payment: PaymentRow; event: EventRow; guest: UserRow; origin: string },
) {
  const { payment, event, guest } = input;
  try {
    const created = await deps.providers.payments.createPayment({
      ...seatCharge(payment, event),
      origin: input.origin,
      returnUrl: null,
    });
    const stored = await updatePayment(deps.db, payment.id, {
      providerPaymentIntent: created.intentId,
      clientSecret: created.clientSecret,
      checkoutUrl: created.checkoutUrl,
      updatedAt: deps.clock(),
    });
    return stored ?? payment;
  } catch (error) {
    deps.log.error({ err: error }, 'creating a payment for a seat failed');
    await inTransaction(deps.db, async (tx) => {
      const locked = await findEventForGuest(tx, String(event.id), { lock: true });
      await updatePayment(tx, payment.id, { status: 'failed', updatedAt: deps.clock() });
      const membership = await findMembership(tx, event.id, guest.id);
      if (membership?.status === 'pending_payment') {
        await releaseSeat(tx, event.id, guest.id, deps.clock());
        if (locked) await refillFreedSeats(tx, locked, deps.clock(), payment.provider);
      }
    });
    throw new UpstreamError(SEAT_PAYMENT_MESSAGES.paymentFailedToStart);
  }
}

/**
 * The payment of a provider's intent, locked, with its event's row locked before it. Every
 * path that changes a seat and its payment (join, leave, the team's cancel, these
 * handlers) takes the event's lock first and the payment's second: taken the other way
 * round, a webhook and a guest's leave at the same moment would deadlock.
 */
async function lockEventThenPayment(db: Database, intentId: string) {
  const seen = await findPaymentByIntent(db, intentId);
  if (!seen) return null;
  const event = await findEventForGuest(db, String(seen.eventId), { lock: true });
  const payment = await lockPaymentByIntent(db, intentId);
  return payment ? { payment, event } : null;
}

/**
 * The provider took the guest's money. The held seat becomes theirs, even if the hold ran
 * out, while a seat is free; with none left (or the event gone, started or the guest
 * having left) the money goes back in full: never a charge without a seat.
 */
async function paymentSucceeded(db: Database, now: Date, snapshot: PaymentSnapshot) {
  // The event's row lock orders this against joins and leaves of the same event.
  const locked = await lockEventThenPayment(db, snapshot.intentId);
  if (!locked) return;
  const { payment, event } = locked;
  if (['succeeded', 'refunded', 'partially_refunded'].includes(payment.status)) return;
  await updatePayment(db, payment.id, {
    status: 'succeeded',
    providerPaymentId: snapshot.chargeId,
    paymentMethod: snapshot.paymentMethod ?? 'card',
    succeededAt: now,
    payoutStatus: 'pending',
    updatedAt: now,
  });
  const membership = await findMembership(db, payment.eventId, payment.userId);
  const holdLive =
    membership?.status === 'pending_payment' &&
    membership.holdExpiresAt !== null &&
    membership.holdExpiresAt > now;
  // A hold that ran out gave its seat back: the line gets it first, as a join would find it
  // (docs/decisions/149); the payment then needs a seat still free.
  if (event && !holdLive && membership?.status === 'pending_payment') {
    await refillFreedSeats(db, event, now, payment.provider);
  }
  // Never more members than the capacity (docs/decisions/101): a live hold's seat is the
  // guest's while the members leave one; a hold that ran out needs a seat nobody holds.
  const seats = event ? (await seatCountsOf(db, [event.id], now)).get(event.id) : undefined;
  const seatStillOpen =
    event !== null &&
    event.status === 'approved' &&
    event.startsAt > now &&
    membership?.status === 'pending_payment' &&
    (holdLive ? (seats?.joined ?? 0) : (seats?.taken ?? 0)) < event.capacity;
  const eventInfo = event ?? { title: 'the event', slug: '' };
  if (!seatStillOpen) {
    await requestFullRefund(db, payment, 'no_seat', now);
    // The hold was this payment's: refunded, it holds no seat any more, and the line gets it.
    if (holdLive) {
      await releaseSeat(db, payment.eventId, payment.userId, now);
      if (event) await refillFreedSeats(db, event, now, payment.provider);
    }
    await notify(
      db,
      payment.userId,
      {
        type: 'payment.refunded_no_seat',
        facts: { event: { id: payment.eventId, title: eventInfo.title }, paymentId: payment.id },
      },
      now,
    );
    return;
  }
  await confirmSeat(db, payment.eventId, payment.userId, now);
  // A guest from the line: seated, the seat marked refilled, a leaver's refund raised (149).
  await seatedFromLine(db, payment, event, now);
  const guest = await findUserById(db, payment.userId);
  await notify(
    db,
    payment.hostId,
    {
      type: 'event.member_paid',
      facts: {
        event: { id: payment.eventId, slug: eventInfo.slug, title: eventInfo.title },
        guest: { id: payment.userId, name: guest?.name ?? null },
        paidMinor: payment.baseMinor,
        currency: payment.currency,
        paymentId: payment.id,
      },
    },
    now,
  );
}

/** The payment was cancelled at the provider: the held seat goes back. */
async function paymentCanceled(db: Database, now: Date, snapshot: PaymentSnapshot) {
  const locked = await lockEventThenPayment(db, snapshot.intentId);
  const payment = locked?.payment;
  if (!payment || !['requires_payment', 'processing'].includes(payment.status)) return;
  await updatePayment(db, payment.id, { status: 'canceled', updatedAt: now });
  const membership = await findMembership(db, payment.eventId, payment.userId);
  if (membership?.status === 'pending_payment') {
    await releaseSeat(db, payment.eventId, payment.userId, now);
    if (locked.event) await refillFreedSeats(db, locked.event, now, payment.provider);
  }
}

async function paymentRefunded(db: Database, now: Date, snapshot: PaymentSnapshot) {
  const payment = await lockPaymentByIntent(db, snapshot.intentId);
  if (!payment) return;
  await recordRefunded(db, payment.id, snapshot.amountRefunded ?? payment.baseMinor, now);
}

/** An off-session charge that went through, applied as its payment_intent.succeeded is (149). */
export const applyChargeSucceeded = (db: Database, now: Date, intentId: string, chargeId: string | null) =>
  paymentSucceeded(db, now, {
    intentId,
    status: 'succeeded',
    chargeId,
    paymentMethod: 'card',
    amountRefunded: null,
  });

/** The webhook handlers of seat payments, merged into the payments module's handler map. */
export const seatPaymentHandlers = {
  'payment_intent.succeeded': async (db: Database, now: Date, payment?: PaymentSnapshot | null) => {
    if (payment) await paymentSucceeded(db, now, payment);
  },
  'payment_intent.processing': async (db: Database, now: Date, payment?: PaymentSnapshot | null) => {
    if (!payment) return;
    const row = await lockPaymentByIntent(db, payment.intentId);
    if (row?.status === 'requires_payment')
      await updatePayment(db, row.id, { status: 'processing', updatedAt: now });
  },
  // An attempt failed (a declined card); the intent stays open for another card until the
  // hold runs out, as Stripe's does. Nothing to change.
  'payment_intent.payment_failed': async () => {},
  'payment_intent.canceled': async (db: Database, now: Date, payment?: PaymentSnapshot | null) => {
    if (payment) await paymentCanceled(db, now, payment);
  },
  'charge.refunded': async (db: Database, now: Date, payment?: PaymentSnapshot | null) => {
    if (payment) await paymentRefunded(db, now, payment);
  },
} as const;

export async function payoutChanged(db: Database, now: Date, payout?: PayoutSnapshot | null) {
  if (payout) await recordPayout(db, payout, now);
}

/**
 * Every paid seat of an event back in full (the team cancelled or rejected it), asked in
 * the caller's transaction, which holds the event's row; the payments are locked in id
 * order before any changes (docs/decisions/084). The provider is asked after it commits.
 */
export async function refundEveryPaidSeat(db: Database, eventId: number, reason: string, now: Date) {
  const paid = await lockPaidPaymentsOfEvent(db, eventId);
  for (const payment of paid) await requestFullRefund(db, payment, reason, now);
  return paid.length;
}

/** The refund sender of each database: one run at a time, and another pass when asked meanwhile. */
const refundSenders = new WeakMap<Database, { running: Promise<void>; again: boolean }>();

/**
 * Sends the refunds asked for to the provider (after the request's transaction, and by a
 * job on every instance as the retry). Each refund has one idempotency key, so two
 * instances sending it at once give one refund; what the provider confirmed is recorded
 * without ever counting twice. A call while a run is under way makes that run look again
 * when it is done, and answers when it is: every refund asked before the call has been
 * sent (or has failed and waits for the job) by then.
 */
export function processPendingRefunds(deps: SeatDeps, giveWay?: () => Promise<void>) {
  const current = refundSenders.get(deps.db);
  if (current) {
    current.again = true;
    return current.running;
  }
  const state = { running: Promise.resolve(), again: true };
  state.running = (async () => {
    try {
      while (state.again) {
        state.again = false;
        // A full batch all sent: more may wait (a call-off of a full event, a burst of them).
        if (await sendDueRefunds(deps)) {
          state.again = true;
          // The queue's job lets the instance's requests in between batches.
          await giveWay?.();
        }
      }
    } finally {
      refundSenders.delete(deps.db);
    }
  })();
  refundSenders.set(deps.db, state);
  return state.running;
}

/** Refunds sent per batch; batches follow while each is full and all of it was sent. */
const REFUND_BATCH = 20;

/**
 * Sends one batch of the refunds due, oldest first. Answers whether another batch may wait:
 * this one was full and every refund in it went. A refund that failed stays due, so it
 * ends the run (the job tries again) rather than coming back in every batch.
 */
async function sendDueRefunds(deps: SeatDeps) {
  const due = await paymentsWithRefundsDue(deps.db, REFUND_BATCH);
  let sent = 0;
  for (const payment of due) {
    try {
      // One key per refund of the payment: what was given back before it tells them apart
      // (a part refund under a policy, then the rest by the resale guarantee,
      // docs/decisions/149), and a retry of one sends the same key.
      await deps.providers.payments.refundPayment({
        intentId: payment.providerPaymentIntent!,
        amountMinor: payment.refundPendingMinor,
        refundApplicationFee: true,
        idempotencyKey: `refund-${payment.id}-${payment.refundedMinor}`,
      });
      // The total given back now, as a charge.refunded event says it (it may have come
      // already): not what is pending now, which a raise may have grown meanwhile (sent next).
      await inTransaction(deps.db, (tx) =>
        recordRefunded(tx, payment.id, payment.refundedMinor + payment.refundPendingMinor, deps.clock()),
      );
      sent += 1;
    } catch (error) {
      deps.log.error({ err: error, paymentId: payment.id }, 'a refund could not be sent; it is retried');
    }
  }
  return due.length === REFUND_BATCH && sent === due.length;
}

/**
 * The guest gives back a paid seat: `amountMinor` of the payment back, what the event's
 * cancellation policy gives at this time (the caller works it out, docs/decisions/147).
 */
export async function refundOnLeave(
  db: Database,
  payment: PaymentRow | null,
  amountMinor: number,
  now: Date,
) {
  const left = payment ? payment.baseMinor - payment.refundedMinor : 0;
  const amount = Math.min(left, Math.max(0, amountMinor));
  if (!payment || amount === 0) return null;
  if (amount === left) await requestFullRefund(db, payment, 'guest_left', now);
  else await requestRefund(db, payment, amount, 'guest_left', now);
  return { amount_minor: amount, currency: payment.currency };
}

export function toTransaction(
  row: PaymentRow,
  event: { id: number; slug: string; title: string } | undefined,
  guest: { name: string | null } | undefined,
): Transaction {
  const commissionPercent = commissionPercentOf(row);
  return {
    id: row.id,
    provider_payment_intent: row.providerPaymentIntent,
    provider_payment_id: row.providerPaymentId,
    event: event ?? { id: row.eventId, slug: '', title: '' },
    guest: { id: row.userId, name: guest?.name ?? null },
    created_at: row.createdAt.toISOString(),
    amount: formatMinor(row.baseMinor),
    amount_minor: row.baseMinor,
    currency: row.currency || LIMITS.defaultCurrency,
    commission_percent: commissionPercent,
    commission_amount_minor: row.commissionMinor,
    metadata: {
      base_event_amount: formatMinor(row.baseMinor),
      refunded_amount: formatMinor(row.refundedMinor),
      base_event_amount_minor: row.baseMinor,
      refunded_amount_minor: row.refundedMinor,
      discount_percent: row.discountPercent,
      price_minor: row.priceMinor,
    },
    host_amount_minor: hostAmountMinor({
      baseMinor: row.baseMinor,
      refundedMinor: row.refundedMinor,
      commissionPercent,
    }),
    payment_method: row.paymentMethod,
    provider: row.provider,
    status: row.status,
    status_label: TRANSACTION_STATUS_LABELS[row.status] ?? row.status,
    payout_status: payoutStatusOf(row),
    refilled_seat: row.viaWaitlist,
  };
}

/**
 * The payout state a row shows, agreeing with its refund: money refunded in full before any
 * payout took it is never paid out, so its payout reads 'refunded', not 'pending'
 * (docs/decisions/089). A payout already under way or made keeps its own state.
 */
function payoutStatusOf(row: Pick<PaymentRow, 'status' | 'payoutStatus'>) {
  if (row.status === 'refunded' && (row.payoutStatus === null || row.payoutStatus === 'pending'))
    return 'refunded';
  return row.payoutStatus;
}

/** Payment Transaction (spec 001 §2): the host's payments, newest first; three queries a page. */
export async function listTransactions(deps: Pick<Deps, 'db'>, host: UserRow, page: PageQuery) {
  const { rows, paging } = await hostTransactionsPage(deps.db, host.id, {
    page: page.page,
    perPage: page.per_page,
  });
  const parties = await transactionPartiesOf(deps.db, rows);
  return {
    ...paging,
    data: rows.map((row) =>
      toTransaction(row, parties.events.get(row.eventId), parties.guests.get(row.userId)),
    ),
  };
}
