import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { apiErrorSchema, GENERIC_MESSAGES, INPUT_MESSAGES, PROFILE_MESSAGES } from '@friendly/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpuTime } from '../support/fuzz';
import { AU, bearer, signUpHost } from '../support/hosts';
import { multipartBody } from '../support/multipart';
import { type JsonSchema, openApiOperations } from '../support/openapi';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = (await signUpHost(ctx)).token;
});
afterAll(() => closeTestApp(ctx));

const MB = 1_000_000;
/** Hostile shapes of 1 MB each: plain, the URL ReDoS shape, digits, and spaces. */
const HOSTILE: Record<string, string> = {
  letters: 'a'.repeat(MB),
  'url ReDoS': `http://${'a'.repeat(MB - 10)} b`,
  digits: '1'.repeat(MB),
  'spaces around a word': `${' '.repeat(MB / 2)}x${' '.repeat(MB / 2)}`,
};

type Operation = { method: string; path: string; body: string[]; query: string[]; params: string[] };

const isString = (schema: JsonSchema | undefined) =>
  schema?.type === undefined ||
  schema.type === 'string' ||
  (Array.isArray(schema.type) && schema.type.includes('string'));

/** Every route of the API with its string fields, read from the app's own OpenAPI document. */
function operations(): Operation[] {
  return openApiOperations(ctx.app).map((op) => ({
    method: op.method,
    path: op.path,
    body: Object.entries(op.body?.properties ?? {})
      .filter(([, schema]) => isString(schema))
      .map(([name]) => name),
    query: op.parameters.filter((p) => p.in === 'query' && isString(p.schema)).map((p) => p.name),
    params: op.parameters.filter((p) => p.in === 'path').map((p) => p.name),
  }));
}

function expectSpecError(response: { statusCode: number; json(): unknown }, label: string) {
  expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, label).toBeLessThan(500);
  expect(apiErrorSchema.safeParse(response.json()).success, label).toBe(true);
}

/**
 * The answer and the work it took: the CPU time the process spent on the request (the app
 * and PGlite share it), which a busy neighbour on a shared machine does not inflate
 * (docs/decisions/099). A slow answer is measured again: the rule is about work that grows
 * with the input (a backtracking regex is slow every time), not a garbage collection that
 * happened to land on one request.
 */
async function timed(request: InjectOptions) {
  const measure = async () => {
    const { result: response, cpuMs } = await cpuTime(() => ctx.app.inject(request));
    return { response, ms: cpuMs };
  };
  // Up to three tries while it is slow: a major garbage collection (the 1 MB values leave
  // megabytes behind) may land on one, rarely on three in a row.
  let best = await measure();
  for (let retry = 0; retry < 2 && best.ms >= 100; retry += 1) {
    const next = await measure();
    if (next.ms < best.ms) best = next;
  }
  return best;
}

describe('every string field of every route, given 1 MB of hostile text (docs/decisions/061)', () => {
  it('covers the API: every route with a body, a query or path parameters is probed', () => {
    const probed = operations().filter((op) => op.body.length + op.query.length + op.params.length > 0);
    const paths = probed.map((op) => `${op.method} ${op.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/register',
        'POST /api/update-phone',
        'GET /api/get-user',
        'POST /api/contact-us',
        'POST /api/stripe/create-account-link',
        'GET /api/places/autocomplete',
        'GET /api/places/details/{id}',
      ]),
    );
  });

  it('answers each body field with a 4xx in the spec shape, never a 5xx, within 100 ms of work', async () => {
    // Warm up: the first request of a route compiles its schemas.
    for (const op of operations()) {
      await ctx.app.inject({ method: op.method as 'GET', url: op.path.replace(/\{[^}]+\}/g, '1') });
    }
    const slow: string[] = [];
    let probes = 0;
    for (const op of operations()) {
      for (const field of op.body) {
        for (const [shape, value] of Object.entries(HOSTILE)) {
          const label = `${op.method} ${op.path} body.${field} (${shape})`;
          probes += 1;
          const { response, ms } = await timed({
            method: op.method as 'POST',
            url: op.path.replace(/\{[^}]+\}/g, '1'),
            headers: { ...bearer(token), 'content-type': 'application/json' },
            payload: JSON.stringify({ [field]: value }),
          });
          expectSpecError(response, label);
          if (ms >= 100) slow.push(`${label}: ${ms.toFixed(0)} ms of CPU`);
        }
      }
    }
    expect(probes).toBeGreaterThan(40);
    expect(slow).toEqual([]);
  });

  it('answers each query and path field, at the longest address the server reads, likewise', async () => {
    // Node refuses request lines and headers over 16 KB (431, below); just under that is
    // the longest value that ever reaches a route's validation.
    const longest = 15_000;
    const shapes = {
      letters: 'a'.repeat(longest),
      'url ReDoS': `http://${'a'.repeat(longest - 10)} b`,
      digits: '1'.repeat(longest),
    };
    const slow: string[] = [];
    let probes = 0;
    for (const op of operations()) {
      for (const [shape, value] of Object.entries(shapes)) {
        const encoded = encodeURIComponent(value);
        const urls = [
          ...op.query.map((field) => [
            `?${field}`,
            `${op.path.replace(/\{[^}]+\}/g, '1')}?${field}=${encoded}`,
          ]),
          ...op.params.map((field) => [
            `{${field}}`,
            op.path.replace(`{${field}}`, encoded).replace(/\{[^}]+\}/g, '1'),
          ]),
        ];
        for (const [field, url] of urls) {
          const label = `${op.method} ${op.path} ${field} (${shape})`;
          probes += 1;
          const { response, ms } = await timed({
            method: op.method as 'GET',
            url: url!,
            headers: bearer(token),
          });
          if (response.statusCode >= 400) expectSpecError(response, label);
          else expect(response.statusCode, label).toBe(200);
          if (ms >= 100) slow.push(`${label}: ${ms.toFixed(0)} ms of CPU`);
        }
      }
    }
    expect(probes).toBeGreaterThan(10);
    expect(slow).toEqual([]);
  });

  it('refuses a 1 MB address on the wire at once with 431 in the spec shape', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const started = performance.now();
    const text = await new Promise<string>((resolve) => {
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(received));
      socket.write(`GET /api/get-user?slug=${'a'.repeat(MB)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      status: false,
      message: GENERIC_MESSAGES.headersTooLarge,
    });
  });
});

describe('control characters, strict types and coordinates', () => {
  const json = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });

  it.each([
    ['/api/get-user?slug=%00', 'slug'],
    ['/api/get-user?slug=abc%00def', 'slug'],
    ['/api/places/autocomplete?input=Syd%00ney', 'input'],
    ['/api/places/details/%00', 'id'],
  ])('refuses a NUL in %s under %s, before the database', async (url, field) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: INPUT_MESSAGES.forbiddenCharacters,
      errors: { [field]: [INPUT_MESSAGES.forbiddenCharacters] },
    });
  });

  it('refuses a NUL in any JSON field, including ones the schema does not know', async () => {
    const contact = {
      first_name: 'Ana',
      last_name: 'Lima',
      subject: 'Hello there',
      message: 'Long enough message here.',
    };
    for (const [field, value] of [
      ['first_name', 'A\u0000na'],
      ['message', 'Long enough\u0000 message.'],
      ['extra', '\u0000'],
    ]) {
      const response = await json('/api/contact-us', { ...contact, [field as string]: value });
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors, field).toEqual({
        [field as string]: [INPUT_MESSAGES.forbiddenCharacters],
      });
    }
    const register = await json('/api/register', { ...AU, phone: '412\u0000345678', role: 'host' });
    expect(register.statusCode).toBe(422);
  });

  it('refuses bidi overrides in names and line breaks in single-line fields; keeps them where they belong', async () => {
    const contact = {
      first_name: 'Ana',
      last_name: 'Lima',
      subject: 'Hello there',
      message: 'First line.\nSecond line\twith a tab.',
    };
    expect((await json('/api/contact-us', contact)).statusCode).toBe(200);
    for (const [field, value] of [
      ['first_name', 'Ana\u202Eevil'],
      ['last_name', 'Li\u2066ma'],
      ['subject', 'Two\nlines'],
      ['first_name', 'Bell\u0007'],
    ]) {
      const response = await json('/api/contact-us', { ...contact, [field as string]: value });
      expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBe(422);
      expect(response.json().errors[field as string]).toEqual([INPUT_MESSAGES.forbiddenCharacters]);
    }
  });

  const profile = (phone: string) => ({
    name: 'Amelia Hart',
    phone,
    country_code: '+61',
    location: 'Sydney, Australia',
    latitude: '-33.86785',
    longitude: '151.20732',
    bio: 'I host long Sunday lunches\nfor five.',
  });

  it('keeps JSON types strict: a boolean or a number is not text', async () => {
    const host = await signUpHost(ctx);
    for (const [field, value] of [
      ['name', true],
      ['name', 12345],
      ['bio', ['a', 'list']],
      ['phone', { digits: host.phone }],
    ] as const) {
      const response = await json(
        '/api/complete-profile',
        { ...profile(host.phone), [field]: value },
        bearer(host.token),
      );
      expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBe(422);
      expect(response.json().errors[field]).toHaveLength(1);
    }
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(host.token) });
    expect(me.json().data.name).toBeNull();
  });

  it.each([
    [{ latitude: ' ', longitude: ' ' }],
    [{ latitude: '', longitude: '151.2' }],
    [{ latitude: null, longitude: null }],
  ])('treats blank coordinates %o as a city not picked, never 0/0', async (coordinates) => {
    const host = await signUpHost(ctx);
    const response = await json(
      '/api/complete-profile',
      { ...profile(host.phone), ...coordinates },
      bearer(host.token),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.location).toEqual([PROFILE_MESSAGES.cityNotPicked]);
  });

  it.each([['0x10'], ['1e2'], ['Infinity'], [true]])('refuses the coordinate %s', async (latitude) => {
    const host = await signUpHost(ctx);
    const response = await json(
      '/api/complete-profile',
      { ...profile(host.phone), latitude },
      bearer(host.token),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain('latitude');
  });
});

describe('multipart bodies that cannot be read', () => {
  it('answers 400 in the spec shape to a body cut short, and to one without a boundary', async () => {
    const host = await signUpHost(ctx);
    const { payload, headers } = multipartBody({ name: 'Amelia Hart', bio: 'x'.repeat(50) });
    const cut = await ctx.app.inject({
      method: 'POST',
      url: '/api/complete-profile',
      headers: { ...headers, ...bearer(host.token) },
      payload: payload.subarray(0, payload.length - 30),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ status: false, message: GENERIC_MESSAGES.badForm });

    const boundaryless = await ctx.app.inject({
      method: 'POST',
      url: '/api/complete-profile',
      headers: { 'content-type': 'multipart/form-data', ...bearer(host.token) },
      payload,
    });
    expect(boundaryless.statusCode).toBe(400);
    expect(boundaryless.json()).toEqual({ status: false, message: GENERIC_MESSAGES.badForm });
  });

  it('refuses control characters and over-long values in multipart fields', async () => {
    const host = await signUpHost(ctx);
    const send = (fields: Record<string, string>) => {
      const { payload, headers } = multipartBody(fields);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/complete-profile',
        headers: { ...headers, ...bearer(host.token) },
        payload,
      });
    };
    const fields = {
      name: 'Amelia Hart',
      phone: host.phone,
      country_code: '+61',
      location: 'Sydney, Australia',
      latitude: '-33.86785',
      longitude: '151.20732',
      bio: 'I host long Sunday lunches for five.',
    };
    const nul = await send({ ...fields, name: 'Ame\u0000lia' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors.name).toEqual([INPUT_MESSAGES.forbiddenCharacters]);
    const huge = await send({ ...fields, bio: 'b'.repeat(100_000) });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors.bio).toEqual([PROFILE_MESSAGES.bioTooLong]);
  });
});
