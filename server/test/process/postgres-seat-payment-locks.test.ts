import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpGuest } from '../support/guest-accounts';
import { bearer } from '../support/hosts';
import { membership, paidEvent, type StripeSeats, startStripeSeats } from '../support/seat-payments';

/**
 * Two transactions at once on one seat (docs/decisions/084): a guest's leave (or join)
 * and Stripe's webhook for the guest's payment. Every path that changes a seat and its
 * payment locks the event's row first, then the payment's; a webhook that took the
 * payment's first would deadlock with a leave that holds the event's. Only PostgreSQL
 * runs two transactions at once (PGlite has one connection), so this file runs in the
 * PostgreSQL pass of the server suite (vitest.config.ts, like the other postgres-* files).
 */
describe('a leave and the payment’s webhook at the same moment (PostgreSQL)', () => {
  let stripe: StripeSeats;
  let lockHolder: pg.Client;
  beforeAll(async () => {
    stripe = await startStripeSeats();
    const config = stripe.ctx.database.config;
    if (config.driver !== 'postgres') throw new Error('this file runs on PostgreSQL');
    lockHolder = new pg.Client({ connectionString: config.url });
    await lockHolder.connect();
  });
  afterAll(async () => {
    await lockHolder?.end();
    await stripe?.close();
  });

  /** Until `count` of the app's statements wait for a row lock (PostgreSQL reports it; we look again and again). */
  const untilWaiting = async (count: number) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await lockHolder.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      if (rows[0]!.waiting === count) return;
      if (Date.now() > deadline)
        throw new Error(`${rows[0]!.waiting} statements wait on locks, not ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('both answer 200: the seat is given back and the late payment refunded in full, no deadlock', async () => {
    const { ctx } = stripe;
    const host = await stripe.stripeHost();
    const event = await paidEvent(ctx, host);
    const guest = await signUpGuest(ctx, 'Sam');
    const joined = await ctx.app.inject({
      method: 'POST',
      url: `/api/guest/events/${event.id}/join`,
      headers: bearer(guest.token),
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const intent = [...stripe.fake.paymentIntents.values()].find(
      (entry) => entry.metadata.user_id === String(guest.id),
    )!;

    // Line the two up behind a third transaction holding the event's row: the leave first
    // (it locks the event, then cancels the open payment), then the webhook.
    await lockHolder.query('begin');
    await lockHolder.query('select id from events where id = $1 for update', [event.id]);
    const leave = ctx.app.inject({
      method: 'POST',
      url: `/api/guest/events/${event.id}/leave`,
      headers: bearer(guest.token),
    });
    await untilWaiting(1);
    const webhook = stripe.paid(intent.id);
    await untilWaiting(2);
    await lockHolder.query('commit');

    const [left, paid] = await Promise.all([leave, webhook]);
    expect(left.statusCode, left.body).toBe(200);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await membership(ctx, event.id, guest.id)).toBe('left');
    // The money came for a seat the guest had given back: all of it goes back.
    const transactions = await ctx.app.inject({
      method: 'GET',
      url: '/api/events/transactions',
      headers: bearer(host.token),
    });
    expect(transactions.json().data.data[0]).toMatchObject({
      status: 'refunded',
      metadata: { refunded_amount: '45.50' },
      host_amount_minor: 0,
    });
    expect(stripe.fake.refunds.filter((refund) => refund.payment_intent === intent.id)).toHaveLength(1);
  });
});
