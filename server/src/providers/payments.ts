import { and, eq, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { sandboxAccounts, sandboxLinks } from '../db/schema';
import type { Clock } from '../lib/clock';
import { randomToken } from '../lib/ids';

export type AccountSnapshot = {
  id: string;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
};

/**
 * A verified webhook event, normalised by the provider: its id, its type, and the object
 * it carries in the app's terms (an account for account.updated; payments will add theirs).
 */
export type WebhookEvent = { id: string; type: string; account: AccountSnapshot | null };

export type CreateAccountInput = {
  email: string | null;
  userSlug: string;
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
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
export class WebhooksNotConfiguredError extends Error {
  override name = 'WebhooksNotConfiguredError';
}

export const SANDBOX_LINK_TTL_MS = { onboarding: 10 * 60_000, dashboard: 5 * 60_000 } as const;

/**
 * Works on one machine with no account anywhere: accounts live in the database, the
 * account link opens a local onboarding page (/sandbox/connect/onboarding/<token>) and the
 * dashboard link a local page showing the account.
 */
export class SandboxPaymentsProvider implements PaymentsProvider {
  readonly name = 'sandbox';
  readonly displayName = 'Stripe (sandbox)';
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Like Stripe, a key seen before answers the account it made, however many ask at once. */
  async createAccount(input: CreateAccountInput) {
    const id = `acct_sandbox_${randomToken(9).replace(/[-_]/g, 'x')}`;
    await this.db
      .insert(sandboxAccounts)
      .values({ id, email: input.email, idempotencyKey: input.idempotencyKey, createdAt: this.clock() })
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

  async accountById(id: string) {
    const [account] = await this.db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, id));
    return account ?? null;
  }
}

function snapshot(account: Stripe.Account): AccountSnapshot {
  return {
    id: account.id,
    detailsSubmitted: Boolean(account.details_submitted),
    chargesEnabled: Boolean(account.charges_enabled),
    payoutsEnabled: Boolean(account.payouts_enabled),
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

  parseWebhook(rawBody: Buffer, signature: string): WebhookEvent {
    if (!this.options.webhookSecret) throw new WebhooksNotConfiguredError('STRIPE_WEBHOOK_SECRET is not set');
    let event: Stripe.Event;
    if (!signature) throw new WebhookSignatureError('no Stripe-Signature header');
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError((error as Error).message);
    }
    const account = event.type === 'account.updated' ? snapshot(event.data.object as Stripe.Account) : null;
    return { id: event.id, type: event.type, account };
  }
}

export function createPaymentsProvider(config: AppConfig, db: Database, clock: Clock): PaymentsProvider {
  return config.payments.provider === 'stripe'
    ? new StripePaymentsProvider(config.payments)
    : new SandboxPaymentsProvider(db, clock);
}
