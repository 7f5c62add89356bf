import {
  EVENT_MESSAGES,
  GUEST_EVENT_MESSAGES,
  hostAmountMinor,
  RESALE_NOTE,
  SEAT_PAYMENT_MESSAGES,
} from '@friendly/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, payments, sandboxPaymentIntents } from '../../src/db/schema';
import { processPendingRefunds } from '../../src/modules/payments/seat-payments';
import { SandboxPaymentsProvider } from '../../src/providers/sandbox-payments';
import { dateAfter, eventFields, postEvent, type ReadyHost, readyHost } from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
import { bearer } from '../support/hosts';
import {
  CONNECT_WEBHOOK_SECRET,
  membership,
  paidEvent,
  type StripeSeats,
  startStripeSeats,
} from '../support/seat-payments';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

type Guest = Awaited<ReturnType<typeof signUpGuest>>;

const DAY = 86_400_000;

function harness(getCtx: () => TestContext) {
  const get = (url: string, token: string) =>
    getCtx().app.inject({ method: 'GET', url, headers: bearer(token) });
  const act = (token: string, id: number | string, action: 'join' | 'leave') =>
    getCtx().app.inject({ method: 'POST', url: `/api/guest/events/${id}/${action}`, headers: bearer(token) });
  return {
    get,
    act,
    paidEvent: (host: ReadyHost, overrides: Record<string, string> = {}) =>
      paidEvent(getCtx(), host, overrides),
    membership: (eventId: number, userId: number) => membership(getCtx(), eventId, userId),
  };
}

describe(`paying for seats in the sandbox (${testDriver})`, () => {
  let ctx: TestContext;
  let host: ReadyHost;
  const { get, act, paidEvent, membership } = harness(() => ctx);
  beforeAll(async () => {
    ctx = await createTestApp();
    host = await readyHost(ctx);
  });
  afterAll(() => closeTestApp(ctx));

  const sandbox = () => ctx.app.providers.payments as SandboxPaymentsProvider;
  /** The guest pays on the sandbox's test card page, as a browser posts its form. */
  const payOnPage = async (checkoutUrl: string, card = '4242 4242 4242 4242') => {
    const page = new URL(checkoutUrl).pathname;
    const form = await ctx.app.inject({ method: 'GET', url: page });
    expect(form.statusCode).toBe(200);
    return ctx.app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ card, exp: '12/34', cvc: '123' }).toString(),
    });
  };
  const join = async (guest: Guest, eventId: number) => {
    const response = await act(guest.token, eventId, 'join');
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const transactionsOf = async (token = host.token, query = '') =>
    (await get(`/api/events/transactions${query}`, token)).json();

  it('holds the seat, takes the card, makes the guest a member and shows the host the money', async () => {
    const owner = await readyHost(ctx);
    const event = await paidEvent(owner);
    const guest = await signUpGuest(ctx, 'Amy');
    const joined = await join(guest, event.id);
    expect(joined).toMatchObject({
      status: true,
      message: SEAT_PAYMENT_MESSAGES.paymentStarted,
      data: {
        event_id: event.id,
        status: 'pending_payment',
        spots: 5,
        payment: {
          amount: '45.50',
          amount_minor: 4550,
          currency: 'aud',
          discount_percent: 0,
          client_secret: null,
        },
      },
    });
    const { payment } = joined.data;
    expect(payment.hold_expires_at).toBe(new Date(ctx.clock().getTime() + 15 * 60_000).toISOString());
    expect(payment.checkout_url).toMatch(/\/sandbox\/pay\/[\w-]+$/);
    expect(
      (await ctx.app.inject({ method: 'GET', url: new URL(payment.checkout_url).pathname })).body,
    ).toContain('Seat at Sunday long lunch: <strong>A$45.50</strong>');
    expect(await membership(event.id, guest.id)).toBe('pending_payment');
    // Asking again while paying answers the same payment.
    expect((await join(guest, event.id)).data.payment).toEqual(payment);

    const declined = await payOnPage(payment.checkout_url, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    expect(await membership(event.id, guest.id)).toBe('pending_payment');

    const paid = await payOnPage(payment.checkout_url);
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('your payment went through');
    expect(await membership(event.id, guest.id)).toBe('joined');
    const again = await ctx.app.inject({ method: 'GET', url: new URL(payment.checkout_url).pathname });
    expect(again.body).toContain('This seat is paid for');

    const detail = (await get(`/api/event-detail/${event.id}`, owner.token)).json().data;
    expect(detail).toMatchObject({ totalMembers: 1, spots: 5 });
    const feed = (await get('/api/notifications', owner.token)).json().data.today;
    expect(feed[0]).toMatchObject({
      type: 'event.member_paid',
      message: 'Amy paid A$45.50 and joined Sunday long lunch.',
    });

    const list = await transactionsOf(owner.token);
    expect(list.data).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 1 });
    const [transaction] = list.data.data;
    expect(transaction).toMatchObject({
      id: payment.id,
      provider: 'sandbox',
      provider_payment_intent: expect.stringMatching(/^pi_sandbox_/),
      provider_payment_id: expect.stringMatching(/^ch_sandbox_/),
      event: { id: event.id, title: 'Sunday long lunch' },
      guest: { id: guest.id, name: 'Amy' },
      amount: '45.50',
      currency: 'aud',
      commission_percent: 15,
      commission_amount_minor: 683,
      metadata: { base_event_amount: '45.50', refunded_amount: '0.00', discount_percent: 0 },
      host_amount_minor: 3867,
      payment_method: 'card',
      status: 'succeeded',
      status_label: 'Succeeded',
      payout_status: 'pending',
    });
    expect(transaction.host_amount_minor).toBe(
      hostAmountMinor({ baseMinor: 4550, refundedMinor: 0, commissionPercent: 15 }),
    );
    const events = (await get('/api/events', owner.token)).json();
    expect([events.total_earning, events.total_earning_minor]).toEqual(['38.67', 3867]);
    // Another host sees none of it.
    expect((await transactionsOf(host.token)).data.data.map((row: { id: number }) => row.id)).not.toContain(
      payment.id,
    );
  });

  it('gives the early-bird discount to guests who join a week or more ahead', async () => {
    const event = await paidEvent(host, { event_type: 'plus-priority', date: dateAfter(ctx, 12) });
    const guest = await signUpGuest(ctx, 'Ben');
    const { payment } = (await join(guest, event.id)).data;
    // 45.50 less 25 %, the discount rounded half up to the cent: 11.38 off.
    expect(payment).toMatchObject({ amount: '34.12', amount_minor: 3412, discount_percent: 25 });
    const noDiscount = await paidEvent(host, { date: dateAfter(ctx, 12), enable_discount: '0' });
    expect((await join(guest, noDiscount.id)).data.payment).toMatchObject({
      amount_minor: 4550,
      discount_percent: 0,
    });
  });

  it('never charges without a seat: a payment that lands after its hold ran out and the seat went is refunded', async () => {
    const event = await paidEvent(host, { capacity: '1' });
    const [late, quick, third] = [
      await signUpGuest(ctx, 'Cy'),
      await signUpGuest(ctx, 'Di'),
      await signUpGuest(ctx, 'Ed'),
    ];
    const held = (await join(late, event.id)).data.payment;
    const full = await act(quick.token, event.id, 'join');
    expect([full.statusCode, full.json().message]).toEqual([409, GUEST_EVENT_MESSAGES.full]);

    ctx.clock.advance(16 * 60_000);
    const quickPayment = (await join(quick, event.id)).data.payment;
    expect((await act(third.token, event.id, 'join')).statusCode).toBe(409);

    expect((await payOnPage(held.checkout_url)).statusCode).toBe(200);
    expect(await membership(event.id, late.id)).toBe('pending_payment');
    const [refunded] = await ctx.database.db.select().from(payments).where(eq(payments.id, held.id));
    expect(refunded).toMatchObject({
      status: 'refunded',
      refundedMinor: 4550,
      refundPendingMinor: 0,
      refundReason: 'no_seat',
    });
    const [intent] = await ctx.database.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, refunded!.providerPaymentIntent!));
    expect(intent!.amountRefunded).toBe(4550);
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, late.id), eq(notifications.type, 'payment.refunded_no_seat')));
    expect(told).toHaveLength(1);

    await payOnPage(quickPayment.checkout_url);
    expect(await membership(event.id, quick.id)).toBe('joined');
  });

  it('spots left count the seats held while guests pay: on My Events, the event details and the guests’ browse', async () => {
    const owner = await readyHost(ctx);
    const event = await paidEvent(owner, { capacity: '2' });
    const [amy, ben, cy] = [
      await signUpGuest(ctx, 'Amy'),
      await signUpGuest(ctx, 'Ben'),
      await signUpGuest(ctx, 'Cy'),
    ];
    /** What each screen says of the event: the host's card, the host's details, a guest's browse. */
    const seen = async (guest: Guest) => {
      const card = (await get('/api/events', owner.token))
        .json()
        .data.find((entry: { id: number }) => entry.id === event.id);
      const detail = (await get(`/api/event-detail/${event.id}`, owner.token)).json().data;
      const browsed = (await get('/api/guest/events?per_page=100', guest.token))
        .json()
        .data.find((entry: { id: number }) => entry.id === event.id);
      return {
        card: [card.spots, card.totalMembers],
        detail: [detail.spots, detail.totalMembers],
        browse: [browsed.spots, browsed.totalMembers],
      };
    };

    expect((await join(amy, event.id)).data).toMatchObject({ status: 'pending_payment', spots: 1 });
    // Amy's seat is held while she pays: one spot left everywhere, and no member yet.
    expect(await seen(ben)).toEqual({ card: [1, 0], detail: [1, 0], browse: [1, 0] });

    expect((await join(ben, event.id)).data).toMatchObject({ status: 'pending_payment', spots: 0 });
    // No spot left is what a guest reads, and what joining answers.
    expect(await seen(cy)).toEqual({ card: [0, 0], detail: [0, 0], browse: [0, 0] });
    const full = await act(cy.token, event.id, 'join');
    expect([full.statusCode, full.json().message]).toEqual([409, GUEST_EVENT_MESSAGES.full]);

    // Amy pays: her seat is a member's. Ben's hold runs out: his spot comes back.
    expect((await payOnPage((await join(amy, event.id)).data.payment.checkout_url)).statusCode).toBe(200);
    ctx.clock.advance(16 * 60_000);
    expect(await seen(cy)).toEqual({ card: [1, 1], detail: [1, 1], browse: [1, 1] });
  });

  it('20 guests for 6 paid seats at once: 6 holds, 14 clear refusals, 6 payments', async () => {
    const event = await paidEvent(host);
    const guests: Guest[] = [];
    // One after another: each sign-up moves the test clock past the code's resend wait.
    for (let index = 0; index < 20; index++) guests.push(await signUpGuest(ctx, `Guest ${index}`));
    const sandboxIntents = async () =>
      (await ctx.database.db.select({ total: count() }).from(sandboxPaymentIntents))[0]!.total;
    const intentsBefore = await sandboxIntents();
    const answers = await Promise.all(guests.map((guest) => act(guest.token, event.id, 'join')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 409)).toHaveLength(14);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toEqual({ status: false, message: GUEST_EVENT_MESSAGES.full });
    }
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.eventId, event.id));
    expect(rows).toHaveLength(6);
    // No charge without a seat: a refused join never reaches the provider.
    expect((await sandboxIntents()) - intentsBefore).toBe(6);
    const held = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.payment.id));
    expect(new Set(rows.map((row) => row.id))).toEqual(held);
    for (const answer of answers.filter((response) => response.statusCode === 200)) {
      await payOnPage(answer.json().data.payment.checkout_url);
    }
    expect((await get(`/api/event-detail/${event.id}`, host.token)).json().data).toMatchObject({
      totalMembers: 6,
      spots: 0,
    });
  });

  it('a guest who leaves 48 hours or more ahead gets everything back; later, nothing (flexible)', async () => {
    const owner = await readyHost(ctx);
    const event = await paidEvent(owner, { date: dateAfter(ctx, 5) });
    const [early, late] = [await signUpGuest(ctx, 'Fay'), await signUpGuest(ctx, 'Gil')];
    for (const guest of [early, late])
      await payOnPage((await join(guest, event.id)).data.payment.checkout_url);

    const left = await act(early.token, event.id, 'leave');
    expect(left.json()).toMatchObject({
      message: SEAT_PAYMENT_MESSAGES.refundOnLeave,
      data: { status: 'left', refund: { amount_minor: 4550, currency: 'aud' } },
    });
    ctx.clock.advance(4 * DAY);
    const tooLate = await act(late.token, event.id, 'leave');
    expect(tooLate.json()).toMatchObject({
      // Less than all of it back: a resale from the waitlist would raise it (docs/decisions/149).
      message: `${SEAT_PAYMENT_MESSAGES.noRefundOnLeave('flexible')} ${RESALE_NOTE}`,
      data: { refund: null },
    });

    const rows = (await transactionsOf(owner.token)).data.data;
    const byGuest = new Map(rows.map((row: { guest: { id: number } }) => [row.guest.id, row]));
    expect(byGuest.get(early.id)).toMatchObject({
      status: 'refunded',
      status_label: 'Refunded',
      metadata: { refunded_amount: '45.50', refunded_amount_minor: 4550 },
      host_amount_minor: 0,
      // Refunded in full before a payout: its payout agrees (never 'pending').
      payout_status: 'refunded',
    });
    expect(byGuest.get(late.id)).toMatchObject({ status: 'succeeded', host_amount_minor: 3867 });
    expect((await get('/api/events', owner.token)).json().total_earning).toBe('38.67');
  });

  it('gives back what the event’s policy gives at the time a guest leaves (docs/decisions/147)', async () => {
    const owner = await readyHost(ctx);
    // Ten days ahead, no early-bird discount on: a seat is 45.50.
    const moderate = await paidEvent(owner, {
      date: dateAfter(ctx, 10),
      cancellation_policy: 'moderate',
      enable_discount: '0',
    });
    const strict = await paidEvent(owner, {
      date: dateAfter(ctx, 10),
      cancellation_policy: 'strict',
      enable_discount: '0',
    });
    const [ann, bo, cat, dee] = [
      await signUpGuest(ctx, 'Ann'),
      await signUpGuest(ctx, 'Bo'),
      await signUpGuest(ctx, 'Cat'),
      await signUpGuest(ctx, 'Dee'),
    ];
    // What joining answers: the policy and what leaving at once would give back.
    const joined = await join(ann, moderate.id);
    expect(joined.data).toMatchObject({ cancellation_policy: 'moderate', refund_if_leaving_now_minor: 4550 });
    await payOnPage(joined.data.payment.checkout_url);
    for (const [guest, event] of [
      [bo, moderate],
      [cat, strict],
      [dee, strict],
    ] as const)
      await payOnPage((await join(guest, event.id)).data.payment.checkout_url);
    const browse = async (guest: Guest) =>
      new Map(
        (await get('/api/guest/events?per_page=50', guest.token))
          .json()
          .data.map(
            (card: { id: number; refund_if_leaving_now_minor: number; cancellation_policy: string }) => [
              card.id,
              [card.cancellation_policy, card.refund_if_leaving_now_minor],
            ],
          ),
      );
    expect((await browse(cat)).get(strict.id)).toEqual(['strict', 2275]);
    expect((await browse(cat)).get(moderate.id)).toEqual(['moderate', 4550]);

    // Eight days ahead: moderate still gives everything, strict half.
    ctx.clock.advance(2 * DAY);
    const annLeft = await act(ann.token, moderate.id, 'leave');
    expect(annLeft.json()).toMatchObject({
      message: SEAT_PAYMENT_MESSAGES.refundOnLeave,
      data: { refund: { amount_minor: 4550, currency: 'aud' } },
    });
    const catLeft = await act(cat.token, strict.id, 'leave');
    expect(catLeft.json()).toMatchObject({
      // Less than all of it back: a resale from the waitlist would raise it (docs/decisions/149).
      message: `${SEAT_PAYMENT_MESSAGES.partialRefundOnLeave('A$22.75', 'strict')} ${RESALE_NOTE}`,
      data: { refund: { amount_minor: 2275, currency: 'aud' } },
    });
    // Three days ahead: moderate gives half; strict nothing.
    ctx.clock.advance(5 * DAY);
    expect((await get(`/api/event-detail/${moderate.id}`, owner.token)).json().data).toMatchObject({
      cancellation_policy: 'moderate',
      refund_if_leaving_now_minor: 2275,
    });
    const boLeft = await act(bo.token, moderate.id, 'leave');
    expect(boLeft.json()).toMatchObject({
      // Less than all of it back: a resale from the waitlist would raise it (docs/decisions/149).
      message: `${SEAT_PAYMENT_MESSAGES.partialRefundOnLeave('A$22.75', 'moderate')} ${RESALE_NOTE}`,
      data: { refund: { amount_minor: 2275 } },
    });
    const deeLeft = await act(dee.token, strict.id, 'leave');
    expect(deeLeft.json()).toMatchObject({
      // Less than all of it back: a resale from the waitlist would raise it (docs/decisions/149).
      message: `${SEAT_PAYMENT_MESSAGES.noRefundOnLeave('strict')} ${RESALE_NOTE}`,
      data: { refund: null },
    });

    const rows = await ctx.database.db.select().from(payments).where(eq(payments.hostId, owner.id));
    const byGuest = new Map(rows.map((row) => [row.userId, [row.status, row.refundedMinor]]));
    expect([ann, bo, cat, dee].map((guest) => byGuest.get(guest.id))).toEqual([
      ['refunded', 4550],
      ['partially_refunded', 2275],
      ['partially_refunded', 2275],
      ['succeeded', 0],
    ]);
  });

  it('keeps an event’s policy once a guest has paid; before, the host may change it', async () => {
    const owner = await readyHost(ctx);
    const event = await paidEvent(owner, { date: dateAfter(ctx, 10) });
    // The edit form as the app sends it: the locked fields left out keep their values.
    const { date, start_time, end_time, time_zone, event_type, user_type, is_paid, price, ...editable } =
      await eventFields(ctx);
    const edit = (policy: string) =>
      postEvent(
        ctx,
        owner.token,
        `/api/event/${event.id}`,
        { ...editable, cancellation_policy: policy, _method: 'POST' },
        [],
      );
    const changed = await edit('moderate');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.cancellation_policy).toBe('moderate');
    const wrong = await edit('lenient');
    expect([wrong.statusCode, wrong.json().errors]).toEqual([
      422,
      { cancellation_policy: [EVENT_MESSAGES.cancellationPolicyInvalid] },
    ]);

    const guest = await signUpGuest(ctx, 'Eve');
    await payOnPage((await join(guest, event.id)).data.payment.checkout_url);
    const locked = await edit('strict');
    expect([locked.statusCode, locked.json().errors]).toEqual([
      422,
      { cancellation_policy: [EVENT_MESSAGES.cancellationPolicyLocked] },
    ]);
    // The same policy sent again is no change, and the rest of the form still saves.
    expect((await edit('moderate')).statusCode).toBe(200);
    expect((await get(`/api/event-detail/${event.id}`, owner.token)).json().data.cancellation_policy).toBe(
      'moderate',
    );
  });

  it('the team cancels an approved event: every paid guest is refunded in full and told', async () => {
    const event = await paidEvent(host);
    const guests = [await signUpGuest(ctx, 'Hana'), await signUpGuest(ctx, 'Ira')];
    for (const guest of guests) await payOnPage((await join(guest, event.id)).data.payment.checkout_url);
    const result = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/commands',
      headers: { 'x-admin-token': ctx.app.secrets.adminToken },
      payload: { name: 'events.cancel', slug: event.slug, reason: 'The venue flooded.' },
    });
    expect(result.json()).toEqual({
      ok: true,
      output: `${event.slug} ("Sunday long lunch") is now cancelled; the host and its guests have been notified. 2 paid seats will be refunded in full.`,
    });
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.eventId, event.id));
    expect(rows.map((row) => [row.status, row.refundedMinor, row.refundReason])).toEqual([
      ['refunded', 4550, 'event_cancelled'],
      ['refunded', 4550, 'event_cancelled'],
    ]);
    for (const guest of guests) {
      const feed = (await get('/api/notifications', guest.token)).json().data.today;
      expect(feed[0]).toMatchObject({
        type: 'event.cancelled',
        message: 'Sunday long lunch was cancelled: The venue flooded. If you paid, you are refunded in full.',
      });
    }
  });

  it('pays hosts out on a simulated schedule: in transit after a day, paid the day after', async () => {
    const owner = await readyHost(ctx);
    const event = await paidEvent(owner);
    const guest = await signUpGuest(ctx, 'Jay');
    await payOnPage((await join(guest, event.id)).data.payment.checkout_url);
    const payout = async () => (await transactionsOf(owner.token)).data.data[0].payout_status;
    await sandbox().runPayoutSchedule();
    expect(await payout()).toBe('pending');
    ctx.clock.advance(DAY + 60_000);
    await sandbox().runPayoutSchedule();
    expect(await payout()).toBe('in_transit');
    await sandbox().runPayoutSchedule();
    expect(await payout()).toBe('in_transit');
    ctx.clock.advance(DAY + 60_000);
    await sandbox().runPayoutSchedule();
    expect(await payout()).toBe('paid');
  });

  it('a payment the app could not take in is not charged: the sandbox undoes it, and the guest pays again', async () => {
    // The sandbox cannot deliver its news again as Stripe would; a second provider on the
    // same database, whose delivery fails once, stands for a database that failed meanwhile.
    const provider = new SandboxPaymentsProvider(ctx.database.db, ctx.clock);
    const intent = await provider.createPayment({
      amountMinor: 4550,
      currency: 'usd',
      applicationFeeMinor: 683,
      destinationAccountId: 'acct_sandbox_x',
      description: 'Seat at a test',
      metadata: {},
      idempotencyKey: `test-undo-${Date.now()}`,
      origin: 'http://friendly.test',
      returnUrl: null,
    });
    const token = new URL(intent.checkoutUrl!).pathname.split('/').pop()!;
    let failures = 1;
    const delivered: string[] = [];
    provider.deliverEventsTo(async (event) => {
      if (failures-- > 0) throw new Error('the database went away');
      delivered.push(event.type);
    });
    await expect(provider.payWithCard(token, '4242 4242 4242 4242')).rejects.toThrow(
      'the database went away',
    );
    expect(await provider.intentByCheckoutToken(token)).toMatchObject({
      status: 'requires_payment_method',
      chargeId: null,
    });
    expect(await provider.payWithCard(token, '4242 4242 4242 4242')).toBe('succeeded');
    expect(delivered).toEqual(['payment_intent.succeeded']);
    expect(await provider.intentByCheckoutToken(token)).toMatchObject({ status: 'succeeded' });
  });

  it('transactions page like every list and refuse other tokens', async () => {
    const guest = await signUpGuest(ctx, 'Kai');
    expect((await get('/api/events/transactions', guest.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/events/transactions' })).statusCode).toBe(401);
    const page = (await transactionsOf(host.token, '?per_page=2&page=2')).data;
    expect(page).toMatchObject({ current_page: 2, per_page: 2 });
    expect(page.data.length).toBeLessThanOrEqual(2);
    expect((await get('/api/events/transactions?per_page=0', host.token)).statusCode).toBe(422);
  });
});

describe(`paying for seats with Stripe (against a local fake of its API; ${testDriver})`, () => {
  let stripe: StripeSeats;
  let ctx: TestContext;
  const { get, act, paidEvent, membership } = harness(() => ctx);
  beforeAll(async () => {
    stripe = await startStripeSeats();
    ctx = stripe.ctx;
  });
  afterAll(() => stripe?.close());

  const delivered = async (response: Awaited<ReturnType<StripeSeats['deliver']>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  /** The intent Stripe made for a guest's join, by the payment id the join answered. */
  const intentOf = async (paymentId: number) => {
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    return stripe.fake.paymentIntents.get(row!.providerPaymentIntent!)!;
  };
  const paymentRow = async (paymentId: number) =>
    (await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!;
  const intentsOfEvent = (eventId: number) =>
    [...stripe.fake.paymentIntents.values()].filter((intent) => intent.metadata.event_id === String(eventId));

  it('a destination charge with our commission as its fee; the verified webhook makes the member, once', async () => {
    const host = await stripe.stripeHost();
    const event = await paidEvent(host);
    const guest = await signUpGuest(ctx, 'Lou');
    const joined = (await act(guest.token, event.id, 'join')).json();
    expect(joined.data).toMatchObject({ status: 'pending_payment', payment: { checkout_url: null } });
    const intent = await intentOf(joined.data.payment.id);
    expect(joined.data.payment.client_secret).toBe(intent.client_secret);
    expect(intent).toMatchObject({
      amount: 4550,
      currency: 'usd',
      application_fee_amount: 683,
      transfer_data: { destination: host.accountId },
      metadata: { event_id: String(event.id), user_id: String(guest.id) },
    });
    const creation = stripe.fake.requests.find((request) => request.path === '/v1/payment_intents')!;
    expect(creation.idempotencyKey).toBe(`seat-payment-${joined.data.payment.id}`);

    expect(await delivered(await stripe.paid(intent.id, { id: 'evt_paid_once' }))).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await membership(event.id, guest.id)).toBe('joined');
    // The same event again is a duplicate; the same news under another id changes nothing either.
    expect(await delivered(await stripe.paid(intent.id, { id: 'evt_paid_once' }))).toEqual({
      received: true,
      duplicate: true,
    });
    await delivered(await stripe.paid(intent.id));
    // Out of order: 'processing' arriving after the success does not move the payment back.
    await delivered(await stripe.deliver('payment_intent.processing', { ...intent, status: 'processing' }));
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.eventId, event.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'succeeded',
      providerPaymentId: expect.stringMatching(/^ch_fake_/),
      paymentMethod: 'card',
    });
    const paidNotes = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, host.id), eq(notifications.type, 'event.member_paid')));
    expect(paidNotes).toHaveLength(1);

    // Leaving in time: the refund reverses the transfer and gives our fee back.
    const left = (await act(guest.token, event.id, 'leave')).json();
    expect(left.data.refund).toEqual({ amount_minor: 4550, currency: 'usd' });
    expect(stripe.fake.refunds.at(-1)).toMatchObject({
      payment_intent: intent.id,
      amount: 4550,
      reverse_transfer: true,
      refund_application_fee: true,
    });
    const refundRequest = stripe.fake.requests.filter((request) => request.path === '/v1/refunds').at(-1)!;
    expect(refundRequest.idempotencyKey).toBe(`refund-${rows[0]!.id}-0`);
    // Stripe's charge.refunded, late and twice, leaves the refund counted once.
    const charge = {
      id: rows[0]!.providerPaymentId,
      object: 'charge',
      payment_intent: intent.id,
      amount_refunded: 4550,
      status: 'succeeded',
    };
    await delivered(await stripe.deliver('charge.refunded', charge));
    await delivered(await stripe.deliver('charge.refunded', charge));
    expect(await paymentRow(rows[0]!.id)).toMatchObject({
      status: 'refunded',
      refundedMinor: 4550,
      refundPendingMinor: 0,
    });
    const transaction = (await get('/api/events/transactions', host.token)).json().data.data[0];
    expect(transaction).toMatchObject({
      status: 'refunded',
      metadata: { refunded_amount: '45.50', refunded_amount_minor: 4550 },
      host_amount_minor: 0,
      // Refunded in full before a payout: its payout agrees (never 'pending').
      payout_status: 'refunded',
    });
    expect(stripe.fake.refunds.filter((refund) => refund.payment_intent === intent.id)).toHaveLength(1);
  });

  it('a refund Stripe could not take is sent again by the retry, once', async () => {
    const host = await stripe.stripeHost();
    const event = await paidEvent(host);
    const guest = await signUpGuest(ctx, 'Max');
    const { payment } = (await act(guest.token, event.id, 'join')).json().data;
    const intent = await intentOf(payment.id);
    await delivered(await stripe.paid(intent.id));
    stripe.fake.failing = true;
    try {
      const left = await act(guest.token, event.id, 'leave');
      expect(left.statusCode).toBe(200);
    } finally {
      stripe.fake.failing = false;
    }
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'succeeded', refundPendingMinor: 4550 });
    await processPendingRefunds(ctx.app.deps);
    await processPendingRefunds(ctx.app.deps);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'refunded',
      refundedMinor: 4550,
      refundPendingMinor: 0,
    });
    expect(stripe.fake.refunds.filter((refund) => refund.payment_intent === intent.id)).toHaveLength(1);
  });

  it('Stripe’s charge.refunded before our own record of the refund: the retry does not refund again', async () => {
    const host = await stripe.stripeHost();
    const event = await paidEvent(host);
    const guest = await signUpGuest(ctx, 'Noor');
    const { payment } = (await act(guest.token, event.id, 'join')).json().data;
    const intent = await intentOf(payment.id);
    await delivered(await stripe.paid(intent.id));
    // Our call's answer is lost (here: the call fails), yet Stripe refunded and says so.
    stripe.fake.failing = true;
    try {
      expect((await act(guest.token, event.id, 'leave')).statusCode).toBe(200);
    } finally {
      stripe.fake.failing = false;
    }
    const charge = { id: 'ch_x', object: 'charge', payment_intent: intent.id, amount_refunded: 4550 };
    await delivered(await stripe.deliver('charge.refunded', { ...charge, status: 'succeeded' }));
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'refunded',
      refundedMinor: 4550,
      refundPendingMinor: 0,
    });
    await processPendingRefunds(ctx.app.deps);
    expect(stripe.fake.refunds.filter((refund) => refund.payment_intent === intent.id)).toHaveLength(0);
    expect((await paymentRow(payment.id)).refundedMinor).toBe(4550);
  });

  it('a refund reported before the success it follows: no seat and no charge', async () => {
    const host = await stripe.stripeHost();
    const event = await paidEvent(host, { capacity: '1' });
    const guest = await signUpGuest(ctx, 'Ola');
    const { payment } = (await act(guest.token, event.id, 'join')).json().data;
    const intent = await intentOf(payment.id);
    // Stripe does not promise order: the dashboard's refund reaches us first.
    await delivered(
      await stripe.deliver('charge.refunded', {
        id: 'ch_early',
        object: 'charge',
        payment_intent: intent.id,
        amount_refunded: 4550,
        status: 'succeeded',
      }),
    );
    await delivered(await stripe.paid(intent.id));
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', refundedMinor: 4550 });
    expect(await membership(event.id, guest.id)).toBe('pending_payment');
    expect(stripe.fake.refunds.filter((refund) => refund.payment_intent === intent.id)).toHaveLength(0);
    // The hold runs out and the seat is anyone's again.
    ctx.clock.advance(16 * 60_000);
    const next = await signUpGuest(ctx, 'Pia');
    expect((await act(next.token, event.id, 'join')).statusCode).toBe(200);
  });

  it('a payment cancelled at Stripe lets the held seat go', async () => {
    const host = await stripe.stripeHost();
    const event = await paidEvent(host, { capacity: '1' });
    const [guest, other] = [await signUpGuest(ctx, 'Quin'), await signUpGuest(ctx, 'Rae')];
    const { payment } = (await act(guest.token, event.id, 'join')).json().data;
    expect((await act(other.token, event.id, 'join')).statusCode).toBe(409);
    const intent = await intentOf(payment.id);
    await delivered(await stripe.deliver('payment_intent.canceled', { ...intent, status: 'canceled' }));
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'canceled' });
    expect(await membership(event.id, guest.id)).toBe('left');
    expect((await act(other.token, event.id, 'join')).statusCode).toBe(200);
  });

  it('20 guests for 6 paid seats at once: 6 intents at Stripe, 14 refusals; 12 payments for 6 seats: 6 members, 6 full refunds', async () => {
    const host = await stripe.stripeHost();
    const event = await paidEvent(host);
    const guests: Guest[] = [];
    for (let index = 0; index < 26; index++) guests.push(await signUpGuest(ctx, `Payer ${index}`));
    const [first, late] = [guests.slice(0, 20), guests.slice(20)];
    const answers = await Promise.all(first.map((guest) => act(guest.token, event.id, 'join')));
    const held = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().data);
    expect(held).toHaveLength(6);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused.map((answer) => answer.json())).toEqual(
      Array.from({ length: 14 }, () => ({ status: false, message: GUEST_EVENT_MESSAGES.full })),
    );
    // No charge without a seat: the refused joins never reached Stripe.
    expect(intentsOfEvent(event.id)).toHaveLength(6);

    // The six holds run out unpaid and six others take the seats; then all twelve pay at once.
    ctx.clock.advance(16 * 60_000);
    const retaken = await Promise.all(late.map((guest) => act(guest.token, event.id, 'join')));
    expect(retaken.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const all = [...held, ...retaken.map((answer) => answer.json().data)];
    const intents = await Promise.all(all.map((data) => intentOf(data.payment.id)));
    expect(intentsOfEvent(event.id)).toHaveLength(12);
    const deliveries = await Promise.all(intents.map((intent) => stripe.paid(intent.id)));
    expect(deliveries.map((response) => response.statusCode)).toEqual(Array(12).fill(200));

    const detail = (await get(`/api/event-detail/${event.id}`, host.token)).json().data;
    expect(detail).toMatchObject({ totalMembers: 6, spots: 0 });
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.eventId, event.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    // Those who held a seat when their money came are members; the others are refunded in full.
    for (const data of all.slice(6)) expect(byId.get(data.payment.id)).toMatchObject({ status: 'succeeded' });
    for (const data of held) {
      expect(byId.get(data.payment.id)).toMatchObject({
        status: 'refunded',
        refundedMinor: 4550,
        refundReason: 'no_seat',
      });
    }
    const refunds = stripe.fake.refunds.filter((refund) =>
      held.some((data) => intents[all.indexOf(data)]!.id === refund.payment_intent),
    );
    expect(refunds).toHaveLength(6);
    for (const guest of late) expect(await membership(event.id, guest.id)).toBe('joined');
  });

  it('payouts on the connected account, from the Connect endpoint, set the payout status; a late older state never wins', async () => {
    const host = await stripe.stripeHost();
    const event = await paidEvent(host);
    const guest = await signUpGuest(ctx, 'Ned');
    const { payment } = (await act(guest.token, event.id, 'join')).json().data;
    await delivered(await stripe.paid((await intentOf(payment.id)).id));
    const payout = {
      id: 'po_fake_1',
      object: 'payout',
      status: 'paid',
      created: Math.floor(ctx.clock().getTime() / 1000) + 60,
      amount: 3867,
    };
    const onAccount = { extra: { account: host.accountId }, secret: CONNECT_WEBHOOK_SECRET };
    // Signed by neither endpoint: refused, nothing applied.
    const forged = await stripe.deliver('payout.paid', payout, {
      ...onAccount,
      secret: 'whsec_someone_else',
    });
    expect(forged.statusCode).toBe(400);
    const payoutStatus = async () =>
      (await get('/api/events/transactions', host.token)).json().data.data[0].payout_status;
    expect(await payoutStatus()).toBe('pending');
    await delivered(await stripe.deliver('payout.paid', payout, onAccount));
    await delivered(await stripe.deliver('payout.created', { ...payout, status: 'in_transit' }, onAccount));
    expect(await payoutStatus()).toBe('paid');
  });
});
