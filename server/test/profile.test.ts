import { AUTH_MESSAGES, GENERIC_MESSAGES, PROFILE_MESSAGES } from '@friendly/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AU, bearer, lastCodeFor, signUpHost, uniqueAuPhone } from './support/hosts';
import { type FilePart, multipartBody } from './support/multipart';
import { closeTestApp, createTestApp, type TestContext } from './support/test-app';
import { testDriver } from './support/test-database';

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
    const missing = await submit(host.token, validFields(host.phone));
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

  it('a phone change ends every session and sends the new number a code', async () => {
    const host = await signUpHost(ctx);
    const phone = uniqueAuPhone();
    const response = await submit(host.token, { ...validFields(phone) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: PROFILE_MESSAGES.phoneChanged,
      phone_verification_required: true,
      user_slug: host.slug,
      user: { phone, is_verified: false },
    });
    const old = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(host.token) });
    expect(old.statusCode).toBe(401);
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { slug: host.slug, otp: lastCodeFor(ctx, `+61${phone}`) },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.is_verified).toBe(true);
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
