import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { admin } from './admin';

const AUSTRALIA = { country_code: '+61', country_id: 21, iso_code: 'AU' } as const;

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

/**
 * Registers and verifies a new account through the real API, as the sign-up screens (or
 * the guests' app) do: a fresh number, the code from the SMS outbox, the session token.
 */
export async function registerVerifiedUser(
  request: APIRequestContext,
  role: 'host' | 'guest',
): Promise<SignedInHost> {
  const phone = uniquePhone();
  const registered = await request.post('/api/register', { data: { ...AUSTRALIA, role, phone } });
  if (!registered.ok()) throw new Error(`register failed: ${registered.status()} ${await registered.text()}`);
  const { user_slug } = (await registered.json()) as { user_slug: string };
  return verifyWithOutboxCode(request, user_slug, phone);
}

/** Enters the last code the SMS outbox holds for `phone`, as Verification does; answers the session. */
async function verifyWithOutboxCode(
  request: APIRequestContext,
  slug: string,
  phone: string,
): Promise<SignedInHost> {
  const verified = await request.post('/api/verify-otp', { data: { slug, otp: lastCodeSentTo(phone) } });
  if (!verified.ok()) throw new Error(`verify failed: ${verified.status()} ${await verified.text()}`);
  const body = (await verified.json()) as { token: string; data: SignedInHost['user'] };
  return { token: body.token, phone, user: body.data };
}

/** Registers and verifies a new host through the real API, as the sign-up screens do. */
export function registerVerifiedHost(request: APIRequestContext): Promise<SignedInHost> {
  return registerVerifiedUser(request, 'host');
}

/** The demo host's number, without +61 (README 'Demo'; `admin demo seed` makes it). */
export const DEMO_HOST_PHONE = '400000000';

/**
 * Signs an existing host in through the API, as Log in and Verification do (the code from
 * the outbox). Each call spends one of the number's five codes an hour (docs/decisions/011):
 * for the demo host use `demoHost`, which shares one session across the run.
 */
export async function signInHost(request: APIRequestContext, phone: string): Promise<SignedInHost> {
  const login = await request.post('/api/login', { data: { ...AUSTRALIA, role: 'host', phone } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  const { user_slug } = (await login.json()) as { user_slug: string };
  return verifyWithOutboxCode(request, user_slug, phone);
}

/**
 * The demo host, seeded (the seed is idempotent) and signed in once for the whole e2e run:
 * the first call signs in with a code from the outbox and keeps the session in the run's
 * DATA_DIR, and every later call — in this worker or a fresh one after a failure — answers
 * that session. The demo number gets five codes an hour (docs/decisions/011), so a spec
 * that only needs "a signed-in demo host" takes this one; a spec testing sign-in itself
 * signs in a host of its own (docs/decisions/138). No test may sign this session out.
 */
export async function demoHost(request: APIRequestContext): Promise<SignedInHost> {
  admin('demo', 'seed');
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the global setup starts the server');
  const file = path.join(dataDir, 'e2e-demo-host-session.json');
  if (!existsSync(file)) {
    const host = await signInHost(request, DEMO_HOST_PHONE);
    writeFileSync(file, JSON.stringify(host));
    return host;
  }
  const host = JSON.parse(readFileSync(file, 'utf8')) as SignedInHost;
  const user = await request.get('/api/user', { headers: { authorization: `Bearer ${host.token}` } });
  if (!user.ok())
    throw new Error(
      `the run's demo-host session no longer works (${user.status()}): a test signed it out or ended it`,
    );
  return host;
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

/**
 * A host every event screen lets in (spec 001 §2): registered, profile complete, approved
 * by the team with the admin CLI, and a payout account connected through the sandbox's
 * onboarding page (docs/API-WALKTHROUGH.md §5–7). Its own account, so no test shares it.
 */
export async function registerReadyHost(request: APIRequestContext): Promise<SignedInHost> {
  const host = await registerVerifiedHost(request);
  await completeProfile(request, host);
  admin('hosts', 'approve', `+61${host.phone}`);
  const auth = { authorization: `Bearer ${host.token}` };
  const baseURL = process.env.E2E_BASE_URL ?? '';
  const link = await request.post('/api/stripe/create-account-link', {
    headers: auth,
    data: { return_url: `${baseURL}/`, refresh_url: `${baseURL}/` },
  });
  if (!link.ok()) throw new Error(`account link failed: ${link.status()} ${await link.text()}`);
  const { url } = (await link.json()) as { url: string };
  await request.post(url, { form: { business_name: 'Maya Patel Dinners' }, maxRedirects: 0 });
  const returned = await request.post('/api/stripe/handle-return', { headers: auth });
  if (!returned.ok()) throw new Error(`handle-return failed: ${returned.status()} ${await returned.text()}`);
  const user = await request.get('/api/user', { headers: auth });
  host.user = ((await user.json()) as { data: SignedInHost['user'] }).data;
  if (host.user.stripe_onboarding_completed !== true)
    throw new Error(`the host's payout account is not ready: ${JSON.stringify(host.user)}`);
  return host;
}
