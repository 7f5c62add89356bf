import Stripe from 'stripe';
import type { AppConfig } from '../config';
import {
  type AccountSnapshot,
  type ChargeSavedCardInput,
  type ChargeSavedCardResult,
  type CreateAccountInput,
  type CreateCardSetupInput,
  type CreatedCardSetup,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentsProvider,
  type RefundInput,
  type WebhookEvent,
  WebhookSignatureError,
  WebhooksNotConfiguredError,
} from './payments';

function snapshot(account: Stripe.Account): AccountSnapshot {
  return {
    id: account.id,
    detailsSubmitted: Boolean(account.details_submitted),
    chargesEnabled: Boolean(account.charges_enabled),
    payoutsEnabled: Boolean(account.payouts_enabled),
    defaultCurrency: account.default_currency ? account.default_currency.toLowerCase() : null,
  };
}

/** Stripe Connect with Express accounts, through the official `stripe` package. */
export class StripePaymentsProvider implements PaymentsProvider {
  readonly name = 'stripe';
  readonly displayName = 'Stripe';
  readonly stripe: Stripe;
  constructor(private readonly options: Extract<AppConfig['payments'], { provider: 'stripe' }>) {
    const base = options.apiBase ? new URL(options.apiBase) : null;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 1,
      timeout: 15_000,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
  }

  async createAccount(input: CreateAccountInput) {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        ...(input.email ? { email: input.email } : {}),
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { user_slug: input.userSlug },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: account.id };
  }

  async retrieveAccount(id: string) {
    return snapshot(await this.stripe.accounts.retrieve(id));
  }

  async createAccountLink(id: string, urls: { refreshUrl: string; returnUrl: string }) {
    const link = await this.stripe.accountLinks.create({
      account: id,
      refresh_url: urls.refreshUrl,
      return_url: urls.returnUrl,
      type: 'account_onboarding',
    });
    return { url: link.url };
  }

  async createDashboardLink(id: string) {
    const link = await this.stripe.accounts.createLoginLink(id);
    return { url: link.url };
  }

  /**
   * Verifies the signature with the platform endpoint's secret or the Connect endpoint's:
   * Stripe sends events on connected accounts (account.updated, payout.*) to a Connect
   * endpoint, which signs with a secret of its own, and both may point at this one URL.
   */
  parseWebhook(rawBody: Buffer, signature: string): WebhookEvent {
    const secrets = [this.options.webhookSecret, this.options.connectWebhookSecret].filter(
      (secret): secret is string => Boolean(secret),
    );
    if (secrets.length === 0) throw new WebhooksNotConfiguredError('STRIPE_WEBHOOK_SECRET is not set');
    if (!signature) throw new WebhookSignatureError('no Stripe-Signature header');
    let event: Stripe.Event | null = null;
    let failure = '';
    for (const secret of secrets) {
      try {
        event = this.stripe.webhooks.constructEvent(rawBody, signature, secret);
        break;
      } catch (error) {
        failure = (error as Error).message;
      }
    }
    if (!event) throw new WebhookSignatureError(failure);
    const account = event.type === 'account.updated' ? snapshot(event.data.object as Stripe.Account) : null;
    return {
      id: event.id,
      type: event.type,
      account,
      connectedAccountId: event.account ?? null,
      ...stripeObjects(event),
    };
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountMinor,
        currency: input.currency,
        application_fee_amount: input.applicationFeeMinor,
        transfer_data: { destination: input.destinationAccountId },
        automatic_payment_methods: { enabled: true },
        description: input.description,
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return {
      intentId: intent.id,
      status: intent.status,
      clientSecret: intent.client_secret,
      checkoutUrl: null,
    };
  }

  async refundPayment(input: RefundInput) {
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: input.intentId,
        amount: input.amountMinor,
        reverse_transfer: true,
        refund_application_fee: input.refundApplicationFee,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: refund.id, status: refund.status ?? 'pending' };
  }

  /**
   * A SetupIntent for off-session charges (docs/decisions/149), on a Customer made with a
   * key of its own when none is given, so a retry makes neither twice.
   */
  async createCardSetup(input: CreateCardSetupInput): Promise<CreatedCardSetup> {
    const customerId =
      input.customerId ??
      (
        await this.stripe.customers.create(
          { ...(input.email ? { email: input.email } : {}), metadata: input.metadata },
          { idempotencyKey: `${input.idempotencyKey}-customer` },
        )
      ).id;
    const setup = await this.stripe.setupIntents.create(
      {
        customer: customerId,
        usage: 'off_session',
        // `payment_method_types` in API versions before this client's (2026-10-28).
        allowed_payment_method_types: ['card'],
        description: input.description,
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { setupIntentId: setup.id, customerId, clientSecret: setup.client_secret, checkoutUrl: null };
  }

  /**
   * Confirms a destination charge to the saved card at once, the guest away
   * (docs/decisions/149). Stripe answers a refusal with a 402 card error and leaves the
   * intent in requires_payment_method: authentication_required (as code or as the issuer's
   * decline code) is one outcome, any other card error is declined. Other errors (network,
   * 5xx) are thrown; the same key retried never charges twice.
   */
  async chargeSavedCard(input: ChargeSavedCardInput): Promise<ChargeSavedCardResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountMinor,
          currency: input.currency,
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          off_session: true,
          confirm: true,
          application_fee_amount: input.applicationFeeMinor,
          transfer_data: { destination: input.destinationAccountId },
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (intent.status === 'succeeded')
        return { outcome: 'succeeded', intentId: intent.id, chargeId: idOf(intent.latest_charge) };
      // Off-session, Stripe answers a refusal with an error rather than these states.
      if (intent.status === 'requires_action')
        return { outcome: 'authentication_required', intentId: intent.id, chargeId: null };
      if (intent.status === 'requires_payment_method')
        return { outcome: 'declined', intentId: intent.id, chargeId: null };
      throw new Error(`Stripe left off-session payment ${intent.id} ${intent.status}`);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
      const authentication =
        error.code === 'authentication_required' || error.decline_code === 'authentication_required';
      return {
        outcome: authentication ? 'authentication_required' : 'declined',
        intentId: error.payment_intent?.id ?? null,
        chargeId: null,
      };
    }
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The payment, payout or card setup a Stripe event carries, in the app's terms. */
function stripeObjects(event: Stripe.Event): Pick<WebhookEvent, 'payment' | 'payout' | 'setup'> {
  // setup_intent.succeeded, setup_intent.setup_failed… (docs/decisions/149)
  if (event.type.startsWith('setup_intent.')) {
    const setup = event.data.object as Stripe.SetupIntent;
    return {
      setup: {
        setupIntentId: setup.id,
        status: setup.status,
        customerId: idOf(setup.customer),
        paymentMethodId: idOf(setup.payment_method),
      },
    };
  }
  if (event.type.startsWith('payment_intent.')) {
    const intent = event.data.object as Stripe.PaymentIntent;
    return {
      payment: {
        intentId: intent.id,
        status: intent.status,
        chargeId: idOf(intent.latest_charge),
        paymentMethod: intent.payment_method_types?.[0] ?? null,
        amountRefunded: null,
      },
    };
  }
  if (event.type === 'charge.refunded' || event.type === 'charge.succeeded') {
    const charge = event.data.object as Stripe.Charge;
    const intentId = idOf(charge.payment_intent);
    if (!intentId) return {};
    return {
      payment: {
        intentId,
        status: charge.status === 'succeeded' ? 'succeeded' : charge.status,
        chargeId: charge.id,
        paymentMethod: charge.payment_method_details?.type ?? null,
        amountRefunded: charge.amount_refunded,
      },
    };
  }
  if (event.type.startsWith('payout.') && event.account) {
    const payout = event.data.object as Stripe.Payout;
    return {
      payout: {
        id: payout.id,
        status: payout.status,
        accountId: event.account,
        createdAt: new Date(payout.created * 1000),
        intentIds: null,
      },
    };
  }
  return {};
}
