import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../../src/db/schema';
import { runAdminCommand } from '../../src/modules/admin/commands';
import { signUpGuest } from '../support/guest-accounts';
import { bearer } from '../support/hosts';
import {
  CONNECT_WEBHOOK_SECRET,
  paidEvent,
  type StripeSeats,
  startStripeSeats,
} from '../support/seat-payments';

/**
 * Several payment rows changed at once (docs/decisions/084): Stripe's payout webhook marks
 * every payment a payout carries, and the team's cancel (`events cancel`) asks a refund of
 * every paid seat of the event. Each locks the rows in one order — the event's row first
 * when it changes seats, then payments by id — so neither holds a later payment while it
 * waits for an earlier one, and the two at the same moment cannot deadlock. Only
 * PostgreSQL runs two transactions at once, so this file runs in the PostgreSQL pass
 * (vitest.config.ts, like the other postgres-* files).
 */
describe('the payout webhook and the team’s cancel over the same payments (PostgreSQL)', () => {
  let stripe: StripeSeats;
  /** Holds a payment's row, to line the app's transactions up behind it. */
  let holder: pg.Client;
  /** Asks, without waiting, whether a row is free. */
  let probe: pg.Client;
  // A fresh database for each case: two payments alone in the table, so the order a
  // statement meets them in without ORDER BY is the one the case sets up.
  beforeEach(async () => {
    stripe = await startStripeSeats();
    const config = stripe.ctx.database.config;
    if (config.driver !== 'postgres') throw new Error('this file runs on PostgreSQL');
    holder = new pg.Client({ connectionString: config.url });
    probe = new pg.Client({ connectionString: config.url });
    await Promise.all([holder.connect(), probe.connect()]);
  });
  afterEach(async () => {
    await holder?.end();
    await probe?.end();
    await stripe?.close();
  });

  /** Until `count` of the app's statements wait for a row lock. */
  const untilWaiting = async (count: number) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await probe.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'
            and pid <> pg_backend_pid()`,
      );
      if (rows[0]!.waiting === count) return;
      if (Date.now() > deadline)
        throw new Error(`${rows[0]!.waiting} statements wait on locks, not ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  /** Whether another transaction holds the payment's row (asked with NOWAIT, nothing kept). */
  const isLocked = async (paymentId: number) => {
    await probe.query('begin');
    try {
      await probe.query('select id from payments where id = $1 for update nowait', [paymentId]);
      return false;
    } catch (error) {
      if ((error as { code?: string }).code === '55P03') return true;
      throw error;
    } finally {
      await probe.query('rollback');
    }
  };

  type Order = 'in id order' | 'reversed';
  /**
   * A host's approved paid event with two paid seats, the payments' ids in order. Without
   * an ORDER BY, a statement meets the rows in its index's order: the cancel's by guest
   * (payments_event_user_idx), the payout's by the time paid (payments_destination_status_idx).
   * `guests` and `paid` set those orders, against the ids' or with them.
   */
  async function twoPaidSeats(order: { guests: Order; paid: Order }) {
    const { ctx } = stripe;
    const host = await stripe.stripeHost();
    const event = await paidEvent(ctx, host);
    const [ann, bo] = [await signUpGuest(ctx, 'Ann'), await signUpGuest(ctx, 'Bo')];
    // The first payment is the first joiner's: Ann's when guests are in id order, else Bo's.
    const joiners = order.guests === 'in id order' ? [ann, bo] : [bo, ann];
    const intents: string[] = [];
    for (const guest of joiners) {
      const joined = await ctx.app.inject({
        method: 'POST',
        url: `/api/guest/events/${event.id}/join`,
        headers: bearer(guest.token),
      });
      expect(joined.statusCode, joined.body).toBe(200);
      intents.push(
        [...stripe.fake.paymentIntents.values()].find((entry) => entry.metadata.user_id === String(guest.id))!
          .id,
      );
    }
    for (const intent of order.paid === 'in id order' ? intents : [...intents].reverse()) {
      expect((await stripe.paid(intent)).statusCode).toBe(200);
      ctx.clock.advance(1000);
    }
    const rows = await ctx.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.eventId, event.id))
      .orderBy(payments.id);
    const [first, second] = rows.map((row) => row.id) as [number, number];
    // The premise: the orders the statements would meet the rows in without ORDER BY.
    const met = async (text: string, values: unknown[]) =>
      (await holder.query<{ id: number }>(text, values)).rows.map((row) => row.id);
    const expected = (which: Order) => (which === 'in id order' ? [first, second] : [second, first]);
    expect(
      await met(
        `select id from payments where event_id = $1 and status in ('succeeded', 'partially_refunded')`,
        [event.id],
      ),
    ).toEqual(expected(order.guests));
    expect(
      await met(
        `select id from payments where destination_account_id = $1
           and status in ('succeeded', 'partially_refunded') and succeeded_at <= $2 and payout_id is null`,
        [host.accountId, new Date(ctx.clock().getTime() + 60_000)],
      ),
    ).toEqual(expected(order.paid));
    return { host, event, first, second };
  }

  const payout = (host: { accountId: string }, id: string) =>
    stripe.deliver(
      'payout.paid',
      {
        id,
        object: 'payout',
        status: 'paid',
        created: Math.floor(stripe.ctx.clock().getTime() / 1000) + 60,
        amount: 7734,
      },
      { extra: { account: host.accountId }, secret: CONNECT_WEBHOOK_SECRET },
    );
  const cancel = (slug: string) =>
    runAdminCommand(
      { db: stripe.ctx.database.db, now: stripe.ctx.clock() },
      { name: 'events.cancel', slug, reason: 'The venue closed.' },
    );
  const rowsOf = (eventId: number) =>
    stripe.ctx.database.db.select().from(payments).where(eq(payments.eventId, eventId)).orderBy(payments.id);

  it('the payout webhook takes the payments in id order: waiting for the first, it holds none after it', async () => {
    const { host, event, first, second } = await twoPaidSeats({ guests: 'in id order', paid: 'reversed' });
    await holder.query('begin');
    await holder.query('select id from payments where id = $1 for update', [first]);
    const delivered = payout(host, 'po_fake_order');
    await untilWaiting(1);
    expect(await isLocked(second)).toBe(false);
    await holder.query('commit');
    expect((await delivered).statusCode).toBe(200);
    expect((await rowsOf(event.id)).map((row) => row.payoutStatus)).toEqual(['paid', 'paid']);
  });

  it('the team’s cancel takes the event, then the payments in id order: waiting for the first, it holds none after it', async () => {
    const { event, first, second } = await twoPaidSeats({ guests: 'reversed', paid: 'reversed' });
    await holder.query('begin');
    await holder.query('select id from payments where id = $1 for update', [first]);
    const cancelled = cancel(event.slug);
    await untilWaiting(1);
    expect(await isLocked(second)).toBe(false);
    await holder.query('commit');
    expect((await cancelled).ok).toBe(true);
    expect((await rowsOf(event.id)).map((row) => [row.refundPendingMinor, row.refundReason])).toEqual([
      [4550, 'event_cancelled'],
      [4550, 'event_cancelled'],
    ]);
  });

  it('both at the same moment, each meeting the payments the other way round: both finish, no deadlock', async () => {
    // Unordered, the cancel would take the second payment first and the payout the first:
    // each would hold one and wait for the other's.
    const { host, event, second } = await twoPaidSeats({ guests: 'reversed', paid: 'in id order' });
    // Lined up behind a transaction holding the second payment: the cancel (holding the
    // event's row), then the payout.
    await holder.query('begin');
    await holder.query('select id from payments where id = $1 for update', [second]);
    const cancelled = cancel(event.slug);
    await untilWaiting(1);
    const delivered = payout(host, 'po_fake_both');
    await untilWaiting(2);
    await holder.query('commit');

    const [cancelAnswer, payoutAnswer] = await Promise.all([cancelled, delivered]);
    expect(cancelAnswer.ok, cancelAnswer.output).toBe(true);
    expect(payoutAnswer.statusCode, payoutAnswer.body).toBe(200);
    for (const row of await rowsOf(event.id)) {
      expect(row).toMatchObject({
        refundPendingMinor: 4550,
        refundReason: 'event_cancelled',
        payoutId: 'po_fake_both',
        payoutStatus: 'paid',
      });
    }
  });
});
