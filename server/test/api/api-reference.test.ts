import {
  apiErrorSchema,
  EVENT_FIELD_KEYS,
  EVENT_LOCKED_FIELDS,
  EVENT_TYPES,
  GENERIC_MESSAGES,
  guestProfileFieldsSchema,
  PAYMENT_MESSAGES,
} from '@friendly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_UPLOAD } from '../../src/modules/events/submission';
import { PROFILE_UPLOAD } from '../../src/modules/profile/service';
import { profiledHost } from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
import { bearer } from '../support/hosts';
import { multipartBody } from '../support/multipart';
import { type JsonSchema, openApiOperations } from '../support/openapi';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * The API reference at /api/docs (docs/decisions/108, asked for as "Request and response schemas live in
 * @friendly/contracts and are served at /api/docs"): the multipart forms described as
 * request bodies, field by field, and the error answers of the events, guests, payments,
 * reviews and people routes in the spec's error shape.
 */

let ctx: TestContext;
type Operation = {
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const answer = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(answer.statusCode).toBe(200);
  paths = answer.json().paths;
});
afterAll(() => closeTestApp(ctx));

const operation = (key: string) => {
  const [method, path] = key.split(' ') as [string, string];
  const found = paths[path]?.[method.toLowerCase()];
  if (!found) throw new Error(`${key} is not in the reference`);
  return found;
};
const form = (key: string) => {
  const schema = operation(key).requestBody?.content['multipart/form-data']?.schema;
  if (!schema) throw new Error(`${key} documents no multipart/form-data body`);
  return schema;
};
const binary = { type: 'string', format: 'binary' };

describe(`the multipart forms in the reference (${testDriver})`, () => {
  it('POST /api/event: every field the server reads, typed, the required ones marked, images as binary files', () => {
    const schema = form('POST /api/event');
    expect(schema.type).toBe('object');
    const fields = Object.keys(schema.properties ?? {});
    // Every field of the form the server checks (eventFieldsSchema), and its file field.
    for (const key of EVENT_FIELD_KEYS) expect(fields, key).toContain(key);
    expect(fields).toContain('images[]');
    expect(Object.keys(EVENT_UPLOAD.files)).toContain('images[]');
    expect(schema.properties!['images[]']).toMatchObject({
      type: 'array',
      minItems: 1,
      maxItems: 10,
      items: binary,
    });
    expect(schema.properties!.capacity).toMatchObject({ type: 'integer', minimum: 1, maximum: 6 });
    expect(schema.properties!.title).toMatchObject({ type: 'string', minLength: 3 });
    expect(schema.properties!.event_type).toMatchObject({ enum: [...EVENT_TYPES] });
    expect([...(schema.required ?? [])].sort()).toEqual(
      [
        'title',
        'description',
        'location',
        'latitude',
        'longitude',
        'category',
        'spot_ids',
        'age_group_ids',
        'date',
        'start_time',
        'end_time',
        'event_type',
        'user_type',
        'capacity',
        'images[]',
      ].sort(),
    );
  });

  it('POST /api/event/{id}: the same form, locked fields and new images optional, with removed_images', () => {
    const schema = form('POST /api/event/{id}');
    const fields = Object.keys(schema.properties ?? {});
    for (const key of EVENT_FIELD_KEYS) expect(fields, key).toContain(key);
    expect(fields).toEqual(expect.arrayContaining(['removed_images', '_method', 'images[]']));
    expect(schema.properties!['images[]']).toMatchObject({ type: 'array', items: binary });
    for (const locked of [...EVENT_LOCKED_FIELDS, 'images[]']) {
      expect(schema.required ?? [], locked).not.toContain(locked);
    }
    expect(schema.required).toEqual(expect.arrayContaining(['title', 'description', 'capacity']));
  });

  it('POST /api/guest/profile: the profile’s fields and profile_photo as a file; the same fields as JSON', () => {
    const schema = form('POST /api/guest/profile');
    const fieldNames = Object.keys(guestProfileFieldsSchema.shape);
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual([...fieldNames, 'profile_photo'].sort());
    expect(Object.keys(PROFILE_UPLOAD.files)).toEqual(['profile_photo']);
    expect(schema.properties!.profile_photo).toMatchObject(binary);
    expect(schema.required).toEqual(['name']);
    const json = operation('POST /api/guest/profile').requestBody!.content['application/json']!.schema;
    expect(Object.keys(json.properties ?? {}).sort()).toEqual([...fieldNames].sort());
  });

  it('POST /api/complete-profile: the host profile’s fields with profile_photo as a file', () => {
    const schema = form('POST /api/complete-profile');
    expect(schema.properties!.profile_photo).toMatchObject(binary);
    expect(schema.required).toEqual(
      expect.arrayContaining(['name', 'phone', 'country_code', 'location', 'bio']),
    );
    expect(schema.required).not.toContain('profile_photo');
    const json = operation('POST /api/complete-profile').requestBody!.content['application/json']!.schema;
    expect(json.properties).not.toHaveProperty('profile_photo');
  });

  it('POST /api/chat/upload-media: one file, required', () => {
    const schema = form('POST /api/chat/upload-media');
    expect(schema.properties).toEqual({ file: expect.objectContaining(binary) });
    expect(schema.required).toEqual(['file']);
  });

  it('the shared reading of the reference sees the forms apart from JSON bodies', () => {
    const byKey = new Map(openApiOperations(ctx.app).map((op) => [op.key, op]));
    for (const key of [
      'POST /api/event',
      'POST /api/event/{id}',
      'POST /api/guest/profile',
      'POST /api/complete-profile',
      'POST /api/chat/upload-media',
    ]) {
      expect(byKey.get(key)?.form?.type, key).toBe('object');
      expect(byKey.get(key)?.body, key).toBeNull();
    }
    expect(byKey.get('POST /api/guest/events/{id}/review')?.body?.properties).toHaveProperty('rating');
  });
});

describe(`error answers in the reference (${testDriver})`, () => {
  const errorShape = (key: string, status: number) =>
    operation(key).responses[String(status)]?.content?.['application/json']?.schema;

  it.each([
    ['GET /api/events', [401, 403, 422]],
    ['GET /api/user/events/joined', [401, 422]],
    ['GET /api/event-detail/{id}', [401, 403, 404, 422]],
    ['POST /api/event', [400, 401, 403, 413, 422]],
    ['POST /api/event/{id}', [400, 401, 403, 404, 409, 413, 422]],
    ['POST /api/event-cancel/{id}', [401, 403, 404, 409, 422]],
    ['GET /api/guest/profile', [401, 403]],
    ['POST /api/guest/profile', [400, 401, 403, 413, 422]],
    ['GET /api/guest/events', [401, 403, 422]],
    ['POST /api/guest/events/{id}/join', [401, 403, 404, 409, 422]],
    ['POST /api/guest/events/{id}/leave', [401, 403, 404, 409, 422]],
    ['POST /api/guest/events/{id}/waitlist', [401, 403, 404, 409, 422]],
    ['DELETE /api/guest/events/{id}/waitlist', [401, 403, 404, 409, 422]],
    ['POST /api/guest/events/{id}/waitlist/claim', [401, 403, 404, 409, 422]],
    ['GET /api/guest/waitlists', [401, 403, 422]],
    ['PUT /api/guest/events/{id}/answers', [401, 403, 404, 409, 422]],
    ['GET /api/guest/settings', [401, 403]],
    ['POST /api/guest/settings', [400, 401, 403, 413, 422]],
    ['POST /api/guest/events/{id}/review', [401, 403, 404, 409, 422]],
    ['GET /api/user/events-reviews/{id}', [401, 403, 404, 422]],
    ['GET /api/events/host-reviews', [401, 403, 422]],
    ['GET /api/public/user/{slug}', [401, 404, 422]],
    ['GET /api/user/event-member/{userId}', [401, 403, 404, 422]],
    ['GET /api/events/transactions', [401, 403, 422]],
    ['GET /api/stripe/account-status', [401, 403]],
    ['POST /api/stripe/create-account-link', [401, 403, 422]],
    ['POST /api/stripe/handle-return', [401, 403, 409]],
    ['POST /api/stripe/create-dashboard-link', [401, 403, 409]],
    ['POST /api/stripe/disconnect', [401, 403, 409]],
    ['POST /api/stripe/webhook', [400, 404, 413]],
    ['POST /api/complete-profile', [400, 401, 403, 409, 413, 422]],
    ['POST /api/chat/upload-media', [400, 401, 403, 413, 422, 429]],
    ['GET /api/event/{id}/calendar.ics', [401, 403, 404, 422]],
    ['GET /api/guest/events/{id}/calendar.ics', [401, 403, 404, 422]],
    ['GET /api/calendar/{token}.ics', [404, 422]],
    ['GET /api/user/calendar-feed', [401, 403]],
    ['POST /api/user/calendar-feed/rotate', [400, 401, 403, 413]],
    ['GET /api/guest/calendar-feed', [401, 403]],
    ['POST /api/guest/calendar-feed/rotate', [400, 401, 403, 413]],
  ] as const)('%s documents %j in the spec’s error shape', (key, statuses) => {
    for (const status of statuses) {
      const schema = errorShape(key, status);
      expect(schema, `${key} ${status}`).toBeDefined();
      expect(schema!.required).toEqual(expect.arrayContaining(['status', 'message']));
      expect(schema!.properties?.status).toMatchObject({ enum: [false] });
      expect(schema!.properties?.errors).toMatchObject({ type: 'object' });
    }
  });

  it('answers errors whole, as documented: messages, field errors and the payment routes’ success: false', async () => {
    const host = await profiledHost(ctx, { approve: true });
    const guest = await signUpGuest(ctx, 'Ada');

    const noToken = await ctx.app.inject({ method: 'GET', url: '/api/events' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ status: false, message: GENERIC_MESSAGES.unauthenticated });

    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/event-detail/999999',
      headers: bearer(host.token),
    });
    expect(missing.statusCode).toBe(404);
    expect(apiErrorSchema.strict().parse(missing.json()).message).toBeTruthy();

    const { payload, headers } = multipartBody({ name: 'A' });
    const invalid = await ctx.app.inject({
      method: 'POST',
      url: '/api/guest/profile',
      payload,
      headers: { ...headers, ...bearer(guest.token) },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ name: [expect.any(String)] });

    const disconnect = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/disconnect',
      headers: bearer(host.token),
    });
    expect(disconnect.statusCode).toBe(409);
    expect(disconnect.json()).toEqual({
      status: false,
      success: false,
      message: PAYMENT_MESSAGES.noAccount,
    });
  });
});

describe(`calendar files in the reference (${testDriver})`, () => {
  it('documents the .ics answers as text/calendar and the feed links as JSON (docs/decisions/150)', () => {
    for (const key of [
      'GET /api/event/{id}/calendar.ics',
      'GET /api/guest/events/{id}/calendar.ics',
      'GET /api/calendar/{token}.ics',
    ]) {
      expect(Object.keys(operation(key).responses['200']?.content ?? {}), key).toEqual(['text/calendar']);
    }
    expect(operation('GET /api/calendar/{token}.ics')).not.toHaveProperty('security.0.bearerAuth');
    for (const key of ['GET /api/user/calendar-feed', 'POST /api/guest/calendar-feed/rotate']) {
      const schema = operation(key).responses['200']?.content?.['application/json']?.schema;
      expect(schema?.properties?.data, key).toMatchObject({ properties: { url: { type: 'string' } } });
    }
  });
});
