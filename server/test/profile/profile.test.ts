import { readdirSync } from 'node:fs';
import path from 'node:path';
import { AUTH_MESSAGES, cooldownMessage, GENERIC_MESSAGES, PROFILE_MESSAGES } from '@friendly/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AU, bearer, lastCodeFor, readOutbox, signUpHost, uniqueAuPhone } from '../support/hosts';
import { type FilePart, multipartBody } from '../support/multipart';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => closeTestApp(ctx));

const validFields = (phone: string) => ({
  name: 'Amelia Hart',
  phone,
  country_code: '+61',
  country_id: AU.country_id,
  location: 'Sydney, Australia',
  latitude: '-33.86785',
  longitude: '151.20732',
  bio: 'I host long Sunday lunches for five.',
});

async function submit(token: string, fields: Record<string, string | number>, files: FilePart[] = []) {
  const { payload, headers } = multipartBody(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/complete-profile',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

const photo = (data: Buffer, contentType = 'image/jpeg', filename = 'me.jpg'): FilePart => ({
  field: 'profile_photo',
  filename,
  contentType,
  data,
});

async function jpegWithGps() {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#d97706' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Copyright: 'secret-owner' } })
    .toBuffer();
}

describe(`POST /api/complete-profile (${testDriver})`, () => {
  it('completes the profile with a photo, re-encoded without metadata, and leaves the host pending', async () => {
    const host = await signUpHost(ctx);
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await submit(host.token, validFields(host.phone), [photo(original)]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: true,
      message: PROFILE_MESSAGES.updated,
      phone_verification_required: false,
      user: {
        name: 'Amelia Hart',
        location: 'Sydney, Australia',
        city: 'Sydney',
        latitude: -33.86785,
        longitude: 151.20732,
        bio: 'I host long Sunday lunches for five.',
        is_profile_completed: true,
        host_status: 'pending',
        email: null,
      },
    });
    expect(body.user.profile_photo).toMatch(/^\/media\/profile-photos\/[\w-]+\.webp$/);

    const media = await ctx.app.inject({ method: 'GET', url: body.user.profile_photo });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    const stored = await sharp(media.rawPayload).metadata();
    expect(stored.format).toBe('webp');
    expect(Math.max(stored.width!, stored.height!)).toBe(1024);
    expect(stored.exif).toBeUndefined();
    expect(media.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('accepts PNG and WebP, judged by their bytes', async () => {
    const host = await signUpHost(ctx);
    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#16a34a' } })
      .webp()
      .toBuffer();
    // The declared type and name do not matter; the bytes do.
    expect(
      (await submit(host.token, validFields(host.phone), [photo(png, 'image/jpeg', 'x.jpg')])).statusCode,
    ).toBe(200);
    expect(
      (await submit(host.token, { ...validFields(host.phone), email: 'a@b.co' }, [photo(webp)])).statusCode,
    ).toBe(200);
  });

  it.each([
    [
      'a GIF',
      async () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
    ],
    ['text named .jpg', async () => Buffer.from('this is not an image at all')],
    [
      'JPEG magic bytes on garbage',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]),
    ],
  ])('rejects %s with the type message beside the photo', async (_label, make) => {
    const host = await signUpHost(ctx);
    const response = await submit(host.token, validFields(host.phone), [photo(await make())]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: PROFILE_MESSAGES.photoType,
      errors: { profile_photo: [PROFILE_MESSAGES.photoType] },
    });
  });

  it('rejects a photo over 3 MB with the size message, and a request over 8 MB with 413', async () => {
    const host = await signUpHost(ctx);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3 * 1024 * 1024, 1)]);
    const response = await submit(host.token, validFields(host.phone), [photo(big)]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: PROFILE_MESSAGES.photoSize,
      errors: { profile_photo: [PROFILE_MESSAGES.photoSize] },
    });

    const huge = await submit(host.token, validFields(host.phone), [photo(Buffer.alloc(9 * 1024 * 1024, 1))]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ status: false, message: GENERIC_MESSAGES.payloadTooLarge });
  });

  it.each([
    [{ name: '' }, 'name', PROFILE_MESSAGES.nameRequired],
    [{ name: ' A ' }, 'name', PROFILE_MESSAGES.nameTooShort],
    [{ phone: '' }, 'phone', PROFILE_MESSAGES.phoneRequired],
    [{ phone: '123' }, 'phone', PROFILE_MESSAGES.phoneInvalid],
    [{ location: '' }, 'location', PROFILE_MESSAGES.cityRequired],
    [{ latitude: '' }, 'location', PROFILE_MESSAGES.cityNotPicked],
    [{ longitude: 'east' }, 'longitude', undefined],
    [{ bio: '' }, 'bio', PROFILE_MESSAGES.bioRequired],
    [{ bio: 'Too short' }, 'bio', PROFILE_MESSAGES.bioTooShort],
    [{ email: 'not-an-email' }, 'email', PROFILE_MESSAGES.emailInvalid],
  ])('rejects %o under %s', async (change, field, message) => {
    const host = await signUpHost(ctx);
    const response = await submit(host.token, { ...validFields(host.phone), ...change });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.status).toBe(false);
    expect(body.errors[field]).toHaveLength(1);
    if (message) expect(body.errors[field]).toEqual([message]);
  });

  it('lists every field error at once', async () => {
    const host = await signUpHost(ctx);
    const response = await submit(host.token, { country_code: '+61' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: PROFILE_MESSAGES.nameRequired,
      errors: {
        name: [PROFILE_MESSAGES.nameRequired],
        phone: [PROFILE_MESSAGES.phoneRequired],
        location: [PROFILE_MESSAGES.cityRequired],
        bio: [PROFILE_MESSAGES.bioRequired],
      },
    });
  });

  it('requires an email once the profile is complete (My Profile)', async () => {
    const host = await signUpHost(ctx);
    expect((await submit(host.token, validFields(host.phone))).statusCode).toBe(200);
    // My Profile always sends its email field (src/features/profile/profile-form-logic.ts).
    const missing = await submit(host.token, { ...validFields(host.phone), email: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ email: [PROFILE_MESSAGES.emailRequired] });
    const saved = await submit(host.token, { ...validFields(host.phone), email: 'Amelia@Example.com' });
    expect(saved.json().user.email).toBe('amelia@example.com');
    const other = await signUpHost(ctx);
    await submit(other.token, validFields(other.phone));
    const taken = await submit(other.token, { ...validFields(other.phone), email: 'amelia@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: [PROFILE_MESSAGES.emailTaken] });
  });

  it('answers a completion sent again (a retry) as the first, and keeps the email My Profile saved', async () => {
    // The Complete Host Profile form has no email field: a copy of it that arrives after
    // another was stored is the same form, not a My Profile without its email
    // (docs/decisions/107).
    const host = await signUpHost(ctx);
    const first = await submit(host.token, validFields(host.phone));
    expect(first.statusCode, first.body).toBe(200);
    const retried = await submit(host.token, validFields(host.phone));
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({
      message: PROFILE_MESSAGES.updated,
      user: { name: 'Amelia Hart', is_profile_completed: true, email: null },
    });
    const saved = await submit(host.token, { ...validFields(host.phone), email: 'amelia.retry@example.com' });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await submit(host.token, {
      ...validFields(host.phone),
      bio: 'Long Sunday lunches for six.',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().user).toMatchObject({
      email: 'amelia.retry@example.com',
      bio: 'Long Sunday lunches for six.',
    });
  });

  it('accepts JSON without a photo too', async () => {
    const host = await signUpHost(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/complete-profile',
      payload: validFields(host.phone),
      headers: bearer(host.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.profile_photo).toBeNull();
  });

  it('refuses a phone that belongs to someone else', async () => {
    const host = await signUpHost(ctx);
    const other = await signUpHost(ctx);
    const response = await submit(host.token, validFields(other.phone));
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ phone: [AUTH_MESSAGES.phoneTaken] });
  });

  it('answers 401 without a valid token', async () => {
    const { payload, headers } = multipartBody(validFields('412345678'));
    const response = await ctx.app.inject({ method: 'POST', url: '/api/complete-profile', payload, headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: GENERIC_MESSAGES.unauthenticated });
  });
});

describe('a signed-in host changes the phone number (docs/decisions/060)', () => {
  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const verifyChange = (token: string, otp: string) =>
    api('POST', '/user/phone-change/verify', token, { otp });

  async function hostWithPendingChange() {
    const host = await signUpHost(ctx);
    const newPhone = uniqueAuPhone();
    const response = await submit(host.token, validFields(newPhone));
    return { host, newPhone, response };
  }

  it('keeps the verified number, saves the rest, and sends a code to the new number', async () => {
    const { host, newPhone, response } = await hostWithPendingChange();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: PROFILE_MESSAGES.phoneChangePending,
      phone_verification_required: true,
      retry_after: 60,
      user: {
        phone: host.phone,
        is_verified: true,
        name: 'Amelia Hart',
        is_profile_completed: true,
        pending_phone: { phone: newPhone, country_code: '+61', iso_code: 'AU', country_id: AU.country_id },
      },
    });
    // The old number and the session keep working until the code is entered.
    expect((await api('GET', '/user', host.token)).json().data).toMatchObject({
      phone: host.phone,
      is_verified: true,
    });
    expect(lastCodeFor(ctx, `+61${newPhone}`)).toMatch(/^\d{6}$/);
    ctx.clock.advance(61_000);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { ...AU, phone: host.phone, role: 'host' },
    });
    expect(login.json().user_slug).toBe(host.slug);
  });

  it('makes the change with the code, keeps this session and ends the others', async () => {
    const { host, newPhone } = await hostWithPendingChange();
    // A second device signed in with the old number.
    ctx.clock.advance(61_000);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { ...AU, phone: host.phone, role: 'host' },
    });
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { slug: host.slug, otp: lastCodeFor(ctx, host.e164) },
    });
    const secondToken = second.json().token as string;

    const wrong = await verifyChange(host.token, '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.otp).toHaveLength(1);
    // A sign-in code for the old number does not prove the new one.
    const crossed = await verifyChange(host.token, lastCodeFor(ctx, host.e164));
    expect(crossed.statusCode).toBe(422);

    const done = await verifyChange(host.token, lastCodeFor(ctx, `+61${newPhone}`));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: true,
      message: AUTH_MESSAGES.phoneChanged,
      data: { phone: newPhone, is_verified: true, pending_phone: null },
    });
    expect((await api('GET', '/user', host.token)).statusCode).toBe(200);
    expect((await api('GET', '/user', secondToken)).statusCode).toBe(401);
    // The old number is told, and the account now signs in with the new one only.
    expect(readOutbox(ctx).at(-1)).toMatchObject({
      to: host.e164,
      body: expect.stringMatching(/different phone number/),
    });
    ctx.clock.advance(61_000);
    const oldLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { ...AU, phone: host.phone, role: 'host' },
    });
    expect(oldLogin.statusCode).toBe(404);
    const notifications = await api('GET', '/notifications', host.token);
    expect(JSON.stringify(notifications.json())).toContain('account.phone_changed');
  });

  it('resends within the rules and cancels on request', async () => {
    const { host, newPhone } = await hostWithPendingChange();
    const early = await api('POST', '/user/phone-change/resend', host.token);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ message: cooldownMessage(60), retry_after: 60 });
    ctx.clock.advance(60_000);
    const resent = await api('POST', '/user/phone-change/resend', host.token);
    expect(resent.json()).toEqual({ status: true, message: AUTH_MESSAGES.codeResent, retry_after: 60 });
    const code = lastCodeFor(ctx, `+61${newPhone}`);

    const cancelled = await api('DELETE', '/user/phone-change', host.token);
    expect(cancelled.json()).toMatchObject({
      message: AUTH_MESSAGES.phoneChangeCancelled,
      data: { phone: host.phone, pending_phone: null },
    });
    const late = await verifyChange(host.token, code);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(AUTH_MESSAGES.noPendingPhoneChange);
    expect((await api('DELETE', '/user/phone-change', host.token)).statusCode).toBe(409);
  });

  it('repeating the change within the cooldown keeps the code already sent; a cooling number is refused', async () => {
    const { host, newPhone } = await hostWithPendingChange();
    const sent = readOutbox(ctx).length;
    const again = await submit(host.token, { ...validFields(newPhone), email: `a${host.phone}@example.com` });
    expect(again.statusCode).toBe(200);
    expect(readOutbox(ctx).length).toBe(sent);
    // Another host was just sent a code for this number: its cooldown holds for everyone,
    // and the refused request changes nothing.
    const other = await hostWithPendingChange();
    const cooling = await submit(host.token, {
      ...validFields(other.newPhone),
      name: 'Changed Name',
      email: `a${host.phone}@example.com`,
    });
    expect(cooling.statusCode).toBe(429);
    expect((await api('GET', '/user', host.token)).json().data).toMatchObject({
      name: 'Amelia Hart',
      pending_phone: { phone: newPhone },
    });
  });

  it('refuses a change to a number another account took meanwhile', async () => {
    const { host, newPhone } = await hostWithPendingChange();
    const code = lastCodeFor(ctx, `+61${newPhone}`);
    ctx.clock.advance(61_000);
    await signUpHost(ctx, newPhone);
    const taken = await verifyChange(host.token, code);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ phone: [AUTH_MESSAGES.phoneTaken] });
    expect((await api('GET', '/user', host.token)).json().data).toMatchObject({
      phone: host.phone,
      pending_phone: null,
    });
  });

  it('needs a signed-in host', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/phone-change/verify',
      payload: { otp: '123456' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('profile photos under concurrency', () => {
  it('two uploads at once leave exactly one file: the one the profile points at', async () => {
    const host = await signUpHost(ctx);
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        submit(host.token, validFields(host.phone), [photo(image, 'image/png', 'me.png')]),
      ),
    );
    expect(
      answers.map((answer) => answer.statusCode),
      answers.map((answer) => answer.body).join('\n'),
    ).toEqual([200, 200, 200, 200]);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(host.token) });
    const current = path.basename(me.json().data.profile_photo as string);
    const stored = readdirSync(path.join(ctx.dataDir, 'uploads', 'profile-photos'));
    const mine = answers.map((answer) => path.basename(answer.json().user.profile_photo as string));
    expect(stored.filter((file) => mine.includes(file))).toEqual([current]);
  });
});
