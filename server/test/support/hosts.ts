import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestContext } from './test-app';

let counter = 0;

/** A distinct, valid Australian mobile number (digits only, national form) per call. */
export function uniqueAuPhone() {
  counter += 1;
  return `4${String(10_000_000 + ((process.pid * 7919 + counter * 104_729) % 89_999_999)).padStart(8, '0')}`;
}

export const AU = {
  country_code: '+61',
  country_id: (65 - 65) * 26 + (85 - 65) + 1,
  iso_code: 'AU',
} as const;

export type OutboxLine = { to: string; body: string; sentAt: string };

export function readOutbox(ctx: TestContext): OutboxLine[] {
  try {
    return readFileSync(path.join(ctx.dataDir, 'sms-outbox.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxLine);
  } catch {
    return [];
  }
}

/** The six-digit code of the last message sent to a number, read as a person would: from the outbox. */
export function lastCodeFor(ctx: TestContext, e164: string) {
  const line = readOutbox(ctx)
    .filter((entry) => entry.to === e164)
    .at(-1);
  const code = line?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${e164}`);
  return code;
}

/** Registers a host and verifies the code: answers the token, slug and phone. */
export async function signUpHost(ctx: TestContext, phone = uniqueAuPhone()) {
  const register = await ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { ...AU, phone, role: 'host' },
  });
  if (register.statusCode !== 200) throw new Error(`register failed: ${register.body}`);
  const slug = register.json().user_slug as string;
  const e164 = `+61${phone}`;
  const verify = await ctx.app.inject({
    method: 'POST',
    url: '/api/verify-otp',
    payload: { slug, otp: lastCodeFor(ctx, e164) },
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  // The next send for this host must not trip over the cooldown.
  ctx.clock.advance(61_000);
  return { token: verify.json().token as string, slug, phone, e164, id: verify.json().data.id as number };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
