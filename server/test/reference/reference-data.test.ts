import { once } from 'node:events';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { runAdminCommand } from '../../src/modules/admin/commands';
import { listCountries } from '../../src/modules/countries/repository';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

let ctx: TestContext;
/** A second instance on the same database, as behind a load balancer with PostgreSQL. */
let other: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestApp();
  other = await buildApp(ctx.config, { database: ctx.database, clock: ctx.clock, referenceDataPollMs: 20 });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await closeTestApp(ctx);
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** What the admin CLI posts to a running server (PGlite). */
const adminOverHttp = (command: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/commands',
    headers: { 'x-admin-token': ctx.app.secrets.adminToken },
    payload: command,
  });

describe(`reference data from memory with ETags (${testDriver}, docs/decisions/071)`, () => {
  it('answers countries with a strong ETag, in the encoding asked for, and 304 for a current copy', async () => {
    const plain = await get(ctx.app, '/api/countries');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=3600');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.json()).toEqual({ status: true, countries: await listCountries(ctx.database.db) });

    const br = await get(ctx.app, '/api/countries', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).not.toBe(etag);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await get(ctx.app, '/api/countries', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    for (const tag of [etag, br.headers.etag as string, `W/${etag}`, `"stale", ${etag}`]) {
      const notModified = await get(ctx.app, '/api/countries', { 'if-none-match': tag });
      expect(notModified.statusCode, tag).toBe(304);
      expect(notModified.body, tag).toBe('');
      expect(notModified.headers.etag, tag).toBe(etag);
    }
    expect((await get(ctx.app, '/api/countries', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('answers the same ETag on every instance for the same content', async () => {
    const here = await get(ctx.app, '/api/faqs');
    const there = await get(other, '/api/faqs');
    expect(there.headers.etag).toBe(here.headers.etag);
    expect(there.json()).toEqual(here.json());
  });

  it('serves an admin change at once on the instance that ran it', async () => {
    const before = await get(ctx.app, '/api/faqs');
    const replaced = await adminOverHttp({
      name: 'faqs.replace',
      items: [{ question: 'Is it free to host?', answer: 'Yes, while we are in beta.' }],
    });
    expect(replaced.json()).toMatchObject({ ok: true });
    const after = await get(ctx.app, '/api/faqs', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data).toEqual([
      expect.objectContaining({ question: 'Is it free to host?', answer: 'Yes, while we are in beta.' }),
    ]);

    const page = await adminOverHttp({ name: 'content.set', key: 'privacy-policy', body: '<p>Changed.</p>' });
    expect(page.json()).toMatchObject({ ok: true });
    expect((await get(ctx.app, '/api/cms/privacy-policy')).json().data.content).toBe('<p>Changed.</p>');
  });

  it('reaches another instance at its next check when the CLI writes to the database itself', async () => {
    const before = await get(other, '/api/testimonials');
    expect(before.statusCode).toBe(200);
    const changed = once(other.referenceData, 'changed');
    // The CLI on PostgreSQL runs the command on the database, not through a server.
    const result = await runAdminCommand(
      { db: ctx.database.db, now: ctx.clock() },
      {
        name: 'testimonials.replace',
        items: [
          { content: 'Lovely evenings.', name: 'Sam', location: 'Leeds', avatar: '/images/avatars/sam.webp' },
        ],
      },
    );
    expect(result.ok).toBe(true);
    await changed;
    const after = await get(other, '/api/testimonials', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toEqual([
      expect.objectContaining({ content: 'Lovely evenings.', name: 'Sam' }),
    ]);
  });
});
