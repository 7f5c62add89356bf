import type { sandboxAccounts, sandboxLinks, sandboxPaymentIntents, sandboxSetupIntents } from '../db/schema';

export type AccountSnapshot = {
  id: string;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /**
   * The account's default currency, lower case (Stripe's `default_currency`): what it is paid
   * out in, and so what its host's events are priced in (docs/decisions/134). Null when the
   * provider has not said.
   */
  defaultCurrency: string | null;
};

/** A payment intent as the provider reports it (payment_intent.* and charge.* events). */
export type PaymentSnapshot = {
  intentId: string;
  /** The provider's status: requires_payment_method, processing, succeeded, canceled… */
  status: string;
  chargeId: string | null;
  paymentMethod: string | null;
  /** What the provider has given back in all, when the event says (charge.refunded). */
  amountRefunded: number | null;
};

/** A payout to a connected account (payout.* events on that account). */
export type PayoutSnapshot = {
  id: string;
  /** pending, in_transit, paid, failed or canceled. */
  status: string;
  accountId: string;
  createdAt: Date;
  /** The intents the payout carries, when the provider knows them exactly (the sandbox). */
  intentIds: string[] | null;
};

/**
 * A verified webhook event, normalised by the provider: its id, its type, and the object
 * it carries in the app's terms.
 */
export type WebhookEvent = {
  id: string;
  type: string;
  account: AccountSnapshot | null;
  /** The connected account an event happened on (Stripe's `event.account`), when it names one. */
  connectedAccountId?: string | null;
  payment?: PaymentSnapshot | null;
  payout?: PayoutSnapshot | null;
  /** setup_intent.* events: the card saved for off-session charges (docs/decisions/149). */
  setup?: SetupSnapshot | null;
  /**
   * When it happened, for an event the app applies as of then rather than as of its
   * arrival: only the sandbox's `payWithCard` with `at` sets it (the demo's seed paying seats
   * in the past, docs/decisions/136). Stripe's webhooks leave it unset.
   */
  occurredAt?: Date;
};

export type CreatePaymentInput = {
  amountMinor: number;
  currency: string;
  /** Our commission, kept by the platform (`application_fee_amount`). */
  applicationFeeMinor: number;
  /** The host's connected account, where the rest goes (`transfer_data.destination`). */
  destinationAccountId: string;
  description: string;
  metadata: Record<string, string>;
  /** The same key answers the same intent: a retry never charges twice. */
  idempotencyKey: string;
  /** Where the sandbox's card page sends the guest back to, and the origin of its URL. */
  origin: string;
  returnUrl: string | null;
};

export type CreatedPayment = {
  intentId: string;
  status: string;
  /** For a mobile app's payment sheet (Stripe), or null. */
  clientSecret: string | null;
  /** A page where the guest pays (the sandbox's test card page), or null. */
  checkoutUrl: string | null;
};

export type RefundInput = {
  intentId: string;
  amountMinor: number;
  /** Give our fee back to the guest too (a refund we owe in full). */
  refundApplicationFee: boolean;
  idempotencyKey: string;
};

/**
 * A card saved for later, off-session charges (a Stripe SetupIntent with `usage:
 * 'off_session'` on a Customer): a guest waiting with auto-claim (docs/decisions/149).
 */
export type CreateCardSetupInput = {
  /** The customer to save the card on; null makes one (with `email` when known). */
  customerId: string | null;
  email: string | null;
  description: string;
  metadata: Record<string, string>;
  /** The same key answers the same SetupIntent (and customer). */
  idempotencyKey: string;
  /** Where the sandbox's card page in setup mode sends the guest back to, and its URL's origin. */
  origin: string;
  returnUrl: string | null;
};

export type CreatedCardSetup = {
  setupIntentId: string;
  customerId: string;
  /** For a mobile app's payment sheet in setup mode (Stripe), or null. */
  clientSecret: string | null;
  /** A page where the guest saves a card (the sandbox's test card page in setup mode), or null. */
  checkoutUrl: string | null;
};

/** A SetupIntent as the provider reports it (setup_intent.succeeded). */
export type SetupSnapshot = {
  setupIntentId: string;
  /** The provider's status: succeeded, requires_payment_method, canceled… */
  status: string;
  customerId: string | null;
  /** The saved card, once the setup succeeded. */
  paymentMethodId: string | null;
};

/** A seat charged off-session to a saved card: a destination charge as createPayment's. */
export type ChargeSavedCardInput = Omit<CreatePaymentInput, 'origin' | 'returnUrl'> & {
  customerId: string;
  paymentMethodId: string;
};

/**
 * How an off-session charge went. `succeeded`: the money is taken (the provider also
 * announces payment_intent.succeeded). `authentication_required`: the bank wants the guest
 * present (Stripe's `authentication_required`, test card 4000 0027 6000 3184). `declined`: the
 * card was refused (test card 4000 0000 0000 9995). `intentId` names the intent when one was
 * made (so its failure can be matched), else null.
 */
export type ChargeSavedCardResult = {
  outcome: 'succeeded' | 'authentication_required' | 'declined';
  intentId: string | null;
  chargeId: string | null;
};

export type CreateAccountInput = {
  email: string | null;
  userSlug: string;
  /** The host's country (ISO 3166 alpha-2) as the profile knows it; the sandbox takes its currency from it. */
  country?: string | null;
  /** The same key answers the same account: a retry or a second click never makes two. */
  idempotencyKey: string;
};

/** A Connect-style payments provider: connected accounts, onboarding and dashboard links. */
export interface PaymentsProvider {
  readonly name: 'sandbox' | 'stripe';
  readonly displayName: string;
  createAccount(input: CreateAccountInput): Promise<{ id: string }>;
  retrieveAccount(id: string): Promise<AccountSnapshot>;
  createAccountLink(
    id: string,
    urls: { refreshUrl: string; returnUrl: string; origin: string },
  ): Promise<{ url: string }>;
  createDashboardLink(id: string, origin: string): Promise<{ url: string }>;
  /** Verifies a webhook's signature over the raw body; throws when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string): WebhookEvent;
  /** A destination charge for a seat: the guest pays us, the host's account gets the rest. */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Gives money back; the transfer to the host is reversed by the same share. */
  refundPayment(input: RefundInput): Promise<{ id: string; status: string }>;
  /** A SetupIntent to save a card for off-session charges (docs/decisions/149). */
  createCardSetup(input: CreateCardSetupInput): Promise<CreatedCardSetup>;
  /** Charges a saved card with the guest away; never throws for a card's refusal (see the result). */
  chargeSavedCard(input: ChargeSavedCardInput): Promise<ChargeSavedCardResult>;
  /**
   * What a provider running on this machine does that Stripe does on its side: announce
   * events, pay out and host the onboarding, dashboard and card pages. Set by the sandbox
   * (`sandbox-payments.ts`); Stripe (`stripe-payments.ts`) leaves it unset.
   */
  readonly local?: LocalPayments;
}

/** Where the app hears of what happened to a payment, an account or a payout. */
export type PaymentEventSink = (event: WebhookEvent) => Promise<unknown>;

/**
 * A provider without webhooks: it announces its events straight to the app's handlers,
 * runs its payout schedule when asked and backs the pages Stripe would host.
 */
export interface LocalPayments {
  /** Where events go from now on; the app passes the handlers Stripe's webhooks reach. */
  deliverEventsTo(sink: PaymentEventSink): void;
  /** Announces again each charge the app has not recorded (docs/decisions/096). */
  redeliverUnrecordedSuccesses(): Promise<{ announced: number; failed: unknown[] }>;
  /** Moves simulated payouts along (docs/decisions/084); safe to run often and on several instances. */
  runPayoutSchedule(): Promise<void>;
  findLink(
    token: string,
    kind: 'onboarding' | 'dashboard',
  ): Promise<
    | { readonly link: null; readonly usable: false }
    | { readonly link: typeof sandboxLinks.$inferSelect; readonly usable: boolean }
  >;
  completeOnboarding(token: string, businessName: string): Promise<typeof sandboxLinks.$inferSelect | null>;
  accountById(id: string): Promise<typeof sandboxAccounts.$inferSelect | null>;
  /**
   * What a connected account holds and has not paid out, per currency (Stripe's balance),
   * its own currency first; empty when there is no such account.
   */
  balanceOf(accountId: string): Promise<Array<{ currency: string; amountMinor: number }>>;
  intentByCheckoutToken(token: string): Promise<typeof sandboxPaymentIntents.$inferSelect | null>;
  /** The SetupIntent of a card page in setup mode (docs/decisions/149). */
  setupByCheckoutToken(token: string): Promise<typeof sandboxSetupIntents.$inferSelect | null>;
  /**
   * The card page in setup mode was submitted: any of Stripe's test card numbers the page
   * takes is saved (how it behaves off-session comes later, at a charge) and
   * setup_intent.succeeded is announced; anything else is 'invalid'.
   */
  saveCard(token: string, cardNumber: string): Promise<'unknown' | 'already_saved' | 'invalid' | 'succeeded'>;
  /**
   * `at` is when the card was paid (the demo's seed pays seats in the past): the charge and
   * every event it announces carry that time instead of the clock's.
   */
  payWithCard(
    token: string,
    cardNumber: string,
    options?: { at?: Date },
  ): Promise<'unknown' | 'already_paid' | 'canceled' | 'declined' | 'invalid' | 'succeeded'>;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
export class WebhooksNotConfiguredError extends Error {
  override name = 'WebhooksNotConfiguredError';
}
