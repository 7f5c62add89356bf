import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeEndedEvents } from '../../src/modules/events/transitions';
import { processPendingRefunds } from '../../src/modules/payments/seat-payments';
import type { SandboxPaymentsProvider } from '../../src/providers/sandbox-payments';
import { AU, bearer, lastCodeFor } from '../support/hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * Every paged list of document 001 and every scheduled job reads an index that starts with
 * its filter (docs/decisions/065, 077): each statement a request or a job sends is
 * EXPLAINed with sequential scans priced out of reach, and none may still need one. The
 * data is the demo's (every kind of row); the plans are the database's own.
 */

let ctx: TestContext;
const captured: Array<{ query: string; params: unknown[] }> = [];
let capturing = false;
beforeAll(async () => {
  ctx = await createTestApp({}, undefined, {
    queryLogger: {
      logQuery(query, params) {
        if (capturing) captured.push({ query, params });
      },
    },
  });
  const seeded = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/commands',
    headers: { 'x-admin-token': ctx.app.secrets.adminToken },
    payload: { name: 'demo.seed' },
  });
  expect(seeded.json().ok, seeded.body).toBe(true);
}, 120_000);
afterAll(() => closeTestApp(ctx));

async function signIn(phone: string, role: 'host' | 'guest') {
  const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { ...AU, phone, role } });
  const verify = await ctx.app.inject({
    method: 'POST',
    url: '/api/verify-otp',
    payload: { slug: login.json().user_slug, otp: lastCodeFor(ctx, `+61${phone}`) },
  });
  expect(verify.statusCode, verify.body).toBe(200);
  ctx.clock.advance(61_000);
  return verify.json().token as string;
}

/** The statement with its parameters written in, as EXPLAIN needs them. */
function inline(query: string, params: unknown[]) {
  return query.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    const text = value instanceof Date ? value.toISOString() : String(value);
    return `'${text.replaceAll("'", "''")}'`;
  });
}

/** The plans of the reads (and conditional updates) `work` sends, with sequential scans priced out. */
async function plansOf(work: () => Promise<unknown>) {
  captured.length = 0;
  capturing = true;
  try {
    await work();
  } finally {
    capturing = false;
  }
  const plans: Array<{ query: string; plan: string }> = [];
  for (const { query, params } of captured) {
    if (!/^\s*(select|update)\b/i.test(query) || /pg_try_advisory/.test(query)) continue;
    const text = inline(query, params);
    const result = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql.raw(`explain ${text}`));
    });
    const rows = (result as unknown as { rows: Array<Record<string, string>> }).rows;
    plans.push({ query: text, plan: rows.map((row) => Object.values(row)[0]).join('\n') });
  }
  return plans;
}

function expectIndexesOnly(plans: Array<{ query: string; plan: string }>) {
  expect(plans.length).toBeGreaterThan(0);
  for (const { query, plan } of plans) expect(plan, query).not.toMatch(/Seq Scan/);
}

describe(`query plans of the lists and jobs (${testDriver})`, () => {
  it('every page of the host’s, the guests’ and the shared lists', async () => {
    const host = await signIn('400000000', 'host');
    const guest = await signIn('400000001', 'guest');
    const events = (
      await ctx.app.inject({ method: 'GET', url: '/api/events', headers: bearer(host) })
    ).json();
    const completed = events.data.find((card: { status: string }) => card.status === 'completed');
    const pages: Array<[string, string]> = [
      ['/api/events?page=1&per_page=5', host],
      ['/api/user/events/joined?page=1&per_page=5', host],
      ['/api/user/events/joined?page=1&per_page=5', guest],
      ['/api/user/events/joined', guest],
      ['/api/events/transactions?page=1&per_page=5', host],
      ['/api/events/host-reviews?page=1&per_page=5&sort=date_desc', host],
      ['/api/events/host-reviews?page=1&per_page=5&sort=date_asc', host],
      ['/api/events/host-reviews?page=1&per_page=5&sort=rating_desc', host],
      ['/api/events/host-reviews?page=1&per_page=5&sort=rating_asc', host],
      [`/api/user/events-reviews/${completed.slug}?page=1`, host],
      ['/api/guest/events?page=1&per_page=5', guest],
      ['/api/guest/events?page=1&per_page=5&latitude=-33.87&longitude=151.21&radius_km=20', guest],
      // The demo's first guest waits for a seat at a full table (docs/decisions/149).
      ['/api/guest/waitlists?page=1&per_page=5', guest],
    ];
    for (const [url, token] of pages) {
      const plans = await plansOf(async () => {
        const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
        expect(response.statusCode, response.body).toBe(200);
      });
      expectIndexesOnly(plans);
    }
  });

  it('the completion sweep, the refund job and the sandbox’s payout schedule', async () => {
    const sweep = await plansOf(() => completeEndedEvents({ db: ctx.database.db, now: ctx.clock() }));
    expectIndexesOnly(sweep);
    const refunds = await plansOf(() => processPendingRefunds(ctx.app.deps));
    expectIndexesOnly(refunds);
    // Only the refunds still to send, not every payment ever taken.
    expect(refunds.map(({ plan }) => plan).join('\n')).toContain('payments_refund_due_idx');
    const payouts = await plansOf(() =>
      (ctx.app.providers.payments as SandboxPaymentsProvider).runPayoutSchedule(),
    );
    expectIndexesOnly(payouts);
    const plan = payouts.map((entry) => entry.plan).join('\n');
    expect(plan).toContain('sandbox_payment_intents_unpaid_idx');
    expect(plan).toContain('sandbox_payment_intents_in_transit_idx');
  });
});
