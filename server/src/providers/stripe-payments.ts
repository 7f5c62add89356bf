import Stripe from 'stripe';
import type { AppConfig } from '../config';
import {
  type AccountSnapshot,
  type CreateAccountInput,
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
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The payment or payout a Stripe event carries, in the app's terms. */
function stripeObjects(event: Stripe.Event): Pick<WebhookEvent, 'payment' | 'payout'> {
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
