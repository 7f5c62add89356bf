import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { runAdminCommand } from '../../src/modules/admin/commands';
import { SESSION_CACHE_TTL_MS } from '../../src/modules/auth/session-cache';
import { AU, bearer, signUpHost } from '../support/hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

let ctx: TestContext;
/** A second instance on the same database, with its own session cache. */
let other: FastifyInstance;
let queries: string[] = [];
beforeAll(async () => {
  ctx = await createTestApp({}, undefined, {
    queryLogger: { logQuery: (query) => queries.push(query) },
    // No background version checks: every query counted belongs to a request.
    referenceDataPollMs: 0,
  });
  other = await buildApp(ctx.config, { database: ctx.database, clock: ctx.clock, referenceDataPollMs: 0 });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await closeTestApp(ctx);
});
beforeEach(() => {
  queries = [];
});

const getUser = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

describe(`signed-in reads (${testDriver}, docs/decisions/071)`, () => {
  it('costs one query (session and user together), then none for a second', async () => {
    const host = await signUpHost(ctx);
    queries = [];
    const first = await getUser(ctx.app, host.token);
    expect(first.statusCode).toBe(200);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/from "sessions" inner join "users"/);

    const second = await getUser(ctx.app, host.token);
    expect(second.json()).toEqual(first.json());
    expect(queries).toHaveLength(1);

    ctx.clock.advance(SESSION_CACHE_TTL_MS);
    expect((await getUser(ctx.app, host.token)).statusCode).toBe(200);
    expect(queries).toHaveLength(2);
  });

  it('asks once for reads of one token that miss together (an expired entry under load)', async () => {
    const host = await signUpHost(ctx);
    queries = [];
    const answers = await Promise.all(Array.from({ length: 20 }, () => getUser(ctx.app, host.token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(queries).toHaveLength(1);

    ctx.clock.advance(SESSION_CACHE_TTL_MS);
    const again = await Promise.all(Array.from({ length: 20 }, () => getUser(ctx.app, host.token)));
    expect(again.map((answer) => answer.statusCode)).toEqual(again.map(() => 200));
    expect(queries).toHaveLength(2);
  });

  it('shares a refusal too, and keeps none of it', async () => {
    const host = await signUpHost(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(host.token) });
    queries = [];
    const answers = await Promise.all(Array.from({ length: 5 }, () => getUser(ctx.app, host.token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 401));
    expect(queries).toHaveLength(1);
    expect((await getUser(ctx.app, host.token)).statusCode).toBe(401);
    expect(queries).toHaveLength(2);
  });

  it('ends a session on the instance that logged out at once, and on every other within 1 s', async () => {
    const host = await signUpHost(ctx);
    expect((await getUser(ctx.app, host.token)).statusCode).toBe(200);
    expect((await getUser(other, host.token)).statusCode).toBe(200);

    const logout = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(host.token) });
    expect(logout.statusCode).toBe(200);
    expect((await getUser(ctx.app, host.token)).statusCode).toBe(401);

    // The other instance may trust its copy for at most SESSION_CACHE_TTL_MS…
    ctx.clock.advance(SESSION_CACHE_TTL_MS - 1);
    expect((await getUser(other, host.token)).statusCode).toBe(200);
    // …but a write there asks the database, so it is refused already.
    const write = await other.inject({ method: 'POST', url: '/api/logout', headers: bearer(host.token) });
    expect(write.statusCode).toBe(401);
    ctx.clock.advance(1);
    expect((await getUser(other, host.token)).statusCode).toBe(401);
  });

  it('shows a write of the host on the next read of the same instance', async () => {
    const host = await signUpHost(ctx);
    expect((await getUser(ctx.app, host.token)).json().data.name).toBeNull();
    const profile = await ctx.app.inject({
      method: 'POST',
      url: '/api/complete-profile',
      headers: bearer(host.token),
      payload: {
        name: 'Ama Mensah',
        phone: host.phone,
        ...AU,
        location: 'Accra, Ghana',
        latitude: 5.6,
        longitude: -0.19,
        bio: 'Jollof cook-offs and highlife nights.',
      },
    });
    expect(profile.statusCode).toBe(200);
    expect((await getUser(ctx.app, host.token)).json().data.name).toBe('Ama Mensah');
  });

  it('shows an admin decision at once through the server, and within 1 s when the CLI writes directly', async () => {
    const host = await signUpHost(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/complete-profile',
      headers: bearer(host.token),
      payload: {
        name: 'Kofi Boateng',
        phone: host.phone,
        ...AU,
        location: 'Kumasi, Ghana',
        latitude: 6.69,
        longitude: -1.62,
        bio: 'Drumming circles in the park.',
      },
    });
    expect((await getUser(ctx.app, host.token)).json().data.host_status).toBe('pending');
    expect((await getUser(other, host.token)).json().data.host_status).toBe('pending');

    const approved = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/commands',
      headers: { 'x-admin-token': ctx.app.secrets.adminToken },
      payload: { name: 'hosts.approve', who: host.slug },
    });
    expect(approved.json()).toMatchObject({ ok: true });
    expect((await getUser(ctx.app, host.token)).json().data.host_status).toBe('approved');

    const rejected = await runAdminCommand(
      { db: ctx.database.db, now: ctx.clock() },
      { name: 'hosts.reject', who: host.slug },
    );
    expect(rejected.ok).toBe(true);
    ctx.clock.advance(SESSION_CACHE_TTL_MS);
    expect((await getUser(other, host.token)).json().data.host_status).toBe('rejected');
  });
});
