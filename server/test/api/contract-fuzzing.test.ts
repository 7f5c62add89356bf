import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import {
  answersBodySchema,
  apiErrorSchema,
  CHAT,
  CHAT_MESSAGES,
  calendarFeedParamsSchema,
  chatMessageSchema,
  completeProfileFieldsSchema,
  contactRequestSchema,
  createAccountLinkRequestSchema,
  eventFieldsSchema,
  eventIdParamsSchema,
  eventMemberParamsSchema,
  eventReviewsQuerySchema,
  eventsListQuerySchema,
  getUserHeadersSchema,
  getUserQuerySchema,
  groupRoomRequestSchema,
  guestEventsQuerySchema,
  guestProfileFieldsSchema,
  guestSettingsRequestSchema,
  hasForbiddenCharacters,
  hostReviewsQuerySchema,
  INPUT_MESSAGES,
  joinBodySchema,
  LIMITS,
  loginRequestSchema,
  markAsReadRequestSchema,
  messagesQuerySchema,
  notificationsQuerySchema,
  phoneChangeVerifyRequestSchema,
  placeDetailsParamsSchema,
  placesAutocompleteQuerySchema,
  publicUserParamsSchema,
  registerRequestSchema,
  resendOtpRequestSchema,
  reviewRequestSchema,
  roomParamsSchema,
  roomPayloadSchema,
  sendMessagePayloadSchema,
  transactionsQuerySchema,
  updatePhoneRequestSchema,
  verifyOtpRequestSchema,
  waitlistBodySchema,
  waitlistsQuerySchema,
} from '@friendly/contracts';
import fc from 'fast-check';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminCommandSchema } from '../../src/modules/admin/commands';
import { buildWorld, tokenOf, type World } from '../support/accounts-world';
import { createEvent, eventFields, picture } from '../support/event-hosts';
import { cpuTime, FUZZ_SEED, fuzz, serverTimings, summary } from '../support/fuzz';
import { AU, bearer } from '../support/hosts';
import { anyJson, breaking, conforming, hostileText, typedText } from '../support/json-schema-arbitrary';
import { type FilePart, multipartBody } from '../support/multipart';
import {
  fillPath,
  type JsonSchema,
  type Operation,
  openApiOperations,
  registeredRoutes,
} from '../support/openapi';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * Contract fuzzing (docs/decisions/099): for every route of the API, requests generated from its
 * contract — the JSON Schemas of the app's own OpenAPI document, judged by the zod
 * schema each was written from — valid and invalid, and for the multipart forms their
 * fields and files. Every answer is below 500; every error is in the spec's shape
 * (`status: false, message, errors?`); a request the contract accepts is answered 2xx or
 * with one of the 4xx the table below documents for it. The input guard's largest
 * hostile inputs are timed by the server's own clock (docs/decisions/061, 099).
 */

/** Valid and invalid cases per route; FUZZ_RUNS multiplies them. */
const RUNS = 15;

type Actor = 'none' | 'host' | 'guest' | 'fresh host' | 'admin';
type Contract = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType; headers?: z.ZodType };
type FuzzRoute = {
  as: Actor;
  /** The zod schemas the route validates with: the judge of what is valid. */
  contract?: Contract;
  /** What a request the contract accepts may answer, besides 200. */
  documented: number[];
  /** Known values (ids, slugs) mixed into generated ones, so valid requests reach real rows. */
  known?: (world: World) => Record<string, fc.Arbitrary<unknown>>;
  /** Requests that once answered 500: run first on every run. */
  regressions?: Array<Partial<Generated>>;
};

const eventIds = (w: World) =>
  fc.constantFrom<unknown>(...Object.values(w.events).flatMap((event) => [String(event.id), event.slug]));

/**
 * Every route of the OpenAPI document and the hidden admin channel, with the 4xx a valid
 * request may get and why. Multipart forms are generated below (FORMS); they are listed
 * here for their statuses too.
 */
const ROUTES: Record<string, FuzzRoute> = {
  'GET /api/health': { as: 'none', documented: [] },
  'GET /api/countries': { as: 'none', documented: [] },
  // 422: a number the country's plan refuses, or a country the list does not hold; 429:
  // the same number again within its cooldown; 409: a number taken by the other role.
  'POST /api/register': {
    as: 'none',
    contract: { body: registerRequestSchema },
    documented: [409, 422, 429],
    // An id past PostgreSQL's integer reached the database (500).
    regressions: [{ body: { ...AU, phone: '400000000', role: 'host', country_id: 2_147_483_648 } }],
  },
  // 404: no account with that number; 422, 429 and 409 as for register.
  'POST /api/login': { as: 'none', contract: { body: loginRequestSchema }, documented: [404, 409, 422, 429] },
  // 404: no such slug.
  'GET /api/get-user': {
    as: 'none',
    contract: { query: getUserQuerySchema, headers: getUserHeadersSchema },
    documented: [404],
    known: (w) => ({ 'query.slug': fc.constantFrom(w.guest.slug, w.host.slug) }),
  },
  // 404 unknown slug, 422 wrong or expired code, 429 too many tries.
  'POST /api/verify-otp': {
    as: 'none',
    contract: { body: verifyOtpRequestSchema },
    documented: [404, 422, 429],
    known: (w) => ({ 'body.slug': fc.constantFrom(w.guest.slug, w.otherGuest.slug) }),
  },
  // 404 unknown slug, 409 already verified, 429 cooldown.
  'POST /api/resend-otp': {
    as: 'none',
    contract: { body: resendOtpRequestSchema },
    documented: [404, 409, 429],
    known: (w) => ({ 'body.slug': fc.constantFrom(w.guest.slug) }),
  },
  // 401 a verification token that is not this sign-in's; 404, 409, 422, 429 as above.
  'POST /api/update-phone': {
    as: 'none',
    contract: { body: updatePhoneRequestSchema },
    documented: [401, 403, 404, 409, 422, 429],
  },
  'GET /api/user': { as: 'host', documented: [] },
  'GET /api/verify-token': { as: 'host', documented: [] },
  'POST /api/logout': { as: 'fresh host', documented: [] },
  'POST /api/complete-profile': { as: 'host', documented: [422] },
  // 409: no phone change is pending; 422 wrong code; 429 too many tries.
  'POST /api/user/phone-change/verify': {
    as: 'host',
    contract: { body: phoneChangeVerifyRequestSchema },
    documented: [409, 422, 429],
  },
  'POST /api/user/phone-change/resend': { as: 'host', documented: [409, 429] },
  'DELETE /api/user/phone-change': { as: 'host', documented: [409] },
  'GET /api/cms/home': { as: 'none', documented: [] },
  'GET /api/cms/terms-and-conditions': { as: 'none', documented: [] },
  'GET /api/cms/privacy-policy': { as: 'none', documented: [] },
  'GET /api/cms/refer-and-earn': { as: 'none', documented: [] },
  'GET /api/testimonials': { as: 'none', documented: [] },
  'GET /api/faqs': { as: 'none', documented: [] },
  'POST /api/contact-us': { as: 'none', contract: { body: contactRequestSchema }, documented: [429] },
  // 422: a time zone that is not an IANA zone (the query's rule is the zone list itself).
  'GET /api/notifications': { as: 'host', contract: { query: notificationsQuerySchema }, documented: [422] },
  // 404: not one of the caller's notifications.
  'POST /api/notifications/mark-as-read': {
    as: 'host',
    contract: { body: markAsReadRequestSchema },
    documented: [404],
    regressions: [{ body: { notification_id: 2_147_483_648 } }],
  },
  'POST /api/notifications/mark-all-read': { as: 'host', documented: [] },
  'GET /api/events/transactions': {
    as: 'host',
    contract: { query: transactionsQuerySchema },
    documented: [],
  },
  'GET /api/stripe/account-status': { as: 'host', documented: [] },
  // 422: a return address that is not this app's.
  'POST /api/stripe/create-account-link': {
    as: 'host',
    contract: { body: createAccountLinkRequestSchema },
    documented: [422],
    known: () => ({
      'body.return_url': fc.constantFrom('http://friendly.test/stripe/connect/success'),
      'body.refresh_url': fc.constantFrom('http://friendly.test/payment-connect', 'http://friendly.test/'),
    }),
  },
  'POST /api/stripe/handle-return': { as: 'host', documented: [] },
  'POST /api/stripe/create-dashboard-link': { as: 'host', documented: [] },
  // 409: the host has upcoming events, so the account stays.
  'POST /api/stripe/disconnect': { as: 'host', documented: [409] },
  // No contract: Stripe's signature decides; the sandbox has no webhook (404).
  'POST /api/stripe/webhook': { as: 'none', documented: [400, 404] },
  'GET /api/places/autocomplete': {
    as: 'none',
    contract: { query: placesAutocompleteQuerySchema },
    documented: [],
    known: () => ({ 'query.input': fc.constantFrom('Syd', 'Melbourne', 'São', 'Zürich') }),
  },
  // 404 (as 422 'Place not found.' beside the id when it is not an id at all).
  'GET /api/places/details/{id}': {
    as: 'none',
    contract: { params: placeDetailsParamsSchema },
    documented: [404],
    known: () => ({ 'params.id': fc.constantFrom(...fixtures.placeIds) }),
  },
  'GET /api/app-config': { as: 'none', documented: [] },
  'GET /api/categories': { as: 'none', documented: [] },
  'GET /api/spots': { as: 'none', documented: [] },
  'GET /api/traits': { as: 'none', documented: [] },
  'GET /api/event-ages': { as: 'none', documented: [] },
  'GET /api/events': { as: 'host', contract: { query: eventsListQuerySchema }, documented: [] },
  'GET /api/user/events/joined': { as: 'host', contract: { query: eventsListQuerySchema }, documented: [] },
  // 404: not one of the host's events.
  'GET /api/event-detail/{id}': {
    as: 'host',
    contract: { params: eventIdParamsSchema },
    documented: [404],
    known: (w) => ({ 'params.id': eventIds(w) }),
  },
  'POST /api/event': { as: 'host', documented: [422] },
  // 404 not the host's, 409 cancelled or rejected (not editable), 422 the form's rules.
  'POST /api/event/{id}': {
    as: 'host',
    contract: { params: eventIdParamsSchema },
    documented: [404, 409, 422],
  },
  // 404 not the host's; 409 not pending any more.
  'POST /api/event-cancel/{id}': {
    as: 'host',
    contract: { params: eventIdParamsSchema },
    documented: [404, 409],
    known: (w) => ({ 'params.id': eventIds(w) }),
  },
  'GET /api/guest/profile': { as: 'guest', documented: [] },
  'POST /api/guest/profile': { as: 'guest', documented: [422] },
  // 422: latitude without longitude or the reverse.
  'GET /api/guest/events': {
    as: 'guest',
    contract: { query: guestEventsQuerySchema },
    documented: [422],
    // A coordinate PostgreSQL's float8 refuses (underflow) reached the query (500).
    regressions: [{ query: { latitude: '-5e-324', longitude: '0' } }],
  },
  // 404 no such approved event; 409 started, full, already seated.
  'POST /api/guest/events/{id}/join': {
    as: 'guest',
    contract: { params: eventIdParamsSchema, body: joinBodySchema },
    documented: [404, 409, 422],
    known: (w) => ({ 'params.id': eventIds(w) }),
  },
  // 404 no such event; 409 no seat to give back, or the event has started.
  'POST /api/guest/events/{id}/leave': {
    as: 'guest',
    contract: { params: eventIdParamsSchema },
    documented: [404, 409],
    known: (w) => ({ 'params.id': eventIds(w) }),
  },
  // The line (docs/decisions/149). 404 no such event; 409 seats left, a seat held, started.
  'POST /api/guest/events/{id}/waitlist': {
    as: 'guest',
    contract: { params: eventIdParamsSchema, body: waitlistBodySchema },
    documented: [404, 409],
    known: (w) => ({ 'params.id': eventIds(w) }),
  },
  // 404 not in the line.
  'DELETE /api/guest/events/{id}/waitlist': {
    as: 'guest',
    contract: { params: eventIdParamsSchema },
    documented: [404],
    known: (w) => ({ 'params.id': eventIds(w) }),
  },
  // 404 no such event; 409 no live offer.
  'POST /api/guest/events/{id}/waitlist/claim': {
    as: 'guest',
    contract: { params: eventIdParamsSchema, body: joinBodySchema },
    documented: [404, 409, 422],
    known: (w) => ({ 'params.id': eventIds(w) }),
  },
  'GET /api/guest/waitlists': { as: 'guest', contract: { query: waitlistsQuerySchema }, documented: [422] },
  // 404 no seat; 409 started; 422 an answer the event does not ask for (docs/decisions/154);
  // the join and the claim answer 422 for the same reason.
  'PUT /api/guest/events/{id}/answers': {
    as: 'guest',
    contract: { params: eventIdParamsSchema, body: answersBodySchema },
    documented: [404, 409, 422],
    known: (w) => ({ 'params.id': eventIds(w) }),
  },
  // 403 did not attend; 404 no such event; 409 not over yet, already reviewed, window closed.
  'POST /api/guest/events/{id}/review': {
    as: 'guest',
    contract: { params: eventIdParamsSchema, body: reviewRequestSchema },
    documented: [403, 404, 409],
    known: (w) => ({ 'params.id': eventIds(w) }),
  },
  // 404: no profile this caller may read (docs/decisions/081).
  'GET /api/public/user/{slug}': {
    as: 'host',
    contract: { params: publicUserParamsSchema },
    documented: [404],
    known: (w) => ({ 'params.slug': fc.constantFrom(w.host.slug, w.guest.slug, w.otherGuest.slug) }),
  },
  'GET /api/user/event-member/{userId}': {
    as: 'host',
    contract: { params: eventMemberParamsSchema },
    documented: [404],
    known: (w) => ({ 'params.userId': fc.constantFrom(w.guest.id, w.otherGuest.id, w.host.id) }),
  },
  'GET /api/user/events-reviews/{id}': {
    as: 'host',
    contract: { params: eventIdParamsSchema, query: eventReviewsQuerySchema },
    documented: [404],
    known: (w) => ({ 'params.id': eventIds(w) }),
  },
  'GET /api/events/host-reviews': { as: 'host', contract: { query: hostReviewsQuerySchema }, documented: [] },
  'GET /api/chat/rooms': { as: 'guest', documented: [] },
  // 404 not the caller's event; 409 the event is not approved yet.
  'POST /api/chat/rooms/group': {
    as: 'guest',
    contract: { body: groupRoomRequestSchema },
    documented: [404, 409],
    known: (w) => ({ 'body.event_id': fc.constantFrom(w.events.upcoming.id, w.events.pending.id) }),
  },
  'GET /api/chat/rooms/{id}/messages': {
    as: 'guest',
    contract: { params: roomParamsSchema, query: messagesQuerySchema },
    documented: [404],
    known: (w) => ({ 'params.id': fc.constantFrom(w.roomId) }),
  },
  'POST /api/chat/rooms/{id}/mark-read': {
    as: 'guest',
    contract: { params: roomParamsSchema },
    documented: [404],
    known: (w) => ({ 'params.id': fc.constantFrom(w.roomId) }),
  },
  'POST /api/chat/upload-media': { as: 'guest', documented: [] },
  // Calendar files and feeds (docs/decisions/150). 404: not the host's event, no seat held.
  'GET /api/event/{id}/calendar.ics': {
    as: 'host',
    contract: { params: eventIdParamsSchema },
    documented: [404],
    known: (w) => ({ 'params.id': eventIds(w) }),
  },
  'GET /api/guest/events/{id}/calendar.ics': {
    as: 'guest',
    contract: { params: eventIdParamsSchema },
    documented: [404],
    known: (w) => ({ 'params.id': eventIds(w) }),
  },
  // 404: a token of another shape, or nobody's (any more: the rotate rows below change them).
  'GET /api/calendar/{token}.ics': {
    as: 'none',
    contract: { params: calendarFeedParamsSchema },
    documented: [404],
    known: () => ({ 'params.token': fc.constantFrom(...fixtures.feedTokens) }),
  },
  'GET /api/user/calendar-feed': { as: 'host', documented: [] },
  'POST /api/user/calendar-feed/rotate': { as: 'host', documented: [] },
  'GET /api/guest/calendar-feed': { as: 'guest', documented: [] },
  'POST /api/guest/calendar-feed/rotate': { as: 'guest', documented: [] },
  'GET /api/guest/settings': { as: 'guest', documented: [] },
  // 422 anything but a boolean reminders_sms (docs/decisions/151).
  'POST /api/guest/settings': {
    as: 'guest',
    contract: { body: guestSettingsRequestSchema },
    documented: [422],
  },
  // The team's channel: read-only commands are generated valid; the others break.
  'POST /api/admin/commands': { as: 'admin', contract: { body: adminCommandSchema }, documented: [] },
  // Writes a backup into the folder its body names, on the server's machine: never fuzzed
  // (it would write anywhere); its credentials are in the authorization matrix, the backup
  // itself in server/test/process/pglite-backup-and-shutdown.test.ts.
  'POST /api/admin/backup': { as: 'admin', documented: [409, 422] },
  // The sandbox's stand-ins for Stripe's hosted pages answer HTML: 404 for a link that is not one.
  'GET /sandbox/connect/onboarding/{token}': { as: 'none', documented: [404] },
  'POST /sandbox/connect/onboarding/{token}': { as: 'none', documented: [404] },
  'GET /sandbox/connect/dashboard/{token}': { as: 'none', documented: [404] },
  'GET /sandbox/pay/{token}': { as: 'none', documented: [404] },
  'POST /sandbox/pay/{token}': { as: 'none', documented: [404] },
  'GET /sandbox/setup/{token}': { as: 'none', documented: [404] },
  'POST /sandbox/setup/{token}': { as: 'none', documented: [404] },
};

/** Multipart forms: generated apart, over a valid form of each (see FORMS below). */
const MULTIPART = new Set([
  'POST /api/complete-profile',
  'POST /api/event',
  'POST /api/event/{id}',
  'POST /api/guest/profile',
  'POST /api/chat/upload-media',
]);

/** Admin commands that only read: the valid ones generated (the others change the site). */
const READ_ONLY_COMMANDS = [
  'hosts.list',
  'contact.list',
  'content.list',
  'content.show',
  'events.list',
  'events.show',
  'reference.list',
];

let ctx: TestContext;
let world: World;
let tokens: Record<'host' | 'guest', string>;
/** Made once: real places, small real pictures. */
const fixtures = {
  placeIds: [] as string[],
  /** The host's and the guest's calendar feed tokens, as first made. */
  feedTokens: [] as string[],
  png: Buffer.alloc(0),
  jpeg: Buffer.alloc(0),
};
const timings = serverTimings();
const counts = { requests: 0, valid: 0, invalid: 0 };
const statuses = new Map<number, number>();

beforeAll(async () => {
  ctx = await createTestApp({ log: { level: 'info', pretty: false } }, undefined, {
    logStream: timings.stream,
    realtime: true,
  });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  world = await buildWorld(ctx);
  tokens = { host: await tokenOf(ctx, world.host), guest: await tokenOf(ctx, world.guest) };
  const places = await ctx.app.inject({ method: 'GET', url: '/api/places/autocomplete?input=Sydney' });
  fixtures.placeIds = (places.json().data as Array<{ place_id: string }>).map((place) => place.place_id);
  for (const [path, token] of [
    ['/api/user/calendar-feed', tokens.host],
    ['/api/guest/calendar-feed', tokens.guest],
  ] as const) {
    const link = await ctx.app.inject({ method: 'GET', url: path, headers: bearer(token) });
    fixtures.feedTokens.push(
      new URL(link.json().data.url).pathname
        .split('/')
        .pop()!
        .replace(/\.ics$/, ''),
    );
  }
  fixtures.png = await picture('png', 40, 30);
  fixtures.jpeg = await picture('jpeg', 40, 30);
  // Up to 3 minutes: building every kind of account with its data is slow on a busy machine.
}, 180_000);
afterAll(async () => {
  console.info(
    `contract fuzzing (${testDriver}, seed ${FUZZ_SEED}): ${counts.requests} requests, ${counts.valid} valid, ${counts.invalid} invalid; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  );
  await closeTestApp(ctx);
});

async function headersOf(actor: Actor): Promise<Record<string, string>> {
  switch (actor) {
    case 'none':
      return {};
    case 'admin':
      return { 'x-admin-token': ctx.app.secrets.adminToken };
    case 'fresh host':
      return bearer(await tokenOf(ctx, world.host));
    default:
      return bearer(tokens[actor]);
  }
}

// Requests ---------------------------------------------------------------------------

type Generated = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  /** A JSON value, or raw text sent as it is (`raw`). */
  body?: unknown;
  raw?: { text: string; contentType: string } | undefined;
};

/** A lone surrogate cannot travel in an address: it goes as U+FFFD, as a browser sends it. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** The text the server reads for a path value. */
const paramText = (value: unknown) =>
  wellFormed(value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value ?? ''));

/** The text (or texts, for a repeated key) the server reads for a query value. */
const queryText = (value: unknown): string | string[] =>
  Array.isArray(value) ? value.map(paramText) : value === null ? '' : paramText(value);

/** Header values are ASCII on the wire. */
const headerText = (value: unknown) => paramText(value).replace(/[^\x20-\x7e]/g, '');

function anyForbidden(value: unknown): boolean {
  if (typeof value === 'string') return hasForbiddenCharacters(value, 'multi-line');
  if (Array.isArray(value)) return value.some(anyForbidden);
  if (value && typeof value === 'object') return Object.values(value).some(anyForbidden);
  return false;
}

const objectSchema = (parameters: Operation['parameters'], place: string): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(parameters.filter((p) => p.in === place).map((p) => [p.name, p.schema])),
  required: parameters.filter((p) => p.in === place && p.required).map((p) => p.name),
});

/** Values JSON Schema cannot describe well enough to generate: the contract's own kind of value. */
const HINTS: Record<string, fc.Arbitrary<unknown>> = {
  phone: fc.stringMatching(/^4\d{8}$/),
  country_code: fc.constant(AU.country_code),
  iso_code: fc.constant(AU.iso_code),
  tz: fc.constantFrom('Australia/Sydney', 'UTC', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata'),
  // Ids at and past the edge of PostgreSQL's integer, as numbers and as text.
  id: fc.constantFrom('2147483647', '2147483648', '99999999999999999999', '0', '-1', '1.0'),
  userId: fc.constantFrom(2_147_483_647, 2_147_483_648),
  notification_id: fc.constantFrom(2_147_483_647, 2_147_483_648, '2147483648'),
  country_id: fc.constantFrom(AU.country_id, AU.country_id, 2_147_483_647, 2_147_483_648, '2147483648'),
  event_id: fc.constantFrom(2_147_483_647, 2_147_483_648),
};

/** A schema's values with the route's known values (by 'place.name') and the hints mixed in. */
function withKnown(schema: JsonSchema, place: string, known: Record<string, fc.Arbitrary<unknown>>) {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => {
      const hint = known[`${place}.${name}`] ?? HINTS[name];
      return [name, hint ? fc.oneof(hint, conforming(property)) : conforming(property)];
    }),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

const adminSchema = z.toJSONSchema(adminCommandSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const adminReadOnly = fc.oneof(
  ...(adminSchema.oneOf ?? [])
    .filter((branch) => READ_ONLY_COMMANDS.includes(String(branch.properties?.name?.const)))
    .map(conforming),
);

function places(op: Operation) {
  return {
    params: objectSchema(op.parameters, 'path'),
    query: objectSchema(op.parameters, 'query'),
    headers: objectSchema(op.parameters, 'header'),
  };
}

function validRequest(op: Operation, route: FuzzRoute): fc.Arbitrary<Generated> {
  const known = route.known?.(world) ?? {};
  const { params, query, headers } = places(op);
  let body: fc.Arbitrary<unknown> = fc.constant(undefined);
  if (op.key === 'POST /api/admin/commands') body = adminReadOnly;
  else if (op.body) body = withKnown(op.body, 'body', known);
  return fc.record({
    params: withKnown(params, 'params', known),
    query: withKnown(query, 'query', known),
    headers: withKnown(headers, 'headers', known).map((values) =>
      Object.fromEntries(Object.entries(values).map(([key, value]) => [key, headerText(value)])),
    ),
    body,
  });
}

/** Bodies that are not the route's JSON at all. */
const rawBodies = fc.oneof(
  fc.record({
    text: fc.constantFrom(
      '{',
      '{"a":',
      'not json',
      '[1,2',
      'null',
      '"text"',
      '12',
      'true',
      '{"__proto__":{"x":1}}',
    ),
    contentType: fc.constant('application/json'),
  }),
  fc.record({
    text: typedText(0, 40),
    contentType: fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'image/png',
    ),
  }),
);

function invalidRequest(op: Operation, route: FuzzRoute): fc.Arbitrary<Generated> {
  const valid = validRequest(op, route);
  const { params, query } = places(op);
  const has = (schema: JsonSchema) => Object.keys(schema.properties ?? {}).length > 0;
  const ways: fc.Arbitrary<Generated>[] = [
    // Query fields the route does not read, hostile or not.
    fc
      .tuple(
        valid,
        fc.dictionary(fc.stringMatching(/^[a-z_]{1,12}$/), fc.oneof(typedText(0, 20), hostileText), {
          minKeys: 1,
          maxKeys: 3,
        }),
      )
      .map(([request, extra]) => ({ ...request, query: { ...extra, ...request.query } })),
    // A body that is not JSON, or not the JSON the route reads.
    fc.tuple(valid, rawBodies).map(([request, raw]) => ({ ...request, body: undefined, raw })),
  ];
  if (has(params))
    ways.push(
      fc
        .tuple(valid, breaking(params))
        .map(([request, bad]) => ({ ...request, params: bad as Record<string, unknown> })),
    );
  if (has(query))
    ways.push(
      fc
        .tuple(valid, breaking(query))
        .map(([request, bad]) => ({ ...request, query: (bad ?? {}) as Record<string, unknown> })),
    );
  if (op.parameters.some((p) => p.in === 'header'))
    ways.push(
      fc
        .tuple(valid, fc.string({ unit: 'binary-ascii', minLength: 129, maxLength: 300 }))
        .map(([request, long]) => ({
          ...request,
          headers: { 'x-verification-token': headerText(long) || 'x'.repeat(129) },
        })),
    );
  const bodySchema = op.key === 'POST /api/admin/commands' ? adminSchema : op.body;
  if (bodySchema)
    ways.push(fc.tuple(valid, breaking(bodySchema)).map(([request, bad]) => ({ ...request, body: bad })));
  return fc.oneof(...ways);
}

/** Whether the contract (and the input guard) accepts the request as the server will read it. */
function accepted(op: Operation, route: FuzzRoute, request: Generated) {
  const contract = route.contract ?? {};
  request = normalised(request);
  const params = Object.fromEntries(
    Object.entries(request.params).map(([key, value]) => [key, paramText(value)]),
  );
  // A key with no value (undefined, an empty list) is not in the address at all, and a list
  // of one is one `key=value`, which the server reads as a single value, not a list.
  const query = Object.fromEntries(
    Object.entries(request.query)
      .filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0))
      .map(([key, value]) => {
        const text = queryText(value);
        return [key, Array.isArray(text) && text.length === 1 ? text[0] : text];
      }),
  );
  if (anyForbidden(params) || anyForbidden(query)) return false;
  // Fastify's router refuses an empty path parameter (no route) or one over 100 characters (414).
  if (Object.values(params).some((value) => value === '' || encodeURIComponent(value).length > 100))
    return false;
  const ok = (schema: z.ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;
  if (!ok(contract.params, params) || !ok(contract.query, query) || !ok(contract.headers, request.headers))
    return false;
  // GET ignores any body; elsewhere a body is read if it comes.
  if (op.method === 'GET') return true;
  if (request.raw) {
    const { text, contentType } = request.raw;
    if (op.key === 'POST /api/stripe/webhook') return true;
    // Fastify reads JSON and plain text; any other type is 415, empty or not.
    if (contentType === 'text/plain') return !contract.body;
    if (contentType !== 'application/json') return false;
    // An empty JSON body is no body (buildApp's parser).
    if (text === '') return !contract.body;
    if (contract.body || /__proto__|constructor/.test(text)) return false;
    try {
      return !anyForbidden(JSON.parse(text));
    } catch {
      return false;
    }
  }
  const body = request.body === undefined ? undefined : JSON.parse(JSON.stringify(request.body));
  if (anyForbidden(body)) return false;
  if (!contract.body) return true;
  if (!ok(contract.body, body)) return false;
  if (op.key === 'POST /api/admin/commands') return READ_ONLY_COMMANDS.includes(String(body.name));
  return true;
}

/** Parts that broke into something other than an object (null, a list) are sent as nothing. */
function normalised(request: Generated): Generated {
  const record = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return {
    ...request,
    params: record(request.params),
    query: record(request.query),
    headers: record(request.headers) as Record<string, string>,
  };
}

async function send(op: Operation, route: FuzzRoute, request: Generated) {
  request = normalised(request);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    const text = queryText(value);
    for (const part of Array.isArray(text) ? text : [text]) search.append(key, part);
  }
  const path = fillPath(
    op.path,
    Object.fromEntries(Object.entries(request.params).map(([key, value]) => [key, paramText(value)])),
  );
  const url = `${path}${search.size > 0 ? `?${search}` : ''}`;
  const headers: Record<string, string> = {
    host: 'friendly.test',
    ...(await headersOf(route.as)),
    ...request.headers,
  };
  let payload: string | undefined;
  if (request.raw) {
    payload = request.raw.text;
    headers['content-type'] = request.raw.contentType;
  } else if (request.body !== undefined) {
    payload = JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  return counted(
    ctx.app.inject({
      method: op.method as 'POST',
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    }),
  );
}

async function counted<T extends { statusCode: number }>(pending: Promise<T>) {
  const response = await pending;
  counts.requests += 1;
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  return response;
}

type Answer = { statusCode: number; body: string; headers: Record<string, unknown>; json(): unknown };

/** Below 500 always; a JSON error in the spec's shape. */
function expectSound(answer: Answer, label: string) {
  expect(answer.statusCode, `${label} → ${answer.body.slice(0, 300)}`).toBeLessThan(500);
  if (answer.statusCode >= 400 && String(answer.headers['content-type']).includes('json')) {
    expect(apiErrorSchema.safeParse(answer.json()).success, `${label} → ${answer.body.slice(0, 300)}`).toBe(
      true,
    );
  }
}

function expectJudged(answer: Answer, valid: boolean, documented: number[], label: string) {
  expectSound(answer, label);
  if (valid) {
    counts.valid += 1;
    expect([200, ...documented], `valid ${label} → ${answer.body.slice(0, 300)}`).toContain(
      answer.statusCode,
    );
  } else {
    counts.invalid += 1;
    expect(answer.statusCode, `invalid ${label} → ${answer.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  }
}

function documentOperations() {
  // The admin channel is hidden from the reference; it is fuzzed all the same.
  return [
    ...openApiOperations(ctx.app),
    {
      key: 'POST /api/admin/commands',
      method: 'POST',
      path: '/api/admin/commands',
      bearer: false,
      parameters: [],
      body: adminSchema,
      summary: '',
      description: '',
    },
  ];
}

const label = (key: string, value: unknown) => `${key} ${JSON.stringify(value)?.slice(0, 400)}`;

/** The reference moves a parameter's description beside its schema. */
function withoutDescriptions(properties: Record<string, JsonSchema & { description?: string }>) {
  return Object.fromEntries(
    Object.entries(properties).map(([name, { description: _, ...schema }]) => [name, schema]),
  );
}

describe(`contract fuzzing over HTTP (${testDriver})`, () => {
  it('covers every route the server answers, each judged by the contract its reference was made from', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(registeredRoutes(ctx.app));
    for (const op of openApiOperations(ctx.app)) {
      const contract = ROUTES[op.key]?.contract ?? {};
      const { schema } = jsonSchemaTransform({
        schema: {
          ...(contract.body ? { body: contract.body } : {}),
          ...(contract.query ? { querystring: contract.query } : {}),
          ...(contract.params ? { params: contract.params } : {}),
          ...(contract.headers ? { headers: contract.headers } : {}),
        },
        url: op.path,
        openapiObject: { openapi: '3.0.3' },
      } as never) as unknown as { schema: Record<string, JsonSchema | undefined> };
      expect(schema.body ?? null, `${op.key} body`).toEqual(op.body);
      for (const [place, key] of [
        ['query', 'querystring'],
        ['path', 'params'],
        ['header', 'headers'],
      ] as const) {
        const documented = Object.fromEntries(
          op.parameters.filter((p) => p.in === place).map((p) => [p.name, p.schema]),
        );
        expect(withoutDescriptions(schema[key]?.properties ?? {}), `${op.key} ${place}`).toEqual(
          key === 'params' && !contract.params ? {} : documented,
        );
      }
    }
  });

  const jsonRoutes = Object.keys(ROUTES).filter(
    (key) => !MULTIPART.has(key) && key !== 'POST /api/admin/backup',
  );
  it.each(jsonRoutes)(
    '%s',
    async (key) => {
      const route = ROUTES[key]!;
      const op = documentOperations().find((operation) => operation.key === key);
      if (!op) throw new Error(`${key} is not in the API reference`);
      await fuzz(
        key,
        fc.oneof(validRequest(op, route), invalidRequest(op, route)),
        async (request) => {
          const answer = await send(op, route, request);
          expectJudged(answer, accepted(op, route, request), route.documented, label(key, request));
        },
        RUNS * 2,
        (route.regressions ?? []).map((regression) => ({
          params: {},
          query: {},
          headers: {},
          ...regression,
        })),
      );
    },
    120_000,
  );
});

// Multipart forms --------------------------------------------------------------------

/** The multipart field-size limit (lib/uploads.ts): a longer value is read as too long. */
const FIELD_BYTES = 16_384;

type FileKind = 'png' | 'jpeg' | 'text' | 'empty' | 'png header' | 'truncated jpeg' | 'random';
const GOOD: readonly FileKind[] = ['png', 'jpeg'];
type FormFile = { kind: FileKind; random?: Uint8Array | undefined };
type FormCase = { fields: Record<string, string>; files: FormFile[] };

function fileOf(file: FormFile, field: string): FilePart {
  const data = {
    png: fixtures.png,
    jpeg: fixtures.jpeg,
    text: Buffer.from('just some words, not a picture'),
    empty: Buffer.alloc(0),
    'png header': Buffer.concat([fixtures.png.subarray(0, 16), Buffer.from(file.random ?? [1, 2, 3])]),
    'truncated jpeg': fixtures.jpeg.subarray(0, Math.floor(fixtures.jpeg.length / 2)),
    random: Buffer.from(file.random ?? [0]),
  }[file.kind];
  const type = file.kind.includes('png') ? 'image/png' : 'image/jpeg';
  return { field, filename: `upload.${type.slice(6)}`, contentType: type, data };
}

type Form = {
  as: 'host' | 'guest';
  url: () => string;
  /** A valid form, as the app posts it. */
  base: () => Promise<Record<string, string>>;
  /** Other valid values of some fields. */
  alternatives: Record<string, fc.Arbitrary<string>>;
  fileField: string;
  /** How many files the contract takes, and how many a generated valid form carries at most. */
  files: { min: number; max: () => number; generate: number };
  /** The contract's verdict on the text fields; 'either' when only the server can tell (ids, countries). */
  judge: (fields: Record<string, string>) => boolean | 'either';
  /** What an 'either' form may answer. */
  either?: number[];
};

/** Text a person could type, starting with a letter. */
const words = (min: number, max: number) =>
  fc
    .tuple(fc.constantFrom(...'AbcÉzŁ漢'), typedText(min - 1, max - 1))
    .map(([first, rest]) => `${first}${rest}`.replace(/\s+$/, 'x'));

const ID_FIELDS = ['category', 'spot_ids', 'age_group_ids'];
const LOCKED = ['date', 'start_time', 'end_time', 'time_zone', 'event_type', 'user_type', 'is_paid', 'price'];

/** What the server reads for a field: UTF-8 on the wire, cut at the limit into too long. */
const asRead = (fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => {
      const bytes = Buffer.from(value, 'utf8');
      return [key, bytes.length > FIELD_BYTES ? 'x'.repeat(20_000) : bytes.toString('utf8')];
    }),
  );

/** The event form's verdict; an edit keeps the locked values it leaves out (events/submission.ts). */
const eventJudge = (mode: 'create' | 'edit') => (fields: Record<string, string>) => {
  // An edit reads a field sent empty as left out (the server drops empty values; a left-out
  // discount is the default, a left-out title is missing).
  const sent = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
  const all = mode === 'edit' ? { ...editTarget.locked, ...sent } : fields;
  const valid = eventFieldsSchema({ mode, defaultTimeZone: 'UTC', now: ctx.clock() }).safeParse(all).success;
  if (!valid) return false;
  return ID_FIELDS.every((key) => fields[key] === createdFields[key]) ? true : 'either';
};

let createdFields: Record<string, string> = {};
let editTarget = { id: 0, images: 1, locked: {} as Record<string, string> };

const FORMS: Record<string, Form> = {
  'POST /api/complete-profile': {
    as: 'host',
    url: () => '/api/complete-profile',
    base: async () => ({
      name: world.host.name,
      phone: world.host.phone,
      country_code: AU.country_code,
      country_id: String(AU.country_id),
      iso_code: AU.iso_code,
      location: 'Sydney, Australia',
      latitude: '-33.86',
      longitude: '151.2',
      bio: 'Long lunches for a few friends at a time.',
      email: world.host.email ?? 'host@example.test',
    }),
    alternatives: {
      name: words(2, 100),
      bio: words(10, 1000),
      location: words(1, 200),
      latitude: fc.double({ min: -90, max: 90, noNaN: true }).map((n) => n.toFixed(5)),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }).map((n) => n.toFixed(5)),
    },
    fileField: 'profile_photo',
    files: { min: 0, max: () => 1, generate: 1 },
    judge: (fields) => {
      // The host's profile is complete: My Profile, which sends `email`, must fill it; the
      // Complete Host Profile form, without the field, keeps the stored one (docs/decisions/107).
      const emailRequired = Object.hasOwn(fields, 'email');
      if (!completeProfileFieldsSchema({ emailRequired }).safeParse(fields).success) return false;
      // Whether a dial code and a country agree, and a new number's fate, are the server's to say.
      const own = ['phone', 'country_code', 'country_id', 'iso_code'] as const;
      const base = { phone: world.host.phone, ...AU, country_id: String(AU.country_id) };
      return own.every((key) => fields[key] === base[key]) ? true : 'either';
    },
    // 422 a number or dial code of another country; 409 a number taken; 429 a new number's cooldown.
    either: [200, 409, 422, 429],
  },
  'POST /api/event': {
    as: 'host',
    url: () => '/api/event',
    base: async () => createdFields,
    alternatives: {
      title: words(3, 120),
      description: words(10, 400),
      capacity: fc.integer({ min: 1, max: 6 }).map(String),
      discount_amount: fc.integer({ min: 0, max: 100 }).map(String),
      enable_discount: fc.constantFrom('0', '1'),
      location: words(1, 300),
    },
    fileField: 'images[]',
    files: { min: 1, max: () => LIMITS.eventImagesMax, generate: 2 },
    judge: eventJudge('create'),
  },
  'POST /api/event/{id}': {
    as: 'host',
    url: () => `/api/event/${editTarget.id}`,
    base: async () =>
      Object.fromEntries(Object.entries(createdFields).filter(([key]) => !LOCKED.includes(key))),
    alternatives: {
      title: words(3, 120),
      description: words(10, 400),
      capacity: fc.integer({ min: 1, max: 6 }).map(String),
    },
    fileField: 'images[]',
    // The event keeps what each accepted edit added, up to ten in all.
    files: { min: 0, max: () => LIMITS.eventImagesMax - editTarget.images, generate: 1 },
    judge: eventJudge('edit'),
  },
  'POST /api/guest/profile': {
    as: 'guest',
    url: () => '/api/guest/profile',
    base: async () => ({ name: world.guest.name }),
    alternatives: {
      name: words(2, 100),
      location: words(1, 200),
      about: words(1, 1000),
      instagram: fc.stringMatching(/^[a-z0-9_.]{1,30}$/),
    },
    fileField: 'profile_photo',
    files: { min: 0, max: () => 1, generate: 1 },
    judge: (fields) => guestProfileFieldsSchema.safeParse(fields).success,
  },
  // The room's host: uploads need a seat in a room (docs/decisions/105), and other cases
  // may have taken the guest's seat away by now.
  'POST /api/chat/upload-media': {
    as: 'host',
    url: () => '/api/chat/upload-media',
    base: async () => ({}),
    alternatives: {},
    fileField: 'file',
    files: { min: 1, max: () => 1, generate: 1 },
    judge: () => true,
  },
};

/** Values no field takes: hostile characters, nothing, a value past the field-size limit. */
const badText = fc.oneof(
  hostileText,
  fc.constant(''),
  fc.constant(' '),
  typedText(0, 3),
  fc
    .integer({ min: FIELD_BYTES + 1, max: FIELD_BYTES + 4000 })
    .map((length) => 'é'.repeat(Math.ceil(length / 2))),
  anyJson.map((value) => JSON.stringify(value) ?? 'null'),
);
const badFile: fc.Arbitrary<FormFile> = fc.record({
  kind: fc.constantFrom<FileKind>('text', 'empty', 'png header', 'truncated jpeg', 'random'),
  random: fc.uint8Array({ minLength: 1, maxLength: 512 }),
});

function formCases(form: Form, base: Record<string, string>) {
  const keys = Object.keys(base);
  const goodFiles = (min: number, max: number) =>
    fc.array(
      fc.constantFrom(...GOOD).map((kind): FormFile => ({ kind })),
      { minLength: min, maxLength: max },
    );
  const valid: fc.Arbitrary<FormCase> = fc.record({
    fields: fc.record(
      Object.fromEntries(
        keys.map((key) => {
          const alternative = form.alternatives[key];
          return [
            key,
            alternative ? fc.oneof(fc.constant(base[key] ?? ''), alternative) : fc.constant(base[key] ?? ''),
          ];
        }),
      ) as Record<string, fc.Arbitrary<string>>,
    ),
    files: goodFiles(form.files.min, form.files.generate),
  });
  const ways: fc.Arbitrary<FormCase>[] = [
    // A field given a value no field takes.
    fc
      .tuple(valid, fc.constantFrom(...(keys.length > 0 ? keys : ['anything'])), badText)
      .map(([value, key, bad]) => ({ ...value, fields: { ...value.fields, [key]: bad } })),
    // A field the form does not have, with hostile text.
    fc
      .tuple(valid, fc.stringMatching(/^[a-z_]{1,12}$/), hostileText)
      .map(([value, key, bad]) => ({ ...value, fields: { [key]: bad, ...value.fields } })),
    // A file that is not a picture, in place of one or added.
    fc.tuple(valid, badFile).map(([value, file]) => ({ ...value, files: [file, ...value.files.slice(1)] })),
    // One file more than the form takes.
    fc.tuple(valid, fc.constant(null)).map(([value]) => ({
      ...value,
      files: Array.from({ length: form.files.max() + 1 }, () => ({ kind: 'png' as const })),
    })),
  ];
  if (keys.length > 0)
    ways.push(
      fc.tuple(valid, fc.constantFrom(...keys)).map(([value, key]) => {
        const { [key]: _dropped, ...fields } = value.fields;
        return { ...value, fields };
      }),
    );
  if (form.files.min > 0) ways.push(valid.map((value) => ({ ...value, files: [] })));
  return fc.oneof(valid, ...ways);
}

function formVerdict(form: Form, value: FormCase): boolean | 'either' {
  // A field named like an object's own property (__proto__, constructor…) makes the form
  // unreadable (@fastify/multipart: 400), before any rule reads it.
  if (Object.keys(value.fields).some((name) => name in Object.prototype)) return false;
  const { min } = form.files;
  const max = form.files.max();
  // An empty file input is no file (lib/uploads.ts).
  const files = value.files.filter((file) => file.kind !== 'empty');
  const filesOk =
    files.length >= min && files.length <= max && files.every((file) => GOOD.includes(file.kind));
  if (!filesOk) return false;
  return form.judge(asRead(value.fields));
}

describe(`contract fuzzing of the multipart forms (${testDriver})`, () => {
  beforeAll(async () => {
    createdFields = Object.fromEntries(
      Object.entries(
        await eventFields(ctx, { title: 'A fuzzed supper', event_type: 'plus-priority', is_paid: '0' }),
      ).map(([key, value]) => [key, String(value)]),
    );
  });

  it.each(Object.keys(FORMS))(
    '%s: fields and files',
    async (key) => {
      const form = FORMS[key]!;
      if (key === 'POST /api/event/{id}') {
        // An event of its own: no other case can cancel it or fill it.
        const host = { ...world.host, token: tokens.host, e164: `+61${world.host.phone}` };
        const event = await createEvent(ctx, host, createdFields, [fileOf({ kind: 'png' }, 'images[]')]);
        editTarget = {
          id: event.id,
          images: 1,
          locked: Object.fromEntries(LOCKED.map((name) => [name, createdFields[name] ?? ''])),
        };
      }
      const base = await form.base();
      await fuzz(
        key,
        formCases(form, base),
        async (value) => {
          const { payload, headers } = multipartBody(
            value.fields,
            value.files.map((file) => fileOf(file, form.fileField)),
          );
          const answer = await counted(
            ctx.app.inject({
              method: 'POST',
              url: form.url(),
              payload,
              headers: { host: 'friendly.test', ...headers, ...(await headersOf(form.as)) },
            }),
          );
          const verdict = formVerdict(form, value);
          // The event keeps what an accepted edit added: the next edit's room is what is left.
          if (key === 'POST /api/event/{id}' && answer.statusCode === 200)
            editTarget.images = (answer.json() as { data: { images: unknown[] } }).data.images.length;
          const described = label(key, {
            fields: Object.fromEntries(
              Object.entries(value.fields).map(([name, text]) => [name, text.slice(0, 40)]),
            ),
            files: value.files.map((file) => file.kind),
          });
          if (verdict === 'either') {
            expectSound(answer, described);
            expect(form.either ?? [200, 422], `${described} → ${answer.body.slice(0, 300)}`).toContain(
              answer.statusCode,
            );
          } else {
            expectJudged(answer, verdict, [], described);
          }
        },
        RUNS,
      );
    },
    120_000,
  );
});

// Hostile input of the maximal length ------------------------------------------------

/** The largest JSON body the server reads (buildApp's bodyLimit), less room for the keys. */
const BODY_BYTES = 1024 * 1024 - 4096;
/** The longest address Node lets through is 16 KB with the headers: the query gets 15,000. */
const QUERY_CHARS = 15_000;
/**
 * A request's time is the least of this many tries (six when the first three are all slow):
 * a cost that grows with the input is there every time, a busy neighbour is not.
 */
const TRIES = 3;

/** Generated text repeated to `length` characters: the shapes a backtracking rule chokes on, among others. */
function filler(seed: number, length: number) {
  const [unit] = fc.sample(
    fc.oneof(
      hostileText,
      typedText(1, 12),
      fc.constantFrom('a', '1', ' ', '\t', 'http://a', 'é', '🙂', '%', '-', '.'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }),
    ),
    { seed, numRuns: 1 },
  );
  const text = unit || 'a';
  return text.repeat(Math.ceil(length / text.length)).slice(0, length);
}

/** Wall and CPU time of each try, and the least of each per request. */
function timeBook() {
  const tries = { ms: [] as number[], cpuMs: [] as number[] };
  const least: Array<{ label: string; ms: number; cpuMs: number }> = [];
  return {
    least,
    /** Tries `once` three times (six when the first three were all slow), keeps the least of each. */
    async time(label: string, once: () => Promise<{ ms: number; cpuMs: number }>) {
      let ms = Number.POSITIVE_INFINITY;
      let cpuMs = Number.POSITIVE_INFINITY;
      const slow = () => ms >= 100 || cpuMs >= 100;
      for (let attempt = 0; attempt < TRIES || (attempt < 2 * TRIES && slow()); attempt += 1) {
        const measured = await once();
        tries.ms.push(measured.ms);
        tries.cpuMs.push(measured.cpuMs);
        ms = Math.min(ms, measured.ms);
        cpuMs = Math.min(cpuMs, measured.cpuMs);
      }
      least.push({ label, ms, cpuMs });
    },
    report(what: string) {
      const worst = (key: 'ms' | 'cpuMs') =>
        [...least]
          .sort((x, y) => y[key] - x[key])
          .slice(0, 2)
          .map((entry) => `${entry.label} ${entry[key].toFixed(1)} ms`)
          .join(', ');
      console.info(
        `${what} (${testDriver}): ${least.length} inputs, ${tries.ms.length} tries, load ${loadavg()[0]?.toFixed(1)} — server time of every try ${JSON.stringify(summary(tries.ms))}; least of the tries ${JSON.stringify(summary(least.map((entry) => entry.ms)))} (slowest ${worst('ms')}); CPU time least of the tries ${JSON.stringify(summary(least.map((entry) => entry.cpuMs)))} (most ${worst('cpuMs')})`,
      );
    },
    /** Inputs whose work took 100 ms or more: CPU time, which waiting for a busy core does not add to. */
    slow: () =>
      least
        .filter((entry) => entry.cpuMs >= 100)
        .map((entry) => `${entry.label}: ${entry.cpuMs.toFixed(1)} ms of CPU`),
  };
}

describe(`hostile input of the maximal length, timed by the server (${testDriver})`, () => {
  it('answers every route’s largest hostile body, query and form fields below 500, in the spec’s shape, within 100 ms of work', async () => {
    const book = timeBook();
    const operations = documentOperations();
    const pathOf = (op: Operation) =>
      fillPath(op.path, Object.fromEntries(op.parameters.map((p) => [p.name, '1'])));
    /** One request, its session made beforehand (a fresh one for logout, so the host's own outlives it). */
    const timedRequest = (
      label: string,
      actor: Actor,
      inject: (auth: Record<string, string>) => Promise<Answer>,
    ) =>
      book.time(label, async () => {
        const auth = await headersOf(actor);
        const { response, ms, cpuMs } = await timings.measure(() => counted(inject(auth)));
        expectSound(response, label);
        return { ms, cpuMs };
      });
    // Warm-up: the first request of a route compiles its schemas.
    for (const op of operations) {
      const headers = await headersOf(ROUTES[op.key]?.as ?? 'none');
      await timings.measure(() =>
        counted(ctx.app.inject({ method: op.method as 'GET', url: pathOf(op), headers })),
      );
    }

    for (const [index, op] of operations.entries()) {
      const path = pathOf(op);
      const actor = ROUTES[op.key]?.as ?? 'none';
      for (const shape of [0, 1]) {
        const seed = FUZZ_SEED + index * 2 + shape;
        if (op.body && op.method !== 'GET') {
          // Every field of the body, and one it does not know, share the megabyte.
          const keys = [...Object.keys(op.body.properties ?? {}), 'unknown_field'];
          const body = Object.fromEntries(
            keys.map((key, k) => [key, filler(seed + k, Math.floor(BODY_BYTES / keys.length))]),
          );
          // Escaped characters take more room: cut every field alike until the body fits.
          let payload = JSON.stringify(body);
          while (Buffer.byteLength(payload) > BODY_BYTES) {
            const ratio = (BODY_BYTES / Buffer.byteLength(payload)) * 0.99;
            for (const key of keys) body[key] = body[key]!.slice(0, Math.floor(body[key]!.length * ratio));
            payload = JSON.stringify(body);
          }
          await timedRequest(
            `${op.key} body (${Math.round(Buffer.byteLength(payload) / 1024)} KB)`,
            actor,
            (auth) =>
              ctx.app.inject({
                method: op.method as 'POST',
                url: path,
                headers: { ...auth, 'content-type': 'application/json' },
                payload,
              }),
          );
        }
        const query = op.parameters.filter((p) => p.in === 'query');
        if (query.length > 0) {
          const each = Math.floor(QUERY_CHARS / query.length / 3);
          const search = new URLSearchParams(
            query.map((p, k): [string, string] => [p.name, filler(seed + k, each)]),
          );
          const url = `${path}?${search}`.slice(0, QUERY_CHARS);
          await timedRequest(`${op.key} query (${url.length} chars)`, actor, (auth) =>
            ctx.app.inject({ method: op.method as 'GET', url, headers: auth }),
          );
        }
      }
    }

    for (const [index, [key, form]] of Object.entries(FORMS).entries()) {
      if (key === 'POST /api/event/{id}') continue; // the same fields as POST /api/event
      const names = [...Object.keys(await form.base()), 'unknown_field'];
      const fields = Object.fromEntries(
        names.map((name, k) => [name, filler(FUZZ_SEED + index + k, Math.floor(FIELD_BYTES / 4))]),
      );
      // Each field at the limit in bytes, whatever its characters' widths.
      for (const [name, value] of Object.entries(fields)) {
        let text = value;
        while (Buffer.byteLength(text) > FIELD_BYTES) text = text.slice(0, -1);
        while (Buffer.byteLength(text) < FIELD_BYTES - 4) text += 'a';
        fields[name] = text;
      }
      const { payload, headers } = multipartBody(fields);
      await timedRequest(`${key} form (${names.length} fields of ${FIELD_BYTES} bytes)`, form.as, (auth) =>
        ctx.app.inject({ method: 'POST', url: form.url(), payload, headers: { ...headers, ...auth } }),
      );
    }

    book.report('hostile input of the maximal length');
    expect(book.least.length).toBeGreaterThan(40);
    expect(book.slow()).toEqual([]);
  }, 180_000);
});

// Socket events ----------------------------------------------------------------------

/** socket.io's limit on one packet (modules/chat/socket.ts): a bigger one closes the connection by design. */
const PACKET_BYTES = 64 * 1024;

type SocketAck = { ok: boolean; error?: unknown; message?: unknown };

const SOCKET_EVENTS = {
  join_room: roomPayloadSchema,
  send_message: sendMessagePayloadSchema,
  mark_read: roomPayloadSchema,
} as const;
type SocketEvent = keyof typeof SOCKET_EVENTS;

/** What a valid payload may be refused with: each a rule of the room or the message. */
const SOCKET_REFUSALS: Record<SocketEvent, string[]> = {
  join_room: [CHAT_MESSAGES.roomNotFound],
  mark_read: [CHAT_MESSAGES.roomNotFound],
  send_message: [
    CHAT_MESSAGES.roomNotFound,
    CHAT_MESSAGES.emptyText,
    CHAT_MESSAGES.mediaMissing,
    CHAT_MESSAGES.mediaNotYours,
    CHAT_MESSAGES.closed,
    INPUT_MESSAGES.forbiddenCharacters,
  ],
};

function socketClient(token: string) {
  const url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  return connect(url, {
    path: CHAT.socketPath,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
}

/** Payloads a client could send: the contract's, broken ones, any JSON, binary, nothing. */
function socketPayloads(event: SocketEvent) {
  const schema = z.toJSONSchema(SOCKET_EVENTS[event], { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const room = fc.constantFrom<unknown>(world.roomId, String(world.roomId), 2_147_483_647, 2_147_483_648);
  const withRoom = conforming(schema).chain((value) =>
    fc.oneof(
      fc.constant(value),
      room.map((roomId) => ({ ...(value as object), roomId })),
    ),
  );
  return fc.oneof(
    { weight: 4, arbitrary: withRoom },
    { weight: 3, arbitrary: breaking(schema) },
    { weight: 1, arbitrary: anyJson },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(room, hostileText)
        .map(([roomId, text]) => ({ roomId, content: text, clientId: text.slice(0, 64) || 'x' })),
    },
  );
}

/** What the server will read: socket.io carries JSON (and Buffers as attachments). */
const socketValid = (event: SocketEvent, payload: unknown) => {
  if (Buffer.isBuffer(payload) || payload === undefined) return false;
  const read = JSON.parse(JSON.stringify(payload) ?? 'null');
  return SOCKET_EVENTS[event].safeParse(read).success;
};

describe(`contract fuzzing of the socket events (${testDriver})`, () => {
  it.each(Object.keys(SOCKET_EVENTS) as SocketEvent[])(
    '%s: every payload is acknowledged in its shape, and the socket stays',
    async (event) => {
      const socket = socketClient(tokens.guest);
      let disconnected: string | null = null;
      socket.on('disconnect', (reason) => {
        disconnected = reason;
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      try {
        await fuzz(
          `socket ${event}`,
          socketPayloads(event),
          async (payload) => {
            counts.requests += 1;
            const ack = (await socket.timeout(10_000).emitWithAck(event, payload)) as SocketAck;
            const described = `${event} ${JSON.stringify(payload)?.slice(0, 300)} → ${JSON.stringify(ack).slice(0, 300)}`;
            expect(disconnected, described).toBeNull();
            if (ack.ok) {
              expect(socketValid(event, payload), described).toBe(true);
              if (event === 'send_message')
                expect(chatMessageSchema.safeParse(ack.message).success, described).toBe(true);
              else expect(Object.keys(ack), described).toEqual(['ok']);
            } else {
              expect(Object.keys(ack).sort(), described).toEqual(['error', 'ok']);
              expect(typeof ack.error, described).toBe('string');
              // 'Failed to send.' is the socket's 500: an error the server did not expect.
              expect(ack.error, described).not.toBe(CHAT_MESSAGES.sendFailed);
              if (socketValid(event, payload)) expect(SOCKET_REFUSALS[event], described).toContain(ack.error);
              else if (ack.error !== INPUT_MESSAGES.forbiddenCharacters)
                expect(ack.error, described).toBe(CHAT_MESSAGES.invalidPayload);
            }
            counts[ack.ok ? 'valid' : 'invalid'] += 1;
          },
          RUNS * 2,
          // A NUL in the text reached PostgreSQL: 'Failed to send.' (the socket's 500).
          event === 'send_message' ? [{ roomId: world.roomId, content: '\u0000', clientId: '\u0000' }] : [],
        );
        // Sent without asking for an acknowledgement, and an event no one listens to: still here.
        socket.emit(event, { roomId: 'not a room' });
        socket.emit('no_such_event', { anything: true });
        const after = (await socket
          .timeout(10_000)
          .emitWithAck('mark_read', { roomId: world.roomId })) as SocketAck;
        expect(after.ok || after.error === CHAT_MESSAGES.roomNotFound).toBe(true);
        expect(disconnected).toBeNull();
      } finally {
        socket.disconnect();
      }
    },
    120_000,
  );

  it('answers each event’s largest hostile payload, under the packet limit, within 100 ms of work', async () => {
    const socket = socketClient(tokens.guest);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const book = timeBook();
    try {
      for (const [index, event] of (Object.keys(SOCKET_EVENTS) as SocketEvent[]).entries()) {
        for (const field of ['roomId', 'content', 'clientId', 'mediaUrl', 'unknown_field']) {
          if (event !== 'send_message' && !['roomId', 'unknown_field'].includes(field)) continue;
          let text = filler(FUZZ_SEED + index * 7 + field.length, PACKET_BYTES);
          const payload = { roomId: world.roomId, [field]: text };
          // The whole packet under the limit, whatever the characters' escaped widths.
          while (Buffer.byteLength(JSON.stringify([event, payload])) > PACKET_BYTES - 64) {
            text = text.slice(0, Math.floor(text.length * 0.95));
            payload[field] = text;
          }
          // The client's round trip: an upper bound of the server's time (client and server share the process).
          await book.time(`${event}.${field}`, async () => {
            const {
              result: ack,
              ms,
              cpuMs,
            } = await cpuTime(() => socket.timeout(10_000).emitWithAck(event, payload) as Promise<SocketAck>);
            counts.requests += 1;
            if (!ack.ok) expect(typeof ack.error, `${event}.${field}`).toBe('string');
            expect(ack.error, `${event}.${field}`).not.toBe(CHAT_MESSAGES.sendFailed);
            return { ms, cpuMs };
          });
        }
      }
      expect(socket.connected).toBe(true);
    } finally {
      socket.disconnect();
    }
    book.report('socket payloads of the maximal length');
    expect(book.slow()).toEqual([]);
  }, 120_000);
});
