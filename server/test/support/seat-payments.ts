import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { eventMembers } from '../../src/db/schema';
import { runAdminCommand } from '../../src/modules/admin/commands';
import { createEvent, dateAfter, profiledHost, type ReadyHost } from './event-hosts';
import { type FakeStripe, startFakeStripe } from './fake-stripe';
import { bearer } from './hosts';
import { closeTestApp, createTestApp, type TestContext } from './test-app';

/** Paid seats in tests (docs/decisions/084): paid events, memberships, and Stripe through its local fake. */

/** A paid Friendly Plus event three days out at 45.50 (25 % early-bird discount on), approved by the team. */
export async function paidEvent(ctx: TestContext, host: ReadyHost, overrides: Record<string, string> = {}) {
  const event = await createEvent(ctx, host, {
    event_type: 'plus-priority',
    date: dateAfter(ctx, 3),
    ...overrides,
  });
  const approved = await runAdminCommand(
    { db: ctx.database.db, now: ctx.clock() },
    { name: 'events.approve', slug: event.slug },
  );
  expect(approved.ok).toBe(true);
  return event;
}

/** The guest's membership status at the event ('joined', 'pending_payment', 'left'), or null. */
export async function membership(ctx: TestContext, eventId: number, userId: number) {
  const [row] = await ctx.database.db
    .select()
    .from(eventMembers)
    .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)));
  return row?.status ?? null;
}

/** What Stripe signs with: the platform's webhook endpoint, and the Connect endpoint's. */
export const WEBHOOK_SECRET = 'whsec_test_secret_for_seats';
export const CONNECT_WEBHOOK_SECRET = 'whsec_test_connect_secret_for_seats';

export type StripeSeats = {
  ctx: TestContext;
  fake: FakeStripe;
  /**
   * Stripe delivers an event to POST /api/stripe/webhook, signed with `secret` (the
   * platform endpoint's by default); answers the response.
   */
  deliver(
    type: string,
    object: object,
    options?: { extra?: Record<string, unknown>; id?: string; secret?: string },
  ): Promise<{ statusCode: number; json(): unknown; body: string }>;
  /** An approved host onboarded at (fake) Stripe: the account.updated webhook completes the setup. */
  stripeHost(): Promise<ReadyHost & { accountId: string }>;
  /** Stripe says the intent's charge went through (`payment_intent.succeeded`); answers the response. */
  paid(intentId: string, options?: { id?: string }): ReturnType<StripeSeats['deliver']>;
  close(): Promise<void>;
};

/** A test app on Stripe's local fake, with both webhook endpoints' secrets configured. */
export async function startStripeSeats(): Promise<StripeSeats> {
  const fake = await startFakeStripe();
  const ctx = await createTestApp({
    payments: {
      provider: 'stripe',
      secretKey: 'sk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      connectWebhookSecret: CONNECT_WEBHOOK_SECRET,
      apiBase: fake.url,
    },
  });
  let sequence = 0;
  const deliver: StripeSeats['deliver'] = async (type, object, options = {}) => {
    const payload = JSON.stringify({
      id: options.id ?? `evt_${process.pid}_${++sequence}`,
      object: 'event',
      type,
      data: { object },
      ...options.extra,
    });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
        }),
      },
    });
  };
  const stripeHost = async () => {
    const host = await profiledHost(ctx, { approve: true });
    const link = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/create-account-link',
      headers: { host: 'friendly.test', ...bearer(host.token) },
      payload: {
        return_url: 'http://friendly.test/stripe/connect/success',
        refresh_url: 'http://friendly.test/payment-connect',
      },
    });
    expect(link.statusCode, link.body).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(host.token) });
    const accountId = me.json().data.stripe_account_id as string;
    const account = {
      ...fake.accounts.get(accountId)!,
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
    };
    fake.accounts.set(accountId, account);
    // account.updated is an event on the connected account: Stripe sends it to the Connect endpoint.
    const ready = await deliver('account.updated', account, {
      extra: { account: accountId },
      secret: CONNECT_WEBHOOK_SECRET,
    });
    expect(ready.statusCode, ready.body).toBe(200);
    return { ...host, accountId };
  };
  let charges = 0;
  const paid: StripeSeats['paid'] = (intentId, options = {}) => {
    const intent = fake.paymentIntents.get(intentId)!;
    const succeeded = {
      ...intent,
      status: 'succeeded',
      latest_charge: intent.latest_charge ?? `ch_fake_${intentId}_${++charges}`,
    };
    fake.paymentIntents.set(intentId, succeeded);
    return deliver('payment_intent.succeeded', succeeded, options.id ? { id: options.id } : {});
  };
  return {
    ctx,
    fake,
    deliver,
    stripeHost,
    paid,
    async close() {
      await closeTestApp(ctx);
      await fake.close();
    },
  };
}

/**
 * The guest submits a sandbox card page as a browser would: the pay page of a checkout, or
 * the page in setup mode that saves a card (docs/decisions/149). 4242 4242 4242 4242 by default.
 */
export async function submitCardPage(ctx: TestContext, pageUrl: string, card = '4242 4242 4242 4242') {
  return ctx.app.inject({
    method: 'POST',
    url: new URL(pageUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ card, exp: '12/34', cvc: '123' }).toString(),
  });
}
