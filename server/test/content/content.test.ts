import {
  CONTACT_MESSAGES,
  cmsPageResponseSchema,
  faqsResponseSchema,
  GENERIC_MESSAGES,
  homeContentSchema,
  referAndEarnContentSchema,
  testimonialsResponseSchema,
} from '@friendly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../src/db/seed';
import { bearer, signUpHost } from '../support/hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => closeTestApp(ctx));

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe(`public content (${testDriver})`, () => {
  it('serves the home content as a JSON string with every key of the spec', async () => {
    const response = await get('/api/cms/home');
    expect(response.statusCode).toBe(200);
    const page = cmsPageResponseSchema.parse(response.json()).data;
    const home = homeContentSchema.strict().parse(JSON.parse(page.content));
    expect(home.hiw_steps).toHaveLength(4);
    expect(home.banner_cta_link).toBe('/register');
    for (const value of Object.values(home)) expect(JSON.stringify(value)).not.toMatch(/lorem/i);
  });

  it('serves images that exist in public/', async () => {
    const { existsSync } = await import('node:fs');
    const path = await import('node:path');
    const home = homeContentSchema.parse(JSON.parse((await get('/api/cms/home')).json().data.content));
    const refer = referAndEarnContentSchema.parse(
      JSON.parse((await get('/api/cms/refer-and-earn')).json().data.content),
    );
    const testimonials = testimonialsResponseSchema.parse((await get('/api/testimonials')).json()).data;
    const images = [
      home.banner_image,
      home.about_image,
      home.guest_image,
      refer.hero_image,
      ...testimonials.map((t) => t.avatar),
    ];
    for (const image of images) {
      expect(existsSync(path.resolve(__dirname, '../../../public', `.${image}`)), image).toBe(true);
    }
  });

  it.each([
    ['/api/cms/terms-and-conditions', 'Terms & Conditions'],
    ['/api/cms/privacy-policy', 'Privacy Policy'],
    ['/api/cms/refer-and-earn', 'Refer & Earn'],
  ])('serves %s', async (url, title) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const page = cmsPageResponseSchema.parse(response.json()).data;
    expect(page.title).toBe(title);
    expect(page.content.length).toBeGreaterThan(200);
  });

  it('serves testimonials and FAQs in order', async () => {
    const testimonials = testimonialsResponseSchema.parse((await get('/api/testimonials')).json()).data;
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    expect(testimonials[0]).toMatchObject({ name: expect.any(String), location: expect.any(String) });
    const faqs = faqsResponseSchema.parse((await get('/api/faqs')).json()).data;
    expect(faqs.length).toBeGreaterThanOrEqual(5);
    expect(faqs[0]!.question).toBe('Who can host on Friendly Host?');
  });

  it('seeding again changes nothing', async () => {
    const before = (await get('/api/faqs')).json();
    await seedReferenceData(ctx.database.db, ctx.clock(), ctx.app.providers.storage);
    expect((await get('/api/faqs')).json()).toEqual(before);
    expect((await get('/api/countries')).json().countries.length).toBe(
      (await get('/api/countries')).json().countries.length,
    );
  });
});

describe('POST /api/contact-us', () => {
  const valid = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    subject: 'Hosting',
    message: 'How do payouts work?',
  };

  it('stores the message and answers the spec’s success message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: { ...valid, first_name: '  Ada  ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: CONTACT_MESSAGES.sent });
    const rows = await ctx.database.db.query.contactMessages.findMany();
    expect(rows.at(-1)).toMatchObject({ firstName: 'Ada', subject: 'Hosting', userId: null });
  });

  it('links a signed-in host to the message', async () => {
    const host = await signUpHost(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: valid,
      headers: bearer(host.token),
    });
    const rows = await ctx.database.db.query.contactMessages.findMany();
    expect(rows.at(-1)?.userId).not.toBeNull();
  });

  it.each([
    ['first_name', '', CONTACT_MESSAGES.firstNameRequired],
    ['first_name', ' A ', CONTACT_MESSAGES.firstNameTooShort],
    ['last_name', undefined, CONTACT_MESSAGES.lastNameRequired],
    ['last_name', 'L', CONTACT_MESSAGES.lastNameTooShort],
    ['subject', '   ', CONTACT_MESSAGES.subjectRequired],
    ['subject', 'Hi', CONTACT_MESSAGES.subjectTooShort],
    ['message', '', CONTACT_MESSAGES.messageRequired],
    ['message', 'Too short', CONTACT_MESSAGES.messageTooShort],
    ['message', 'x'.repeat(5001), CONTACT_MESSAGES.messageTooLong],
  ])('rejects %s=%# with "%s"', async (field, value, message) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: { ...valid, [field]: value },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: false, message, errors: { [field]: [message] } });
  });

  it('lists every field error of an empty form', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/contact-us', payload: {} });
    expect(response.json().errors).toEqual({
      first_name: [CONTACT_MESSAGES.firstNameRequired],
      last_name: [CONTACT_MESSAGES.lastNameRequired],
      subject: [CONTACT_MESSAGES.subjectRequired],
      message: [CONTACT_MESSAGES.messageRequired],
    });
  });

  it('allows 5 messages per hour per IP', async () => {
    const limited = await createTestApp({
      rateLimits: {
        otpSendPerIpPerHour: 10,
        otpCheckPerIpPer10Minutes: 10,
        contactPerIpPerHour: 5,
        placesPerIpPerMinute: 1000,
      },
    });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/contact-us',
          payload: valid,
          remoteAddress: '192.0.2.1',
        });
      for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
      const blocked = await send();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ status: false, message: GENERIC_MESSAGES.tooManyRequests });
      limited.clock.advance(3600_000);
      expect((await send()).statusCode).toBe(200);
    } finally {
      await closeTestApp(limited);
    }
  });
});

describe('places and app config', () => {
  it('suggests cities by prefix, biggest first', async () => {
    const response = await get('/api/places/autocomplete?input=syd');
    expect(response.statusCode).toBe(200);
    const [first] = response.json().data;
    expect(first).toMatchObject({
      description: 'Sydney, New South Wales, Australia',
      main_text: 'Sydney',
      secondary_text: 'New South Wales, Australia',
    });
    const paris = (await get('/api/places/autocomplete?input=Paris&limit=3')).json().data;
    expect(paris[0].description).toBe('Paris, Île-de-France, France');
    expect(paris).toHaveLength(3);
    const accents = (await get('/api/places/autocomplete?input=montreal')).json().data;
    expect(accents[0].main_text).toBe('Montréal');
    const filtered = (await get(`/api/places/autocomplete?input=${encodeURIComponent('London, Can')}`)).json()
      .data;
    expect(filtered[0].secondary_text).toBe('Ontario, Canada');
  });

  it('answers details with coordinates and address parts', async () => {
    const [sydney] = (await get('/api/places/autocomplete?input=sydney')).json().data;
    const response = await get(`/api/places/details/${sydney.place_id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      formatted_address: 'Sydney, New South Wales, Australia',
      latitude: expect.closeTo(-33.87, 1),
      longitude: expect.closeTo(151.21, 1),
      address_components: {
        city: 'Sydney',
        region: 'New South Wales',
        country: 'Australia',
        country_code: 'AU',
      },
    });
  });

  it('answers bad place input in the spec shape', async () => {
    const short = await get('/api/places/autocomplete?input=s');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.input).toEqual(['Type at least 2 characters to search for a city.']);
    expect((await get('/api/places/details/999999999999')).statusCode).toBe(404);
    expect((await get('/api/places/details/abc')).statusCode).toBe(422);
  });

  it('gives the app its public settings', async () => {
    const response = await get('/api/app-config');
    expect(response.json()).toEqual({
      status: true,
      data: {
        places: { source: 'local', google_browser_key: null, addresses: false },
        payments: { provider: 'sandbox', display_name: 'Stripe (sandbox)' },
        default_country: { code: 'AU', isd_code: '+61' },
        default_avatar: '/images/default-avatar.png',
      },
    });
  });
});

describe('API reference', () => {
  it('serves the OpenAPI document and a readable page at /api/docs', async () => {
    const json = await get('/api/docs/json');
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    for (const path of [
      '/api/register',
      '/api/verify-otp',
      '/api/complete-profile',
      '/api/notifications',
      '/api/stripe/account-status',
      '/api/places/autocomplete',
      '/api/events',
      '/api/event',
      '/api/event/{id}',
      '/api/event-detail/{id}',
      '/api/event-cancel/{id}',
      '/api/user/events/joined',
      // Decisions 074–084: reference lists, profiles, reviews, guests, payments.
      '/api/categories',
      '/api/spots',
      '/api/event-ages',
      '/api/traits',
      '/api/public/user/{slug}',
      '/api/user/event-member/{userId}',
      '/api/user/events-reviews/{id}',
      '/api/events/host-reviews',
      '/api/events/transactions',
      '/api/stripe/disconnect',
      '/api/stripe/webhook',
      '/api/guest/profile',
      '/api/guest/events',
      '/api/guest/events/{id}/join',
      '/api/guest/events/{id}/leave',
      '/api/guest/events/{id}/review',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    // Answers are described by the contracts' schemas, with the spec's fields.
    const answer = (path: string, method: string) =>
      JSON.stringify(doc.paths[path][method].responses['200'].content['application/json'].schema);
    for (const field of [
      'commission_percent',
      'base_event_amount',
      'refunded_amount',
      'payout_status',
      'status_label',
    ]) {
      expect(answer('/api/events/transactions', 'get')).toContain(field);
    }
    for (const field of ['total_earning', 'totalMembers', 'is_capacity_limited']) {
      expect(answer('/api/events', 'get')).toContain(field);
    }
    for (const field of ['spot_tags', 'age_group_ids', 'event_type_label', 'members']) {
      expect(answer('/api/event-detail/{id}', 'get')).toContain(field);
    }
    expect(answer('/api/user/events-reviews/{id}', 'get')).toContain('average_rating');
    expect(answer('/api/guest/events/{id}/join', 'post')).toContain('hold_expires_at');
    expect(answer('/api/categories', 'get')).toContain('image_url');
    const sorts = doc.paths['/api/events/host-reviews'].get.parameters.find(
      (parameter: { name: string }) => parameter.name === 'sort',
    );
    expect(sorts.schema.enum).toEqual(['date_desc', 'date_asc', 'rating_desc', 'rating_asc']);
    expect(doc.paths['/api/guest/events/{id}/review'].post.requestBody).toBeDefined();
    expect(Object.keys(doc.paths)).not.toContain('/api/admin/commands');
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');
    for (const asset of ['/api/docs/static/swagger-ui.css', '/api/docs/static/swagger-initializer.js']) {
      expect((await get(asset)).statusCode, asset).toBe(200);
    }
  });
});
