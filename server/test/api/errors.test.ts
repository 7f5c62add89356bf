import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiErrorSchema, GENERIC_MESSAGES } from '@friendly/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';

describe('API error shape', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, (app) => {
      const typed = app.withTypeProvider<ZodTypeProvider>();
      typed.post(
        '/api/__test/echo',
        {
          schema: {
            body: z.object({
              name: z.string().min(2, 'Full name must be at least 2 characters long.'),
              bio: z.string().min(10, 'Bio must be at least 10 characters long.'),
            }),
          },
        },
        async (request) => ({ status: true, name: request.body.name }),
      );
      typed.get('/api/__test/boom', async () => {
        throw new Error('secret internal detail at /srv/app.ts:12');
      });
    });
  });
  afterAll(() => closeTestApp(ctx));

  it('answers an unknown /api path with a JSON 404 in the spec shape', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: '/api/nope?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(apiErrorSchema.parse(response.json())).toEqual({
        status: false,
        message: GENERIC_MESSAGES.notFound,
      });
    }
  });

  it('answers invalid input with 422 and every message under its field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      payload: { name: 'A', bio: 'short' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: 'Full name must be at least 2 characters long.',
      errors: {
        name: ['Full name must be at least 2 characters long.'],
        bio: ['Bio must be at least 10 characters long.'],
      },
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      payload: { name: 'x'.repeat(2 * 1024 * 1024), bio: 'long enough bio' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: false, message: GENERIC_MESSAGES.payloadTooLarge });
  });

  it('hides the cause of an unexpected failure', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/__test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: false, message: GENERIC_MESSAGES.unexpected });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('app.ts');
  });
});

describe('serving the built app', () => {
  let ctx: TestContext;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'friendly-dist-'));
    mkdirSync(path.join(webDistDir, 'assets'));
    writeFileSync(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><title>Friendly Host</title><div id="root"></div>',
    );
    writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log("app")');
    ctx = await createTestApp({ webDistDir });
  });
  afterAll(async () => {
    await closeTestApp(ctx);
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('serves the app shell at / and at deep links, uncached', async () => {
    for (const url of ['/', '/my-events', '/verification/abc-123', '/event-details/some-slug?tab=reviews']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Friendly Host</title>');
    }
  });

  it('serves fingerprinted assets with a long cache and 404s missing ones', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('still answers unknown API paths with JSON, never the app shell', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: GENERIC_MESSAGES.notFound });
  });
});
