import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema';
import { createEvent, type ReadyHost, readyHost } from '../support/event-hosts';
import { bearer } from '../support/hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/** My Events from memory (docs/decisions/090): made once, dropped by writes, at most a second old. */
describe(`My Events kept in memory (${testDriver})`, () => {
  let ctx: TestContext;
  let host: ReadyHost;
  const queries = { counting: false, count: 0 };
  beforeAll(async () => {
    ctx = await createTestApp({}, undefined, {
      privateAnswerTtlMs: 1000,
      queryLogger: {
        logQuery() {
          if (queries.counting) queries.count += 1;
        },
      },
    });
    host = await readyHost(ctx);
  });
  afterAll(() => closeTestApp(ctx));

  const list = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/events', headers: { ...bearer(host.token), ...headers } });
  const titles = async () => (await list()).json().data.map((card: { title: string }) => card.title);

  it('answers again without the database, with an ETag the browser revalidates', async () => {
    // Enough cards to be worth compressing (answers under 1 KB go as they are).
    for (let index = 0; index < 3; index++) await createEvent(ctx, host);
    const first = await list({ 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'private, no-cache' });
    queries.count = 0;
    queries.counting = true;
    const second = await list({ 'accept-encoding': 'br' });
    queries.counting = false;
    expect(second.rawPayload).toEqual(first.rawPayload);
    // The session was confirmed less than a second ago, and the list is in memory.
    expect(queries.count).toBe(0);
    const revalidated = await list({ 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('shows the host’s own change at once, and a change made elsewhere within a second', async () => {
    const before = await titles();
    const made = await createEvent(ctx, host, { title: 'Picnic by the water' });
    expect(await titles()).toEqual([...before, 'Picnic by the water']);

    // Another instance (or the CLI) changed the row: this one's copy is at most a second old.
    await ctx.database.db.update(events).set({ title: 'Renamed elsewhere' }).where(eq(events.id, made.id));
    expect(await titles()).toContain('Picnic by the water');
    ctx.clock.advance(1001);
    expect(await titles()).toContain('Renamed elsewhere');
  });

  it('keeps each host’s list apart', async () => {
    const other = await readyHost(ctx);
    await createEvent(ctx, other, { title: 'Other host supper' });
    const mine = await titles();
    expect(mine).not.toContain('Other host supper');
    const theirs = (await ctx.app.inject({ method: 'GET', url: '/api/events', headers: bearer(other.token) }))
      .json()
      .data.map((card: { title: string }) => card.title);
    expect(theirs).toEqual(['Other host supper']);
  });
});
