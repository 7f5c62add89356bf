import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestTraffic } from '../../src/lib/request-traffic';

/**
 * Background work gives way to requests (docs/PERFORMANCE.md): `quiet()` waits for the
 * requests in flight, and no longer than its bound when they keep coming.
 */
const apps: Array<ReturnType<typeof Fastify>> = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function slowApp() {
  const app = Fastify();
  apps.push(app);
  const traffic = new RequestTraffic();
  traffic.track(app);
  const gates: Array<() => void> = [];
  let entered: () => void = () => {};
  app.get('/slow', async () => {
    await new Promise<void>((release) => {
      gates.push(release);
      entered();
    });
    return { ok: true };
  });
  app.get('/fast', async () => ({ ok: true }));
  const nextEntry = () =>
    new Promise<void>((resolve) => {
      entered = resolve;
    });
  return { app, traffic, gates, nextEntry };
}

describe('the requests in flight', () => {
  it('lets background work start only once the requests in flight are answered', async () => {
    const { app, traffic, gates, nextEntry } = slowApp();
    await app.ready();
    expect(traffic.inFlight).toBe(0);
    await traffic.quiet();

    const entry = nextEntry();
    const answer = app.inject({ method: 'GET', url: '/slow' });
    await entry;
    expect(traffic.inFlight).toBe(1);
    let started = false;
    const work = traffic.quiet(60_000).then(() => {
      started = true;
    });
    expect((await app.inject({ method: 'GET', url: '/fast' })).statusCode).toBe(200);
    expect(traffic.inFlight).toBe(1);
    expect(started).toBe(false);

    gates[0]?.();
    expect((await answer).json()).toEqual({ ok: true });
    await work;
    expect(started).toBe(true);
    expect(traffic.inFlight).toBe(0);
  });

  it('waits no longer than its bound while a request stays open', async () => {
    const { app, traffic, gates, nextEntry } = slowApp();
    await app.ready();
    const entry = nextEntry();
    const answer = app.inject({ method: 'GET', url: '/slow' });
    await entry;
    await traffic.quiet(5);
    expect(traffic.inFlight).toBe(1);
    gates[0]?.();
    await answer;
    expect(traffic.inFlight).toBe(0);
  });

  it('counts a request whose client went away as done', async () => {
    const { app, traffic, gates, nextEntry } = slowApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const controller = new AbortController();
    const entry = nextEntry();
    const asked = fetch(`http://127.0.0.1:${port}/slow`, { signal: controller.signal }).catch(() => null);
    await entry;
    expect(traffic.inFlight).toBe(1);
    const quiet = traffic.quiet(60_000);
    controller.abort();
    await asked;
    await quiet;
    expect(traffic.inFlight).toBe(0);
    gates[0]?.();
  });
});
