import {
  AUTH_MESSAGES,
  countriesResponseSchema,
  GENERIC_MESSAGES,
  userResponseSchema,
} from '@friendly/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AU, bearer, lastCodeFor, readOutbox, signUpHost, uniqueAuPhone } from '../support/hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => closeTestApp(ctx));

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

async function register(phone = uniqueAuPhone()) {
  const response = await post('/api/register', { ...AU, phone, role: 'host' });
  const body = response.json();
  return {
    response,
    phone,
    e164: `+61${phone}`,
    slug: body.user_slug as string,
    ticket: body.verification_token as string,
  };
}

const getUser = (slug: string, ticket?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/get-user?slug=${slug}`,
    headers: ticket ? { 'x-verification-token': ticket } : {},
  });

describe(`GET /api/countries (${testDriver})`, () => {
  it('lists every ISO country with a dial code and stable ids', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/countries' });
    expect(response.statusCode).toBe(200);
    const body = countriesResponseSchema.parse(response.json());
    expect(body.countries.length).toBeGreaterThan(240);
    expect(body.countries).toContainEqual({
      id: AU.country_id,
      code: 'AU',
      name: 'Australia',
      isd_code: '+61',
    });
    expect(body.countries.find((c) => c.code === 'GB')?.isd_code).toBe('+44');
    expect(body.countries.find((c) => c.code === 'US')?.isd_code).toBe('+1');
  });
});

describe('POST /api/register', () => {
  it('creates an unverified host, sends a six-digit code to the outbox and answers the slug', async () => {
    const { response, e164, slug, ticket } = await register('0412 345 678'.replace(/\D/g, '').slice(1));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: AUTH_MESSAGES.codeSent,
      user_slug: slug,
      retry_after: 60,
      verification_token: ticket,
      verification_expires_at: new Date(ctx.clock().getTime() + 30 * 60_000).toISOString(),
    });
    expect(ticket).toMatch(/^[\w-]{40,}$/);
    const line = readOutbox(ctx).at(-1)!;
    expect(line.to).toBe(e164);
    expect(line.body).toMatch(/^\d{6} is your Friendly Host verification code/);
    expect(new Date(line.sentAt).toISOString()).toBe(ctx.clock().toISOString());
  });

  it('treats 0412… and 412… in Australia as the same number', async () => {
    const phone = uniqueAuPhone();
    const first = await register(phone);
    const again = await post('/api/register', { ...AU, phone: `0${phone}`, role: 'host' });
    expect(again.json().user_slug).toBe(first.slug);
    expect(again.json().message).toBe(AUTH_MESSAGES.codeStillValid);
  });

  it.each([
    [{ phone: '' }, 'phone', AUTH_MESSAGES.registerPhoneRequired],
    [{ phone: undefined }, 'phone', AUTH_MESSAGES.registerPhoneRequired],
    [{ phone: '12345' }, 'phone', AUTH_MESSAGES.registerPhoneInvalid],
    [{ phone: '1234567890123456' }, 'phone', AUTH_MESSAGES.registerPhoneInvalid],
    [{ phone: '41234abc5678' }, 'phone', AUTH_MESSAGES.registerPhoneInvalid],
    [{ country_code: '' }, 'country_code', AUTH_MESSAGES.selectCountryCode],
    [{ country_id: undefined }, 'country_id', AUTH_MESSAGES.selectCountryCode],
    [{ role: 'admin' }, 'role', AUTH_MESSAGES.invalidRole],
  ])('rejects %o with "%s: %s"', async (change, field, message) => {
    const response = await post('/api/register', { ...AU, phone: uniqueAuPhone(), role: 'host', ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: false, message, errors: { [field]: [message] } });
  });

  it('rejects a dial code that does not belong to the chosen country', async () => {
    const response = await post('/api/register', {
      ...AU,
      country_code: '+44',
      phone: uniqueAuPhone(),
      role: 'host',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: AUTH_MESSAGES.selectCountryCode,
      errors: { country_id: [AUTH_MESSAGES.selectCountryCode] },
    });
  });

  it('refuses a number that already has a verified account', async () => {
    const host = await signUpHost(ctx);
    const response = await post('/api/register', { ...AU, phone: host.phone, role: 'host' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: false,
      message: AUTH_MESSAGES.accountExists,
      errors: { phone: [AUTH_MESSAGES.accountExists] },
    });
  });
});

describe('POST /api/login', () => {
  it('sends a code to a known number', async () => {
    const host = await signUpHost(ctx);
    const before = readOutbox(ctx).length;
    const response = await post('/api/login', { ...AU, phone: host.phone, role: 'host' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      user_slug: host.slug,
      message: AUTH_MESSAGES.codeSent,
    });
    expect(readOutbox(ctx).length).toBe(before + 1);
  });

  it('sends a new code when the last one was just used to sign in (log out, log in within a minute)', async () => {
    const { slug, e164, phone } = await register();
    const verified = await post('/api/verify-otp', { slug, otp: lastCodeFor(ctx, e164) });
    expect(verified.statusCode).toBe(200);
    const before = readOutbox(ctx).length;
    const login = await post('/api/login', { ...AU, phone, role: 'host' });
    expect(login.statusCode).toBe(200);
    expect(readOutbox(ctx).length).toBe(before + 1);
    const again = await post('/api/verify-otp', { slug, otp: lastCodeFor(ctx, e164) });
    expect(again.statusCode).toBe(200);
    // A second login inside the minute keeps that fresh, unused code instead.
    const unused = await post('/api/login', { ...AU, phone, role: 'host' });
    expect(unused.statusCode).toBe(200);
    const keep = await post('/api/login', { ...AU, phone, role: 'host' });
    expect(keep.statusCode).toBe(200);
    expect(readOutbox(ctx).length).toBe(before + 2);
  });

  it('sends a fresh code when the one inside the cooldown was locked by 5 wrong tries', async () => {
    const { slug, e164, phone } = await register();
    const dead = lastCodeFor(ctx, e164);
    const wrong = dead === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await post('/api/verify-otp', { slug, otp: wrong });
    const before = readOutbox(ctx).length;
    const login = await post('/api/login', { ...AU, phone, role: 'host' });
    expect(login.json()).toMatchObject({ status: true, message: AUTH_MESSAGES.codeSent });
    expect(readOutbox(ctx).length).toBe(before + 1);
    const verified = await post('/api/verify-otp', { slug, otp: lastCodeFor(ctx, e164) });
    expect(verified.statusCode).toBe(200);
  });

  it('does not create an account for an unknown number', async () => {
    const phone = uniqueAuPhone();
    const response = await post('/api/login', { ...AU, phone, role: 'host' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      message: AUTH_MESSAGES.noAccount,
      errors: { phone: [AUTH_MESSAGES.noAccount] },
    });
    expect(readOutbox(ctx).some((line) => line.to === `+61${phone}`)).toBe(false);
  });

  it.each([
    [{ phone: '' }, 'phone', AUTH_MESSAGES.loginPhoneRequired],
    [{ phone: '123' }, 'phone', AUTH_MESSAGES.loginPhoneInvalid],
    [{ country_code: undefined }, 'country_code', AUTH_MESSAGES.selectCountryCode],
  ])('rejects %o with "%s: %s"', async (change, field, message) => {
    const response = await post('/api/login', { ...AU, phone: uniqueAuPhone(), role: 'host', ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: false, message, errors: { [field]: [message] } });
  });
});

describe('GET /api/get-user', () => {
  it('answers what the verification screen needs to the browser that holds the ticket', async () => {
    const { slug, phone, ticket } = await register();
    const response = await getUser(slug, ticket);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: {
        slug,
        phone,
        phone_masked: false,
        can_edit_phone: true,
        country_code: '+61',
        country_id: AU.country_id,
        iso_code: 'AU',
        is_verified: false,
        resend_available_in: 60,
      },
    });
  });

  it('masks the number for a slug alone, another account’s ticket or an expired ticket', async () => {
    const { slug, phone } = await register();
    const other = await register();
    const masked = { phone: `••••••${phone.slice(-3)}`, phone_masked: true, can_edit_phone: false };
    expect((await getUser(slug)).json().data).toMatchObject(masked);
    expect((await getUser(slug, other.ticket)).json().data).toMatchObject(masked);
    expect((await getUser(slug, 'forged-ticket')).json().data).toMatchObject(masked);
    ctx.clock.advance(30 * 60_000);
    expect((await getUser(other.slug, other.ticket)).json().data.phone_masked).toBe(true);
  });

  it('never offers the number for editing once the account is verified', async () => {
    const host = await signUpHost(ctx);
    const login = await post('/api/login', { ...AU, phone: host.phone, role: 'host' });
    const data = (await getUser(host.slug, login.json().verification_token)).json().data;
    expect(data).toMatchObject({
      phone: host.phone,
      phone_masked: false,
      can_edit_phone: false,
      is_verified: true,
    });
  });

  it('says "User not found" for an unknown slug and "Invalid verification link" without one', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/get-user?slug=nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: false, message: AUTH_MESSAGES.userNotFound });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/get-user' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(AUTH_MESSAGES.invalidVerificationLink);
  });
});

describe('POST /api/verify-otp', () => {
  it('verifies the host and answers a token and the profile', async () => {
    const { slug, e164 } = await register();
    const response = await post('/api/verify-otp', { slug, otp: lastCodeFor(ctx, e164) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: true, message: AUTH_MESSAGES.verified });
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.data).toMatchObject({ slug, is_verified: true, host_status: 'pending', profile_photo: null });
    const user = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(body.token) });
    expect(userResponseSchema.parse(user.json()).data.slug).toBe(slug);
  });

  it('asks for the complete six-digit code', async () => {
    for (const otp of ['12345', '12a456', '', undefined, '1234567']) {
      const response = await post('/api/verify-otp', { slug: 'whatever', otp });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: false,
        message: AUTH_MESSAGES.otpIncomplete,
        errors: { otp: [AUTH_MESSAGES.otpIncomplete] },
      });
    }
  });

  it('says "User not found" for an unknown slug', async () => {
    const response = await post('/api/verify-otp', { slug: 'nobody', otp: '123456' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: AUTH_MESSAGES.userNotFound });
  });

  it('accepts a code only once', async () => {
    const { slug, e164 } = await register();
    const otp = lastCodeFor(ctx, e164);
    expect((await post('/api/verify-otp', { slug, otp })).statusCode).toBe(200);
    const again = await post('/api/verify-otp', { slug, otp });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(AUTH_MESSAGES.codeExpired);
  });

  it('expires a code after 10 minutes', async () => {
    const { slug, e164 } = await register();
    const otp = lastCodeFor(ctx, e164);
    ctx.clock.advance(10 * 60_000);
    const response = await post('/api/verify-otp', { slug, otp });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: AUTH_MESSAGES.codeExpired,
      errors: { otp: [AUTH_MESSAGES.codeExpired] },
    });
  });

  it('still accepts a code just before 10 minutes', async () => {
    const { slug, e164 } = await register();
    ctx.clock.advance(10 * 60_000 - 1000);
    expect((await post('/api/verify-otp', { slug, otp: lastCodeFor(ctx, e164) })).statusCode).toBe(200);
  });

  it('gives up on a code after 5 wrong tries, even if the right one follows', async () => {
    const { slug, e164 } = await register();
    const otp = lastCodeFor(ctx, e164);
    const wrong = otp === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++)
      messages.push((await post('/api/verify-otp', { slug, otp: wrong })).json().message);
    expect(messages).toEqual([
      ...Array(4).fill(AUTH_MESSAGES.codeIncorrect),
      AUTH_MESSAGES.codeAttemptsExhausted,
    ]);
    const right = await post('/api/verify-otp', { slug, otp });
    expect(right.statusCode).toBe(422);
    expect(right.json().message).toBe(AUTH_MESSAGES.codeAttemptsExhausted);
    // A new code starts afresh.
    ctx.clock.advance(60_000);
    expect((await post('/api/resend-otp', { slug })).statusCode).toBe(200);
    expect((await post('/api/verify-otp', { slug, otp: lastCodeFor(ctx, e164) })).statusCode).toBe(200);
  });

  it('replaces the previous code when a new one is sent', async () => {
    const { slug, e164 } = await register();
    const first = lastCodeFor(ctx, e164);
    ctx.clock.advance(60_000);
    await post('/api/resend-otp', { slug });
    const second = lastCodeFor(ctx, e164);
    if (first !== second) {
      expect((await post('/api/verify-otp', { slug, otp: first })).json().message).toBe(
        AUTH_MESSAGES.codeIncorrect,
      );
    }
    expect((await post('/api/verify-otp', { slug, otp: second })).statusCode).toBe(200);
  });
});

describe('POST /api/resend-otp', () => {
  it('enforces the 60-second cooldown and answers the seconds left', async () => {
    const { slug } = await register();
    ctx.clock.advance(18_000);
    const early = await post('/api/resend-otp', { slug });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      status: false,
      message: 'Please wait 42 seconds before requesting a new code.',
      retry_after: 42,
    });
    expect(early.headers['retry-after']).toBe('42');
    ctx.clock.advance(42_000);
    const onTime = await post('/api/resend-otp', { slug });
    expect(onTime.statusCode).toBe(200);
    expect(onTime.json()).toEqual({ status: true, message: AUTH_MESSAGES.codeResent, retry_after: 60 });
  });

  it('sends one code when several resends arrive at once', async () => {
    const { slug, e164 } = await register();
    ctx.clock.advance(60_000);
    const before = readOutbox(ctx).filter((line) => line.to === e164).length;
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () =>
        post('/api/resend-otp', { slug }).then((response) => response.statusCode),
      ),
    );
    expect(statuses.sort()).toEqual([200, 429, 429, 429]);
    expect(readOutbox(ctx).filter((line) => line.to === e164).length).toBe(before + 1);
  });

  it('sends at most 5 codes per number per hour', async () => {
    const { slug, e164 } = await register();
    for (let i = 0; i < 4; i++) {
      ctx.clock.advance(60_000);
      expect((await post('/api/resend-otp', { slug })).statusCode).toBe(200);
    }
    ctx.clock.advance(60_000);
    const sixth = await post('/api/resend-otp', { slug });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      status: false,
      message: 'Too many codes were sent to this number. Please try again in 55 minutes.',
      retry_after: 3300,
    });
    expect(readOutbox(ctx).filter((line) => line.to === e164)).toHaveLength(5);
    ctx.clock.advance(3300_000);
    expect((await post('/api/resend-otp', { slug })).statusCode).toBe(200);
  });

  it('says "User not found" for an unknown slug', async () => {
    const response = await post('/api/resend-otp', { slug: 'nobody' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(AUTH_MESSAGES.userNotFound);
  });
});

describe('POST /api/update-phone', () => {
  it('corrects a mistyped number at once: the cooldown belongs to the number a code went to', async () => {
    const { slug, ticket, e164 } = await register();
    const phone = uniqueAuPhone();
    const response = await post('/api/update-phone', {
      slug,
      verification_token: ticket,
      ...AU,
      phone: `0${phone}`,
      role: 'host',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: AUTH_MESSAGES.phoneUpdated,
      phone,
      country_code: '+61',
      country_id: AU.country_id,
      iso_code: 'AU',
      retry_after: 60,
    });
    // The code sent to the mistyped number is void; the new number's code signs in.
    const stale = await post('/api/verify-otp', { slug, otp: lastCodeFor(ctx, e164) });
    expect(stale.statusCode).toBe(422);
    const verify = await post('/api/verify-otp', { slug, otp: lastCodeFor(ctx, `+61${phone}`) });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.phone).toBe(phone);
  });

  it('keeps each number’s own cooldown: back to the first number within a minute is refused', async () => {
    const first = uniqueAuPhone();
    const { slug, ticket } = await register(first);
    const second = await post('/api/update-phone', {
      slug,
      verification_token: ticket,
      ...AU,
      phone: uniqueAuPhone(),
    });
    expect(second.statusCode).toBe(200);
    const back = await post('/api/update-phone', { slug, verification_token: ticket, ...AU, phone: first });
    expect(back.statusCode).toBe(429);
    expect(back.json().retry_after).toBe(60);
    expect((await getUser(slug, ticket)).json().data.phone).not.toBe(first);
  });

  it('keeps the per-number hourly cap when the number changes back and forth', async () => {
    const phone = uniqueAuPhone();
    const { slug, ticket } = await register(phone);
    const elsewhere = uniqueAuPhone();
    const switchTo = async (to: string) => {
      ctx.clock.advance(61_000);
      return (await post('/api/update-phone', { slug, verification_token: ticket, ...AU, phone: to }))
        .statusCode;
    };
    // Register sent the first code; four more fit in the hour, the sixth does not.
    for (let sends = 2; sends <= 5; sends++) {
      expect(await switchTo(elsewhere)).toBe(200);
      expect(await switchTo(phone)).toBe(200);
    }
    expect(await switchTo(elsewhere)).toBe(200);
    expect(await switchTo(phone)).toBe(429);
  });

  it('needs the ticket of this sign-up: the slug alone, a forged or another account’s ticket are refused', async () => {
    const { slug, phone } = await register();
    const other = await register();
    for (const verification_token of ['', 'forged-ticket', other.ticket]) {
      const response = await post('/api/update-phone', {
        slug,
        verification_token,
        ...AU,
        phone: uniqueAuPhone(),
      });
      expect([403, 422]).toContain(response.statusCode);
      expect(response.json().message).toBe(AUTH_MESSAGES.verificationExpired);
    }
    const without = await post('/api/update-phone', { slug, ...AU, phone: uniqueAuPhone() });
    expect(without.statusCode).toBe(422);
    expect(without.json().errors).toEqual({ verification_token: [AUTH_MESSAGES.verificationExpired] });
    expect((await getUser(slug, (await register(phone)).ticket)).json().data.phone).toBe(phone);
  });

  it('refuses after the ticket expires (30 minutes)', async () => {
    const { slug, ticket } = await register();
    ctx.clock.advance(30 * 60_000 + 1000);
    const response = await post('/api/update-phone', {
      slug,
      verification_token: ticket,
      ...AU,
      phone: uniqueAuPhone(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(AUTH_MESSAGES.verificationExpired);
  });

  it('refuses once the number is verified, even with a fresh login ticket', async () => {
    const host = await signUpHost(ctx);
    const login = await post('/api/login', { ...AU, phone: host.phone, role: 'host' });
    const response = await post('/api/update-phone', {
      slug: host.slug,
      verification_token: login.json().verification_token,
      ...AU,
      phone: uniqueAuPhone(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: false, message: AUTH_MESSAGES.phoneAlreadyVerified });
  });

  it('refuses a number another account uses', async () => {
    const other = await signUpHost(ctx);
    const { slug, ticket } = await register();
    const response = await post('/api/update-phone', {
      slug,
      verification_token: ticket,
      ...AU,
      phone: other.phone,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ phone: [AUTH_MESSAGES.phoneTaken] });
  });

  it.each([
    [{ phone: '' }, 'phone', AUTH_MESSAGES.newPhoneRequired],
    [{ phone: '12' }, 'phone', AUTH_MESSAGES.newPhoneInvalid],
    [{ country_code: '' }, 'country_code', AUTH_MESSAGES.selectCountry],
    [{ country_id: '' }, 'country_id', AUTH_MESSAGES.selectCountry],
    [{ iso_code: 'Australia' }, 'iso_code', AUTH_MESSAGES.invalidCountry],
  ])('rejects %o with "%s: %s"', async (change, field, message) => {
    const response = await post('/api/update-phone', {
      slug: 'x',
      verification_token: 't',
      ...AU,
      phone: uniqueAuPhone(),
      ...change,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('answers "Invalid country selection" for a country that does not match', async () => {
    const { slug, ticket } = await register();
    const response = await post('/api/update-phone', {
      slug,
      verification_token: ticket,
      ...AU,
      country_id: 9999,
      phone: uniqueAuPhone(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ country_id: [AUTH_MESSAGES.invalidCountry] });
  });
});

describe('the account-takeover probe (docs/decisions/060)', () => {
  it('a verified account stays verified through a phone change, and nobody can move it to their number', async () => {
    const host = await signUpHost(ctx);
    const newPhone = uniqueAuPhone();
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/complete-profile',
      headers: bearer(host.token),
      payload: {
        name: 'Maya Patel',
        phone: newPhone,
        country_code: '+61',
        location: 'Sydney, New South Wales, Australia',
        latitude: '-33.86785',
        longitude: '151.20732',
        bio: 'I host small dinners and board-game nights.',
      },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().user).toMatchObject({ phone: host.phone, is_verified: true });

    // The attacker knows the new number: it is not an account's number yet.
    ctx.clock.advance(61_000);
    expect((await post('/api/login', { ...AU, phone: newPhone, role: 'host' })).statusCode).toBe(404);
    // Knowing the old number gets a sign-in code sent to the host, and a ticket that
    // cannot move a verified account to another number.
    const login = await post('/api/login', { ...AU, phone: host.phone, role: 'host' });
    expect(login.json().user_slug).toBe(host.slug);
    ctx.clock.advance(61_000);
    const attacker = uniqueAuPhone();
    for (const verification_token of [login.json().verification_token, undefined]) {
      const moved = await post('/api/update-phone', {
        slug: host.slug,
        verification_token,
        ...AU,
        phone: attacker,
      });
      expect([403, 422]).toContain(moved.statusCode);
    }
    expect(readOutbox(ctx).some((line) => line.to === `+61${attacker}`)).toBe(false);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(host.token) });
    expect(me.json().data).toMatchObject({ phone: host.phone, is_verified: true });
  });
});

describe('bearer tokens: /api/user, /api/verify-token, /api/logout', () => {
  const unauthenticated = { status: false, message: GENERIC_MESSAGES.unauthenticated };

  it('accepts a fresh token', async () => {
    const { token } = await signUpHost(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/verify-token',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: AUTH_MESSAGES.tokenValid });
  });

  it('answers 401 without a token, with a malformed one, a tampered one and a foreign-signed one', async () => {
    const { token } = await signUpHost(ctx);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tamperedPayload = Buffer.from(
      JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) }),
    ).toString('base64url');
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('someone-elses-secret-that-is-long-enough'));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    const cases: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Bearer not-a-jwt' },
      { authorization: `Basic ${token}` },
      bearer(`${header}.${tamperedPayload}.${signature}`),
      bearer(`${token.slice(0, -2)}xx`),
      bearer(foreign),
      bearer(none),
    ];
    for (const headers of cases) {
      for (const url of ['/api/verify-token', '/api/user']) {
        const response = await ctx.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, JSON.stringify(headers)).toBe(401);
        expect(response.json()).toEqual(unauthenticated);
      }
    }
  });

  it('answers 401 once the token has expired (30 days)', async () => {
    const { token } = await signUpHost(ctx);
    ctx.clock.advance(30 * 86_400_000);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticated);
  });

  it('revokes the token on logout, and only that token', async () => {
    const host = await signUpHost(ctx);
    await post('/api/login', { ...AU, phone: host.phone, role: 'host' });
    const second = await post('/api/verify-otp', { slug: host.slug, otp: lastCodeFor(ctx, host.e164) });
    const otherToken = second.json().token as string;

    const logout = await post('/api/logout', undefined, bearer(host.token));
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ status: true, message: AUTH_MESSAGES.loggedOut });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/verify-token',
      headers: bearer(host.token),
    });
    expect(after.statusCode).toBe(401);
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/verify-token',
      headers: bearer(otherToken),
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('per-IP limits on code routes', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimits: {
        otpSendPerIpPerHour: 3,
        otpCheckPerIpPer10Minutes: 4,
        contactPerIpPerHour: 5,
        placesPerIpPerMinute: 1000,
      },
    });
  });
  afterAll(() => closeTestApp(limited));

  it('limits code sends per IP per hour across every sending route', async () => {
    const from = (ip: string, url: string, payload: unknown) =>
      limited.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
    const statuses = [];
    for (const url of ['/api/register', '/api/login', '/api/register', '/api/login']) {
      statuses.push(
        (await from('203.0.113.7', url, { ...AU, phone: uniqueAuPhone(), role: 'host' })).statusCode,
      );
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    const blocked = await from('203.0.113.7', '/api/resend-otp', { slug: 'x' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ status: false, message: GENERIC_MESSAGES.tooManyRequests });
    expect(blocked.json().retry_after).toBeGreaterThan(0);
    // Another address is not affected, and the window ends.
    expect((await from('203.0.113.8', '/api/resend-otp', { slug: 'x' })).statusCode).toBe(404);
    limited.clock.advance(3600_000);
    expect((await from('203.0.113.7', '/api/resend-otp', { slug: 'x' })).statusCode).toBe(404);
  });

  it('limits code checks per IP per 10 minutes', async () => {
    const check = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/verify-otp',
        payload: { slug: 'nobody', otp: '123456' },
        remoteAddress: '198.51.100.4',
      });
    for (let i = 0; i < 4; i++) expect((await check()).statusCode).toBe(404);
    expect((await check()).statusCode).toBe(429);
    limited.clock.advance(600_000);
    expect((await check()).statusCode).toBe(404);
  });
});
