import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { OutboxSmsProvider, SmsDeliveryError, TwilioSmsProvider } from './sms';

const twilioOptions = {
  provider: 'twilio' as const,
  accountSid: 'AC123',
  authToken: 'token',
  from: '+15005550006',
  messagingServiceSid: null,
  apiBase: 'https://twilio.test',
};

describe('TwilioSmsProvider', () => {
  it('posts the message to the Messages API with basic auth', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ sid: 'SM1' }), { status: 201 });
    }) as unknown as typeof fetch;
    await new TwilioSmsProvider(twilioOptions, fakeFetch).send({
      to: '+61412345678',
      body: '123456 is your code',
    });
    expect(calls[0]!.url).toBe('https://twilio.test/2010-04-01/Accounts/AC123/Messages.json');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('AC123:token').toString('base64')}`,
    );
    const form = calls[0]!.init.body as URLSearchParams;
    expect(Object.fromEntries(form)).toEqual({
      To: '+61412345678',
      Body: '123456 is your code',
      From: '+15005550006',
    });
  });

  it('throws when Twilio refuses', async () => {
    const fakeFetch = (async () =>
      new Response('{"code":21211}', { status: 400 })) as unknown as typeof fetch;
    await expect(
      new TwilioSmsProvider(twilioOptions, fakeFetch).send({ to: '+1', body: 'x' }),
    ).rejects.toThrow(SmsDeliveryError);
  });
});

describe('OutboxSmsProvider', () => {
  it('appends { to, body, sentAt } lines', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const outbox = new OutboxSmsProvider(
      dir,
      pino({ level: 'silent' }),
      () => new Date('2026-01-02T03:04:05Z'),
    );
    await outbox.send({ to: '+61400000001', body: 'one', code: '111111' });
    await outbox.send({ to: '+61400000002', body: 'two' });
    const lines = readFileSync(path.join(dir, 'sms-outbox.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      { to: '+61400000001', body: 'one', sentAt: '2026-01-02T03:04:05.000Z' },
      { to: '+61400000002', body: 'two', sentAt: '2026-01-02T03:04:05.000Z' },
    ]);
  });

  it('prints the code in the log in development only', async () => {
    const logged = (logCodes: boolean) => {
      const lines: string[] = [];
      const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
      const outbox = new OutboxSmsProvider(
        mkdtempSync(path.join(tmpdir(), 'outbox-')),
        log,
        () => new Date(),
        logCodes,
      );
      return { lines, outbox };
    };
    const development = logged(true);
    await development.outbox.send({ to: '+61400000003', body: '654321 is your code', code: '654321' });
    expect(development.lines.join('')).toContain('654321');
    const elsewhere = logged(false);
    await elsewhere.outbox.send({ to: '+61400000003', body: '654321 is your code', code: '654321' });
    expect(elsewhere.lines).toHaveLength(1);
    expect(elsewhere.lines.join('')).not.toContain('654321');
  });
});
