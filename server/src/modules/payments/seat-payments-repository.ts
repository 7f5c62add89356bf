import { TRANSACTION_STATUSES } from '@friendly/contracts';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findPage, type PageRequest } from '../../db/paging';
import { events, payments, users } from '../../db/schema';

/** The SQL of guests' payments for seats (docs/decisions/084). */

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: Database, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function updatePayment(
  db: Database,
  id: number,
  changes: Partial<typeof payments.$inferInsert>,
) {
  const [row] = await db.update(payments).set(changes).where(eq(payments.id, id)).returning();
  return row ?? null;
}

export async function findPaymentById(db: Database, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

/** The payment a guest has started for an event and not finished, if any. */
export async function openPaymentOf(db: Database, eventId: number, userId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.eventId, eventId),
        eq(payments.userId, userId),
        inArray(payments.status, ['requires_payment', 'processing']),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** The guest's payment that paid for their seat, if any. */
export async function paidPaymentOf(db: Database, eventId: number, userId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.eventId, eventId), eq(payments.userId, userId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** Whether a guest holds a paid seat of the event (money kept under its policy, docs/decisions/147). */
export async function hasPaidSeats(db: Database, eventId: number) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.eventId, eventId), inArray(payments.status, ['succeeded', 'partially_refunded'])))
    .limit(1);
  return row !== undefined;
}

/**
 * Every paid seat of an event that has not been given back, locked in id order (the lock
 * order, docs/decisions/084: the caller holds the event's row already).
 */
export function lockPaidPaymentsOfEvent(db: Database, eventId: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.eventId, eventId), inArray(payments.status, ['succeeded', 'partially_refunded'])))
    .orderBy(asc(payments.id))
    .for('update');
}

/**
 * Every paid seat of several events, locked in one statement in id order: a caller that
 * calls off several events at once (docs/decisions/104) holds their rows already and takes
 * their payments in the one global order a payout also takes them (docs/decisions/084).
 */
export function lockPaidPaymentsOfEvents(db: Database, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(inArray(payments.eventId, eventIds), inArray(payments.status, ['succeeded', 'partially_refunded'])),
    )
    .orderBy(asc(payments.id))
    .for('update');
}

/** The payment of a provider's intent, read without a lock (to find its event first). */
export async function findPaymentByIntent(db: Database, intentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.providerPaymentIntent, intentId));
  return row ?? null;
}

export async function lockPaymentByIntent(db: Database, intentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentIntent, intentId))
    .for('update');
  return row ?? null;
}

/** Asks for the rest of a payment back; the refund job (or the caller) sends it to the provider. */
export async function requestFullRefund(db: Database, payment: PaymentRow, reason: string, now: Date) {
  await db
    .update(payments)
    .set({
      refundPendingMinor: sql`greatest(0, ${payments.baseMinor} - ${payments.refundedMinor})`,
      refundReason: reason,
      updatedAt: now,
    })
    .where(and(eq(payments.id, payment.id), eq(payments.refundPendingMinor, 0)));
}

/**
 * Asks for `amountMinor` of a payment back (never more than is left of it), as
 * requestFullRefund does: a part refund under a cancellation policy (docs/decisions/147).
 */
export async function requestRefund(
  db: Database,
  payment: PaymentRow,
  amountMinor: number,
  reason: string,
  now: Date,
) {
  await db
    .update(payments)
    .set({
      refundPendingMinor: sql`greatest(0, least(${amountMinor}, ${payments.baseMinor} - ${payments.refundedMinor}))`,
      refundReason: reason,
      updatedAt: now,
    })
    .where(and(eq(payments.id, payment.id), eq(payments.refundPendingMinor, 0)));
}

/**
 * What a guest has paid for each of these events' seats and not been given back, in one
 * query: a guest's browse says what leaving would give back (docs/decisions/147).
 */
export async function paidLeftOf(db: Database, userId: number, eventIds: number[]) {
  if (eventIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({
      eventId: payments.eventId,
      left: sql<number>`${payments.baseMinor} - ${payments.refundedMinor}`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        inArray(payments.eventId, eventIds),
        inArray(payments.status, ['succeeded', 'partially_refunded']),
      ),
    );
  return new Map(rows.map((row) => [row.eventId, Number(row.left)]));
}

export function paymentsWithRefundsDue(db: Database, limit: number) {
  return db
    .select()
    .from(payments)
    .where(and(sql`${payments.refundPendingMinor} > 0`, sql`${payments.providerPaymentIntent} is not null`))
    .orderBy(payments.id)
    .limit(limit);
}

/** What the provider gave back: never less than known already (events may come twice or late). */
export async function recordRefunded(db: Database, id: number, refundedTotal: number | null, now: Date) {
  const refunded =
    refundedTotal === null
      ? sql`least(${payments.baseMinor}, ${payments.refundedMinor} + ${payments.refundPendingMinor})`
      : sql`least(${payments.baseMinor}, greatest(${payments.refundedMinor}, ${refundedTotal}))`;
  const [row] = await db
    .update(payments)
    .set({
      refundedMinor: refunded,
      refundPendingMinor:
        refundedTotal === null
          ? 0
          : sql`greatest(0, ${payments.refundPendingMinor} - greatest(0, ${refundedTotal} - ${payments.refundedMinor}))`,
      updatedAt: now,
    })
    .where(eq(payments.id, id))
    .returning();
  return row ? settleRefundStatus(db, row) : null;
}

/**
 * Asks for everything not yet given back of a payment, whatever is pending already: the
 * resale guarantee raising a policy's part refund to a full one (docs/decisions/149). The
 * caller holds the payment's row.
 */
export async function raiseRefundToFull(db: Database, id: number, reason: string, now: Date) {
  await db
    .update(payments)
    .set({
      refundPendingMinor: sql`greatest(0, ${payments.baseMinor} - ${payments.refundedMinor})`,
      refundReason: reason,
      updatedAt: now,
    })
    .where(eq(payments.id, id));
}

async function settleRefundStatus(db: Database, row: PaymentRow) {
  const id = row.id;
  const status =
    row.refundedMinor >= row.baseMinor
      ? 'refunded'
      : row.refundedMinor > 0
        ? 'partially_refunded'
        : row.status;
  return status === row.status ? row : updatePayment(db, id, { status });
}

const FINAL_PAYOUT = ['paid', 'failed', 'canceled'];

/**
 * A payout's state onto the payments it carries: exactly those named (the sandbox knows),
 * else the account's paid payments from before the payout that no other payout holds (Stripe
 * pays a balance out, not payments). A late, older state never overwrites a final one.
 * The rows are locked in id order before they change (the lock order, docs/decisions/084):
 * an UPDATE alone locks them in whatever order its plan reads them, and a team's cancel
 * refunding the same payments in another order would deadlock with it. A payout changes
 * no seat, so it takes no event's row.
 */
export async function recordPayout(
  db: Database,
  payout: { id: string; status: string; accountId: string; createdAt: Date; intentIds: string[] | null },
  now: Date,
) {
  const which = payout.intentIds
    ? inArray(payments.providerPaymentIntent, payout.intentIds.length ? payout.intentIds : [''])
    : and(
        eq(payments.destinationAccountId, payout.accountId),
        inArray(payments.status, ['succeeded', 'partially_refunded']),
        lte(payments.succeededAt, payout.createdAt),
        or(isNull(payments.payoutId), eq(payments.payoutId, payout.id)),
      );
  const notBackwards = FINAL_PAYOUT.includes(payout.status)
    ? undefined
    : or(
        isNull(payments.payoutStatus),
        sql`${payments.payoutId} is distinct from ${payout.id}`,
        sql`${payments.payoutStatus} not in ('paid', 'failed', 'canceled')`,
      );
  const locked = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(which, notBackwards))
    .orderBy(asc(payments.id))
    .for('update');
  if (locked.length === 0) return;
  await db
    .update(payments)
    .set({ payoutId: payout.id, payoutStatus: payout.status, updatedAt: now })
    .where(
      inArray(
        payments.id,
        locked.map((row) => row.id),
      ),
    );
}

/** The host's transactions, newest first, on payments_host_created_idx. */
export function hostTransactionsPage(db: Database, hostId: number, page: PageRequest) {
  return findPage(db, payments, {
    ...page,
    where: and(eq(payments.hostId, hostId), inArray(payments.status, [...TRANSACTION_STATUSES])),
    orderBy: [desc(payments.createdAt), desc(payments.id)],
  });
}

/** Titles of events and names of guests for a page of transactions: two queries. */
export async function transactionPartiesOf(db: Database, rows: PaymentRow[]) {
  const eventIds = [...new Set(rows.map((row) => row.eventId))];
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const [eventRows, userRows] = await Promise.all([
    eventIds.length
      ? db
          .select({ id: events.id, slug: events.slug, title: events.title })
          .from(events)
          .where(inArray(events.id, eventIds))
      : Promise.resolve([]),
    userIds.length
      ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
      : Promise.resolve([]),
  ]);
  return {
    events: new Map(eventRows.map((row) => [row.id, row])),
    guests: new Map(userRows.map((row) => [row.id, row])),
  };
}

/** The host's earnings: the sum of host amounts (base − refunds − commission, at least 0). */
export async function hostEarningsMinor(db: Database, hostId: number, currency: string) {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(greatest(0, ${payments.baseMinor} - ${payments.refundedMinor} - ${payments.commissionMinor})), 0)`,
    })
    .from(payments)
    .innerJoin(events, eq(events.id, payments.eventId))
    .where(
      and(
        eq(payments.hostId, hostId),
        eq(payments.currency, currency),
        inArray(payments.status, ['succeeded', 'refunded', 'partially_refunded']),
        // Not the seats of an event whose minimum is still to be met: a call-off would give
        // them all back (docs/decisions/148).
        sql`not (${events.goStatus} = 'open' and ${events.minGuests} > 1 and ${events.status} in ('pending', 'approved'))`,
      ),
    );
  return Number(row?.total ?? 0);
}
