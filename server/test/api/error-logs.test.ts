import { GENERIC_MESSAGES } from '@friendly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, users } from '../../src/db/schema';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';

const PRIVATE = 'my-private-message-4711';
const PHONE = '+61499000111';

describe('what the log says about a failed query (docs/decisions/061)', () => {
  let ctx: TestContext;
  const lines: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp(
      { log: { level: 'info', pretty: false } },
      (app) => {
        // Two real failures with personal data in them: a foreign key that does not exist
        // (the parameters carry a contact message) and a duplicate phone number (the
        // database's detail quotes the number).
        app.post('/test/failing-insert', async () => {
          await app.database.db.insert(contactMessages).values({
            firstName: 'Ana',
            lastName: 'Lima',
            subject: 'Private',
            message: PRIVATE,
            userId: 987_654,
            createdAt: new Date(),
          });
          return { ok: true };
        });
        app.post('/test/duplicate-phone', async () => {
          const row = {
            slug: `s${Date.now()}`,
            phone: '499000111',
            countryCode: '+61',
            phoneE164: PHONE,
            createdAt: new Date(),
            updatedAt: new Date(),
          };
          await app.database.db.insert(users).values(row);
          await app.database.db.insert(users).values({ ...row, slug: `${row.slug}b` });
          return { ok: true };
        });
      },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(() => closeTestApp(ctx));

  it('keeps parameters and row values out, and the SQL state and constraint in', async () => {
    for (const url of ['/test/failing-insert', '/test/duplicate-phone']) {
      const response = await ctx.app.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ status: false, message: GENERIC_MESSAGES.unexpected });
    }
    const logged = lines.join('\n');
    expect(logged).toContain('request failed');
    expect(logged).toContain('"code":"23503"');
    expect(logged).toContain('"code":"23505"');
    expect(logged).toContain('users_phone_e164_unique');
    expect(logged).not.toContain(PRIVATE);
    expect(logged).not.toContain(PHONE);
    expect(logged).not.toContain('499000111');
    expect(logged).not.toMatch(/params:/);
  });
});
