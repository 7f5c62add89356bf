import { GUEST_EVENT_MESSAGES, RESALE_NOTE, WAITLIST_MESSAGES } from '@friendly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { runAdminCommand } from '../../src/modules/admin/commands';
import { processPendingRefunds } from '../../src/modules/payments/seat-payments';
import { dateAfter, eventFields, postEvent, type ReadyHost, readyHost } from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
import { bearer, readOutbox } from '../support/hosts';
import {
  membership,
  paidEvent,
  type StripeSeats,
  startStripeSeats,
  submitCardPage,
} from '../support/seat-payments';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * The line of a full event (docs/decisions/149): guests wait in order, a freed seat goes to
 * the first — offered for a claim window, charged to a saved card, or given at once when
 * free — and a leaver whose seat is taken from the line is refunded in full.
 */
let ctx: TestContext;
let host: ReadyHost;
beforeAll(async () => {
  ctx = await createTestApp();
  host = await readyHost(ctx);
});
afterAll(() => closeTestApp(ctx));

const HOUR = 3_600_000;
type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const act = (guest: Guest, id: number, action: 'join' | 'leave' | 'waitlist/claim') =>
  call('POST', `/api/guest/events/${id}/${action}`, guest.token);
const wait = (guest: Guest, id: number, body?: object) =>
  call('POST', `/api/guest/events/${id}/waitlist`, guest.token, body ?? {});
const payFor = async (guest: Guest, id: number) => {
  const joined = await act(guest, id, 'join');
  expect(joined.statusCode, joined.body).toBe(200);
  expect((await submitCardPage(ctx, joined.json().data.payment.checkout_url)).statusCode).toBe(200);
};
const myLines = async (guest: Guest) => (await call('GET', '/api/guest/waitlists', guest.token)).json();
const feed = async (token: string) =>
  (await call('GET', '/api/notifications', token)).json().data.today as Array<{
    type: string;
    message: string;
  }>;
const detail = async (id: number, token = host.token) =>
  (await call('GET', `/api/event-detail/${id}`, token)).json().data;
const transactions = async (token = host.token) =>
  (await call('GET', '/api/events/transactions?per_page=50', token)).json().data.data as Array<{
    guest: { id: number };
    event: { id: number };
    refilled_seat: boolean;
    status: string;
    metadata: { refunded_amount_minor: number };
  }>;

describe(`the waitlist (${testDriver})`, () => {
  it('keeps the line in order, offers a freed paid seat, and refunds the leaver in full once it is resold', async () => {
    // Three days ahead under moderate: a leaver gets half back now. 45.50 a seat.
    const event = await paidEvent(ctx, host, {
      capacity: '2',
      cancellation_policy: 'moderate',
      enable_discount: '0',
      date: dateAfter(ctx, 3),
    });
    const [amy, ben, cy, dee] = [
      await signUpGuest(ctx, 'Amy'),
      await signUpGuest(ctx, 'Ben'),
      await signUpGuest(ctx, 'Cy'),
      await signUpGuest(ctx, 'Dee'),
    ];
    // Seats left: the line is not for now.
    expect((await wait(cy, event.id)).json()).toMatchObject({
      status: false,
      message: WAITLIST_MESSAGES.notFull,
    });
    await payFor(amy, event.id);
    await payFor(ben, event.id);

    const cyWaits = await wait(cy, event.id);
    expect(cyWaits.statusCode, cyWaits.body).toBe(200);
    expect(cyWaits.json()).toMatchObject({
      message: WAITLIST_MESSAGES.joined(1),
      data: { event_id: event.id, state: 'waiting', position: 1, auto_claim: false, setup: null },
    });
    ctx.clock.advance(1_000);
    expect((await wait(dee, event.id)).json().data).toMatchObject({ position: 2 });
    // Asked again: the same place.
    expect((await wait(cy, event.id)).json().data).toMatchObject({ position: 1, state: 'waiting' });
    // A guest with a seat does not queue.
    const amyWaits = await wait(amy, event.id);
    expect(amyWaits.statusCode).toBe(409);
    expect(amyWaits.json().message).toBe(WAITLIST_MESSAGES.holdsSeat);

    // The host sees the line in order; the card counts it.
    expect((await detail(event.id)).waitlist).toMatchObject({
      count: 2,
      guests: [
        { user_id: cy.id, name: 'Cy', position: 1, state: 'waiting' },
        { user_id: dee.id, name: 'Dee', position: 2, state: 'waiting' },
      ],
    });
    const cards = (await call('GET', '/api/events', host.token)).json().data as Array<{
      id: number;
      waitlist_count: number;
    }>;
    expect(cards.find((card) => card.id === event.id)?.waitlist_count).toBe(2);

    // Ben leaves three days before: half back now, and the answer says a resale raises it.
    const benLeft = await act(ben, event.id, 'leave');
    expect(benLeft.statusCode, benLeft.body).toBe(200);
    expect(benLeft.json().message).toContain(RESALE_NOTE);
    expect(benLeft.json().data).toMatchObject({
      refund: { amount_minor: 2275 },
      refund_if_resold_minor: 4550,
    });

    // Cy is offered the seat for two hours, in the app and by SMS; Dee cannot take it.
    const offered = (await myLines(cy)).data[0];
    expect(offered).toMatchObject({
      state: 'offered',
      position: 1,
      event: { id: event.id, title: event.title },
    });
    expect(new Date(offered.offer_expires_at).getTime() - ctx.clock().getTime()).toBe(2 * HOUR);
    expect((await feed(cy.token)).map((item) => item.type)).toContain('waitlist.offered');
    const deeJoins = await act(dee, event.id, 'join');
    expect(deeJoins.statusCode).toBe(409);
    expect(deeJoins.json().message).toBe(GUEST_EVENT_MESSAGES.full);
    expect((await act(dee, event.id, 'waitlist/claim')).json().message).toBe(WAITLIST_MESSAGES.noOffer);
    await ctx.app.jobQueue.runDue();
    expect(
      readOutbox(ctx).some((line) => line.to === `+61${cy.phone}` && line.body.includes('Sunday long lunch')),
    ).toBe(true);

    // Cy claims and pays: seated, the seat marked refilled, Ben's refund raised to the full 45.50.
    const claim = await act(cy, event.id, 'waitlist/claim');
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().data).toMatchObject({ status: 'pending_payment', payment: { amount_minor: 4550 } });
    expect((await submitCardPage(ctx, claim.json().data.payment.checkout_url)).statusCode).toBe(200);
    expect(await membership(ctx, event.id, cy.id)).toBe('joined');
    expect((await myLines(cy)).data[0]).toMatchObject({ state: 'seated', position: null });
    await processPendingRefunds(ctx.app.deps);
    const rows = await transactions();
    const of = (guest: Guest) => rows.find((row) => row.guest.id === guest.id && row.event.id === event.id);
    expect(of(cy)).toMatchObject({ refilled_seat: true, status: 'succeeded' });
    expect(of(ben)).toMatchObject({
      refilled_seat: false,
      status: 'refunded',
      metadata: { refunded_amount_minor: 4550 },
    });
    expect((await feed(ben.token)).map((item) => item.type)).toContain('payment.resale_refund');
    expect((await feed(host.token)).map((item) => item.type)).toContain('event.seat_refilled');
    expect((await detail(event.id)).waitlist).toMatchObject({
      count: 1,
      guests: [{ user_id: dee.id, position: 1 }],
    });

    // Amy leaves: Dee is offered the seat, lets the window pass, and it frees for anyone.
    await act(amy, event.id, 'leave');
    expect((await myLines(dee)).data[0]).toMatchObject({ state: 'offered' });
    ctx.clock.advance(2 * HOUR + 1_000);
    await ctx.app.jobQueue.runDue();
    expect((await myLines(dee)).data[0]).toMatchObject({ state: 'expired', position: null });
    expect((await feed(dee.token)).map((item) => item.type)).toContain('waitlist.offer_expired');
    expect((await detail(event.id)).spots).toBe(1);
  });

  it('seats the next guest of a free event at once, and gives raised capacity to the line', async () => {
    const event = await paidEvent(ctx, host, {
      is_paid: '0',
      price: '',
      capacity: '1',
      date: dateAfter(ctx, 5),
    });
    const [eve, fin, gus] = [
      await signUpGuest(ctx, 'Eve'),
      await signUpGuest(ctx, 'Fin'),
      await signUpGuest(ctx, 'Gus'),
    ];
    expect((await act(eve, event.id, 'join')).statusCode).toBe(200);
    // Auto-claim means nothing at a free event: no card to save.
    expect((await wait(fin, event.id, { auto_claim: true })).json().data).toMatchObject({
      position: 1,
      auto_claim: false,
      setup: null,
    });
    ctx.clock.advance(1_000);
    expect((await wait(gus, event.id)).json().data).toMatchObject({ position: 2 });

    expect((await act(eve, event.id, 'leave')).statusCode).toBe(200);
    expect(await membership(ctx, event.id, fin.id)).toBe('joined');
    expect((await feed(fin.token)).map((item) => item.type)).toContain('waitlist.seated');
    expect((await myLines(gus)).data[0]).toMatchObject({ state: 'waiting', position: 1 });

    // Gus leaves the line, comes back: at the back, which is the front of an empty line.
    expect((await call('DELETE', `/api/guest/events/${event.id}/waitlist`, gus.token)).json()).toMatchObject({
      message: WAITLIST_MESSAGES.left,
      data: { state: 'left', position: null },
    });
    expect((await call('DELETE', `/api/guest/events/${event.id}/waitlist`, gus.token)).statusCode).toBe(404);
    expect((await wait(gus, event.id)).json().data).toMatchObject({ state: 'waiting', position: 1 });

    // The host makes room for one more: the line gets the seat.
    const hal = await signUpGuest(ctx, 'Hal');
    ctx.clock.advance(1_000);
    expect((await wait(hal, event.id)).json().data).toMatchObject({ position: 2 });
    const fields = await eventFields(ctx, {
      date: String(event.date),
      event_type: String(event.event_type),
      is_paid: '0',
      price: '0',
      capacity: '2',
    });
    expect((await postEvent(ctx, host.token, `/api/event/${event.id}`, fields, [])).statusCode).toBe(200);
    expect(await membership(ctx, event.id, gus.id)).toBe('joined');
    expect((await myLines(hal)).data[0]).toMatchObject({ state: 'waiting', position: 1 });

    // The team calls the event off: its line closes with it.
    const cancelled = await runAdminCommand(
      { db: ctx.database.db, now: ctx.clock() },
      { name: 'events.cancel', slug: event.slug, reason: 'The park is closed.' },
    );
    expect(cancelled.ok).toBe(true);
    expect((await myLines(hal)).data[0]).toMatchObject({
      state: 'expired',
      position: null,
      event: { status: 'cancelled' },
    });
    // And those who waited hear of it.
    expect((await feed(hal.token)).find((entry) => entry.type === 'waitlist.closed')?.message).toBe(
      `${String(event.title)} was called off, so its line is closed.`,
    );
  });

  it('charges a saved card off-session when a seat frees; a card needing authentication or declined gets an offer', async () => {
    const event = await paidEvent(ctx, host, {
      capacity: '1',
      cancellation_policy: 'moderate',
      enable_discount: '0',
      date: dateAfter(ctx, 3),
    });
    const [ivy, jon, kim, lou] = [
      await signUpGuest(ctx, 'Ivy'),
      await signUpGuest(ctx, 'Jon'),
      await signUpGuest(ctx, 'Kim'),
      await signUpGuest(ctx, 'Lou'),
    ];
    await payFor(ivy, event.id);
    // Jon waits with auto-claim and saves a card on the sandbox's page in setup mode.
    const jonWaits = (await wait(jon, event.id, { auto_claim: true })).json();
    expect(jonWaits).toMatchObject({
      message: WAITLIST_MESSAGES.joinedSaveCard(1),
      data: { position: 1, auto_claim: true, card_saved: false, setup: { client_secret: null } },
    });
    expect((await submitCardPage(ctx, jonWaits.data.setup.checkout_url)).statusCode).toBe(200);
    expect((await myLines(jon)).data[0]).toMatchObject({ card_saved: true, setup: null });
    // Kim's card will need her bank's confirmation; Lou's is declined.
    for (const [guest, card] of [
      [kim, '4000 0027 6000 3184'],
      [lou, '4000 0000 0000 9995'],
    ] as const) {
      ctx.clock.advance(1_000);
      const waits = (await wait(guest, event.id, { auto_claim: true })).json();
      expect((await submitCardPage(ctx, waits.data.setup.checkout_url, card)).statusCode).toBe(200);
    }

    // Ivy leaves: Jon's card is charged after the commit, and he is seated and told.
    expect((await act(ivy, event.id, 'leave')).statusCode).toBe(200);
    await ctx.app.jobQueue.runDue();
    expect(await membership(ctx, event.id, jon.id)).toBe('joined');
    const jonFeed = await feed(jon.token);
    expect(jonFeed.find((item) => item.type === 'waitlist.seated')?.message).toContain('A$45.50 was charged');
    const rows = await transactions();
    const of = (guest: Guest) => rows.find((row) => row.guest.id === guest.id && row.event.id === event.id);
    expect(of(jon)).toMatchObject({ refilled_seat: true, status: 'succeeded' });
    // Ivy left three days ahead (half back), and her seat was resold: all of it back.
    expect(of(ivy)).toMatchObject({ status: 'refunded', metadata: { refunded_amount_minor: 4550 } });

    // Jon leaves: Kim's card needs authentication, so the seat is offered to her to claim.
    expect((await act(jon, event.id, 'leave')).statusCode).toBe(200);
    await ctx.app.jobQueue.runDue();
    expect(await membership(ctx, event.id, kim.id)).toBe('pending_payment');
    expect((await myLines(kim)).data[0]).toMatchObject({ state: 'offered' });
    expect((await feed(kim.token)).find((item) => item.type === 'waitlist.offered')?.message).toContain(
      'Your bank needs you to confirm the payment',
    );
    // She lets it go: Lou's declined card gets him the offer, with another card to pay by.
    expect((await call('DELETE', `/api/guest/events/${event.id}/waitlist`, kim.token)).statusCode).toBe(200);
    await ctx.app.jobQueue.runDue();
    expect((await myLines(lou)).data[0]).toMatchObject({ state: 'offered' });
    expect((await feed(lou.token)).find((item) => item.type === 'waitlist.offered')?.message).toContain(
      'Your saved card was declined',
    );
    const claim = await act(lou, event.id, 'waitlist/claim');
    expect(claim.statusCode, claim.body).toBe(200);
    expect((await submitCardPage(ctx, claim.json().data.payment.checkout_url)).statusCode).toBe(200);
    expect(await membership(ctx, event.id, lou.id)).toBe('joined');
    // Never a seat over capacity, never a guest charged twice.
    expect((await detail(event.id)).totalMembers).toBe(1);
    const paid = (await transactions()).filter(
      (row) => row.event.id === event.id && row.status === 'succeeded',
    );
    expect(paid.map((row) => row.guest.id)).toEqual([lou.id]);
  });

  it('refuses to seat anyone from the line once the host is no longer hosting', async () => {
    const other = await readyHost(ctx);
    const event = await paidEvent(ctx, other, { capacity: '1', date: dateAfter(ctx, 4) });
    const [ivy, jon] = [await signUpGuest(ctx, 'Ivy'), await signUpGuest(ctx, 'Jon')];
    await payFor(ivy, event.id);
    expect((await wait(jon, event.id)).statusCode).toBe(200);
    expect((await act(ivy, event.id, 'leave')).statusCode).toBe(200);
    expect((await myLines(jon)).data[0]).toMatchObject({ state: 'offered' });

    await ctx.database.db.update(users).set({ hostStatus: 'rejected' }).where(eq(users.id, other.id));
    for (const refused of [await act(jon, event.id, 'waitlist/claim'), await act(jon, event.id, 'join')]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ status: false, message: GUEST_EVENT_MESSAGES.hostNotHosting });
    }
    expect((await myLines(jon)).data[0]).toMatchObject({ state: 'offered' });
  });

  it('refuses bad input in the spec’s shape', async () => {
    const guest = await signUpGuest(ctx, 'Hal');
    const bad = await call('POST', '/api/guest/events/1/waitlist', guest.token, { auto_claim: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ status: false });
    expect((await call('POST', '/api/guest/events/999999/waitlist', guest.token, {})).statusCode).toBe(404);
    expect((await call('GET', '/api/guest/waitlists?page=0', guest.token)).statusCode).toBe(422);
    expect((await call('GET', '/api/guest/waitlists', host.token)).statusCode).toBe(403);
  });
});

describe(`the waitlist with Stripe (against a local fake of its API; ${testDriver})`, () => {
  let stripe: StripeSeats;
  beforeAll(async () => {
    stripe = await startStripeSeats();
  });
  afterAll(() => stripe?.close());

  it('saves a card with a SetupIntent for off-session use and charges it when a seat frees', async () => {
    const sctx = stripe.ctx;
    const post = (url: string, token: string, payload?: object) =>
      sctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const owner = await stripe.stripeHost();
    const event = await paidEvent(sctx, owner, { capacity: '1', enable_discount: '0' });
    const [mia, ned] = [await signUpGuest(sctx, 'Mia'), await signUpGuest(sctx, 'Ned')];
    const joined = (await post(`/api/guest/events/${event.id}/join`, mia.token)).json();
    const intentId = [...stripe.fake.paymentIntents.values()].find(
      (intent) => intent.metadata.payment_id === String(joined.data.payment.id),
    )!.id;
    expect((await stripe.paid(intentId)).statusCode).toBe(200);

    // Ned waits with auto-claim: a customer and a SetupIntent for off-session use.
    const waits = (
      await post(`/api/guest/events/${event.id}/waitlist`, ned.token, { auto_claim: true })
    ).json();
    const setup = [...stripe.fake.setupIntents.values()].at(-1)!;
    expect(setup).toMatchObject({ usage: 'off_session', customer: expect.stringMatching(/^cus_fake/) });
    expect(waits.data.setup).toEqual({ client_secret: setup.client_secret, checkout_url: null });
    // The payment sheet saves the card; Stripe says so by webhook.
    const saved = { ...setup, status: 'succeeded', payment_method: 'pm_card_visa' };
    expect((await stripe.deliver('setup_intent.succeeded', saved)).statusCode).toBe(200);
    const line = (
      await sctx.app.inject({ method: 'GET', url: '/api/guest/waitlists', headers: bearer(ned.token) })
    ).json();
    expect(line.data[0]).toMatchObject({ card_saved: true, setup: null });

    // Mia leaves: the queue charges Ned's card off-session as a destination charge.
    expect((await post(`/api/guest/events/${event.id}/leave`, mia.token)).statusCode).toBe(200);
    await sctx.app.jobQueue.runDue();
    const charge = stripe.fake.requests.filter((request) => request.path === '/v1/payment_intents').at(-1)!;
    expect(Object.fromEntries(charge.form)).toMatchObject({
      off_session: 'true',
      confirm: 'true',
      customer: setup.customer,
      payment_method: 'pm_card_visa',
      amount: '4550',
      'transfer_data[destination]': owner.accountId,
    });
    expect(await membership(sctx, event.id, ned.id)).toBe('joined');
  });
});
