import { asc, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { ageGroups, categories, spots } from '../../src/db/schema';
import { runAdminCommand } from '../../src/modules/admin/commands';
import { AU, bearer, signUpHost } from './hosts';
import { type FilePart, multipartBody } from './multipart';
import type { TestContext } from './test-app';

/** A host as far as the journey goes: signed up, profile complete, approved, payouts set up. */
export type ReadyHost = Awaited<ReturnType<typeof signUpHost>>;

const http = (ctx: TestContext, method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { host: 'friendly.test', ...(token ? bearer(token) : {}) },
    ...(payload ? { payload } : {}),
  });

/** Completes the profile as the app does; `approve` has the team approve it with the admin CLI. */
export async function profiledHost(ctx: TestContext, options: { approve?: boolean; timeZone?: string } = {}) {
  const host = await signUpHost(ctx);
  const profile = await http(ctx, 'POST', '/api/complete-profile', host.token, {
    name: 'Nora Quinn',
    phone: host.phone,
    ...AU,
    location: 'Sydney, Australia',
    latitude: -33.86,
    longitude: 151.2,
    bio: 'Long lunches for a few friends at a time.',
  });
  expect(profile.statusCode, profile.body).toBe(200);
  if (options.approve) {
    const result = await runAdminCommand(
      { db: ctx.database.db, now: ctx.clock() },
      { name: 'hosts.approve', who: host.slug },
    );
    expect(result.ok).toBe(true);
  }
  return host;
}

/** Connects payouts through the sandbox's onboarding page, as a host would click through it. */
export async function connectPayouts(ctx: TestContext, host: ReadyHost) {
  const link = await http(ctx, 'POST', '/api/stripe/create-account-link', host.token, {
    return_url: 'http://friendly.test/stripe/connect/success',
    refresh_url: 'http://friendly.test/payment-connect',
  });
  expect(link.statusCode, link.body).toBe(200);
  const page = new URL(link.json().url).pathname;
  const submitted = await ctx.app.inject({
    method: 'POST',
    url: page,
    headers: { host: 'friendly.test', 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'business_name=Nora%27s+Table',
  });
  expect(submitted.statusCode).toBe(303);
  const back = await http(ctx, 'POST', '/api/stripe/handle-return', host.token);
  expect(back.json().user).toMatchObject({ onboarding_completed: true });
}

/** A host who may create events. */
export async function readyHost(ctx: TestContext): Promise<ReadyHost> {
  const host = await profiledHost(ctx, { approve: true });
  await connectPayouts(ctx, host);
  return host;
}

/** The reference lists' first entries (the seeded ones), for forms. */
export async function referenceIds(ctx: TestContext) {
  const db = ctx.database.db;
  const pick = async (table: typeof categories | typeof spots | typeof ageGroups) =>
    (
      await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(isNull(table.retiredAt))
        .orderBy(asc(table.sortOrder), asc(table.id))
    ).map((row) => row.id);
  const [categoryIds, spotIds, ageGroupIds] = await Promise.all([
    pick(categories),
    pick(spots),
    pick(ageGroups),
  ]);
  expect(categoryIds.length).toBeGreaterThanOrEqual(3);
  expect(spotIds.length).toBeGreaterThanOrEqual(2);
  expect(ageGroupIds.length).toBeGreaterThanOrEqual(2);
  return { categoryIds, spotIds, ageGroupIds };
}

/** 'YYYY-MM-DD', `days` after the test clock's UTC date. */
export function dateAfter(ctx: TestContext, days: number) {
  return new Date(ctx.clock().getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The event form's fields as the app posts them (spec 001 §7), a valid Standard event by default. */
export async function eventFields(ctx: TestContext, overrides: Record<string, string | number> = {}) {
  const ids = await referenceIds(ctx);
  return {
    title: 'Sunday long lunch',
    location: 'Surry Hills, Sydney NSW, Australia',
    latitude: '-33.8886',
    longitude: '151.2094',
    category: `${ids.categoryIds[0]},${ids.categoryIds[1]}`,
    spot_ids: String(ids.spotIds[0]),
    age_group_ids: `${ids.ageGroupIds[0]},${ids.ageGroupIds[1]}`,
    date: dateAfter(ctx, 30),
    start_time: '12:00:00',
    end_time: '15:30:00',
    time_zone: 'Australia/Sydney',
    description: 'Slow-cooked lamb, garden salads and good conversation.',
    event_type: 'all',
    user_type: 'individual',
    is_paid: '1',
    price: '45.50',
    enable_discount: '1',
    discount_amount: '25',
    is_capacity_limited: '1',
    capacity: '6',
    ...overrides,
  };
}

/** A real picture: `type` PNG or JPEG, with a camera's metadata to be stripped. */
export async function picture(type: 'png' | 'jpeg' = 'jpeg', width = 1200, height = 900) {
  const image = sharp({ create: { width, height, channels: 3, background: '#2f855a' } }).withExif({
    IFD0: { Make: 'PhoneCo', Copyright: 'secret-owner' },
  });
  return type === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

export const imagePart = (data: Buffer, filename = 'table.jpg', contentType = 'image/jpeg'): FilePart => ({
  field: 'images[]',
  filename,
  contentType,
  data,
});

/** Posts the event form as the app does (multipart). */
export async function postEvent(
  ctx: TestContext,
  token: string,
  url: string,
  fields: Record<string, string | number>,
  files: FilePart[],
) {
  const { payload, headers } = multipartBody(fields, files);
  return ctx.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
}

/** Creates a valid event through the API; answers its detail. */
export async function createEvent(
  ctx: TestContext,
  host: ReadyHost,
  overrides: Record<string, string | number> = {},
  files?: FilePart[],
) {
  const response = await postEvent(
    ctx,
    host.token,
    '/api/event',
    await eventFields(ctx, overrides),
    files ?? [imagePart(await picture())],
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; slug: string; images: string[]; [key: string]: unknown };
}
