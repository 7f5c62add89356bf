import { AUTH_MESSAGES } from '@friendly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AU, bearer, lastCodeFor, signUpHost, uniqueAuPhone } from './support/hosts';
import { closeTestApp, createTestApp, type TestContext } from './support/test-app';
import { testDriver } from './support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => closeTestApp(ctx));

const post = (url: string, payload: object, token?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

/** A guest signs up as the mobile app does: the same calls with role 'guest'. */
async function signUpGuest(phone = uniqueAuPhone()) {
  const register = await post('/api/register', { ...AU, phone, role: 'guest' });
  expect(register.statusCode, register.body).toBe(200);
  const slug = register.json().user_slug as string;
  const verify = await post('/api/verify-otp', { slug, otp: lastCodeFor(ctx, `+61${phone}`) });
  expect(verify.statusCode, verify.body).toBe(200);
  ctx.clock.advance(61_000);
  return { token: verify.json().token as string, slug, phone };
}

describe(`guest accounts (${testDriver})`, () => {
  it('sign up and in with role guest, and read themselves as guests', async () => {
    const guest = await signUpGuest();
    const me = await get('/api/user', guest.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ slug: guest.slug, role: 'guest' });
    const login = await post('/api/login', { ...AU, phone: guest.phone, role: 'guest' });
    expect(login.statusCode).toBe(200);
    expect(login.json().user_slug).toBe(guest.slug);
  });

  it('keep one role per number: the other app’s sign-up and sign-in are refused, naming the account', async () => {
    const host = await signUpHost(ctx);
    const guest = await signUpGuest();
    for (const [url, phone, role, message] of [
      ['/api/register', host.phone, 'guest', AUTH_MESSAGES.hostAccount],
      ['/api/login', host.phone, 'guest', AUTH_MESSAGES.hostAccount],
      ['/api/register', guest.phone, 'host', AUTH_MESSAGES.guestAccount],
      ['/api/login', guest.phone, 'host', AUTH_MESSAGES.guestAccount],
    ] as const) {
      const response = await post(url, { ...AU, phone, role });
      expect(response.statusCode, `${url} ${role}`).toBe(409);
      expect(response.json()).toEqual({ status: false, message, errors: { phone: [message] } });
    }
    // An unfinished sign-up keeps its role too.
    const phone = uniqueAuPhone();
    expect((await post('/api/register', { ...AU, phone, role: 'host' })).statusCode).toBe(200);
    ctx.clock.advance(61_000);
    expect((await post('/api/register', { ...AU, phone, role: 'guest' })).statusCode).toBe(409);
  });

  it('are refused on the hosts’ routes with 403, and hosts keep them', async () => {
    const guest = await signUpGuest();
    const host = await signUpHost(ctx);
    for (const [method, url] of [
      ['GET', '/api/events'],
      ['POST', '/api/event'],
      ['GET', '/api/event-detail/1'],
      ['POST', '/api/event/1'],
      ['POST', '/api/event-cancel/1'],
      ['POST', '/api/complete-profile'],
      ['GET', '/api/stripe/account-status'],
      ['POST', '/api/stripe/create-account-link'],
      ['POST', '/api/stripe/disconnect'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: bearer(guest.token), payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ status: false, message: AUTH_MESSAGES.hostsOnly });
    }
    expect((await get('/api/events', host.token)).statusCode).toBe(200);
    // Both roles read themselves, their notifications and the events they take part in.
    for (const url of ['/api/user', '/api/notifications', '/api/user/events/joined']) {
      expect((await get(url, guest.token)).statusCode, url).toBe(200);
    }
  });
});
