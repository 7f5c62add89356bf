import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { payments, sandboxPaymentIntents } from '../../src/db/schema';
import { sweepLocalUploads } from '../../src/modules/storage/sweep';
import type { SandboxPaymentsProvider } from '../../src/providers/sandbox-payments';
import { createEvent, readyHost } from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
import { bearer } from '../support/hosts';
import { membership, paidEvent } from '../support/seat-payments';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * What a process stopped mid-write leaves, and how the next start deals with it
 * (docs/decisions/096). The process tests (server/test/process/crash-recovery.test.ts) kill
 * a real server at a random moment; these put the database and the files in the state of
 * the unlucky moments, so each is covered every time.
 */
describe(`leftovers of a stopped process (${testDriver})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => closeTestApp(ctx));

  it('the sweep removes uploaded files no row names and staged uploads, older than its cutoff', async () => {
    const host = await readyHost(ctx);
    const event = await createEvent(ctx, host);
    const uploads = path.join(ctx.dataDir, 'uploads');
    const staging = path.join(ctx.dataDir, 'uploads-staging');
    const hourAgo = new Date(Date.now() - 3_600_000);
    const file = (dir: string, key: string, mtime?: Date) => {
      const full = path.join(dir, key);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, 'x');
      if (mtime) utimesSync(full, mtime, mtime);
      return full;
    };
    // Written before a commit that never came (an hour ago), and one being written now.
    const orphan = file(uploads, 'events/orphan-large.webp', hourAgo);
    const young = file(uploads, 'events/young-large.webp');
    const staged = file(staging, 'abandoned', hourAgo);
    // The event's own pictures, as old as the orphan.
    const named = event.images.map((url) =>
      path.join(uploads, new URL(url, 'http://x').pathname.slice('/media/'.length)),
    );
    for (const picture of named) utimesSync(picture, hourAgo, hourAgo);

    const graced = await sweepLocalUploads(ctx.app.deps, new Date(Date.now() - 60_000));
    expect(graced).toEqual({ removed: ['events/orphan-large.webp'], staged: 1, unsent: 0 });
    expect([existsSync(orphan), existsSync(staged), existsSync(young)]).toEqual([false, false, true]);
    for (const picture of named) expect(existsSync(picture), picture).toBe(true);

    // With no grace (the embedded database at start), the young one goes too.
    const all = await sweepLocalUploads(ctx.app.deps, new Date(Date.now() + 1_000));
    expect(all?.removed).toEqual(['events/young-large.webp']);
    for (const picture of named) expect(existsSync(picture), picture).toBe(true);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/event-detail/${event.id}`,
      headers: bearer(host.token),
    });
    for (const url of detail.json().data.images as string[]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('a charge the sandbox took but the app never recorded is announced again at the next start', async () => {
    const host = await readyHost(ctx);
    const event = await paidEvent(ctx, host);
    const guest = await signUpGuest(ctx, 'Amy');
    const joined = await ctx.app.inject({
      method: 'POST',
      url: `/api/guest/events/${event.id}/join`,
      headers: bearer(guest.token),
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, joined.json().data.payment.id));
    // The card page took the money (the sandbox's own row) and the process stopped before
    // the app's transaction committed.
    await ctx.database.db
      .update(sandboxPaymentIntents)
      .set({ status: 'succeeded', chargeId: 'ch_sandbox_killed', succeededAt: ctx.clock() })
      .where(eq(sandboxPaymentIntents.id, payment!.providerPaymentIntent!));
    expect(await membership(ctx, event.id, guest.id)).toBe('pending_payment');

    // The next start on the same database.
    const restarted = await buildApp(ctx.config, {
      database: ctx.database,
      clock: ctx.clock,
      jobs: false,
      realtime: false,
      referenceDataPollMs: 0,
    });
    await restarted.ready();
    try {
      expect(await membership(ctx, event.id, guest.id)).toBe('joined');
      const [recorded] = await ctx.database.db.select().from(payments).where(eq(payments.id, payment!.id));
      expect(recorded).toMatchObject({ status: 'succeeded', providerPaymentId: 'ch_sandbox_killed' });
      // Announced once: the start after that has nothing to say.
      const sandbox = restarted.providers.payments as SandboxPaymentsProvider;
      expect(await sandbox.redeliverUnrecordedSuccesses()).toEqual({ announced: 0, failed: [] });
    } finally {
      await restarted.close();
    }
  });
});
