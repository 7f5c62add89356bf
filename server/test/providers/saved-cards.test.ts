import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxPaymentIntents, sandboxSetupIntents, webhookEvents } from '../../src/db/schema';
import type { ChargeSavedCardInput, CreateCardSetupInput, WebhookEvent } from '../../src/providers/payments';
import { SandboxPaymentsProvider } from '../../src/providers/sandbox-payments';
import { StripePaymentsProvider } from '../../src/providers/stripe-payments';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/** Cards saved for off-session charges, and those charges, in both providers (docs/decisions/149). */

const DAY = 86_400_000;
let keys = 0;
const key = (what: string) => `test-${what}-${process.pid}-${++keys}`;

const setupInput = (overrides: Partial<CreateCardSetupInput> = {}): CreateCardSetupInput => ({
  customerId: null,
  email: 'amy@example.com',
  description: 'Sunrise beach walk: a seat if one frees',
  metadata: { event_id: '7', user_id: '42' },
  idempotencyKey: key('setup'),
  origin: 'http://friendly.test',
  returnUrl: 'http://friendly.test/events/sunrise',
  ...overrides,
});

const chargeInput = (
  card: { customerId: string; paymentMethodId: string },
  destinationAccountId: string,
  overrides: Partial<ChargeSavedCardInput> = {},
): ChargeSavedCardInput => ({
  amountMinor: 4550,
  currency: 'aud',
  applicationFeeMinor: 683,
  destinationAccountId,
  description: 'Sunrise beach walk: your seat',
  metadata: { event_id: '7', user_id: '42' },
  idempotencyKey: key('charge'),
  ...card,
  ...overrides,
});

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe(`saved cards in the sandbox (${testDriver})`, () => {
  let ctx: TestContext;
  /** A sandbox of its own on the app's database, announcing into `events`. */
  let sandbox: SandboxPaymentsProvider;
  let events: WebhookEvent[] = [];
  let refuseEvents = false;
  beforeAll(async () => {
    ctx = await createTestApp();
    sandbox = new SandboxPaymentsProvider(ctx.database.db, ctx.clock);
    sandbox.deliverEventsTo(async (event) => {
      if (refuseEvents) throw new Error('the app refused the event');
      events.push(event);
    });
  });
  afterAll(() => closeTestApp(ctx));
  beforeEach(() => {
    events = [];
    refuseEvents = false;
  });

  /** A host's connected account, of its own for each test. */
  const hostAccount = async () =>
    (
      await sandbox.createAccount({
        email: null,
        userSlug: 'host',
        country: 'AU',
        idempotencyKey: key('acct'),
      })
    ).id;
  const tokenOf = (checkoutUrl: string | null) => new URL(checkoutUrl!).pathname.split('/').pop()!;

  /** A card saved on the card page in setup mode (through the provider). */
  const savedCard = async (number: string) => {
    const setup = await sandbox.createCardSetup(setupInput());
    expect(await sandbox.saveCard(tokenOf(setup.checkoutUrl), number)).toBe('succeeded');
    const row = await sandbox.setupByCheckoutToken(tokenOf(setup.checkoutUrl));
    events = [];
    return { customerId: setup.customerId, paymentMethodId: row!.paymentMethod! };
  };

  it('makes one SetupIntent and customer per idempotency key, saved on its card page', async () => {
    const input = setupInput();
    const setup = await sandbox.createCardSetup(input);
    expect(setup).toEqual({
      setupIntentId: expect.stringMatching(/^seti_\w+$/),
      customerId: expect.stringMatching(/^cus_\w+$/),
      clientSecret: null,
      checkoutUrl: expect.stringMatching(/^http:\/\/friendly\.test\/sandbox\/setup\/[\w-]+$/),
    });
    expect(await sandbox.createCardSetup(input)).toEqual(setup);
    const row = await sandbox.setupByCheckoutToken(tokenOf(setup.checkoutUrl));
    expect(row).toMatchObject({
      id: setup.setupIntentId,
      customer: setup.customerId,
      status: 'requires_payment_method',
      paymentMethod: null,
      description: input.description,
      returnUrl: input.returnUrl,
      metadata: input.metadata,
    });

    // A guest who already has a customer keeps it; another key makes another SetupIntent.
    const again = await sandbox.createCardSetup(setupInput({ customerId: setup.customerId }));
    expect(again.customerId).toBe(setup.customerId);
    expect(again.setupIntentId).not.toBe(setup.setupIntentId);
    expect(await sandbox.setupByCheckoutToken('no-such-token')).toBeNull();
  });

  it.each([['4242 4242 4242 4242'], ['4000-0027-6000-3184'], ['4000000000009995']])(
    'saves the test card %s and announces setup_intent.succeeded once',
    async (number) => {
      const setup = await sandbox.createCardSetup(setupInput());
      const token = tokenOf(setup.checkoutUrl);
      expect(await sandbox.saveCard(token, '4000 0000 0000 0002')).toBe('invalid');
      expect(await sandbox.saveCard(token, 'not a card')).toBe('invalid');
      expect(events).toEqual([]);

      expect(await sandbox.saveCard(token, number)).toBe('succeeded');
      const row = await sandbox.setupByCheckoutToken(token);
      expect(row).toMatchObject({
        status: 'succeeded',
        paymentMethod: expect.stringMatching(/^pm_\w+$/),
        cardNumber: number.replace(/\D/g, ''),
        succeededAt: ctx.clock(),
      });
      expect(events).toEqual([
        {
          id: expect.stringMatching(/^evt_/),
          type: 'setup_intent.succeeded',
          account: null,
          setup: {
            setupIntentId: setup.setupIntentId,
            status: 'succeeded',
            customerId: setup.customerId,
            paymentMethodId: row!.paymentMethod,
          },
        },
      ]);
      expect(await sandbox.saveCard(token, '4242424242424242')).toBe('already_saved');
      expect(await sandbox.saveCard('no-such-token', '4242424242424242')).toBe('unknown');
      expect(events).toHaveLength(1);
    },
  );

  it('keeps no card the app could not hear of', async () => {
    const setup = await sandbox.createCardSetup(setupInput());
    const token = tokenOf(setup.checkoutUrl);
    refuseEvents = true;
    await expect(sandbox.saveCard(token, '4242424242424242')).rejects.toThrow('the app refused the event');
    expect(await sandbox.setupByCheckoutToken(token)).toMatchObject({
      status: 'requires_payment_method',
      paymentMethod: null,
      cardNumber: null,
    });
    refuseEvents = false;
    expect(await sandbox.saveCard(token, '4242424242424242')).toBe('succeeded');
  });

  it('charges 4242 off-session once per key, as a paid seat: announced, refundable, paid out', async () => {
    const accountId = await hostAccount();
    const card = await savedCard('4242 4242 4242 4242');
    const input = chargeInput(card, accountId);
    const result = await sandbox.chargeSavedCard(input);
    expect(result).toEqual({
      outcome: 'succeeded',
      intentId: expect.stringMatching(/^pi_\w+$/),
      chargeId: expect.stringMatching(/^ch_\w+$/),
    });
    const [intent] = await ctx.database.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.idempotencyKey, input.idempotencyKey));
    expect(intent).toMatchObject({
      id: result.intentId,
      status: 'succeeded',
      chargeId: result.chargeId,
      amount: 4550,
      currency: 'aud',
      applicationFeeAmount: 683,
      destination: accountId,
      description: input.description,
      succeededAt: ctx.clock(),
    });
    expect(events).toEqual([
      {
        id: SandboxPaymentsProvider.succeededEventId(result.intentId!),
        type: 'payment_intent.succeeded',
        account: null,
        payment: {
          intentId: result.intentId,
          status: 'succeeded',
          chargeId: result.chargeId,
          paymentMethod: 'card',
          amountRefunded: 0,
        },
      },
    ]);

    // A retry with the same key answers the same charge and takes no other.
    expect(await sandbox.chargeSavedCard(input)).toEqual(result);
    const rows = await ctx.database.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.idempotencyKey, input.idempotencyKey));
    expect(rows).toHaveLength(1);
    expect(events).toHaveLength(1);
    expect(await sandbox.balanceOf(accountId)).toEqual([{ currency: 'aud', amountMinor: 4550 - 683 }]);

    // Refunded in part like any charge, then paid out on the schedule.
    const refund = await sandbox.refundPayment({
      intentId: result.intentId!,
      amountMinor: 1000,
      refundApplicationFee: false,
      idempotencyKey: key('refund'),
    });
    expect(refund.status).toBe('succeeded');
    expect(events.at(-1)).toMatchObject({
      type: 'charge.refunded',
      payment: { intentId: result.intentId, amountRefunded: 1000 },
    });
    ctx.clock.advance(DAY);
    await sandbox.runPayoutSchedule();
    expect(events.filter((event) => event.payout?.accountId === accountId)).toMatchObject([
      { type: 'payout.created', payout: { status: 'in_transit', intentIds: [result.intentId] } },
    ]);
  });

  it('undoes an off-session charge the app could not hear of; the same key charges it again', async () => {
    const card = await savedCard('4242424242424242');
    const input = chargeInput(card, await hostAccount());
    refuseEvents = true;
    await expect(sandbox.chargeSavedCard(input)).rejects.toThrow('the app refused the event');
    const [undone] = await ctx.database.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.idempotencyKey, input.idempotencyKey));
    expect(undone).toMatchObject({ status: 'requires_payment_method', chargeId: null });
    refuseEvents = false;
    expect(await sandbox.chargeSavedCard(input)).toMatchObject({
      outcome: 'succeeded',
      intentId: undone!.id,
    });
    expect(events.map((event) => event.type)).toEqual(['payment_intent.succeeded']);
  });

  it.each([
    ['4000 0027 6000 3184', 'authentication_required'],
    ['4000 0000 0000 9995', 'declined'],
  ] as const)('answers %s off-session with %s and charges nothing', async (number, outcome) => {
    const accountId = await hostAccount();
    const card = await savedCard(number);
    const input = chargeInput(card, accountId);
    const result = await sandbox.chargeSavedCard(input);
    expect(result).toEqual({ outcome, intentId: expect.stringMatching(/^pi_\w+$/), chargeId: null });
    // As at Stripe, the intent is left awaiting another card (requires_payment_method).
    const [intent] = await ctx.database.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, result.intentId!));
    expect(intent).toMatchObject({ status: 'requires_payment_method', chargeId: null, succeededAt: null });
    expect(events).toEqual([
      {
        id: expect.stringMatching(/^evt_/),
        type: 'payment_intent.payment_failed',
        account: null,
        payment: {
          intentId: result.intentId,
          status: 'requires_payment_method',
          chargeId: null,
          paymentMethod: null,
          amountRefunded: 0,
        },
      },
    ]);
    // The same key: the same intent and outcome, announced under the same event id.
    expect(await sandbox.chargeSavedCard(input)).toEqual(result);
    expect(events[1]?.id).toBe(events[0]!.id);
    expect(await sandbox.balanceOf(accountId)).toEqual([{ currency: 'aud', amountMinor: 0 }]);
  });

  it('refuses a payment method that is not saved on the customer', async () => {
    const accountId = await hostAccount();
    const card = await savedCard('4242424242424242');
    await expect(
      sandbox.chargeSavedCard(chargeInput({ ...card, customerId: 'cus_someone_else' }, accountId)),
    ).rejects.toThrow(/not saved/);
    await expect(
      sandbox.chargeSavedCard(chargeInput({ ...card, paymentMethodId: 'pm_unknown' }, accountId)),
    ).rejects.toThrow(/not saved/);
    const unsaved = await sandbox.createCardSetup(setupInput());
    await expect(
      sandbox.chargeSavedCard(
        chargeInput({ customerId: unsaved.customerId, paymentMethodId: '' }, accountId),
      ),
    ).rejects.toThrow(/not saved/);
    expect(events).toEqual([]);
  });

  describe('the card page in setup mode', () => {
    const appSandbox = () => ctx.app.providers.payments as SandboxPaymentsProvider;

    it('shows the form with its test cards, labelled, and saves a card the app hears of', async () => {
      const setup = await appSandbox().createCardSetup(setupInput());
      const url = new URL(setup.checkoutUrl!).pathname;
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<h1>Save a card</h1>');
      expect(page.body).toContain('Sunrise beach walk: a seat if one frees');
      expect(page.body).toMatch(/4242 4242 4242 4242 is charged when a seat frees/);
      expect(page.body).toMatch(
        /4000 0027 6000 3184 needs authentication, so you get an offer to claim instead/,
      );
      expect(page.body).toMatch(/4000 0000 0000 9995 is declined/);
      for (const field of ['card', 'exp', 'cvc']) {
        expect(page.body).toContain(`<label for="${field}">`);
        expect(page.body).toContain(`<input id="${field}" name="${field}"`);
      }
      expect(page.body).toContain('<button type="submit">Save card</button>');

      const invalid = await ctx.app.inject({ method: 'POST', url, ...form({ card: '1234', exp: '12/34' }) });
      expect(invalid.statusCode).toBe(402);
      expect(invalid.body).toContain('<p role="alert"><strong>That is not a test card number.</strong></p>');
      expect(invalid.body).toContain('<button type="submit">Save card</button>');

      // The way back is to the app's own origin only (the test calls as friendly.test).
      const fields = form({ card: '4000-0027-6000-3184', exp: '12/34', cvc: '123' });
      const saved = await ctx.app.inject({
        method: 'POST',
        url,
        ...fields,
        headers: { ...fields.headers, host: 'friendly.test' },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.body).toContain('<h1>Card saved</h1>');
      expect(saved.body).toContain('<a href="http://friendly.test/events/sunrise">Back to Friendly Host</a>');
      const row = await appSandbox().setupByCheckoutToken(url.split('/').pop()!);
      expect(row).toMatchObject({ status: 'succeeded', cardNumber: '4000002760003184' });
      // The app heard of it through the sandbox's event sink, as of a webhook.
      const recorded = await ctx.database.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.id, `evt_sandbox_setup_succeeded_${setup.setupIntentId}`));
      expect(recorded).toMatchObject([{ type: 'setup_intent.succeeded', provider: 'sandbox' }]);

      // Saved already: the page says so, on a reload and on a second submit.
      const reload = await ctx.app.inject({ method: 'GET', url });
      expect(reload.statusCode).toBe(200);
      expect(reload.body).toContain('<h1>Card saved</h1>');
      const twice = await ctx.app.inject({ method: 'POST', url, ...form({ card: '4242424242424242' }) });
      expect(twice.statusCode).toBe(200);
      expect(twice.body).toContain('<h1>Card saved</h1>');
    });

    it('answers 404 for a link that does not exist', async () => {
      const get = await ctx.app.inject({ method: 'GET', url: '/sandbox/setup/no-such-token' });
      expect(get.statusCode).toBe(404);
      expect(get.body).toContain('Card setup not found');
      const post = await ctx.app.inject({
        method: 'POST',
        url: '/sandbox/setup/no-such-token',
        ...form({ card: '4242424242424242' }),
      });
      expect(post.statusCode).toBe(404);
      const rows = await ctx.database.db
        .select()
        .from(sandboxSetupIntents)
        .where(eq(sandboxSetupIntents.checkoutToken, 'no-such-token'));
      expect(rows).toEqual([]);
    });
  });
});

describe('saved cards at Stripe (against a local fake of its API)', () => {
  const webhookSecret = 'whsec_test_secret_for_saved_cards';
  let fake: FakeStripe;
  let stripe: StripePaymentsProvider;
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = new StripePaymentsProvider({
      provider: 'stripe',
      secretKey: 'sk_test_fake',
      webhookSecret,
      apiBase: fake.url,
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.failing = false;
  });

  const card = (paymentMethodId: string) => ({ customerId: 'cus_fake_amy', paymentMethodId });

  it('makes a customer, then a SetupIntent for off-session use, once per key', async () => {
    const input = setupInput();
    const setup = await stripe.createCardSetup(input);
    expect(setup).toEqual({
      setupIntentId: expect.stringMatching(/^seti_fake\d+$/),
      customerId: expect.stringMatching(/^cus_fake\d+$/),
      clientSecret: `${setup.setupIntentId}_secret_fake`,
      checkoutUrl: null,
    });
    const [customer, setupIntent] = fake.requests;
    expect(customer).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      auth: 'Bearer sk_test_fake',
      idempotencyKey: `${input.idempotencyKey}-customer`,
    });
    expect(customer!.form.get('email')).toBe('amy@example.com');
    expect(setupIntent).toMatchObject({
      method: 'POST',
      path: '/v1/setup_intents',
      idempotencyKey: input.idempotencyKey,
    });
    expect(Object.fromEntries(setupIntent!.form)).toEqual({
      customer: setup.customerId,
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
      description: input.description,
      'metadata[event_id]': '7',
      'metadata[user_id]': '42',
    });

    // A retry answers the same customer and SetupIntent; Stripe made each once.
    expect(await stripe.createCardSetup(input)).toEqual(setup);
    expect(fake.customers.size).toBe(1);
    expect([...fake.setupIntents.keys()]).toEqual([setup.setupIntentId]);

    // A guest with a customer already: no other customer.
    fake.requests.length = 0;
    const again = await stripe.createCardSetup(setupInput({ customerId: setup.customerId }));
    expect(again.customerId).toBe(setup.customerId);
    expect(fake.requests.map((request) => request.path)).toEqual(['/v1/setup_intents']);
  });

  it('charges a saved card off-session as a destination charge, once per key', async () => {
    const input = chargeInput(card('pm_card_visa'), 'acct_fake_host');
    const result = await stripe.chargeSavedCard(input);
    expect(result).toEqual({
      outcome: 'succeeded',
      intentId: expect.stringMatching(/^pi_fake\d+$/),
      chargeId: expect.stringMatching(/^ch_fake\d+$/),
    });
    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: input.idempotencyKey,
    });
    expect(Object.fromEntries(request!.form)).toEqual({
      amount: '4550',
      currency: 'aud',
      customer: 'cus_fake_amy',
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
      application_fee_amount: '683',
      'transfer_data[destination]': 'acct_fake_host',
      description: input.description,
      'metadata[event_id]': '7',
      'metadata[user_id]': '42',
    });
    expect(fake.paymentIntents.get(result.intentId!)).toMatchObject({
      status: 'succeeded',
      customer: 'cus_fake_amy',
      latest_charge: result.chargeId,
    });
    const intents = fake.paymentIntents.size;
    expect(await stripe.chargeSavedCard(input)).toEqual(result);
    expect(fake.paymentIntents.size).toBe(intents);
  });

  it.each([
    ['pm_card_authenticationRequired', 'authentication_required'],
    ['pm_card_visa_chargeDeclinedInsufficientFunds', 'declined'],
  ] as const)('answers %s with %s, naming the intent Stripe left', async (paymentMethod, outcome) => {
    const input = chargeInput(card(paymentMethod), 'acct_fake_host');
    const result = await stripe.chargeSavedCard(input);
    expect(result).toEqual({ outcome, intentId: expect.stringMatching(/^pi_fake\d+$/), chargeId: null });
    expect(fake.paymentIntents.get(result.intentId!)).toMatchObject({ status: 'requires_payment_method' });
    // Stripe answers the same key with the same refusal.
    expect(await stripe.chargeSavedCard(input)).toEqual(result);
  });

  it('throws what is not a card refusal: an outage, an unknown payment method', async () => {
    fake.failing = true;
    await expect(stripe.chargeSavedCard(chargeInput(card('pm_card_visa'), 'acct_fake_host'))).rejects.toThrow(
      'Fake outage',
    );
    fake.failing = false;
    await expect(stripe.chargeSavedCard(chargeInput(card('pm_nope'), 'acct_fake_host'))).rejects.toThrow(
      /No such PaymentMethod/,
    );
  });

  it('reads the card saved from a signed setup_intent webhook', async () => {
    const setup = await stripe.createCardSetup(setupInput());
    const signed = (type: string, object: object) => {
      const payload = JSON.stringify({
        id: `evt_${type}_${++keys}`,
        object: 'event',
        type,
        data: { object },
      });
      return stripe.parseWebhook(
        Buffer.from(payload),
        Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      );
    };
    const intent = fake.setupIntents.get(setup.setupIntentId)!;
    expect(
      signed('setup_intent.succeeded', { ...intent, status: 'succeeded', payment_method: 'pm_1Amy' }),
    ).toEqual({
      id: expect.stringMatching(/^evt_setup_intent\.succeeded_/),
      type: 'setup_intent.succeeded',
      account: null,
      connectedAccountId: null,
      setup: {
        setupIntentId: setup.setupIntentId,
        status: 'succeeded',
        customerId: setup.customerId,
        paymentMethodId: 'pm_1Amy',
      },
    });
    // Expanded objects name the same ids.
    const expanded = signed('setup_intent.succeeded', {
      ...intent,
      status: 'succeeded',
      customer: { id: setup.customerId, object: 'customer' },
      payment_method: { id: 'pm_1Amy', object: 'payment_method', type: 'card' },
    });
    expect(expanded.setup).toMatchObject({ customerId: setup.customerId, paymentMethodId: 'pm_1Amy' });
    expect(signed('setup_intent.setup_failed', intent).setup).toEqual({
      setupIntentId: setup.setupIntentId,
      status: 'requires_payment_method',
      customerId: setup.customerId,
      paymentMethodId: null,
    });
    expect(() =>
      stripe.parseWebhook(Buffer.from('{"type":"setup_intent.succeeded"}'), 't=1,v1=deadbeef'),
    ).toThrow();
  });
});
