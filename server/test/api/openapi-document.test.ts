import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { apiErrorSchema, rateLimitedErrorSchema } from '@friendly/contracts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_OPERATIONS } from '../../src/lib/api-operations';
import { completeApiDocument } from '../../src/lib/openapi';
import { signUpGuest } from '../support/guest-accounts';
import { AU, bearer, uniqueAuPhone } from '../support/hosts';
import { registeredRoutes } from '../support/openapi';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * The OpenAPI document the mobile team generates its client from (docs/decisions/108):
 * what an independent linter (Redocly CLI, the repository's redocly.yaml) says of the live
 * /api/docs/json, a stable operationId for every route, security on every operation, every
 * error answer in the spec's shape, and `servers`.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

type Response = { description: string; content?: Record<string, { schema: Record<string, unknown> }> };
type Operation = {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, Response>;
};
type Document = {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
};

let ctx: TestContext;
let served: string;
let document: Document;
let operations: Array<[key: string, operation: Operation]>;

beforeAll(async () => {
  ctx = await createTestApp();
  const answer = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(answer.statusCode).toBe(200);
  served = answer.body;
  document = answer.json();
  operations = Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(
      ([method, operation]) => [`${method.toUpperCase()} ${route}`, operation] as [string, Operation],
    ),
  );
});
afterAll(() => closeTestApp(ctx));

/** A zod schema as the document converts answers. */
const converted = (schema: z.ZodType) =>
  (
    jsonSchemaTransform({
      schema: { response: { 200: schema } },
      url: '/',
      openapiObject: { openapi: '3.0.3' },
    } as never) as unknown as { schema: { response: Record<number, unknown> } }
  ).schema.response[200];

describe(`the OpenAPI document for generated clients (${testDriver})`, () => {
  it('passes Redocly’s recommended rules with the repository’s redocly.yaml: no error, no warning', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'friendly-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, served);
      const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
      // The CLI exits with 1 when it finds errors: its report is read either way.
      const output = await run(
        process.execPath,
        [
          cli,
          'lint',
          file,
          '--extends',
          'recommended',
          '--config',
          path.join(root, 'redocly.yaml'),
          '--format',
          'json',
          '--max-problems',
          '1000',
        ],
        { cwd: root, maxBuffer: 64 * 1024 * 1024 },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(output.stdout) as {
        totals: { errors: number; warnings: number };
        problems: Array<{
          ruleId: string;
          severity: string;
          message: string;
          location: Array<{ pointer: string }>;
        }>;
      };
      const problems = report.problems.map(
        (problem) =>
          `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`,
      );
      expect(problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names every route the reference shows with the operationId of api-operations.ts, each name once', () => {
    const documented = operations.map(([key]) => key).sort();
    expect(documented).toEqual(Object.keys(API_OPERATIONS).sort());
    // Only the team's own channel stays out of the reference (docs/decisions/099).
    expect(registeredRoutes(ctx.app).filter((key) => !documented.includes(key))).toEqual([
      'POST /api/admin/backup',
      'POST /api/admin/commands',
    ]);
    for (const [key, operation] of operations) {
      expect(operation.operationId, key).toBe(API_OPERATIONS[key]?.id);
      expect(operation.operationId, key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(operation.summary, key).toBeTruthy();
    }
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares security on every operation: the bearer scheme, or none for public ones', () => {
    for (const [key, operation] of operations) {
      expect([[], [{ bearerAuth: [] }]], key).toContainEqual(operation.security);
    }
    const open = operations.filter(([, operation]) => operation.security?.length === 0).map(([key]) => key);
    expect(open).toEqual(
      expect.arrayContaining(['POST /api/register', 'POST /api/verify-otp', 'GET /api/countries']),
    );
    expect(open).not.toContain('GET /api/guest/events');
  });

  it('lists 4xx answers on every operation, each with a schema; JSON ones in the spec’s error shape', () => {
    const errorShape = converted(apiErrorSchema);
    const rateLimitedShape = converted(rateLimitedErrorSchema);
    for (const [key, operation] of operations) {
      const codes = Object.keys(operation.responses);
      expect(
        codes.filter((code) => code.startsWith('4')),
        key,
      ).toContain('422');
      if (operation.security?.length) expect(codes, key).toContain('401');
      if (key.startsWith('POST ')) expect(codes, key).toEqual(expect.arrayContaining(['400', '413']));
      for (const code of [...codes.filter((code) => /^[45]/.test(code)), 'default']) {
        const response = operation.responses[code];
        expect(response?.description, `${key} ${code}`).toBeTruthy();
        const content = response?.content ?? {};
        const schema = content['application/json']?.schema ?? content['text/html']?.schema;
        expect(schema, `${key} ${code}`).toBeDefined();
        if (!content['application/json']) continue;
        expect(schema, `${key} ${code}`).toMatchObject({
          properties: { status: { enum: [false] }, message: { type: 'string' } },
          required: expect.arrayContaining(['status', 'message']),
        });
        if (code === '429') {
          expect(schema, `${key} 429`).toEqual(rateLimitedShape);
        }
      }
      expect(operation.responses.default?.content?.['application/json']?.schema, key).toEqual(errorShape);
    }
  });

  it('answers the errors it documents where no route schema declares them, in the documented shape', async () => {
    // 422: a control character in the query, on a route whose schema reads no query.
    const guarded = await ctx.app.inject({ method: 'GET', url: '/api/health?x=%00' });
    expect(guarded.statusCode).toBe(422);
    expect(apiErrorSchema.strict().parse(guarded.json()).errors).toHaveProperty('x');
    expect(operations.find(([key]) => key === 'GET /api/health')?.[1].responses).toHaveProperty('422');

    // 401 on a bearer route that declares no error of its own.
    const noToken = await ctx.app.inject({ method: 'GET', url: '/api/chat/rooms' });
    expect(noToken.statusCode).toBe(401);
    apiErrorSchema.strict().parse(noToken.json());

    // 400: a body that is not JSON.
    const unreadable = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name":',
    });
    expect(unreadable.statusCode).toBe(400);
    apiErrorSchema.strict().parse(unreadable.json());

    // 429 with retry_after: a new code asked for within the cooldown.
    const phone = uniqueAuPhone();
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...AU, phone, role: 'guest' },
    });
    expect(register.statusCode, register.body).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/resend-otp',
      payload: { slug: register.json().user_slug },
    });
    expect(again.statusCode, again.body).toBe(429);
    expect(rateLimitedErrorSchema.strict().parse(again.json()).retry_after).toBeGreaterThan(0);
    expect(again.headers['retry-after']).toBe(String(again.json().retry_after));

    // 404 on a route that declares no error of its own: a room that is not the caller's.
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/rooms/999999/mark-read',
      headers: bearer((await signUpGuest(ctx, null)).token),
    });
    expect(missing.statusCode).toBe(404);
    apiErrorSchema.strict().parse(missing.json());
  });

  it('names the server: the origin the document was read from, or PUBLIC_URL when it is set', () => {
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    const transform = completeApiDocument({ publicUrl: 'https://friendlyhost.example' });
    const completed = transform({ openapiObject: { openapi: '3.0.3', paths: {} } }) as Document;
    expect(completed.servers).toEqual([
      { url: 'https://friendlyhost.example', description: expect.any(String) },
    ]);
  });

  it('still renders the reference for people at /api/docs', async () => {
    const entry = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    const url =
      entry.statusCode === 302 ? new URL(entry.headers.location!, 'http://x').pathname : '/api/docs';
    const page = entry.statusCode === 302 ? await ctx.app.inject({ method: 'GET', url }) : entry;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    const initializer = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('json');
  });
});
