import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';

const AUSTRALIA = { country_code: '+61', country_id: 21, iso_code: 'AU', role: 'host' } as const;

/** A fresh Australian mobile number per call, so tests never share an account. */
export function uniquePhone() {
  return `4${String(Date.now()).slice(-5)}${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, '0')}`;
}

/** Every one-time code the server's SMS outbox sent to this number, oldest first. */
export function codesSentTo(phoneDigits: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'sms-outbox.jsonl');
  let text = '';
  try {
    text = readFileSync(outbox, 'utf8');
  } catch {
    return [];
  }
  const codes: string[] = [];
  for (const line of text.trim().split('\n')) {
    if (!line) continue;
    const message = JSON.parse(line) as { to: string; body: string };
    const code = message.to.endsWith(phoneDigits) ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
    if (code) codes.push(code);
  }
  return codes;
}

/** The last one-time code the server's SMS outbox sent to this number. */
export function lastCodeSentTo(phoneDigits: string): string {
  const code = codesSentTo(phoneDigits).at(-1);
  if (!code) throw new Error(`no code in the outbox for ${phoneDigits}`);
  return code;
}

export type SignedInHost = {
  token: string;
  phone: string;
  user: Record<string, unknown> & { slug: string; profile_photo: string | null };
};

/** Registers and verifies a new host through the real API, as the sign-up screens do. */
export async function registerVerifiedHost(request: APIRequestContext): Promise<SignedInHost> {
  const phone = uniquePhone();
  const registered = await request.post('/api/register', { data: { ...AUSTRALIA, phone } });
  if (!registered.ok()) throw new Error(`register failed: ${registered.status()} ${await registered.text()}`);
  const { user_slug } = (await registered.json()) as { user_slug: string };
  const verified = await request.post('/api/verify-otp', {
    data: { slug: user_slug, otp: lastCodeSentTo(phone) },
  });
  if (!verified.ok()) throw new Error(`verify failed: ${verified.status()} ${await verified.text()}`);
  const body = (await verified.json()) as { token: string; data: SignedInHost['user'] };
  return { token: body.token, phone, user: body.data };
}

/** Puts a session in the browser's local storage the way the verification screen does. */
export async function signInBrowser(page: Page, host: SignedInHost) {
  await page.goto('/terms-conditions');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('auth_token', token);
    localStorage.setItem('user_data', JSON.stringify(user));
  }, host);
}

/** Completes the host profile through the API (what the Complete Profile screen sends). */
export async function completeProfile(request: APIRequestContext, host: SignedInHost) {
  const answer = await request.post('/api/complete-profile', {
    headers: { authorization: `Bearer ${host.token}` },
    data: {
      name: 'Maya Patel',
      phone: host.phone,
      country_code: '+61',
      location: 'Sydney, New South Wales, Australia',
      latitude: '-33.86785',
      longitude: '151.20732',
      bio: 'I host small dinners and board-game nights for curious people.',
    },
  });
  if (!answer.ok()) throw new Error(`complete-profile failed: ${answer.status()} ${await answer.text()}`);
  const body = (await answer.json()) as { user: SignedInHost['user'] };
  host.user = body.user;
}
