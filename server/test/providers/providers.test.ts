import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsProvider } from '../../src/providers/sms';
import { AU, uniqueAuPhone } from '../support/hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

describe(`an SMS gateway that fails (${testDriver})`, () => {
  let ctx: TestContext;
  const failing: SmsProvider = {
    name: 'twilio',
    send: async () => {
      throw new Error('Twilio answered 503');
    },
  };
  beforeAll(async () => {
    ctx = await createTestApp({}, undefined, { providers: { sms: failing } });
  });
  afterAll(() => closeTestApp(ctx));

  it('answers 502 with a plain message, never a 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...AU, phone: uniqueAuPhone(), role: 'host' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      status: false,
      message: 'We could not send the code. Please try again in a moment.',
    });
  });

  it('answers missing media and bad admin commands in the spec shape', async () => {
    const media = await ctx.app.inject({ method: 'GET', url: '/media/profile-photos/missing.webp' });
    expect(media.statusCode).toBe(404);
    expect(media.json().status).toBe(false);
    const admin = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/commands',
      headers: { 'x-admin-token': ctx.app.secrets.adminToken },
      payload: { name: 'hosts.delete-everything' },
    });
    expect(admin.statusCode).toBe(422);
    expect(admin.json().status).toBe(false);
  });
});

describe('codes through Twilio (a local fake of its Messages API)', () => {
  let ctx: TestContext;
  const received: Array<{ url: string; auth: string | undefined; form: URLSearchParams }> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        auth: request.headers.authorization,
        form: new URLSearchParams(body),
      });
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end('{"sid":"SM123","status":"queued"}');
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    ctx = await createTestApp({
      sms: {
        provider: 'twilio',
        accountSid: 'AC_test',
        authToken: 'twilio-token',
        from: '+15005550006',
        messagingServiceSid: null,
        apiBase: `http://127.0.0.1:${port}`,
      },
    });
  });
  afterAll(async () => {
    await closeTestApp(ctx);
    await new Promise((resolve) => server.close(resolve));
  });

  it('texts the code and keeps nothing in the outbox', async () => {
    const phone = uniqueAuPhone();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...AU, phone, role: 'host' },
    });
    expect(response.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe('/2010-04-01/Accounts/AC_test/Messages.json');
    expect(received[0]!.auth).toBe(`Basic ${Buffer.from('AC_test:twilio-token').toString('base64')}`);
    expect(received[0]!.form.get('To')).toBe(`+61${phone}`);
    expect(received[0]!.form.get('From')).toBe('+15005550006');
    expect(received[0]!.form.get('Body')).toMatch(/^\d{6} is your Friendly Host verification code/);
    expect(existsSync(path.join(ctx.dataDir, 'sms-outbox.jsonl'))).toBe(false);
    const code = received[0]!.form.get('Body')!.slice(0, 6);
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { slug: response.json().user_slug, otp: code },
    });
    expect(verify.statusCode).toBe(200);
  });
});
