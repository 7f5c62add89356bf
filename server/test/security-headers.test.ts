import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestApp, createTestApp, type TestContext } from './support/test-app';

/** A stand-in for the built app: an index.html and a fingerprinted asset. */
const webDist = mkdtempSync(path.join(tmpdir(), 'friendly-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Friendly Host</title><div id="root"></div>',
);
writeFileSync(path.join(webDist, 'assets', 'index-abc.js'), 'console.log(1)');

function directives(header: string | string[] | number | undefined) {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectSecurityHeaders(headers: Record<string, unknown>, where: string) {
  const csp = directives(headers['content-security-policy'] as string);
  expect(csp.get('script-src'), where).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(csp.get('object-src'), where).toEqual(["'none'"]);
  expect(csp.get('connect-src'), where).toEqual(["'self'"]);
  expect(csp.get('img-src'), where).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.has('upgrade-insecure-requests'), where).toBe(false);
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security'], where).toBeUndefined();
}

describe('security headers on every kind of answer (docs/decisions/062)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ webDistDir: webDist, trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await closeTestApp(ctx);
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    ['/', 200],
    ['/my-events', 200],
    ['/assets/index-abc.js', 200],
    ['/api/health', 200],
    ['/api/nope', 404],
    ['/api/user', 401],
    ['/api/get-user?slug=%00', 422],
    ['/api/docs/', 200],
    ['/api/docs/json', 200],
  ])('%s (%i)', async (url, status) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response.headers, url);
  });

  it('the API reference and its scripts load from this origin under the policy', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const initializer = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
  });

  it('sends HSTS only when the request came over TLS through a trusted proxy', async () => {
    const viaTls = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await ctx.app.inject({
      method: 'GET',
      url: '/',
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps the stricter policies of uploaded media and the sandbox pages', async () => {
    const sandbox = await ctx.app.inject({ method: 'GET', url: '/sandbox/connect/onboarding/unknown' });
    expect(sandbox.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    );
    expect(sandbox.headers['x-frame-options']).toBe('DENY');
  });
});

describe('with Google Places configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ places: { source: 'google', googleBrowserKey: 'browser-key' } });
  });
  afterAll(() => closeTestApp(ctx));

  it('allows exactly the hosts the Maps JavaScript API loads from', async () => {
    const csp = directives(
      (await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp.get('script-src')).toEqual(["'self'", 'https://maps.googleapis.com']);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://maps.googleapis.com',
      'https://places.googleapis.com',
    ]);
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://maps.googleapis.com',
      'https://maps.gstatic.com',
    ]);
  });
});
