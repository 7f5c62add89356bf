import { healthResponseSchema } from '@friendly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestApp, createTestApp, type TestContext } from './support/test-app';
import { testDriver } from './support/test-database';

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
  });

  it('has run the migrations: the countries table exists and is queryable', async () => {
    const result = await ctx.database.db.execute("select to_regclass('public.countries') as name");
    expect((result as unknown as { rows: Array<{ name: string }> }).rows[0]?.name).toBe('countries');
  });
});
