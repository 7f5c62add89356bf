import { AUTH_MESSAGES, GUEST_MESSAGES } from '@friendly/contracts';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { traits } from '../../src/db/schema';
import { picture, referenceIds } from '../support/event-hosts';
import { signUpGuest as signUpAccount } from '../support/guest-accounts';
import { AU, bearer, signUpHost, uniqueAuPhone } from '../support/hosts';
import { multipartBody } from '../support/multipart';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => closeTestApp(ctx));

const post = (url: string, payload: object, token?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

const signUpGuest = (phone?: string) => signUpAccount(ctx, null, phone);

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

describe(`GET and POST /api/guest/profile (${testDriver})`, () => {
  async function choices() {
    const db = ctx.database.db;
    const now = ctx.clock();
    const { categoryIds, spotIds } = await referenceIds(ctx);
    await db
      .insert(traits)
      .values(['Curious', 'Early riser', 'Foodie'].map((name) => ({ name, createdAt: now, updatedAt: now })))
      .onConflictDoNothing();
    const traitIds = (await db.select({ id: traits.id }).from(traits).orderBy(asc(traits.id))).map(
      (row) => row.id,
    );
    return { categoryIds, spotIds, traitIds };
  }

  it('stores what the guest says about themselves, in their order, and reads it back', async () => {
    const guest = await signUpGuest();
    const { categoryIds, spotIds, traitIds } = await choices();
    const { payload, headers } = multipartBody(
      {
        name: 'Amy Chen',
        location: 'Bondi, Sydney',
        about: 'Loves long lunches and board games.',
        trait_ids: `${traitIds[2]},${traitIds[0]}`,
        interest_ids: String(categoryIds[1]),
        favorite_spot_ids: `${spotIds[1]},${spotIds[0]}`,
        instagram: '@amy.cooks',
        twitter: 'https://x.com/amychen',
        linkedin: '',
      },
      [
        {
          field: 'profile_photo',
          filename: 'me.png',
          contentType: 'image/png',
          data: await picture('png', 800, 800),
        },
      ],
    );
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/guest/profile',
      payload,
      headers: { ...headers, ...bearer(guest.token) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = saved.json().data;
    expect(data).toMatchObject({
      role: 'guest',
      name: 'Amy Chen',
      location: 'Bondi, Sydney',
      about: 'Loves long lunches and board games.',
      is_profile_completed: true,
      socials: {
        instagram: 'https://instagram.com/amy.cooks',
        twitter: 'https://x.com/amychen',
        linkedin: null,
      },
    });
    expect(data.profile_photo).toMatch(/^\/media\/profile-photos\/[\w-]+\.webp$/);
    expect(data.traits.map((trait: { id: number }) => trait.id)).toEqual([traitIds[2], traitIds[0]]);
    expect(data.interests.map((entry: { id: number }) => entry.id)).toEqual([categoryIds[1]]);
    expect(data.favorite_spots.map((entry: { id: number }) => entry.id)).toEqual([spotIds[1], spotIds[0]]);
    expect((await get('/api/guest/profile', guest.token)).json().data).toEqual(data);

    // Fields left out keep their values; a list sent empty is cleared.
    const again = await post('/api/guest/profile', { name: 'Amy C.', trait_ids: '' }, guest.token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ name: 'Amy C.', traits: [], about: data.about });
    expect(again.json().data.favorite_spots).toHaveLength(2);
  });

  it('refuses unknown ids, bad socials and a missing name, all at once', async () => {
    const guest = await signUpGuest();
    const response = await post(
      '/api/guest/profile',
      { name: '', trait_ids: '999999', interest_ids: 'x', instagram: 'https://evil.example/amy' },
      guest.token,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: [GUEST_MESSAGES.nameRequired],
      interest_ids: [GUEST_MESSAGES.unknownInterest],
      instagram: [GUEST_MESSAGES.social('Instagram')],
    });
    const unknown = await post('/api/guest/profile', { name: 'Amy', trait_ids: '999999' }, guest.token);
    expect(unknown.json().errors).toEqual({ trait_ids: [GUEST_MESSAGES.unknownTrait] });
  });

  it('is the guests’ own: a host token is refused', async () => {
    const host = await signUpHost(ctx);
    const response = await get('/api/guest/profile', host.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: false, message: AUTH_MESSAGES.guestsOnly });
  });
});
