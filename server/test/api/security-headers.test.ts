import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPaymentsProvider } from '../../src/providers/sandbox-payments';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';

/**
 * Security headers on every kind of answer (docs/decisions/062, 143): the built app and its
 * history fallback, static files and the API reference carry the document set; the JSON
 * API with its errors and 404s its own; the sandbox payment pages and uploaded media
 * their own policies.
 */

/** A stand-in for the built app: an index.html, a fingerprinted asset and a public file. */
const webDist = mkdtempSync(path.join(tmpdir(), 'friendly-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Friendly Host</title><script type="module" src="/assets/index-abc.js"></script><div id="root"></div>',
);
writeFileSync(path.join(webDist, 'assets', 'index-abc.js'), 'console.log(1)');
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

/** The policy as directive → sources. */
function directives(response: LightMyRequestResponse) {
  const map = new Map<string, string[]>();
  for (const part of String(response.headers['content-security-policy'] ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

/** The policy and headers every answer but media and the sandbox pages carries, without Google. */
function expectAppHeaders(response: LightMyRequestResponse, where: string) {
  const csp = directives(response);
  expect(csp.get('default-src'), where).toEqual(["'self'"]);
  expect(csp.get('script-src'), where).toEqual(["'self'"]);
  expect(csp.get('script-src-attr'), where).toEqual(["'none'"]);
  expect(csp.get('style-src'), where).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get('style-src-elem'), where).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get('style-src-attr'), where).toEqual(["'none'"]);
  expect(csp.get('img-src'), where).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('font-src'), where).toEqual(["'self'", 'data:']);
  expect(csp.get('connect-src'), where).toEqual(["'self'"]);
  expect(csp.get('object-src'), where).toEqual(["'none'"]);
  expect(csp.get('base-uri'), where).toEqual(["'self'"]);
  expect(csp.get('form-action'), where).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(csp.has('upgrade-insecure-requests'), where).toBe(false);
  expectCommonHeaders(response, where);
}

/** The headers of the JSON API's answers (docs/decisions/143): nothing loads, runs, submits or frames. */
function expectApiHeaders(response: LightMyRequestResponse, where: string) {
  expect(response.headers['content-security-policy'], where).toBe(
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
  expect(response.headers['x-content-type-options'], where).toBe('nosniff');
  expect(response.headers['cross-origin-resource-policy'], where).toBe('same-origin');
  // The document headers act on pages; a JSON answer goes without them.
  for (const header of [
    'x-frame-options',
    'referrer-policy',
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ]) {
    expect(response.headers[header], `${where}: ${header}`).toBeUndefined();
  }
  expect(response.headers['strict-transport-security'], where).toBeUndefined();
}

/** What every page and file carries whatever its policy. */
function expectCommonHeaders(response: LightMyRequestResponse, where: string) {
  expect(response.headers['x-frame-options'], where).toBe('DENY');
  expect(response.headers['x-content-type-options'], where).toBe('nosniff');
  expect(response.headers['referrer-policy'], where).toMatch(
    /^(strict-origin-when-cross-origin|no-referrer)$/,
  );
  expect(response.headers['cross-origin-opener-policy'], where).toBe('same-origin');
  // Plain HTTP: no HSTS.
  expect(response.headers['strict-transport-security'], where).toBeUndefined();
}

describe('security headers on every kind of answer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Behind a trusted proxy on 127.0.0.1 (every injected request comes from there).
    ctx = await createTestApp({ webDistDir: webDist, trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await closeTestApp(ctx);
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    ['GET', '/', 200],
    ['HEAD', '/', 200],
    ['GET', '/my-events', 200],
    ['GET', '/login?next=%2Fmy-profile', 200],
    ['GET', '/apis-and-more', 200],
    ['GET', '/assets/index-abc.js', 200],
    ['GET', '/favicon.svg', 200],
    ['GET', '/assets/missing.js', 404],
    ['GET', '/api/docs', 200],
    ['GET', '/api/docs/', 200],
    ['GET', '/api/docs/json', 200],
    ['GET', '/api/docs/static/swagger-ui-bundle.js', 200],
    ['GET', '/api/docs/static/swagger-initializer.js', 200],
    ['GET', '/api/docs/static/swagger-ui.css', 200],
  ] as const)('the document set on %s %s (%i)', async (method, url, status) => {
    const response = await ctx.app.inject({ method, url });
    expect(response.statusCode).toBe(status);
    expectAppHeaders(response, `${method} ${url}`);
  });

  it.each([
    ['GET', '/api/health', 200],
    ['GET', '/api/countries', 200],
    ['GET', '/api', 404],
    ['GET', '/api?x=1', 404],
    ['GET', '/api/nope', 404],
    ['GET', '/api/docsearch', 404],
    ['GET', '/api/user', 401],
    ['GET', '/api/get-user?slug=%00', 422],
    ['POST', '/api/nope', 404],
  ] as const)('the API set on %s %s (%i)', async (method, url, status) => {
    const response = await ctx.app.inject({ method, url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expectApiHeaders(response, `${method} ${url}`);
  });

  it('the API policy is at least as strict as the document policy in every directive', async () => {
    const page = directives(await ctx.app.inject({ method: 'GET', url: '/' }));
    const api = directives(await ctx.app.inject({ method: 'GET', url: '/api/health' }));
    expect(api.get('default-src')).toEqual(["'none'"]);
    // Fetch directives not named fall back to default-src 'none'; these three do not fall back.
    for (const name of ['base-uri', 'form-action', 'frame-ancestors'])
      expect(api.get(name), name).toEqual(["'none'"]);
    for (const name of page.keys()) {
      if (api.has(name)) expect(api.get(name), name).toEqual(["'none'"]);
      else expect(name, name).toMatch(/-src(-elem|-attr)?$/);
    }
  });

  it('an unreadable JSON body (a 400 from the parser) carries them too', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expectApiHeaders(response, 'bad JSON');
  });

  it('the history fallback serves the app shell, whose scripts are files under the policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/my-events' });
    expect(response.body).toContain('<div id="root">');
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('the API reference has no inline script: its initializer is a file', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.body).toContain('swagger-initializer.js');
  });

  it('sends HSTS when the request came over TLS through the trusted proxy', async () => {
    for (const url of ['/', '/api/health', '/api/nope', '/api/docs/']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('does not send HSTS when an untrusted client claims TLS', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/',
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps the sandbox payment pages’ own policy, with the other headers', async () => {
    const provider = ctx.app.providers.payments;
    if (!(provider instanceof SandboxPaymentsProvider)) throw new Error('the tests run on the sandbox');
    const { id } = await provider.createAccount({
      email: null,
      userSlug: 'headers-test',
      idempotencyKey: 'headers-test',
    });
    const { url } = await provider.createAccountLink(id, {
      refreshUrl: 'http://localhost/connect-stripe',
      returnUrl: 'http://localhost/connect-stripe?return=1',
      origin: '',
    });
    for (const pageUrl of [url, '/sandbox/connect/onboarding/unknown']) {
      const response = await ctx.app.inject({ method: 'GET', url: pageUrl });
      expect(response.headers['content-type'], pageUrl).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy'], pageUrl).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      );
      expect(response.headers['referrer-policy'], pageUrl).toBe('no-referrer');
      expectCommonHeaders(response, pageUrl);
    }
  });

  it('keeps the uploaded media’s own policy, with the other headers', async () => {
    mkdirSync(path.join(ctx.dataDir, 'uploads'), { recursive: true });
    writeFileSync(
      path.join(ctx.dataDir, 'uploads', 'photo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    const response = await ctx.app.inject({ method: 'GET', url: '/media/photo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expectCommonHeaders(response, '/media/photo.svg');
  });
});

describe('without a trusted proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ trustProxy: false });
  });
  afterAll(() => closeTestApp(ctx));

  it('ignores X-Forwarded-Proto: the request came over plain HTTP, so no HSTS', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    expectApiHeaders(response, '/api/health');
  });
});

describe('with the app’s origins configured (PUBLIC_URL, APP_ORIGINS)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ appOrigins: ['https://host.example', 'http://laptop.test:3000'] });
  });
  afterAll(() => closeTestApp(ctx));

  it('names their socket origins in connect-src as well as self', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(directives(response).get('connect-src')).toEqual([
      "'self'",
      'wss://host.example',
      'ws://laptop.test:3000',
    ]);
  });
});

describe('with Google Places configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ places: { source: 'google', googleBrowserKey: 'k' } });
  });
  afterAll(() => closeTestApp(ctx));

  it('allows exactly the hosts the Maps JavaScript API loads from, and no more', async () => {
    const csp = directives(await ctx.app.inject({ method: 'GET', url: '/api/docs/' }));
    expect(csp.get('script-src')).toEqual(["'self'", 'https://maps.googleapis.com']);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://maps.googleapis.com',
      'https://mapsresources-pa.googleapis.com',
      'https://places.googleapis.com',
    ]);
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://maps.googleapis.com',
      'https://maps.gstatic.com',
    ]);
    expect(csp.get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com']);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:', 'https://fonts.gstatic.com']);
    // Still no inline script, eval, frames or workers from Google.
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.has('worker-src')).toBe(false);
    expect(csp.has('frame-src')).toBe(false);
    // The API's answers load nothing, Google or not.
    expectApiHeaders(await ctx.app.inject({ method: 'GET', url: '/api/health' }), '/api/health');
  });

  it('names no Google host without Google Places', async () => {
    const local = await createTestApp();
    try {
      const response = await local.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(String(response.headers['content-security-policy'])).not.toMatch(/google|gstatic/);
    } finally {
      await closeTestApp(local);
    }
  });
});
