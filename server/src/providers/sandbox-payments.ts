import { and, eq, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  sandboxAccounts,
  sandboxLinks,
  sandboxPaymentIntents,
  sandboxSetupIntents,
  webhookEvents,
} from '../db/schema';
import type { Clock } from '../lib/clock';
import { randomToken } from '../lib/ids';
import {
  type AccountSnapshot,
  type ChargeSavedCardInput,
  type ChargeSavedCardResult,
  type CreateAccountInput,
  type CreateCardSetupInput,
  type CreatedCardSetup,
  type CreatedPayment,
  type CreatePaymentInput,
  type LocalPayments,
  type PaymentEventSink,
  type PaymentSnapshot,
  type PaymentsProvider,
  type RefundInput,
  type WebhookEvent,
  WebhooksNotConfiguredError,
} from './payments';

/**
 * The sandbox's answer to Stripe's `default_currency`: the currency of the host's country,
 * as Stripe sets it for an account of that country (docs/decisions/134). The euro area is
 * listed whole; a country not here is paid in usd.
 */
const EURO_COUNTRIES = 'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK'.split(' ');
export const SANDBOX_COUNTRY_CURRENCY: Readonly<Record<string, string>> = {
  US: 'usd',
  AU: 'aud',
  BR: 'brl',
  CA: 'cad',
  CH: 'chf',
  CZ: 'czk',
  DK: 'dkk',
  GB: 'gbp',
  HK: 'hkd',
  HU: 'huf',
  IN: 'inr',
  JP: 'jpy',
  MX: 'mxn',
  MY: 'myr',
  NO: 'nok',
  NZ: 'nzd',
  PL: 'pln',
  RO: 'ron',
  SE: 'sek',
  SG: 'sgd',
  TH: 'thb',
  ...Object.fromEntries(EURO_COUNTRIES.map((code) => [code, 'eur'])),
};

/** The currency the sandbox gives an account of `country` (ISO alpha-2), usd when unknown. */
export function sandboxCurrencyOf(country: string | null | undefined): string {
  return SANDBOX_COUNTRY_CURRENCY[(country ?? '').trim().toUpperCase()] ?? 'usd';
}

export const SANDBOX_LINK_TTL_MS = { onboarding: 10 * 60_000, dashboard: 5 * 60_000 } as const;

/**
 * The test cards the card page in setup mode saves, and how an off-session charge to each
 * goes, as with Stripe's test cards (docs/decisions/149).
 */
const SAVED_CARD_OUTCOMES: Readonly<Record<string, ChargeSavedCardResult['outcome']>> = {
  '4242424242424242': 'succeeded',
  '4000002760003184': 'authentication_required',
  '4000000000009995': 'declined',
};

/** An id's random part: letters and digits only, as Stripe's ids. */
const idPart = (bytes: number) => randomToken(bytes).replace(/[-_]/g, 'x');

/**
 * Works on one machine with no account anywhere: accounts live in the database, the
 * account link opens a local onboarding page (/sandbox/connect/onboarding/<token>) and the
 * dashboard link a local page showing the account.
 */
export class SandboxPaymentsProvider implements PaymentsProvider, LocalPayments {
  readonly name = 'sandbox';
  readonly displayName = 'Stripe (sandbox)';
  readonly local: LocalPayments = this;
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Like Stripe, a key seen before answers the account it made, however many ask at once. */
  async createAccount(input: CreateAccountInput) {
    const id = `acct_sandbox_${idPart(9)}`;
    await this.db
      .insert(sandboxAccounts)
      .values({
        id,
        email: input.email,
        defaultCurrency: sandboxCurrencyOf(input.country),
        idempotencyKey: input.idempotencyKey,
        createdAt: this.clock(),
      })
      .onConflictDoNothing({ target: sandboxAccounts.idempotencyKey });
    const [account] = await this.db
      .select({ id: sandboxAccounts.id })
      .from(sandboxAccounts)
      .where(eq(sandboxAccounts.idempotencyKey, input.idempotencyKey));
    return { id: account!.id };
  }

  async retrieveAccount(id: string): Promise<AccountSnapshot> {
    const [account] = await this.db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, id));
    if (!account) throw new Error(`sandbox account ${id} does not exist`);
    return {
      id: account.id,
      detailsSubmitted: account.detailsSubmitted,
      chargesEnabled: account.chargesEnabled,
      payoutsEnabled: account.payoutsEnabled,
      defaultCurrency: account.defaultCurrency,
    };
  }

  private async link(
    kind: 'onboarding' | 'dashboard',
    accountId: string,
    urls: Partial<Record<'refreshUrl' | 'returnUrl', string>>,
  ) {
    const token = randomToken(24);
    await this.db.insert(sandboxLinks).values({
      token,
      kind,
      accountId,
      refreshUrl: urls.refreshUrl ?? null,
      returnUrl: urls.returnUrl ?? null,
      expiresAt: new Date(this.clock().getTime() + SANDBOX_LINK_TTL_MS[kind]),
    });
    return token;
  }

  async createAccountLink(id: string, urls: { refreshUrl: string; returnUrl: string; origin: string }) {
    const token = await this.link('onboarding', id, urls);
    return { url: `${urls.origin}/sandbox/connect/onboarding/${token}` };
  }

  async createDashboardLink(id: string, origin: string) {
    const token = await this.link('dashboard', id, {});
    return { url: `${origin}/sandbox/connect/dashboard/${token}` };
  }

  parseWebhook(): WebhookEvent {
    throw new WebhooksNotConfiguredError('the sandbox provider has no webhooks');
  }

  #sink: PaymentEventSink | null = null;

  /**
   * Where the sandbox announces what Stripe would announce by webhook (a payment that
   * succeeded or failed, a refund, a payout): the app applies these exactly as it applies
   * Stripe's verified events, through the same handlers.
   */
  deliverEventsTo(sink: PaymentEventSink) {
    this.#sink = sink;
  }

  async #emit(type: string, event: Omit<WebhookEvent, 'id' | 'type' | 'account'>, id?: string) {
    await this.#sink?.({ id: id ?? `evt_sandbox_${randomToken(12)}`, type, account: null, ...event });
  }

  /** One id per intent for its success, so announcing it again is recognised as a repeat. */
  static succeededEventId(intentId: string) {
    return `evt_sandbox_succeeded_${intentId}`;
  }

  /**
   * Announces again each charge whose success the app has not recorded, as Stripe retries a
   * webhook: the charge is taken, then announced, and a process stopped in between (kill -9)
   * left a paid intent with a seat still held and no record (docs/decisions/096). Run at
   * start; the app applies each success once, by its event id.
   */
  async redeliverUnrecordedSuccesses() {
    const unrecorded = await this.db
      .select()
      .from(sandboxPaymentIntents)
      .where(
        and(
          eq(sandboxPaymentIntents.status, 'succeeded'),
          notExists(
            this.db
              .select({ id: webhookEvents.id })
              .from(webhookEvents)
              .where(eq(webhookEvents.id, sql`'evt_sandbox_succeeded_' || ${sandboxPaymentIntents.id}`)),
          ),
        ),
      );
    const failed: unknown[] = [];
    for (const intent of unrecorded) {
      // One that cannot be taken in now stays unrecorded and is announced at the next start.
      await this.#emit(
        'payment_intent.succeeded',
        { payment: this.#snapshot(intent) },
        SandboxPaymentsProvider.succeededEventId(intent.id),
      ).catch((error: unknown) => failed.push(error));
    }
    return { announced: unrecorded.length, failed };
  }

  #snapshot(intent: typeof sandboxPaymentIntents.$inferSelect): PaymentSnapshot {
    return {
      intentId: intent.id,
      status: intent.status,
      chargeId: intent.chargeId,
      paymentMethod: intent.chargeId ? 'card' : null,
      amountRefunded: intent.amountRefunded,
    };
  }

  /** Like Stripe's PaymentIntent: one per idempotency key, paid on the local test card page. */
  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const intent = await this.#openIntent(input);
    return {
      intentId: intent.id,
      status: intent.status,
      clientSecret: null,
      checkoutUrl: `${input.origin}/sandbox/pay/${intent.checkoutToken}`,
    };
  }

  /** The intent of an idempotency key, made (awaiting a card) when the key is new. */
  async #openIntent(input: Omit<CreatePaymentInput, 'origin' | 'returnUrl'> & { returnUrl: string | null }) {
    await this.db
      .insert(sandboxPaymentIntents)
      .values({
        id: `pi_sandbox_${idPart(12)}`,
        idempotencyKey: input.idempotencyKey,
        checkoutToken: randomToken(24),
        amount: input.amountMinor,
        currency: input.currency,
        applicationFeeAmount: input.applicationFeeMinor,
        destination: input.destinationAccountId,
        description: input.description,
        returnUrl: input.returnUrl,
        status: 'requires_payment_method',
        createdAt: this.clock(),
      })
      .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey });
    const [intent] = await this.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.idempotencyKey, input.idempotencyKey));
    return intent!;
  }

  async intentByCheckoutToken(token: string) {
    const [intent] = await this.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.checkoutToken, token));
    return intent ?? null;
  }

  /**
   * The test card page was submitted. Stripe's test numbers decide: 4242 4242 4242 4242
   * succeeds, 4000 0000 0000 0002 is declined, anything else is not a card. Answers what
   * happened; the app hears of it through the event sink, as by a webhook.
   */
  async payWithCard(token: string, cardNumber: string, options: { at?: Date } = {}) {
    const when = options.at ? { occurredAt: options.at } : {};
    const digits = cardNumber.replace(/[\s-]/g, '');
    const intent = await this.intentByCheckoutToken(token);
    if (!intent) return 'unknown' as const;
    if (intent.status === 'succeeded') return 'already_paid' as const;
    if (intent.status === 'canceled') return 'canceled' as const;
    if (digits === '4000000000000002') {
      await this.#emit('payment_intent.payment_failed', {
        payment: { ...this.#snapshot(intent), status: 'requires_payment_method' },
        ...when,
      });
      return 'declined' as const;
    }
    if (digits !== '4242424242424242') return 'invalid' as const;
    return (await this.#charge(intent.id, options.at)) ? ('succeeded' as const) : ('already_paid' as const);
  }

  /**
   * Takes the charge of an intent awaiting a card and announces payment_intent.succeeded;
   * answers the paid intent, or null when it was not awaiting one (paid meanwhile).
   */
  async #charge(intentId: string, at?: Date) {
    const [paid] = await this.db
      .update(sandboxPaymentIntents)
      .set({ status: 'succeeded', chargeId: `ch_sandbox_${idPart(12)}`, succeededAt: at ?? this.clock() })
      .where(
        and(
          eq(sandboxPaymentIntents.id, intentId),
          eq(sandboxPaymentIntents.status, 'requires_payment_method'),
        ),
      )
      .returning();
    if (!paid) return null;
    // If the app cannot take the news in (its transaction rolled back), the sandbox cannot
    // deliver it again as Stripe would: the charge is undone, so the guest is never charged
    // for a seat the app does not know was paid, and may pay again.
    await this.#announceOrUndo(
      () =>
        this.#emit(
          'payment_intent.succeeded',
          { payment: this.#snapshot(paid), ...(at ? { occurredAt: at } : {}) },
          SandboxPaymentsProvider.succeededEventId(paid.id),
        ),
      () =>
        this.db
          .update(sandboxPaymentIntents)
          .set({ status: 'requires_payment_method', chargeId: null, succeededAt: null })
          .where(eq(sandboxPaymentIntents.id, paid.id)),
    );
    return paid;
  }

  /** Announces what was just done, undoing it when the app could not take the news in. */
  async #announceOrUndo(announce: () => Promise<void>, undo: () => Promise<unknown>) {
    try {
      await announce();
    } catch (error) {
      await undo();
      throw error;
    }
  }

  /**
   * Like Stripe's SetupIntent with `usage: 'off_session'` (docs/decisions/149): one per
   * idempotency key, on a customer made with it when none is given, and saved on the local
   * card page in setup mode.
   */
  async createCardSetup(input: CreateCardSetupInput): Promise<CreatedCardSetup> {
    await this.db
      .insert(sandboxSetupIntents)
      .values({
        id: `seti_sandbox_${idPart(12)}`,
        idempotencyKey: input.idempotencyKey,
        checkoutToken: randomToken(24),
        customer: input.customerId ?? `cus_sandbox_${idPart(9)}`,
        description: input.description,
        returnUrl: input.returnUrl,
        status: 'requires_payment_method',
        metadata: input.metadata,
        createdAt: this.clock(),
      })
      .onConflictDoNothing({ target: sandboxSetupIntents.idempotencyKey });
    const [setup] = await this.db
      .select()
      .from(sandboxSetupIntents)
      .where(eq(sandboxSetupIntents.idempotencyKey, input.idempotencyKey));
    return {
      setupIntentId: setup!.id,
      customerId: setup!.customer,
      clientSecret: null,
      checkoutUrl: `${input.origin}/sandbox/setup/${setup!.checkoutToken}`,
    };
  }

  async setupByCheckoutToken(token: string) {
    const [setup] = await this.db
      .select()
      .from(sandboxSetupIntents)
      .where(eq(sandboxSetupIntents.checkoutToken, token));
    return setup ?? null;
  }

  /**
   * The card page in setup mode was submitted: a test card is saved and
   * setup_intent.succeeded announced (docs/decisions/149).
   */
  async saveCard(token: string, cardNumber: string) {
    const digits = cardNumber.replace(/[\s-]/g, '');
    const setup = await this.setupByCheckoutToken(token);
    if (!setup) return 'unknown' as const;
    if (setup.status === 'succeeded') return 'already_saved' as const;
    if (!SAVED_CARD_OUTCOMES[digits]) return 'invalid' as const;
    const [saved] = await this.db
      .update(sandboxSetupIntents)
      .set({
        status: 'succeeded',
        paymentMethod: `pm_sandbox_${idPart(12)}`,
        cardNumber: digits,
        succeededAt: this.clock(),
      })
      .where(
        and(eq(sandboxSetupIntents.id, setup.id), eq(sandboxSetupIntents.status, 'requires_payment_method')),
      )
      .returning();
    if (!saved) return 'already_saved' as const;
    // As with a charge: a card the app never heard of is not kept.
    await this.#announceOrUndo(
      () =>
        this.#emit(
          'setup_intent.succeeded',
          {
            setup: {
              setupIntentId: saved.id,
              status: saved.status,
              customerId: saved.customer,
              paymentMethodId: saved.paymentMethod,
            },
          },
          `evt_sandbox_setup_succeeded_${saved.id}`,
        ),
      () =>
        this.db
          .update(sandboxSetupIntents)
          .set({
            status: 'requires_payment_method',
            paymentMethod: null,
            cardNumber: null,
            succeededAt: null,
          })
          .where(eq(sandboxSetupIntents.id, saved.id)),
    );
    return 'succeeded' as const;
  }

  /**
   * An off-session charge to a saved card (docs/decisions/149), decided by the test card
   * saved, as at Stripe. Every outcome leaves an intent of the idempotency key, and the same
   * key answers the same intent and outcome without a second charge. 4242… is charged as
   * the card page charges (payment_intent.succeeded announced; refunds and payouts as for
   * any charge). 3184 (authentication_required) and 9995 (declined) leave the intent in
   * requires_payment_method, as Stripe does after an off-session failure (not
   * requires_action), and announce payment_intent.payment_failed. A payment method not
   * saved on the customer is an error, as at Stripe.
   */
  async chargeSavedCard(input: ChargeSavedCardInput): Promise<ChargeSavedCardResult> {
    const [card] = await this.db
      .select()
      .from(sandboxSetupIntents)
      .where(eq(sandboxSetupIntents.paymentMethod, input.paymentMethodId));
    const outcome = card?.cardNumber ? SAVED_CARD_OUTCOMES[card.cardNumber] : undefined;
    if (!card || card.customer !== input.customerId || !outcome) {
      throw new Error(`sandbox payment method ${input.paymentMethodId} is not saved on ${input.customerId}`);
    }
    let intent = await this.#openIntent({ ...input, returnUrl: null });
    if (intent.status === 'requires_payment_method' && outcome === 'succeeded')
      intent = (await this.#charge(intent.id)) ?? (await this.#intentById(intent.id));
    if (intent.status === 'succeeded')
      return { outcome: 'succeeded', intentId: intent.id, chargeId: intent.chargeId };
    if (outcome === 'succeeded') throw new Error(`sandbox payment ${intent.id} is ${intent.status}`);
    await this.#emit(
      'payment_intent.payment_failed',
      { payment: this.#snapshot(intent) },
      `evt_sandbox_failed_${intent.id}`,
    );
    return { outcome, intentId: intent.id, chargeId: null };
  }

  async #intentById(id: string) {
    const [intent] = await this.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, id));
    return intent!;
  }

  async refundPayment(input: RefundInput) {
    const [intent] = await this.db
      .update(sandboxPaymentIntents)
      .set({
        amountRefunded: sql`least(${sandboxPaymentIntents.amount}, ${sandboxPaymentIntents.amountRefunded} + ${input.amountMinor})`,
      })
      .where(and(eq(sandboxPaymentIntents.id, input.intentId), eq(sandboxPaymentIntents.status, 'succeeded')))
      .returning();
    if (!intent) throw new Error(`sandbox payment ${input.intentId} cannot be refunded`);
    await this.#emit('charge.refunded', { payment: this.#snapshot(intent) });
    return { id: `re_sandbox_${idPart(12)}`, status: 'succeeded' };
  }

  /**
   * A simulated payout schedule (docs/decisions/084): what a connected account was paid
   * leaves in a payout a day after the payment ('in_transit') and arrives a day later
   * ('paid'); fully refunded payments are not paid out. Safe to run often and on several
   * instances: each step is a conditional update, and only its winner announces it.
   */
  async runPayoutSchedule(dayMs = 86_400_000) {
    const now = this.clock();
    const due = await this.db
      .select()
      .from(sandboxPaymentIntents)
      .where(
        and(
          eq(sandboxPaymentIntents.status, 'succeeded'),
          isNull(sandboxPaymentIntents.payoutId),
          lte(sandboxPaymentIntents.succeededAt, new Date(now.getTime() - dayMs)),
          sql`${sandboxPaymentIntents.amountRefunded} < ${sandboxPaymentIntents.amount}`,
        ),
      );
    const byAccount = new Map<string, string[]>();
    for (const intent of due)
      byAccount.set(intent.destination, [...(byAccount.get(intent.destination) ?? []), intent.id]);
    for (const [accountId, ids] of byAccount) {
      const payoutId = `po_sandbox_${idPart(12)}`;
      const taken = await this.db
        .update(sandboxPaymentIntents)
        .set({ payoutId, payoutStatus: 'in_transit', payoutCreatedAt: now })
        .where(and(inArray(sandboxPaymentIntents.id, ids), isNull(sandboxPaymentIntents.payoutId)))
        .returning({ id: sandboxPaymentIntents.id });
      if (taken.length === 0) continue;
      await this.#emit('payout.created', {
        payout: {
          id: payoutId,
          status: 'in_transit',
          accountId,
          createdAt: now,
          intentIds: taken.map((row) => row.id),
        },
      });
    }
    const arriving = await this.db
      .update(sandboxPaymentIntents)
      .set({ payoutStatus: 'paid' })
      .where(
        and(
          eq(sandboxPaymentIntents.payoutStatus, 'in_transit'),
          isNotNull(sandboxPaymentIntents.payoutId),
          lte(sandboxPaymentIntents.payoutCreatedAt, new Date(now.getTime() - dayMs)),
        ),
      )
      .returning();
    const payouts = new Map<string, typeof arriving>();
    for (const intent of arriving)
      payouts.set(intent.payoutId!, [...(payouts.get(intent.payoutId!) ?? []), intent]);
    for (const [payoutId, intents] of payouts) {
      await this.#emit('payout.paid', {
        payout: {
          id: payoutId,
          status: 'paid',
          accountId: intents[0]!.destination,
          createdAt: intents[0]!.payoutCreatedAt!,
          intentIds: intents.map((intent) => intent.id),
        },
      });
    }
  }

  /** A link that exists, has the right kind, has not expired and (onboarding) is unused. */
  async findLink(token: string, kind: 'onboarding' | 'dashboard') {
    const [link] = await this.db
      .select()
      .from(sandboxLinks)
      .where(and(eq(sandboxLinks.token, token), eq(sandboxLinks.kind, kind)));
    if (!link) return { link: null, usable: false } as const;
    const usable = link.expiresAt > this.clock() && (kind === 'dashboard' || link.usedAt === null);
    return { link, usable } as const;
  }

  /** The onboarding form was submitted: details in, charges and payouts on, link used up. */
  async completeOnboarding(token: string, businessName: string) {
    const now = this.clock();
    const [link] = await this.db
      .update(sandboxLinks)
      .set({ usedAt: now })
      .where(
        and(eq(sandboxLinks.token, token), eq(sandboxLinks.kind, 'onboarding'), isNull(sandboxLinks.usedAt)),
      )
      .returning();
    if (!link || link.expiresAt <= now) return null;
    await this.db
      .update(sandboxAccounts)
      .set({ businessName, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true })
      .where(eq(sandboxAccounts.id, link.accountId));
    return link;
  }

  /**
   * What Stripe announces when a connected account is lost (docs/decisions/101):
   * `restrict` switches its charges off (`account.updated`), `deauthorize` revokes the
   * platform's access (`account.application.deauthorized`). Applied by the same handlers.
   */
  async loseAccount(id: string, how: 'restrict' | 'deauthorize') {
    const eventId = `evt_sandbox_${randomToken(12)}`;
    if (how === 'deauthorize') {
      await this.#sink?.({
        id: eventId,
        type: 'account.application.deauthorized',
        account: null,
        connectedAccountId: id,
      });
      return;
    }
    await this.db.update(sandboxAccounts).set({ chargesEnabled: false }).where(eq(sandboxAccounts.id, id));
    await this.#sink?.({
      id: eventId,
      type: 'account.updated',
      account: await this.retrieveAccount(id),
      connectedAccountId: id,
    });
  }

  async accountById(id: string) {
    const [account] = await this.db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, id));
    return account ?? null;
  }

  /**
   * The account's balance as Stripe keeps it for destination charges (docs/decisions/084):
   * each charge adds its amount less our fee, a refund reverses that share in proportion,
   * and a payout takes out what it carries. The sandbox refunds in full only, and a charge
   * refunded in full is never paid out, so a refund of a charge already paid out came after
   * its payout: it comes out of the balance, which may then be below zero, as at Stripe.
   */
  async balanceOf(accountId: string) {
    const account = await this.accountById(accountId);
    if (!account) return [];
    const charges = await this.db
      .select({
        amount: sandboxPaymentIntents.amount,
        fee: sandboxPaymentIntents.applicationFeeAmount,
        refunded: sandboxPaymentIntents.amountRefunded,
        currency: sandboxPaymentIntents.currency,
        payoutId: sandboxPaymentIntents.payoutId,
      })
      .from(sandboxPaymentIntents)
      .where(
        and(eq(sandboxPaymentIntents.destination, accountId), eq(sandboxPaymentIntents.status, 'succeeded')),
      );
    const balance = new Map([[account.defaultCurrency, 0]]);
    for (const charge of charges) {
      const transferred = charge.amount - charge.fee;
      const reversed = charge.amount > 0 ? Math.round((transferred * charge.refunded) / charge.amount) : 0;
      const held = charge.payoutId === null ? transferred - reversed : -reversed;
      balance.set(charge.currency, (balance.get(charge.currency) ?? 0) + held);
    }
    return [...balance].map(([currency, amountMinor]) => ({ currency, amountMinor }));
  }
}
