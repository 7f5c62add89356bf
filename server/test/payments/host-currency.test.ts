import { discountedPriceMinor, EVENT_MESSAGES, formatMinor, hostAmountMinor } from '@friendly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, sandboxAccounts, sandboxPaymentIntents, users } from '../../src/db/schema';
import { sandboxCurrencyOf } from '../../src/providers/sandbox-payments';
import {
  createEvent,
  dateAfter,
  eventFields,
  imagePart,
  picture,
  postEvent,
  readyHost,
} from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
import { bearer } from '../support/hosts';
import { paidEvent, type StripeSeats, startStripeSeats } from '../support/seat-payments';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * An event is priced, charged, refunded and paid out in its host's payout currency: the
 * connected account's default currency (docs/decisions/134).
 */

const get = (ctx: TestContext, url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const act = (ctx: TestContext, token: string, id: number, action: 'join' | 'leave') =>
  ctx.app.inject({ method: 'POST', url: `/api/guest/events/${id}/${action}`, headers: bearer(token) });

describe(`the host's own currency with the sandbox provider (${testDriver})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => closeTestApp(ctx));

  /** The guest pays on the sandbox's test card page, as a browser posts its form. */
  const payOnPage = (checkoutUrl: string) =>
    ctx.app.inject({
      method: 'POST',
      url: new URL(checkoutUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ card: '4242 4242 4242 4242', exp: '12/34', cvc: '123' }).toString(),
    });
  const accountOf = async (token: string) => {
    const me = (await get(ctx, '/api/user', token)).json().data;
    return { me, accountId: me.stripe_account_id as string };
  };

  it('gives a sandbox account the currency of its host’s country', () => {
    expect(sandboxCurrencyOf('AU')).toBe('aud');
    expect(sandboxCurrencyOf('nz')).toBe('nzd');
    expect(sandboxCurrencyOf('DE')).toBe('eur');
    expect(sandboxCurrencyOf('GB')).toBe('gbp');
    expect(sandboxCurrencyOf('ZZ')).toBe('usd');
    expect(sandboxCurrencyOf(null)).toBe('usd');
  });

  it('an Australian host is paid in aud: the event, its card, the payment, the refund, earnings and transactions', async () => {
    const host = await readyHost(ctx);
    const { me, accountId } = await accountOf(host.token);
    expect(me.payout_currency).toBe('aud');
    const [account] = await ctx.database.db
      .select()
      .from(sandboxAccounts)
      .where(eq(sandboxAccounts.id, accountId));
    expect(account!.defaultCurrency).toBe('aud');

    // Ten days out: guests who join now get the 25 % early-bird discount.
    const event = await paidEvent(ctx, host, { date: dateAfter(ctx, 10), price: '45.50' });
    expect(event).toMatchObject({ currency: 'aud', price_minor: 4550, enabler_discount_amount: 25 });
    const list = (await get(ctx, '/api/events', host.token)).json();
    expect(list.currency).toBe('aud');
    expect(list.data.find((card: { id: number }) => card.id === event.id)).toMatchObject({
      price: '45.50',
      price_minor: 4550,
      currency: 'aud',
      event_enabler_discount: true,
      enabler_discount_amount: 25,
    });

    const [amy, ben] = [await signUpGuest(ctx, 'Amy'), await signUpGuest(ctx, 'Ben')];
    const browse = (await get(ctx, '/api/guest/events', amy.token)).json().data;
    expect(browse.find((card: { id: number }) => card.id === event.id)).toMatchObject({
      currency: 'aud',
      price_minor: 4550,
      event_enabler_discount: true,
    });
    const early = discountedPriceMinor(4550, 25);
    for (const guest of [amy, ben]) {
      const joined = (await act(ctx, guest.token, event.id, 'join')).json().data;
      expect(joined.payment).toMatchObject({ amount_minor: early, currency: 'aud', discount_percent: 25 });
      expect((await payOnPage(joined.payment.checkout_url)).statusCode).toBe(200);
    }
    const intents = await ctx.database.db
      .select({ currency: sandboxPaymentIntents.currency })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.destination, accountId));
    expect(intents.map((intent) => intent.currency)).toEqual(['aud', 'aud']);

    const feed = (await get(ctx, '/api/notifications', host.token)).json().data.today;
    expect(feed[0]).toMatchObject({
      type: 'event.member_paid',
      message: `Ben paid A$${formatMinor(early)} and joined Sunday long lunch.`,
    });

    // Ben leaves well ahead: refunded in full, in the event's currency.
    const left = (await act(ctx, ben.token, event.id, 'leave')).json().data;
    expect(left.refund).toEqual({ amount_minor: early, currency: 'aud' });

    const transactions = (await get(ctx, '/api/events/transactions', host.token)).json().data.data;
    expect(transactions).toHaveLength(2);
    for (const row of transactions) {
      expect(row).toMatchObject({
        currency: 'aud',
        amount_minor: early,
        metadata: { discount_percent: 25, price_minor: 4550 },
      });
    }
    const earned = hostAmountMinor({ baseMinor: early });
    const after = (await get(ctx, '/api/events', host.token)).json();
    expect(after).toMatchObject({
      currency: 'aud',
      total_earning_minor: earned,
      total_earning: formatMinor(earned),
    });
  });

  it('rows from before keep usd: a host whose account has not said, and the events made before', async () => {
    const host = await readyHost(ctx);
    const before = await createEvent(ctx, host, { price: '20.00' });
    expect(before.currency).toBe('aud');
    // As the migration leaves a host connected before currencies: no payout currency known.
    await ctx.database.db.update(users).set({ payoutCurrency: null }).where(eq(users.slug, host.slug));
    expect((await accountOf(host.token)).me.payout_currency).toBe('usd');

    const image = await picture();
    const tooLow = await postEvent(
      ctx,
      host.token,
      '/api/event',
      await eventFields(ctx, { price: '0.49', enable_discount: '0' }),
      [imagePart(image)],
    );
    expect(tooLow.json().errors).toEqual({ price: [EVENT_MESSAGES.priceBelowMinimum('0.50 USD')] });
    const after = await createEvent(ctx, host, { price: '20.00' });
    expect(after.currency).toBe('usd');
    const [kept] = await ctx.database.db.select().from(events).where(eq(events.id, before.id));
    expect(kept!.currency).toBe('aud');
    const listed = (await get(ctx, '/api/events', host.token)).json();
    expect(listed.currency).toBe('usd');
    expect(listed.data.map((card: { currency: string }) => card.currency).sort()).toEqual(['aud', 'usd']);
  });

  it('holds each currency to its own provider minimum; a currency the app does not charge in is usd', async () => {
    const host = await readyHost(ctx);
    const { accountId } = await accountOf(host.token);
    const image = await picture();
    const post = async (price: string) =>
      postEvent(ctx, host.token, '/api/event', await eventFields(ctx, { price, enable_discount: '0' }), [
        imagePart(image),
      ]);
    const sayCurrency = async (currency: string) => {
      await ctx.database.db
        .update(sandboxAccounts)
        .set({ defaultCurrency: currency })
        .where(eq(sandboxAccounts.id, accountId));
      // Coming back from the provider's pages asks it again and stores what it says.
      const back = await ctx.app.inject({
        method: 'POST',
        url: '/api/stripe/handle-return',
        headers: bearer(host.token),
      });
      expect(back.statusCode, back.body).toBe(200);
    };

    await sayCurrency('gbp');
    expect((await accountOf(host.token)).me.payout_currency).toBe('gbp');
    expect((await post('0.29')).json().errors).toEqual({
      price: [EVENT_MESSAGES.priceBelowMinimum('0.30 GBP')],
    });
    expect((await post('0.30')).json().data).toMatchObject({ currency: 'gbp', price_minor: 30 });

    await sayCurrency('czk');
    expect((await post('14.99')).json().errors).toEqual({
      price: [EVENT_MESSAGES.priceBelowMinimum('15.00 CZK')],
    });
    expect((await post('15.00')).json().data).toMatchObject({ currency: 'czk', price_minor: 1500 });

    // Yen has no minor unit: the form's two decimals would not fit, so the host is charged in usd.
    await sayCurrency('jpy');
    expect((await accountOf(host.token)).me.payout_currency).toBe('usd');
    expect((await post('0.50')).json().data).toMatchObject({ currency: 'usd', price_minor: 50 });
  });
});

describe('the host’s own currency with the Stripe provider (against a local fake of its API)', () => {
  let seats: StripeSeats;
  beforeAll(async () => {
    seats = await startStripeSeats();
  });
  afterAll(() => seats.close());

  it('reads the account’s default_currency, prices the event in it and charges in it', async () => {
    const { ctx, fake } = seats;
    const host = await seats.stripeHost();
    // Stripe's account as onboarding left it in New Zealand.
    fake.accounts.set(host.accountId, { ...fake.accounts.get(host.accountId)!, default_currency: 'nzd' });
    const back = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/handle-return',
      headers: bearer(host.token),
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await get(ctx, '/api/user', host.token)).json().data.payout_currency).toBe('nzd');

    const event = await paidEvent(ctx, host, { price: '45.50', enable_discount: '0' });
    expect(event).toMatchObject({ currency: 'nzd', price_minor: 4550 });
    const guest = await signUpGuest(ctx, 'Amy');
    const joined = (await act(ctx, guest.token, event.id, 'join')).json().data;
    expect(joined.payment).toMatchObject({ amount_minor: 4550, currency: 'nzd' });
    const intent = fake.paymentIntents.get(
      [...fake.paymentIntents.keys()].find(
        (id) => fake.paymentIntents.get(id)!.metadata.event_id === String(event.id),
      )!,
    );
    expect(intent).toMatchObject({
      amount: 4550,
      currency: 'nzd',
      transfer_data: { destination: host.accountId },
    });

    // The account.updated webhook carries it too.
    const updated = { ...fake.accounts.get(host.accountId)!, default_currency: 'cad' };
    fake.accounts.set(host.accountId, updated);
    const delivered = await seats.deliver('account.updated', updated, { extra: { account: host.accountId } });
    expect(delivered.statusCode, delivered.body).toBe(200);
    ctx.clock.advance(2_000); // past the one second a verified session is kept
    expect((await get(ctx, '/api/user', host.token)).json().data.payout_currency).toBe('cad');
  });
});
