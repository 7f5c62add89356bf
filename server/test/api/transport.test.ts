import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { GENERIC_MESSAGES } from '@friendly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/config';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';

const limits = {
  otpSendPerIpPerHour: 1000,
  otpCheckPerIpPer10Minutes: 1000,
  contactPerIpPerHour: 2,
  placesPerIpPerMinute: 1000,
};
const message = {
  first_name: 'Ana',
  last_name: 'Lima',
  subject: 'Hello there',
  message: 'A message long enough to be accepted.',
};

/** A contact message that arrived through a proxy at `proxy`, with this X-Forwarded-For. */
const viaProxy = (ctx: TestContext, proxy: string, forwardedFor: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/contact-us',
    remoteAddress: proxy,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: message,
  });

describe.each<[string, AppConfig['trustProxy']]>([
  ['a hop count (TRUST_PROXY=1)', 1],
  ['proxy addresses (TRUST_PROXY=10.0.0.0/8)', ['10.0.0.0/8']],
])('per-IP limits behind a proxy trusted by %s', (_name, trustProxy) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ trustProxy, rateLimits: limits });
  });
  afterAll(() => closeTestApp(ctx));

  it('counts the address the proxy saw, whatever the client writes before it', async () => {
    const statuses = [];
    for (const spoofed of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      statuses.push((await viaProxy(ctx, '10.0.0.2', `${spoofed}, 203.0.113.9`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    // Another real client behind the same proxy has its own allowance.
    expect((await viaProxy(ctx, '10.0.0.2', '1.1.1.1, 203.0.113.10')).statusCode).toBe(200);
  });
});

describe('without TRUST_PROXY', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ rateLimits: limits });
  });
  afterAll(() => closeTestApp(ctx));

  it('ignores X-Forwarded-For entirely: the socket address is the client', async () => {
    const statuses = [];
    for (const spoofed of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      statuses.push((await viaProxy(ctx, '192.0.2.50', spoofed)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

/** Everything a raw socket received until the server closed it, and when it closed. */
function collect(socket: Socket) {
  const started = performance.now();
  return new Promise<{ text: string; closedAfterMs: number }>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ text, closedAfterMs: performance.now() - started }));
  });
}

describe('slow clients and too many connections (docs/decisions/064)', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp({
      http: {
        requestTimeoutMs: 1500,
        headersTimeoutMs: 1000,
        idleTimeoutMs: 10_000,
        keepAliveTimeoutMs: 5000,
        maxConnections: 3,
      },
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => closeTestApp(ctx));

  const open = () =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket));
      socket.once('error', reject);
    });

  it('answers 408 in the spec shape to a body sent one byte at a time, and closes the socket', async () => {
    const socket = await open();
    const outcome = collect(socket);
    socket.write(
      'POST /api/contact-us HTTP/1.1\r\nHost: friendly.test\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.writable && socket.write(' '), 250);
    const { text, closedAfterMs } = await outcome;
    clearInterval(trickle);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      status: false,
      message: GENERIC_MESSAGES.requestTimeout,
    });
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it('does the same to headers sent one line at a time', async () => {
    const socket = await open();
    const outcome = collect(socket);
    socket.write('GET /api/health HTTP/1.1\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 250);
    const { text, closedAfterMs } = await outcome;
    clearInterval(trickle);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it('refuses connections beyond the cap and serves again once they close', async () => {
    const held = await Promise.all([open(), open(), open()]);
    const extra = await open();
    const refused = await collect(extra);
    expect(refused.text).toBe('');
    for (const socket of held) socket.destroy();
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status, { timeout: 5000 })
      .toBe(200);
  });
});
