import { GENERIC_MESSAGES, PAYMENT_MESSAGES } from '@friendly/contracts';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxAccounts, sandboxLinks, webhookEvents } from '../../src/db/schema';
import { runAdminCommand } from '../../src/modules/admin/commands';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe';
import { AU, bearer, signUpHost } from '../support/hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

// The app's own addresses: tests call with Host friendly.test (see `call`).
const urls = {
  refresh_url: 'http://friendly.test/connect-stripe',
  return_url: 'http://friendly.test/stripe/connect/success',
};

async function approvedHost(ctx: TestContext, approve = true) {
  const host = await signUpHost(ctx);
  const profile = await ctx.app.inject({
    method: 'POST',
    url: '/api/complete-profile',
    headers: bearer(host.token),
    payload: {
      name: 'Priya Nair',
      phone: host.phone,
      ...AU,
      location: 'Auckland, New Zealand',
      latitude: -36.85,
      longitude: 174.76,
      bio: 'Sunrise beach walks and coffee.',
      email: `priya.${host.slug}@example.com`,
    },
  });
  expect(profile.statusCode).toBe(200);
  if (approve) {
    const result = await runAdminCommand(
      { db: ctx.database.db, now: ctx.clock() },
      { name: 'hosts.approve', who: host.slug },
    );
    expect(result.ok).toBe(true);
  }
  return host;
}

/**
 * Makes the database refuse the 'account ready' notification, as a failure while
 * applying an update would: whatever was written with it must not stay.
 */
async function refuseAccountReadyNotifications(ctx: TestContext) {
  const db = ctx.database.db;
  await db.execute(sql`create or replace function refuse_account_ready() returns trigger language plpgsql as $$
    begin raise exception 'notifications refused by the test'; end $$`);
  await db.execute(sql`create trigger refuse_account_ready before insert on notifications
    for each row when (new.type = 'payments.account_ready') execute function refuse_account_ready()`);
  return async () => {
    await db.execute(sql`drop trigger refuse_account_ready on notifications`);
  };
}

const accountReadyCount = async (ctx: TestContext, token: string) =>
  (await call(ctx, 'GET', '/api/notifications', token))
    .json()
    .data.today.filter((n: { type: string }) => n.type === 'payments.account_ready').length;

const call = (ctx: TestContext, method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { host: 'friendly.test', ...(token ? bearer(token) : {}) },
    payload,
  });

describe(`payment account with the sandbox provider (${testDriver})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => closeTestApp(ctx));

  it('goes from not connected to complete through the local onboarding page', async () => {
    const host = await approvedHost(ctx);
    const before = await call(ctx, 'GET', '/api/stripe/account-status', host.token);
    expect(before.json()).toEqual({
      status: true,
      data: {
        status: 'not_connected',
        account_id: null,
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        message: PAYMENT_MESSAGES.notConnected,
      },
      user: { has_stripe_account: false, onboarding_completed: false, stripe_account_id: null },
      message: PAYMENT_MESSAGES.notConnected,
    });

    const link = await call(ctx, 'POST', '/api/stripe/create-account-link', host.token, urls);
    expect(link.statusCode).toBe(200);
    expect(link.json()).toMatchObject({ status: true, success: true, message: PAYMENT_MESSAGES.linkCreated });
    const onboarding = new URL(link.json().url);
    expect(onboarding.origin).toBe('http://friendly.test');
    expect(onboarding.pathname).toMatch(/^\/sandbox\/connect\/onboarding\/[\w-]+$/);

    const started = (await call(ctx, 'GET', '/api/stripe/account-status', host.token)).json();
    expect(started.data).toMatchObject({ status: 'incomplete', details_submitted: false });
    expect(started.user).toMatchObject({ has_stripe_account: true, onboarding_completed: false });
    const tooEarly = await call(ctx, 'POST', '/api/stripe/create-dashboard-link', host.token);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json()).toEqual({
      status: false,
      message: PAYMENT_MESSAGES.onboardingIncomplete,
      success: false,
    });

    // The sandbox pages are served by this app, at its origin.
    const page = await ctx.app.inject({
      method: 'GET',
      url: onboarding.pathname,
      headers: { host: 'friendly.test' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Agree and submit');

    const submitted = await ctx.app.inject({
      method: 'POST',
      url: onboarding.pathname,
      headers: { host: 'friendly.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'business_name=Priya%27s+Walks',
    });
    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe(urls.return_url);
    // The link is single-use: a second visit goes to refresh_url, as with Stripe.
    const reused = await ctx.app.inject({
      method: 'GET',
      url: onboarding.pathname,
      headers: { host: 'friendly.test' },
    });
    expect(reused.statusCode).toBe(303);
    expect(reused.headers.location).toBe(urls.refresh_url);

    const back = await call(ctx, 'POST', '/api/stripe/handle-return', host.token);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      message: PAYMENT_MESSAGES.setupCompleted,
      data: { status: 'complete', details_submitted: true, charges_enabled: true, payouts_enabled: true },
      user: { has_stripe_account: true, onboarding_completed: true },
    });
    const user = (await call(ctx, 'GET', '/api/user', host.token)).json().data;
    expect(user).toMatchObject({ stripe_onboarding_completed: true, has_stripe_account: true });
    expect(user.stripe_account_id).toMatch(/^acct_sandbox_/);
    const notifications = (await call(ctx, 'GET', '/api/notifications', host.token)).json().data.today;
    expect(notifications.map((n: { type: string }) => n.type)).toContain('payments.account_ready');

    const dashboard = await call(ctx, 'POST', '/api/stripe/create-dashboard-link', host.token);
    expect(dashboard.json()).toMatchObject({ status: true, success: true });
    const dashboardPage = await ctx.app.inject({
      method: 'GET',
      url: new URL(dashboard.json().url).pathname,
    });
    expect(dashboardPage.statusCode).toBe(200);
    expect(dashboardPage.body).toContain(user.stripe_account_id);
    expect(dashboardPage.body).toContain('Priya&#39;s Walks');
    // No charge yet: nothing in the balance, in the account's own currency (aud for AU).
    expect(dashboardPage.body).toContain('<dt>Balance</dt><dd>A$0.00</dd>');

    const disconnect = await call(ctx, 'POST', '/api/stripe/disconnect', host.token);
    expect(disconnect.json()).toEqual({
      status: true,
      success: true,
      message: PAYMENT_MESSAGES.disconnected,
    });
    expect((await call(ctx, 'GET', '/api/stripe/account-status', host.token)).json().data.status).toBe(
      'not_connected',
    );
    expect((await call(ctx, 'POST', '/api/stripe/disconnect', host.token)).statusCode).toBe(409);
  });

  it('creates one connected account when Connect is clicked twice at once', async () => {
    const host = await approvedHost(ctx);
    const answers = await Promise.all([
      call(ctx, 'POST', '/api/stripe/create-account-link', host.token, urls),
      call(ctx, 'POST', '/api/stripe/create-account-link', host.token, urls),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const accountId = (await call(ctx, 'GET', '/api/user', host.token)).json().data.stripe_account_id;
    const accounts = await ctx.database.db
      .select({ id: sandboxAccounts.id })
      .from(sandboxAccounts)
      .where(eq(sandboxAccounts.email, `priya.${host.slug}@example.com`));
    expect(accounts).toEqual([{ id: accountId }]);
    // Both links onboard that one account.
    for (const answer of answers) {
      const page = await ctx.app.inject({ method: 'GET', url: new URL(answer.json().url).pathname });
      expect(page.body).toContain(accountId);
    }
  });

  it('stores a completed account and its notification together, or neither', async () => {
    const host = await approvedHost(ctx);
    const link = await call(ctx, 'POST', '/api/stripe/create-account-link', host.token, urls);
    const onboarding = new URL(link.json().url).pathname;
    const allowNotifications = await refuseAccountReadyNotifications(ctx);
    try {
      const submitted = await ctx.app.inject({
        method: 'POST',
        url: onboarding,
        headers: { host: 'friendly.test', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'business_name=Priya',
      });
      expect(submitted.statusCode).toBe(500);
    } finally {
      await allowNotifications();
    }
    // The notification failed, so the completed state was not kept either…
    const user = (await call(ctx, 'GET', '/api/user', host.token)).json().data;
    expect(user.stripe_onboarding_completed).toBe(false);
    expect(await accountReadyCount(ctx, host.token)).toBe(0);
    // …and the next read of the account stores both.
    const back = await call(ctx, 'POST', '/api/stripe/handle-return', host.token);
    expect(back.json()).toMatchObject({
      message: PAYMENT_MESSAGES.setupCompleted,
      user: { onboarding_completed: true },
    });
    expect(await accountReadyCount(ctx, host.token)).toBe(1);
    // Reading it again notifies no one again.
    await call(ctx, 'GET', '/api/stripe/account-status', host.token);
    expect(await accountReadyCount(ctx, host.token)).toBe(1);
  });

  it('sends an expired onboarding link to refresh_url', async () => {
    const host = await approvedHost(ctx);
    const link = await call(ctx, 'POST', '/api/stripe/create-account-link', host.token, urls);
    ctx.clock.advance(10 * 60_000 + 1000);
    const path = new URL(link.json().url).pathname;
    const page = await ctx.app.inject({ method: 'GET', url: path, headers: { host: 'friendly.test' } });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(urls.refresh_url);
    const post = await ctx.app.inject({
      method: 'POST',
      url: path,
      payload: 'business_name=x',
      headers: { host: 'friendly.test', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.headers.location).toBe(urls.refresh_url);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/sandbox/connect/onboarding/unknown' })).statusCode,
    ).toBe(404);
  });

  it('lets only approved hosts create an account link', async () => {
    const host = await approvedHost(ctx, false);
    const response = await call(ctx, 'POST', '/api/stripe/create-account-link', host.token, urls);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: false, message: PAYMENT_MESSAGES.notApproved, success: false });
  });

  it('validates the return addresses', async () => {
    const host = await approvedHost(ctx);
    const response = await call(ctx, 'POST', '/api/stripe/create-account-link', host.token, {
      refresh_url: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      refresh_url: [PAYMENT_MESSAGES.invalidUrl],
      return_url: [PAYMENT_MESSAGES.invalidUrl],
    });
  });

  it('sends the browser back only to this app: other origins are refused (open redirect)', async () => {
    const host = await approvedHost(ctx);
    for (const offsite of [
      'https://evil.example/connect-stripe',
      'http://friendly.test.evil.example/x',
      'http://friendly.test:8080/x',
    ]) {
      const response = await call(ctx, 'POST', '/api/stripe/create-account-link', host.token, {
        ...urls,
        return_url: offsite,
      });
      expect(response.statusCode, offsite).toBe(422);
      expect(response.json()).toMatchObject({
        status: false,
        message: PAYMENT_MESSAGES.returnUrlNotOurs,
        errors: { return_url: [PAYMENT_MESSAGES.returnUrlNotOurs] },
      });
    }
  });

  it('never follows a stored address off the app when a used link is opened again', async () => {
    const host = await approvedHost(ctx);
    const link = await call(ctx, 'POST', '/api/stripe/create-account-link', host.token, urls);
    const path = new URL(link.json().url).pathname;
    // A link made before the rule (or for an origin since removed) points elsewhere.
    await ctx.database.db
      .update(sandboxLinks)
      .set({ refreshUrl: 'https://evil.example/phish', returnUrl: 'https://evil.example/phish' })
      .where(eq(sandboxLinks.token, path.split('/').at(-1)!));
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { host: 'friendly.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'business_name=Priya',
    });
    expect(submitted.headers.location).toBe('/');
    const reused = await ctx.app.inject({ method: 'GET', url: path, headers: { host: 'friendly.test' } });
    expect(reused.headers.location).toBe('/');
  });

  it('answers 401 on every route without a token, and has no webhook in the sandbox', async () => {
    for (const [method, url] of [
      ['GET', '/api/stripe/account-status'],
      ['POST', '/api/stripe/create-account-link'],
      ['POST', '/api/stripe/handle-return'],
      ['POST', '/api/stripe/create-dashboard-link'],
      ['POST', '/api/stripe/disconnect'],
    ] as const) {
      const response = await call(ctx, method, url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ status: false, message: GENERIC_MESSAGES.unauthenticated });
    }
    const webhook = await ctx.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: {} });
    expect(webhook.statusCode).toBe(404);
  });
});

describe('payment account with the Stripe provider (against a local fake of its API)', () => {
  const webhookSecret = 'whsec_test_secret_for_friendly_host';
  let ctx: TestContext;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    ctx = await createTestApp({
      payments: { provider: 'stripe', secretKey: 'sk_test_fake', webhookSecret, apiBase: fake.url },
    });
  });
  afterAll(async () => {
    await closeTestApp(ctx);
    await fake.close();
  });

  const signed = (payload: string, secret = webhookSecret) => ({
    'content-type': 'application/json',
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
  });

  it('creates an Express account and an onboarding link at Stripe', async () => {
    const host = await approvedHost(ctx);
    const link = await call(ctx, 'POST', '/api/stripe/create-account-link', host.token, urls);
    expect(link.statusCode).toBe(200);
    expect(link.json().url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/e\/acct_fake\d+\//);
    const create = fake.requests.find((r) => r.path === '/v1/accounts')!;
    expect(create.form.get('type')).toBe('express');
    expect(create.form.get('capabilities[transfers][requested]')).toBe('true');
    expect(create.auth).toBe('Bearer sk_test_fake');
    const accountLink = fake.requests.find((r) => r.path === '/v1/account_links')!;
    expect(accountLink.form.get('return_url')).toBe(urls.return_url);
    expect(accountLink.form.get('type')).toBe('account_onboarding');
    expect((await call(ctx, 'GET', '/api/app-config')).json().data.payments).toEqual({
      provider: 'stripe',
      display_name: 'Stripe',
    });
  });

  it('updates the host from a signed account.updated webhook and ignores a duplicate', async () => {
    const host = await approvedHost(ctx);
    await call(ctx, 'POST', '/api/stripe/create-account-link', host.token, urls);
    const accountId = (await call(ctx, 'GET', '/api/user', host.token)).json().data
      .stripe_account_id as string;
    const account = {
      ...fake.accounts.get(accountId)!,
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
    };
    const event = JSON.stringify({
      id: `evt_${accountId}`,
      object: 'event',
      type: 'account.updated',
      data: { object: account },
    });

    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: event,
      headers: signed(event),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    // Stripe is now down: the stored state came from the webhook alone.
    fake.failing = true;
    try {
      const status = (await call(ctx, 'GET', '/api/stripe/account-status', host.token)).json();
      expect(status.data).toMatchObject({
        status: 'error',
        message: PAYMENT_MESSAGES.providerUnavailable,
        details_submitted: true,
        charges_enabled: true,
      });
      expect(status.user.onboarding_completed).toBe(true);
      const handleReturn = await call(ctx, 'POST', '/api/stripe/handle-return', host.token);
      expect(handleReturn.statusCode).toBe(502);
      expect(handleReturn.json().message).toBe(PAYMENT_MESSAGES.setupFailedToUpdate);
    } finally {
      fake.failing = false;
    }

    const duplicate = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: event,
      headers: signed(event),
    });
    expect(duplicate.json()).toEqual({ received: true, duplicate: true });
    const notifications = (await call(ctx, 'GET', '/api/notifications', host.token)).json().data.today;
    expect(notifications.filter((n: { type: string }) => n.type === 'payments.account_ready')).toHaveLength(
      1,
    );

    const dashboard = await call(ctx, 'POST', '/api/stripe/create-dashboard-link', host.token);
    expect(dashboard.json().url).toBe(`https://connect.stripe.test/express/${accountId}`);
  });

  it('creates one Stripe account when Connect is clicked twice at once, under one idempotency key', async () => {
    const host = await approvedHost(ctx);
    const answers = await Promise.all([
      call(ctx, 'POST', '/api/stripe/create-account-link', host.token, urls),
      call(ctx, 'POST', '/api/stripe/create-account-link', host.token, urls),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const creations = fake.requests.filter(
      (r) => r.path === '/v1/accounts' && r.form.get('metadata[user_slug]') === host.slug,
    );
    expect(creations.length).toBeGreaterThan(0);
    expect(new Set(creations.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(creations[0]!.idempotencyKey).toBeTruthy();
    const made = [...fake.accounts.values()].filter((account) => account.metadata.user_slug === host.slug);
    expect(made).toHaveLength(1);
    const accountId = (await call(ctx, 'GET', '/api/user', host.token)).json().data.stripe_account_id;
    expect(accountId).toBe(made[0]!.id);
  });

  it('a webhook that fails while applying is not recorded, so Stripe’s retry applies it', async () => {
    const host = await approvedHost(ctx);
    await call(ctx, 'POST', '/api/stripe/create-account-link', host.token, urls);
    const accountId = (await call(ctx, 'GET', '/api/user', host.token)).json().data
      .stripe_account_id as string;
    const event = JSON.stringify({
      id: `evt_retry_${accountId}`,
      object: 'event',
      type: 'account.updated',
      data: {
        object: {
          ...fake.accounts.get(accountId)!,
          details_submitted: true,
          charges_enabled: true,
          payouts_enabled: true,
        },
      },
    });
    const deliver = () =>
      ctx.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: event, headers: signed(event) });

    const allowNotifications = await refuseAccountReadyNotifications(ctx);
    try {
      const failed = await deliver();
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ status: false, message: GENERIC_MESSAGES.unexpected });
    } finally {
      await allowNotifications();
    }
    const recorded = await ctx.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, `evt_retry_${accountId}`));
    expect(recorded).toEqual([]);
    expect((await call(ctx, 'GET', '/api/user', host.token)).json().data.stripe_onboarding_completed).toBe(
      false,
    );

    const retried = await deliver();
    expect(retried.json()).toEqual({ received: true, duplicate: false });
    expect((await call(ctx, 'GET', '/api/user', host.token)).json().data.stripe_onboarding_completed).toBe(
      true,
    );
    expect(await accountReadyCount(ctx, host.token)).toBe(1);
    expect((await deliver()).json()).toEqual({ received: true, duplicate: true });
  });

  it('records an event of a type it has no handler for, and treats its redelivery as a duplicate', async () => {
    const event = JSON.stringify({
      id: 'evt_unhandled_type',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    const deliver = () =>
      ctx.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: event, headers: signed(event) });
    expect((await deliver()).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver()).json()).toEqual({ received: true, duplicate: true });
    const [recorded] = await ctx.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, 'evt_unhandled_type'));
    expect(recorded).toMatchObject({ provider: 'stripe', type: 'customer.created' });
  });

  it('rejects a webhook with a bad, missing or foreign signature, or a tampered body', async () => {
    const event = JSON.stringify({
      id: 'evt_bad',
      object: 'event',
      type: 'account.updated',
      data: { object: {} },
    });
    const cases = [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      signed(event, 'whsec_someone_else'),
    ];
    for (const headers of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload: event,
        headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: false, message: PAYMENT_MESSAGES.webhookSignature });
    }
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: event.replace('evt_bad', 'evt_bad2'),
      headers: signed(event),
    });
    expect(tampered.statusCode).toBe(400);
  });

  it('answers a clear failure when Stripe is unreachable while creating a link', async () => {
    const host = await approvedHost(ctx);
    fake.failing = true;
    try {
      const response = await call(ctx, 'POST', '/api/stripe/create-account-link', host.token, urls);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        status: false,
        message: PAYMENT_MESSAGES.failedToCreateLink,
        success: false,
      });
    } finally {
      fake.failing = false;
    }
  });
});

describe('links with PUBLIC_URL set: the Host header never decides', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      publicUrl: 'https://friendlyhost.example',
      appOrigins: ['https://friendlyhost.example', 'https://app.friendlyhost.example'],
    });
  });
  afterAll(() => closeTestApp(ctx));

  it('builds links on PUBLIC_URL and accepts only the configured origins back', async () => {
    const host = await approvedHost(ctx);
    const forged = { host: 'evil.example', ...bearer(host.token) };
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/create-account-link',
      headers: forged,
      payload: { refresh_url: 'http://evil.example/a', return_url: 'http://evil.example/b' },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['refresh_url', 'return_url']);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/create-account-link',
      headers: forged,
      payload: {
        refresh_url: 'https://app.friendlyhost.example/connect-stripe',
        return_url: 'https://friendlyhost.example/connect-stripe?success=true',
      },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().url).toMatch(/^https:\/\/friendlyhost\.example\/sandbox\/connect\/onboarding\//);
  });
});
