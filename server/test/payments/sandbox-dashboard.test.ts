import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/modules/admin/commands';
import { processPendingRefunds } from '../../src/modules/payments/seat-payments';
import type { SandboxPaymentsProvider } from '../../src/providers/sandbox-payments';
import { dateAfter, type ReadyHost, readyHost } from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
import { bearer } from '../support/hosts';
import { paidEvent } from '../support/seat-payments';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

const DAY = 86_400_000;

/**
 * The sandbox's stand-in for Stripe's Express dashboard shows the connected account's real
 * balance, in its own currency: what its charges brought in, less refunds and payouts.
 */
describe(`the sandbox dashboard's balance (${testDriver})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => closeTestApp(ctx));

  const post = (url: string, token: string) =>
    ctx.app.inject({ method: 'POST', url, headers: { host: 'friendly.test', ...bearer(token) } });

  /** The balance line as the host reads it on a fresh dashboard link, or null without one. */
  const balanceOn = async (host: ReadyHost) => {
    const link = await post('/api/stripe/create-dashboard-link', host.token);
    expect(link.statusCode, link.body).toBe(200);
    const page = await ctx.app.inject({ method: 'GET', url: new URL(link.json().url).pathname });
    expect(page.statusCode).toBe(200);
    return /<dt>Balance<\/dt><dd>([^<]*)<\/dd>/.exec(page.body)?.[1] ?? null;
  };

  /** A guest joins and pays 45.50 on the sandbox's test card page. */
  const paySeat = async (eventId: number, name: string) => {
    const guest = await signUpGuest(ctx, name);
    const joined = await post(`/api/guest/events/${eventId}/join`, guest.token);
    expect(joined.statusCode, joined.body).toBe(200);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: new URL(joined.json().data.payment.checkout_url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ card: '4242 4242 4242 4242', exp: '12/34', cvc: '123' }).toString(),
    });
    expect(paid.statusCode).toBe(200);
    return guest;
  };

  it('starts at zero in the account’s currency, adds the host’s share, and refunds and payouts take it out', async () => {
    // An Australian host's account is paid in Australian dollars (docs/decisions/134).
    const host = await readyHost(ctx);
    expect(await balanceOn(host)).toBe('A$0.00');

    // 45.50 less our 15 % (6.83): the host's 38.67 (docs/decisions/084).
    const lunch = await paidEvent(ctx, host);
    await paySeat(lunch.id, 'Amy');
    expect(await balanceOn(host)).toBe('A$38.67');

    // A guest who leaves five days ahead gets everything back: the host's share goes back too.
    const later = await paidEvent(ctx, host, { date: dateAfter(ctx, 5) });
    const leaving = await paySeat(later.id, 'Bo');
    // The leave answers once the refund is sent.
    expect((await post(`/api/guest/events/${later.id}/leave`, leaving.token)).statusCode).toBe(200);
    expect(await balanceOn(host)).toBe('A$38.67');

    // A day on, the payout takes Amy's share to the bank.
    ctx.clock.advance(DAY + 60_000);
    await (ctx.app.providers.payments as SandboxPaymentsProvider).runPayoutSchedule();
    expect(await balanceOn(host)).toBe('A$0.00');

    // The team calls the lunch off after that payout: Amy's refund comes out of the balance.
    const cancelled = await runAdminCommand(
      { db: ctx.database.db, now: ctx.clock() },
      { name: 'events.cancel', slug: lunch.slug },
    );
    expect(cancelled.ok).toBe(true);
    await processPendingRefunds(ctx.app.deps);
    expect(await balanceOn(host)).toBe('-A$38.67');
  });
});
