import { healthResponseSchema } from '@friendly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => closeTestApp(ctx));

describe(`GET /api/health (${testDriver})`, () => {
  it('answers status true once the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = healthResponseSchema.parse(response.json());
    expect(body.database).toEqual({ driver: testDriver, ok: true });
    expect(body.warnings).toEqual([]);
  });

  it('says when production runs on the SMS outbox or the sandbox payments provider', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'Zq7v9Lw2Rk4Tn8Px1Bs6Hd3Jf5Mc0Ya8Gu',
      PUBLIC_URL: 'https://friendlyhost.example',
      ALLOW_SMS_OUTBOX: 'true',
      ALLOW_SANDBOX_PAYMENTS: 'true',
    });
    const lines: string[] = [];
    const production = await createTestApp(
      { warnings: config.warnings, log: { level: 'warn', pretty: false } },
      undefined,
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    try {
      const body = healthResponseSchema.parse((await production.app.inject({ url: '/api/health' })).json());
      expect(body.warnings).toEqual([
        expect.stringContaining('ALLOW_SMS_OUTBOX=true'),
        expect.stringContaining('ALLOW_SANDBOX_PAYMENTS=true'),
      ]);
      expect(lines.join('')).toContain('PRODUCTION WARNING: ALLOW_SMS_OUTBOX=true');
      expect(lines.join('')).toContain('PRODUCTION WARNING: ALLOW_SANDBOX_PAYMENTS=true');
    } finally {
      await closeTestApp(production);
    }
  });

  it('has run the migrations: the countries table exists and is queryable', async () => {
    const result = await ctx.database.db.execute("select to_regclass('public.countries') as name");
    expect((result as unknown as { rows: Array<{ name: string }> }).rows[0]?.name).toBe('countries');
  });
});
