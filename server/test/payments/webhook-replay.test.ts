import { asc, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMembers, notifications, payments } from '../../src/db/schema';
import { processPendingRefunds } from '../../src/modules/payments/seat-payments';
import { signUpGuest } from '../support/guest-accounts';
import { bearer } from '../support/hosts';
import {
  CONNECT_WEBHOOK_SECRET,
  paidEvent,
  type StripeSeats,
  startStripeSeats,
} from '../support/seat-payments';
import { testDriver } from '../support/test-database';

/**
 * Stripe delivers webhooks at least once, in any order (docs/decisions/066): a log of every event a
 * small world of paid seats produced — successes, a processing, a failed attempt, a
 * cancellation, refunds full and partial, the account's update, a payout created and
 * paid — replayed whole, in order, reversed, shuffled and with duplicates (fast-check
 * permutations), leaves every balance as it was: the host's transactions and host
 * amounts, total_earning, refunded amounts, members, notifications, and the refunds sent
 * to Stripe. Replayed under the same event ids (Stripe's redelivery, recognised by id)
 * and under new ones (the same news announced again, which the handlers must absorb).
 */

type Logged = { type: string; object: object; account?: string; id: string };

describe(`webhooks replayed, reordered and duplicated (${testDriver})`, () => {
  let stripe: StripeSeats;
  beforeAll(async () => {
    stripe = await startStripeSeats();
  });
  afterAll(() => stripe.close());

  it('leave every balance unchanged', async () => {
    const { ctx, fake } = stripe;
    const log: Logged[] = [];
    let sequence = 0;
    /** Delivers as Stripe does, keeps it in the log, and expects it taken in. */
    const deliver = async (type: string, object: object, account?: string, id = `evt_log_${++sequence}`) => {
      const response = await stripe.deliver(type, object, {
        id,
        ...(account ? { extra: { account }, secret: CONNECT_WEBHOOK_SECRET } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    const record = async (type: string, object: object, account?: string) => {
      const id = `evt_log_${++sequence}`;
      log.push({ type, object: structuredClone(object), id, ...(account ? { account } : {}) });
      await deliver(type, object, account, id);
    };
    const act = (token: string, eventId: number, action: 'join' | 'leave') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/guest/events/${eventId}/${action}`,
        headers: bearer(token),
      });

    const host = await stripe.stripeHost();
    const event = await paidEvent(ctx, host);
    const guests = [];
    for (const name of ['Ada', 'Bo', 'Cy', 'Di', 'Ed']) guests.push(await signUpGuest(ctx, name));
    const intents = [];
    for (const guest of guests) {
      const joined = await act(guest.token, event.id, 'join');
      expect(joined.statusCode, joined.body).toBe(200);
      const [row] = await ctx.database.db
        .select()
        .from(payments)
        .where(eq(payments.id, joined.json().data.payment.id));
      intents.push(fake.paymentIntents.get(row!.providerPaymentIntent!)!);
    }
    const [ada, bo, cy, di, ed] = intents as [(typeof intents)[0], ...typeof intents];
    /** The intent paid at Stripe (the fake then takes refunds of it), as its event carries it. */
    const succeeded = (intent: typeof ada, charge: string) => {
      const paid = { ...intent!, status: 'succeeded', latest_charge: charge };
      fake.paymentIntents.set(paid.id, paid);
      return paid;
    };
    const charge = (intent: typeof ada, id: string, refunded: number) => ({
      id,
      object: 'charge',
      payment_intent: intent.id,
      amount: intent.amount,
      amount_refunded: refunded,
      status: 'succeeded',
    });

    // Ada: processing, then paid. Bo: paid, then a partial refund from Stripe's dashboard.
    // Cy: paid, leaves in time (our refund, confirmed by charge.refunded). Di: cancelled.
    // Ed: a declined card, then paid. The account's update; a payout created, then paid.
    await record('payment_intent.processing', { ...ada!, status: 'processing' });
    await record('payment_intent.succeeded', succeeded(ada!, 'ch_ada'));
    await record('payment_intent.succeeded', succeeded(bo!, 'ch_bo'));
    await record('payment_intent.succeeded', succeeded(cy!, 'ch_cy'));
    expect((await act(guests[2]!.token, event.id, 'leave')).statusCode).toBe(200);
    await record('charge.refunded', charge(cy!, 'ch_cy', cy!.amount));
    await record('charge.refunded', charge(bo!, 'ch_bo', 1_000));
    await record('payment_intent.canceled', { ...di!, status: 'canceled' });
    await record('payment_intent.payment_failed', { ...ed!, status: 'requires_payment_method' });
    await record('payment_intent.succeeded', succeeded(ed!, 'ch_ed'));
    await record('account.updated', fake.accounts.get(host.accountId)!, host.accountId);
    const payout = {
      id: 'po_replay_1',
      object: 'payout',
      amount: 9_000,
      created: Math.floor(ctx.clock().getTime() / 1000) + 60,
    };
    await record('payout.created', { ...payout, status: 'in_transit' }, host.accountId);
    await record('payout.paid', { ...payout, status: 'paid' }, host.accountId);
    await processPendingRefunds(ctx.app.deps);

    /** Everything a replay must not move, read as the host and the database see it. */
    const balances = async () => {
      const get = async (url: string) => {
        const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(host.token) });
        expect(response.statusCode, response.body).toBe(200);
        return response.json();
      };
      const transactions = await get('/api/events/transactions?per_page=50');
      const events = await get('/api/events');
      const detail = await get(`/api/event-detail/${event.id}`);
      const rows = await ctx.database.db
        .select({
          id: payments.id,
          status: payments.status,
          refunded: payments.refundedMinor,
          pending: payments.refundPendingMinor,
          charge: payments.providerPaymentId,
          payoutStatus: payments.payoutStatus,
          payoutId: payments.payoutId,
        })
        .from(payments)
        .orderBy(asc(payments.id));
      const members = await ctx.database.db
        .select({ user: eventMembers.userId, status: eventMembers.status })
        .from(eventMembers)
        .where(eq(eventMembers.eventId, event.id))
        .orderBy(asc(eventMembers.userId));
      const notes = await ctx.database.db
        .select({ type: notifications.type, total: count() })
        .from(notifications)
        .groupBy(notifications.type)
        .orderBy(asc(notifications.type));
      return {
        transactions: transactions.data.data.map((t: Record<string, unknown>) => ({
          id: t.id,
          status: t.status,
          amount_minor: t.amount_minor,
          host_amount_minor: t.host_amount_minor,
          metadata: t.metadata,
          payout_status: t.payout_status,
        })),
        total_earning_minor: events.total_earning_minor,
        members: detail.data.totalMembers,
        rows,
        memberships: members,
        notes,
        refundsAtStripe: fake.refunds.map((refund) => [refund.payment_intent, refund.amount]),
      };
    };
    const before = await balances();
    // The world is what it should be before anything is replayed.
    expect(before.rows.map((row) => row.status)).toEqual([
      'succeeded',
      'partially_refunded',
      'refunded',
      'canceled',
      'succeeded',
    ]);
    expect(before.memberships.map((member) => member.status)).toEqual([
      'joined',
      'joined',
      'left',
      'left',
      'joined',
    ]);
    expect(before.refundsAtStripe).toEqual([[cy!.id, cy!.amount]]);
    expect(before.rows.filter((row) => row.payoutStatus === 'paid')).toHaveLength(3);

    let replay = 0;
    const replayAll = async (order: number[], freshIds: boolean) => {
      replay += 1;
      for (const index of order) {
        const entry = log[index]!;
        await deliver(
          entry.type,
          entry.object,
          entry.account,
          freshIds ? `evt_replay_${replay}_${index}_${++sequence}` : entry.id,
        );
      }
      // What the app does after a request or in its job: nothing may be due.
      await processPendingRefunds(ctx.app.deps);
      expect(await balances()).toEqual(before);
    };

    const inOrder = log.map((_, index) => index);
    for (const freshIds of [false, true]) {
      await replayAll(inOrder, freshIds);
      await replayAll([...inOrder].reverse(), freshIds);
      await replayAll([...inOrder, ...inOrder], freshIds);
    }
    // Any order, with any events twice.
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(inOrder, { minLength: inOrder.length, maxLength: inOrder.length }),
        fc.array(fc.tuple(fc.nat({ max: inOrder.length - 1 }), fc.nat()), { maxLength: inOrder.length }),
        fc.boolean(),
        async (permutation, duplicates, freshIds) => {
          const order = [...permutation];
          for (const [index, at] of duplicates) order.splice(at % (order.length + 1), 0, index);
          await replayAll(order, freshIds);
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
