import type { AddressInfo } from 'node:net';
import { apiErrorSchema, CHAT_MESSAGES } from '@friendly/contracts';
import { SignJWT } from 'jose';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_ERROR } from '../../src/modules/chat/socket';
import { type Account, buildWorld, tokenOf, type World, type WorldEvent } from '../support/accounts-world';
import { eventFields, imagePart, picture } from '../support/event-hosts';
import { AU, bearer, uniqueAuPhone } from '../support/hosts';
import { type FilePart, multipartBody } from '../support/multipart';
import { openApiOperations, registeredRoutes } from '../support/openapi';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * Every route and socket event crossed with every kind of credential (docs/decisions/099). The one
 * table below holds the expected answer of each cell; a route the router holds and the
 * table does not list fails the suite, so each new route must be classified here.
 */

// The columns, in the order each row's cells run (the owner last: a cell that changes
// state — a cancel, a leave, a review — runs after every cell that must be refused).
const COLUMNS = [
  // No Authorization header at all.
  'none',
  // The owner's real session, signed with our key, but past its `exp` by the app's clock.
  'expired',
  // The owner's token after POST /api/logout revoked its session.
  'revoked',
  // The owner's token with its signature replaced: header and claims are ours, the MAC is not.
  'badSignature',
  // The owner's exact claims (session id, user id, issuer, audience) signed with another secret.
  'otherSecret',
  // The owner's claims under `alg: none` with no signature.
  'algNone',
  // The admin channel's token (X-Admin-Token) instead of a bearer token.
  'admin',
  // Another approved host with payouts and events of their own: host routes answer
  // their own data, the owner's ids are not found (404).
  'otherHost',
  // Another guest, holding no seat anywhere: the owner's event, room and review ids are
  // not theirs.
  'otherGuest',
  // A host whose profile is complete but not yet approved by the team.
  'unapprovedHost',
  // An approved host without payment setup (no connected account).
  'noPayoutsHost',
  // The guest who owns the guest-side data: holds seats, wrote the message and the review.
  // On host routes this is the wrong role (403).
  'guest',
  // The host who owns the host-side data: the events, the room, the notifications. On the
  // guests' routes this is the wrong role (403).
  'host',
] as const;
type Column = (typeof COLUMNS)[number];

/**
 * route × credential → status. Socket rows read the same way: the handshake's 401 is a
 * refused connection (connect_error with the token error); for an event, 200 is an ack
 * `{ ok: true }` and 404 is `{ ok: false, error: 'Chat room not found.' }` with nothing
 * joined, broadcast or stored.
 */
// biome-ignore format: a table is read by its columns
const MATRIX: Record<string, Record<Column, number>> = {
  //                                                      none exp  rev  sig  sec  alg  adm  oHst oGst unap noPy gst  host
  'GET /api/health':                            row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/countries':                         row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'POST /api/register':                         row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'POST /api/login':                            row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/get-user':                          row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'POST /api/verify-otp':                       row(     422, 422, 422, 422, 422, 422, 422, 422, 422, 422, 422, 422, 422),
  'POST /api/resend-otp':                       row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'POST /api/update-phone':                     row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/user':                              row(     401, 401, 401, 401, 401, 401, 401, 200, 200, 200, 200, 200, 200),
  'GET /api/verify-token':                      row(     401, 401, 401, 401, 401, 401, 401, 200, 200, 200, 200, 200, 200),
  'POST /api/logout':                           row(     401, 401, 401, 401, 401, 401, 401, 200, 200, 200, 200, 200, 200),
  'POST /api/complete-profile':                 row(     401, 401, 401, 401, 401, 401, 401, 200, 403, 200, 200, 403, 200),
  'POST /api/user/phone-change/verify':         row(     401, 401, 401, 401, 401, 401, 401, 409, 409, 409, 409, 409, 409),
  'POST /api/user/phone-change/resend':         row(     401, 401, 401, 401, 401, 401, 401, 409, 409, 409, 409, 409, 409),
  'DELETE /api/user/phone-change':              row(     401, 401, 401, 401, 401, 401, 401, 409, 409, 409, 409, 409, 409),
  'GET /api/cms/home':                          row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/cms/terms-and-conditions':          row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/cms/privacy-policy':                row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/cms/refer-and-earn':                row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/testimonials':                      row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/faqs':                              row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'POST /api/contact-us':                       row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/notifications':                     row(     401, 401, 401, 401, 401, 401, 401, 200, 200, 200, 200, 200, 200),
  'POST /api/notifications/mark-as-read':       row(     401, 401, 401, 401, 401, 401, 401, 404, 404, 404, 404, 404, 200),
  'POST /api/notifications/mark-all-read':      row(     401, 401, 401, 401, 401, 401, 401, 200, 200, 200, 200, 200, 200),
  'GET /api/events/transactions':               row(     401, 401, 401, 401, 401, 401, 401, 200, 403, 200, 200, 403, 200),
  'GET /api/stripe/account-status':             row(     401, 401, 401, 401, 401, 401, 401, 200, 403, 200, 200, 403, 200),
  'POST /api/stripe/create-account-link':       row(     401, 401, 401, 401, 401, 401, 401, 200, 403, 403, 200, 403, 200),
  'POST /api/stripe/handle-return':             row(     401, 401, 401, 401, 401, 401, 401, 200, 403, 409, 200, 403, 200),
  'POST /api/stripe/create-dashboard-link':     row(     401, 401, 401, 401, 401, 401, 401, 200, 403, 409, 409, 403, 200),
  'POST /api/stripe/disconnect':                row(     401, 401, 401, 401, 401, 401, 401, 409, 403, 409, 200, 403, 409),
  'POST /api/stripe/webhook':                   row(     404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404),
  'GET /api/places/autocomplete':               row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/places/details/{id}':               row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/app-config':                        row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/categories':                        row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/spots':                             row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/traits':                            row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/event-ages':                        row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/events':                            row(     401, 401, 401, 401, 401, 401, 401, 200, 403, 200, 200, 403, 200),
  'GET /api/user/events/joined':                row(     401, 401, 401, 401, 401, 401, 401, 200, 200, 200, 200, 200, 200),
  'GET /api/event-detail/{id}':                 row(     401, 401, 401, 401, 401, 401, 401, 404, 403, 404, 404, 403, 200),
  'POST /api/event':                            row(     401, 401, 401, 401, 401, 401, 401, 200, 403, 403, 403, 403, 200),
  'POST /api/event/{id}':                       row(     401, 401, 401, 401, 401, 401, 401, 404, 403, 403, 404, 403, 200),
  'POST /api/event-cancel/{id}':                row(     401, 401, 401, 401, 401, 401, 401, 404, 403, 404, 404, 403, 200),
  'GET /api/guest/profile':                     row(     401, 401, 401, 401, 401, 401, 401, 403, 200, 403, 403, 200, 403),
  'POST /api/guest/profile':                    row(     401, 401, 401, 401, 401, 401, 401, 403, 200, 403, 403, 200, 403),
  'GET /api/guest/events':                      row(     401, 401, 401, 401, 401, 401, 401, 403, 200, 403, 403, 200, 403),
  'POST /api/guest/events/{id}/join':           row(     401, 401, 401, 401, 401, 401, 401, 403, 200, 403, 403, 200, 403),
  'POST /api/guest/events/{id}/leave':          row(     401, 401, 401, 401, 401, 401, 401, 403, 404, 403, 403, 200, 403),
  'POST /api/guest/events/{id}/waitlist':       row(     401, 401, 401, 401, 401, 401, 401, 403, 409, 403, 403, 409, 403),
  'DELETE /api/guest/events/{id}/waitlist':     row(     401, 401, 401, 401, 401, 401, 401, 403, 404, 403, 403, 404, 403),
  'POST /api/guest/events/{id}/waitlist/claim': row(     401, 401, 401, 401, 401, 401, 401, 403, 409, 403, 403, 409, 403),
  'GET /api/guest/waitlists':                   row(     401, 401, 401, 401, 401, 401, 401, 403, 200, 403, 403, 200, 403),
  'PUT /api/guest/events/{id}/answers':         row(     401, 401, 401, 401, 401, 401, 401, 403, 404, 403, 403, 200, 403),
  'POST /api/guest/events/{id}/review':         row(     401, 401, 401, 401, 401, 401, 401, 403, 403, 403, 403, 200, 403),
  'GET /api/public/user/{slug}':                row(     401, 401, 401, 401, 401, 401, 401, 404, 404, 404, 404, 200, 200),
  'GET /api/user/event-member/{userId}':        row(     401, 401, 401, 401, 401, 401, 401, 404, 403, 404, 404, 403, 200),
  'GET /api/user/events-reviews/{id}':          row(     401, 401, 401, 401, 401, 401, 401, 404, 403, 404, 404, 403, 200),
  'GET /api/events/host-reviews':               row(     401, 401, 401, 401, 401, 401, 401, 200, 403, 200, 200, 403, 200),
  'GET /api/chat/rooms':                        row(     401, 401, 401, 401, 401, 401, 401, 200, 200, 200, 200, 200, 200),
  'POST /api/chat/rooms/group':                 row(     401, 401, 401, 401, 401, 401, 401, 404, 404, 404, 404, 200, 200),
  'GET /api/chat/rooms/{id}/messages':          row(     401, 401, 401, 401, 401, 401, 401, 404, 404, 404, 404, 200, 200),
  'POST /api/chat/rooms/{id}/mark-read':        row(     401, 401, 401, 401, 401, 401, 401, 404, 404, 404, 404, 200, 200),
  'POST /api/chat/upload-media':                row(     401, 401, 401, 401, 401, 401, 401, 403, 403, 403, 403, 200, 200),
  'GET /api/event/{id}/calendar.ics':           row(     401, 401, 401, 401, 401, 401, 401, 404, 403, 404, 404, 403, 200),
  'GET /api/guest/events/{id}/calendar.ics':    row(     401, 401, 401, 401, 401, 401, 401, 403, 404, 403, 403, 200, 403),
  // The feed's token is its credential: any bearer token, or none, reads the same feed.
  'GET /api/calendar/{token}.ics':              row(     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/user/calendar-feed':                row(     401, 401, 401, 401, 401, 401, 401, 200, 403, 200, 200, 403, 200),
  'POST /api/user/calendar-feed/rotate':        row(     401, 401, 401, 401, 401, 401, 401, 200, 403, 200, 200, 403, 200),
  'GET /api/guest/calendar-feed':               row(     401, 401, 401, 401, 401, 401, 401, 403, 200, 403, 403, 200, 403),
  'POST /api/guest/calendar-feed/rotate':       row(     401, 401, 401, 401, 401, 401, 401, 403, 200, 403, 403, 200, 403),
  'GET /api/guest/settings':                    row(     401, 401, 401, 401, 401, 401, 401, 403, 200, 403, 403, 200, 403),
  'POST /api/guest/settings':                   row(     401, 401, 401, 401, 401, 401, 401, 403, 200, 403, 403, 200, 403),
  'POST /api/admin/commands':                   row(     401, 401, 401, 401, 401, 401, 200, 401, 401, 401, 401, 401, 401),
  'POST /api/admin/backup':                     row(     401, 401, 401, 401, 401, 401, 422, 401, 401, 401, 401, 401, 401),
  'GET /sandbox/connect/onboarding/{token}':    row(     404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404),
  'POST /sandbox/connect/onboarding/{token}':   row(     404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404),
  'GET /sandbox/connect/dashboard/{token}':     row(     404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404),
  'GET /sandbox/pay/{token}':                   row(     404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404),
  'POST /sandbox/pay/{token}':                  row(     404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404),
  'GET /sandbox/setup/{token}':                 row(     404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404),
  'POST /sandbox/setup/{token}':                row(     404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404),
  'SOCKET handshake':                           row(     401, 401, 401, 401, 401, 401, 401, 200, 200, 200, 200, 200, 200),
  'SOCKET join_room':                           row(     401, 401, 401, 401, 401, 401, 401, 404, 404, 404, 404, 200, 200),
  'SOCKET send_message':                        row(     401, 401, 401, 401, 401, 401, 401, 404, 404, 404, 404, 200, 200),
  'SOCKET mark_read':                           row(     401, 401, 401, 401, 401, 401, 401, 404, 404, 404, 404, 200, 200),
};

function row(...statuses: number[]): Record<Column, number> {
  if (statuses.length !== COLUMNS.length) throw new Error(`a row needs ${COLUMNS.length} cells`);
  return Object.fromEntries(COLUMNS.map((column, index) => [column, statuses[index]])) as Record<
    Column,
    number
  >;
}

/** Which account owns the data a row reaches: the forged and expired tokens are made from theirs. */
type Owner = 'host' | 'guest';
type Request = {
  url: string;
  payload?: object;
  multipart?: { fields: Record<string, string | number>; files: FilePart[] };
  headers?: Record<string, string>;
};
type Builder = { owner: Owner; build: (caller: Account | null) => Promise<Request> | Request };

let ctx: TestContext;
let world: World;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  ctx = await createTestApp({}, undefined, { realtime: true });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  world = await buildWorld(ctx);
  // Up to 3 minutes: building every kind of account with its data is slow on a busy machine.
}, 180_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await closeTestApp(ctx);
});

const ownerOf = (owner: Owner) => (owner === 'host' ? world.host : world.guest);

/** A fresh, registered, never verified number: what the sign-up routes work on. */
async function registered(role: 'host' | 'guest' = 'guest') {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { ...AU, phone: uniqueAuPhone(), role },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { user_slug: string; verification_token: string };
}

const host = (build: Builder['build']): Builder => ({ owner: 'host', build });
const guest = (build: Builder['build']): Builder => ({ owner: 'guest', build });
const plain = (path: string) => host(() => ({ url: path }));

/** How each row's request is made; `caller` is the column's account (null for the token columns). */
const REQUESTS: Record<string, Builder> = {
  'GET /api/health': plain('/api/health'),
  'GET /api/countries': plain('/api/countries'),
  'POST /api/register': host(() => ({
    url: '/api/register',
    payload: { ...AU, phone: uniqueAuPhone(), role: 'guest' },
  })),
  'POST /api/login': host(async () => {
    // A number registered moments ago: login answers that its code is still valid.
    const phone = uniqueAuPhone();
    await ctx.app.inject({ method: 'POST', url: '/api/register', payload: { ...AU, phone, role: 'guest' } });
    return { url: '/api/login', payload: { ...AU, phone, role: 'guest' } };
  }),
  'GET /api/get-user': guest(() => ({ url: `/api/get-user?slug=${world.guest.slug}` })),
  'POST /api/verify-otp': host(async () => ({
    url: '/api/verify-otp',
    payload: { slug: (await registered()).user_slug, otp: '000000' },
  })),
  'POST /api/resend-otp': host(async () => {
    const { user_slug } = await registered();
    ctx.clock.advance(61_000);
    return { url: '/api/resend-otp', payload: { slug: user_slug } };
  }),
  'POST /api/update-phone': host(async () => {
    const { user_slug, verification_token } = await registered();
    ctx.clock.advance(61_000);
    return {
      url: '/api/update-phone',
      payload: { ...AU, slug: user_slug, verification_token, phone: uniqueAuPhone(), role: 'guest' },
    };
  }),
  'GET /api/user': plain('/api/user'),
  'GET /api/verify-token': plain('/api/verify-token'),
  'POST /api/logout': plain('/api/logout'),
  'POST /api/complete-profile': host((caller) => ({
    url: '/api/complete-profile',
    // The caller's own profile as it stands: saving it changes nothing.
    payload: {
      name: caller?.name ?? 'Nobody Here',
      phone: caller?.phone ?? uniqueAuPhone(),
      ...AU,
      location: 'Sydney, Australia',
      latitude: -33.86,
      longitude: 151.2,
      bio: `${caller?.name ?? 'Nobody'} hosts long lunches for a few friends at a time.`,
      ...(caller?.email ? { email: caller.email } : {}),
    },
  })),
  'POST /api/user/phone-change/verify': host(() => ({
    url: '/api/user/phone-change/verify',
    payload: { otp: '123456' },
  })),
  'POST /api/user/phone-change/resend': plain('/api/user/phone-change/resend'),
  'DELETE /api/user/phone-change': plain('/api/user/phone-change'),
  'GET /api/cms/home': plain('/api/cms/home'),
  'GET /api/cms/terms-and-conditions': plain('/api/cms/terms-and-conditions'),
  'GET /api/cms/privacy-policy': plain('/api/cms/privacy-policy'),
  'GET /api/cms/refer-and-earn': plain('/api/cms/refer-and-earn'),
  'GET /api/testimonials': plain('/api/testimonials'),
  'GET /api/faqs': plain('/api/faqs'),
  'POST /api/contact-us': host(() => ({
    url: '/api/contact-us',
    payload: {
      first_name: 'Ana',
      last_name: 'Lima',
      subject: 'Hello there',
      message: 'A long enough message.',
    },
  })),
  'GET /api/notifications': plain('/api/notifications'),
  'POST /api/notifications/mark-as-read': host(async () => ({
    url: '/api/notifications/mark-as-read',
    payload: { notification_id: await hostNotificationId() },
  })),
  'POST /api/notifications/mark-all-read': plain('/api/notifications/mark-all-read'),
  'GET /api/events/transactions': plain('/api/events/transactions'),
  'GET /api/stripe/account-status': plain('/api/stripe/account-status'),
  'POST /api/stripe/create-account-link': host(() => ({
    url: '/api/stripe/create-account-link',
    payload: {
      return_url: 'http://friendly.test/stripe/connect/success',
      refresh_url: 'http://friendly.test/payment-connect',
    },
  })),
  'POST /api/stripe/handle-return': plain('/api/stripe/handle-return'),
  'POST /api/stripe/create-dashboard-link': plain('/api/stripe/create-dashboard-link'),
  'POST /api/stripe/disconnect': plain('/api/stripe/disconnect'),
  'POST /api/stripe/webhook': host(() => ({
    url: '/api/stripe/webhook',
    payload: { type: 'payment_intent.succeeded' },
    headers: { 'stripe-signature': 't=1,v1=00' },
  })),
  'GET /api/places/autocomplete': plain('/api/places/autocomplete?input=Sydney'),
  'GET /api/places/details/{id}': host(async () => {
    const places = await ctx.app.inject({ method: 'GET', url: '/api/places/autocomplete?input=Sydney' });
    return { url: `/api/places/details/${places.json().data[0].place_id}` };
  }),
  'GET /api/app-config': plain('/api/app-config'),
  'GET /api/categories': plain('/api/categories'),
  'GET /api/spots': plain('/api/spots'),
  'GET /api/traits': plain('/api/traits'),
  'GET /api/event-ages': plain('/api/event-ages'),
  'GET /api/events': plain('/api/events'),
  'GET /api/user/events/joined': plain('/api/user/events/joined'),
  'GET /api/event-detail/{id}': host(() => ({ url: `/api/event-detail/${world.events.upcoming.id}` })),
  'POST /api/event': host(async () => ({
    url: '/api/event',
    multipart: {
      fields: await eventFields(ctx, { title: 'A matrix event', event_type: 'plus-priority', is_paid: '0' }),
      files: [imagePart(await picture('png', 64, 48), 'table.png', 'image/png')],
    },
  })),
  'POST /api/event/{id}': host(async () => {
    // The upcoming event's own values; the locked fields left out keep theirs.
    const { date, start_time, end_time, time_zone, event_type, user_type, is_paid, price, ...fields } =
      await eventFields(ctx, { title: world.events.upcoming.title });
    return { url: `/api/event/${world.events.upcoming.id}`, multipart: { fields, files: [] } };
  }),
  'POST /api/event-cancel/{id}': host(() => ({ url: `/api/event-cancel/${world.events.pending.id}` })),
  'GET /api/guest/profile': plain('/api/guest/profile'),
  'POST /api/guest/profile': guest((caller) => ({
    url: '/api/guest/profile',
    payload: { name: caller?.name ?? 'Nobody Here' },
  })),
  'GET /api/guest/events': plain('/api/guest/events'),
  'POST /api/guest/events/{id}/join': guest(() => ({
    url: `/api/guest/events/${world.events.joinable.id}/join`,
  })),
  'POST /api/guest/events/{id}/leave': guest(() => ({
    url: `/api/guest/events/${world.events.leavable.id}/leave`,
  })),
  // The joinable event has seats left: nobody may queue for it (409), leave its line (404)
  // or claim from it (409) (docs/decisions/149).
  'POST /api/guest/events/{id}/waitlist': guest(() => ({
    url: `/api/guest/events/${world.events.joinable.id}/waitlist`,
    payload: {},
  })),
  'DELETE /api/guest/events/{id}/waitlist': guest(() => ({
    url: `/api/guest/events/${world.events.joinable.id}/waitlist`,
  })),
  'POST /api/guest/events/{id}/waitlist/claim': guest(() => ({
    url: `/api/guest/events/${world.events.joinable.id}/waitlist/claim`,
  })),
  'GET /api/guest/waitlists': plain('/api/guest/waitlists'),
  // Only a guest with a seat may answer; the joinable event asks nothing, so an empty answer.
  'PUT /api/guest/events/{id}/answers': guest(() => ({
    url: `/api/guest/events/${world.events.upcoming.id}/answers`,
    payload: { answers: {} },
  })),
  'POST /api/guest/events/{id}/review': guest(() => ({
    url: `/api/guest/events/${world.events.reviewable.id}/review`,
    payload: { rating: 5, comment: 'Lovely evening.' },
  })),
  'GET /api/public/user/{slug}': guest(() => ({ url: `/api/public/user/${world.guest.slug}` })),
  'GET /api/user/event-member/{userId}': host(() => ({ url: `/api/user/event-member/${world.guest.id}` })),
  'GET /api/user/events-reviews/{id}': host(() => ({
    url: `/api/user/events-reviews/${world.events.reviewed.id}`,
  })),
  'GET /api/events/host-reviews': plain('/api/events/host-reviews'),
  'GET /api/chat/rooms': plain('/api/chat/rooms'),
  'POST /api/chat/rooms/group': host(() => ({
    url: '/api/chat/rooms/group',
    payload: { event_id: world.events.upcoming.id },
  })),
  'GET /api/chat/rooms/{id}/messages': host(() => ({ url: `/api/chat/rooms/${world.roomId}/messages` })),
  'POST /api/chat/rooms/{id}/mark-read': host(() => ({ url: `/api/chat/rooms/${world.roomId}/mark-read` })),
  'POST /api/chat/upload-media': host(async () => ({
    url: '/api/chat/upload-media',
    multipart: {
      fields: {},
      files: [
        {
          field: 'file',
          filename: 'photo.png',
          contentType: 'image/png',
          data: await picture('png', 64, 48),
        },
      ],
    },
  })),
  // Calendar files and feeds (docs/decisions/150): the upcoming event, which the guest holds a seat at.
  'GET /api/event/{id}/calendar.ics': host(() => ({
    url: `/api/event/${world.events.upcoming.id}/calendar.ics`,
  })),
  'GET /api/guest/events/{id}/calendar.ics': guest(() => ({
    url: `/api/guest/events/${world.events.upcoming.id}/calendar.ics`,
  })),
  // The host's feed as it is when the cell runs (the rotate rows change its token).
  'GET /api/calendar/{token}.ics': host(async () => {
    const link = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/calendar-feed',
      headers: bearer(await tokenOf(ctx, world.host)),
    });
    return { url: new URL(link.json().data.url).pathname };
  }),
  'GET /api/user/calendar-feed': plain('/api/user/calendar-feed'),
  'POST /api/user/calendar-feed/rotate': plain('/api/user/calendar-feed/rotate'),
  'GET /api/guest/calendar-feed': guest(() => ({ url: '/api/guest/calendar-feed' })),
  'POST /api/guest/calendar-feed/rotate': guest(() => ({ url: '/api/guest/calendar-feed/rotate' })),
  'GET /api/guest/settings': plain('/api/guest/settings'),
  'POST /api/guest/settings': guest(() => ({ url: '/api/guest/settings', payload: { reminders_sms: true } })),
  'POST /api/admin/commands': host(() => ({ url: '/api/admin/commands', payload: { name: 'events.list' } })),
  // A relative folder: refused before anything is written (the backup itself: process tests).
  'POST /api/admin/backup': host(() => ({
    url: '/api/admin/backup',
    payload: { directory: 'not/absolute' },
  })),
  'GET /sandbox/connect/onboarding/{token}': plain('/sandbox/connect/onboarding/not-a-link'),
  'POST /sandbox/connect/onboarding/{token}': plain('/sandbox/connect/onboarding/not-a-link'),
  'GET /sandbox/connect/dashboard/{token}': plain('/sandbox/connect/dashboard/not-a-link'),
  'GET /sandbox/pay/{token}': plain('/sandbox/pay/not-a-checkout'),
  'POST /sandbox/pay/{token}': plain('/sandbox/pay/not-a-checkout'),
  'GET /sandbox/setup/{token}': plain('/sandbox/setup/not-a-setup'),
  'POST /sandbox/setup/{token}': plain('/sandbox/setup/not-a-setup'),
};

async function hostNotificationId() {
  const list = await ctx.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: bearer(await tokenOf(ctx, world.host)),
  });
  const groups = list.json().data as Record<string, Array<{ id: number }>>;
  const first = Object.values(groups).flat()[0];
  if (!first) throw new Error('the host has no notification');
  return first.id;
}

// Credentials ------------------------------------------------------------------------

const ACCOUNT_COLUMNS = [
  'otherHost',
  'otherGuest',
  'unapprovedHost',
  'noPayoutsHost',
  'guest',
  'host',
] as const;
type AccountColumn = (typeof ACCOUNT_COLUMNS)[number];
const isAccountColumn = (column: Column): column is AccountColumn =>
  (ACCOUNT_COLUMNS as readonly string[]).includes(column);

/** The owner's claims, signed as asked: the forged and expired columns. */
async function ownerClaims(owner: Account, sign: (jwt: SignJWT) => Promise<string>, expired = false) {
  const fresh = await tokenOf(ctx, owner);
  const claims = JSON.parse(Buffer.from(fresh.split('.')[1] ?? '', 'base64url').toString('utf8'));
  const now = Math.floor(ctx.clock().getTime() / 1000);
  const jwt = new SignJWT({ role: claims.role })
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuer(claims.iss)
    .setAudience(claims.aud)
    .setIssuedAt(expired ? now - 7200 : now)
    .setExpirationTime(expired ? now - 60 : claims.exp);
  return { fresh, token: await sign(jwt) };
}

const hs256 = (key: Uint8Array) => (jwt: SignJWT) =>
  jwt.setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);

/** The headers of a column's credential, made fresh for each cell. */
async function credential(column: Column, owner: Account): Promise<Record<string, string>> {
  switch (column) {
    case 'none':
      return {};
    case 'expired':
      return bearer((await ownerClaims(owner, hs256(ctx.app.secrets.jwtKey), true)).token);
    case 'revoked': {
      const token = await tokenOf(ctx, owner);
      const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
      expect(out.statusCode).toBe(200);
      return bearer(token);
    }
    case 'badSignature': {
      const [header, payload] = (await tokenOf(ctx, owner)).split('.');
      return bearer(`${header}.${payload}.${Buffer.alloc(32, 7).toString('base64url')}`);
    }
    case 'otherSecret':
      return bearer(
        (await ownerClaims(owner, hs256(new TextEncoder().encode('not-our-secret-at-all')))).token,
      );
    case 'algNone': {
      const payload = (await tokenOf(ctx, owner)).split('.')[1];
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      return bearer(`${header}.${payload}.`);
    }
    case 'admin':
      return { 'x-admin-token': ctx.app.secrets.adminToken };
    default:
      return bearer(await tokenOf(ctx, world[column]));
  }
}

// Leaks ------------------------------------------------------------------------------

/**
 * What each column must never read: the owners' private data — phone numbers, email, the
 * pending event's title and slug, the room's message, the review's comment — and, for
 * every account with nothing to do with the guest (another guest too: a seat is not shown
 * to other guests), the guest's name and slug. The owners read their own (the host reads
 * the review of their event and their guest's profile, the guest their message).
 */
function forbiddenFor(column: Column): string[] {
  const { host: h, guest: g, events, messageText, reviewComment } = world;
  // The venues (docs/decisions/152): an event's address and arrival notes are its host's
  // and its members' alone; the guest holds seats at these, nobody at the others.
  const seated = new Set([events.upcoming.id, events.leavable.id, events.reviewed.id, events.reviewable.id]);
  const venue = (event: WorldEvent) => [event.address, event.arrivalNotes];
  const hostVenues = Object.values(events)
    .filter((event) => event.id !== events.otherHostEvent.id)
    .flatMap(venue);
  const notGuestVenues = Object.values(events)
    .filter((event) => !seated.has(event.id))
    .flatMap(venue);
  const hostPrivate = [h.phone, h.email ?? '', events.pending.title, events.pending.slug];
  const guestPrivate = [g.phone];
  const everything = [...hostPrivate, ...guestPrivate, messageText, reviewComment];
  if (column === 'host') return [...guestPrivate, ...venue(events.otherHostEvent)];
  if (column === 'guest') return [...hostPrivate, ...notGuestVenues];
  if (column === 'admin') return [];
  if (column === 'otherHost') return [...everything, g.name, g.slug, ...hostVenues];
  return [...everything, g.name, g.slug, ...Object.values(events).flatMap(venue)];
}

const ERROR_KEYS = new Set(['status', 'message', 'errors', 'success', 'retry_after']);

type Cell = { route: string; column: Column; status: number; body: string };

async function send(route: string, request: Request, headers: Record<string, string>) {
  const [method] = route.split(' ');
  const base = { host: 'friendly.test', ...headers, ...request.headers };
  if (request.multipart) {
    const { payload, headers: form } = multipartBody(request.multipart.fields, request.multipart.files);
    return ctx.app.inject({
      method: method as 'POST',
      url: request.url,
      payload,
      headers: { ...base, ...form },
    });
  }
  return ctx.app.inject({
    method: method as 'GET',
    url: request.url,
    headers: base,
    ...(request.payload ? { payload: request.payload } : {}),
  });
}

const httpRows = () => Object.keys(MATRIX).filter((route) => !route.startsWith('SOCKET '));

describe(`authorization matrix over HTTP (${testDriver})`, () => {
  it('lists every route the server answers, and only those', () => {
    expect(httpRows().sort()).toEqual(registeredRoutes(ctx.app));
    expect(Object.keys(REQUESTS).sort()).toEqual(httpRows().sort());
  });

  it('refuses every route the API reference marks as bearer without a valid token, and only those', () => {
    const bearerRoutes = openApiOperations(ctx.app)
      .filter((operation) => operation.bearer)
      .map((operation) => operation.key);
    const tokenColumns = ['none', 'expired', 'revoked', 'badSignature', 'otherSecret', 'algNone'] as const;
    const refusing = httpRows().filter((route) =>
      tokenColumns.every((column) => MATRIX[route]?.[column] === 401),
    );
    // The admin channel has a token of its own (X-Admin-Token) and stays out of the reference.
    expect(refusing.sort()).toEqual(
      [...bearerRoutes, 'POST /api/admin/commands', 'POST /api/admin/backup'].sort(),
    );
  });

  // Profiles by slug, expanded by whose profile is read (docs/decisions/081): an approved
  // host's is anyone's to read, a guest's only their host's, everyone reads their own.
  // biome-ignore format: a table is read by its columns
  const PROFILE_READS: Record<AccountColumn, Record<AccountColumn, number>> = {
    // reader ↓  whose → otherHost otherGuest unapprovedHost noPayoutsHost guest host
    otherHost:      { otherHost: 200, otherGuest: 404, unapprovedHost: 404, noPayoutsHost: 200, guest: 404, host: 200 },
    otherGuest:     { otherHost: 200, otherGuest: 200, unapprovedHost: 404, noPayoutsHost: 200, guest: 404, host: 200 },
    unapprovedHost: { otherHost: 200, otherGuest: 404, unapprovedHost: 200, noPayoutsHost: 200, guest: 404, host: 200 },
    noPayoutsHost:  { otherHost: 200, otherGuest: 404, unapprovedHost: 404, noPayoutsHost: 200, guest: 404, host: 200 },
    guest:          { otherHost: 200, otherGuest: 404, unapprovedHost: 404, noPayoutsHost: 200, guest: 200, host: 200 },
    host:           { otherHost: 200, otherGuest: 404, unapprovedHost: 404, noPayoutsHost: 200, guest: 200, host: 200 },
  };

  it('reads profiles by slug as the table says (before any cell below takes a seat), never with a phone number or email', async () => {
    const differences: string[] = [];
    const leaks: string[] = [];
    for (const reader of ACCOUNT_COLUMNS) {
      const token = await tokenOf(ctx, world[reader]);
      for (const whose of ACCOUNT_COLUMNS) {
        const target = world[whose];
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/public/user/${target.slug}`,
          headers: bearer(token),
        });
        if (response.statusCode !== PROFILE_READS[reader][whose])
          differences.push(`${reader} reads ${whose}: ${response.statusCode}`);
        for (const marker of [target.phone, target.email ?? '']) {
          if (marker && response.body.includes(marker)) leaks.push(`${reader} reads ${whose}: ${marker}`);
        }
        if (response.statusCode === 404) expect(response.body).not.toContain(target.name);
      }
    }
    expect(differences).toEqual([]);
    expect(leaks).toEqual([]);
  });

  it('answers each cell as the table says, errors in the spec’s shape, with no other account’s data', async () => {
    const seen: Cell[] = [];
    const leaks: string[] = [];
    const malformed: string[] = [];
    for (const route of httpRows()) {
      const { owner, build } = REQUESTS[route]!;
      for (const column of COLUMNS) {
        const caller = isAccountColumn(column) ? world[column] : null;
        const headers = await credential(column, ownerOf(owner));
        const request = await build(caller);
        const response = await send(route, request, headers);
        // What the caller sent (a slug in the address) comes back to them without leaking.
        const asked = `${request.url} ${JSON.stringify(request.payload ?? {})}`;
        seen.push({ route, column, status: response.statusCode, body: response.body });
        const json = response.headers['content-type']?.toString().includes('json');
        if (response.statusCode >= 400 && json) {
          const body = response.json();
          if (
            !apiErrorSchema.safeParse(body).success ||
            Object.keys(body).some((key) => !ERROR_KEYS.has(key))
          )
            malformed.push(`${route} [${column}]: ${response.body.slice(0, 200)}`);
        }
        // A feed's token is its credential: whoever holds it reads as its owner, the host.
        const reader = route === 'GET /api/calendar/{token}.ics' ? 'host' : column;
        for (const marker of forbiddenFor(reader)) {
          if (marker && response.body.includes(marker) && !asked.includes(marker))
            leaks.push(`${route} [${column}] answers ${JSON.stringify(marker)}`);
        }
      }
    }
    const differences = seen
      .filter((cell) => MATRIX[cell.route]?.[cell.column] !== cell.status)
      .map(
        (cell) =>
          `${cell.route} [${cell.column}]: expected ${MATRIX[cell.route]?.[cell.column]}, got ${cell.status} ${cell.body.slice(0, 160)}`,
      );
    expect(differences).toEqual([]);
    expect(malformed).toEqual([]);
    expect(leaks).toEqual([]);
    expect(seen.length).toBe(httpRows().length * COLUMNS.length);

    // The markers can be found: their owners read them.
    const body = (route: string, column: Column) =>
      seen.find((cell) => cell.route === route && cell.column === column)?.body ?? '';
    expect(body('GET /api/user', 'host')).toContain(world.host.phone);
    expect(body('GET /api/event-detail/{id}', 'host')).toContain(world.events.upcoming.address);
    expect(body('GET /api/guest/events', 'guest')).toContain(world.events.upcoming.arrivalNotes);
    expect(body('GET /api/calendar/{token}.ics', 'none')).toContain(world.events.upcoming.address);
    expect(body('GET /api/events', 'host')).toContain(world.events.pending.title);
    expect(body('GET /api/user/events-reviews/{id}', 'host')).toContain(world.reviewComment);
    expect(body('GET /api/user/event-member/{userId}', 'host')).toContain(world.guest.name);
    expect(body('GET /api/chat/rooms/{id}/messages', 'guest')).toContain(world.messageText);
  }, 240_000);
});

// Sockets ----------------------------------------------------------------------------

function client(headers: Record<string, string>) {
  const token = headers.authorization?.replace(/^Bearer /, '');
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    ...(token !== undefined ? { auth: { token } } : {}),
    ...(headers['x-admin-token'] ? { extraHeaders: { 'x-admin-token': headers['x-admin-token'] } } : {}),
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

/** 200 when the handshake is accepted, 401 when it is refused with the token error. */
const handshake = (socket: Socket) =>
  new Promise<number>((resolve, reject) => {
    socket.once('connect', () => resolve(200));
    socket.once('connect_error', (error) => (error.message === TOKEN_ERROR ? resolve(401) : reject(error)));
  });

type Ack = { ok: boolean; error?: string; message?: { content: string } };
const emit = (socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<Ack>;

/** 200 for `{ ok: true }`; 404 for the room refused as not found; anything else as it came. */
function ackStatus(ack: Ack) {
  if (ack.ok) return 200;
  if (ack.error === CHAT_MESSAGES.roomNotFound) return 404;
  return JSON.stringify(ack);
}

describe(`authorization matrix over socket.io (${testDriver})`, () => {
  it('handshakes, joins, sends and marks read as the table says; outsiders hear and store nothing', async () => {
    const roomId = world.roomId;
    const messagesOf = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/chat/rooms/${roomId}/messages?limit=100`,
          headers: bearer(await tokenOf(ctx, world.host)),
        })
      ).json().data as Array<{ content: string }>;
    const before = (await messagesOf()).length;

    // A member listens in the room for the whole run.
    const listener = client(bearer(await tokenOf(ctx, world.guest)));
    expect(await handshake(listener)).toBe(200);
    expect((await emit(listener, 'join_room', { roomId })).ok).toBe(true);
    const heard: string[] = [];
    listener.on('receive_message', (event: { message: { content: string } }) =>
      heard.push(event.message.content),
    );

    const differences: string[] = [];
    const connected = new Map<Column, Socket>();
    const heardBy = new Map<Column, string[]>();
    const sent: string[] = [];
    for (const column of COLUMNS) {
      const socket = client(await credential(column, world.host));
      const received: string[] = [];
      socket.on('receive_message', (event: { message: { content: string } }) =>
        received.push(event.message.content),
      );
      const handshaken = await handshake(socket);
      if (handshaken !== MATRIX['SOCKET handshake']![column])
        differences.push(`handshake [${column}]: got ${handshaken}`);
      if (handshaken !== 200) continue;
      connected.set(column, socket);
      heardBy.set(column, received);
      const content = `From ${column} ${Math.random().toString(36).slice(2)}`;
      const answers = {
        'SOCKET join_room': ackStatus(await emit(socket, 'join_room', { roomId })),
        'SOCKET send_message': ackStatus(
          await emit(socket, 'send_message', { roomId, content, clientId: content }),
        ),
        'SOCKET mark_read': ackStatus(await emit(socket, 'mark_read', { roomId })),
      };
      for (const [event, status] of Object.entries(answers)) {
        if (status !== MATRIX[event]![column]) differences.push(`${event} [${column}]: got ${status}`);
      }
      if (answers['SOCKET send_message'] === 200) sent.push(content);
      expect(socket.connected, column).toBe(true);
    }
    expect(differences).toEqual([]);

    // One more message from a member: every earlier broadcast reached the listener before
    // it, so what the listener heard up to it is everything that was broadcast.
    const last = `Last word ${Math.random().toString(36).slice(2)}`;
    const lastHeard = new Promise<void>((resolve) =>
      listener.on('receive_message', (event: { message: { content: string } }) => {
        if (event.message.content === last) resolve();
      }),
    );
    expect((await emit(connected.get('host')!, 'send_message', { roomId, content: last })).ok).toBe(true);
    await lastHeard;
    expect(heard).toEqual([...sent, last]);

    // Outsiders never joined the room: a round trip of theirs after the last broadcast
    // comes back behind anything sent to them, and nothing was.
    for (const column of ['otherHost', 'otherGuest', 'unapprovedHost', 'noPayoutsHost'] as const) {
      expect((await emit(connected.get(column)!, 'mark_read', { roomId })).ok).toBe(false);
      expect(heardBy.get(column), column).toEqual([]);
    }

    const stored = await messagesOf();
    expect(stored.length).toBe(before + sent.length + 1);
    expect(stored.some((message) => /^From (other|unapproved|noPayouts)/.test(message.content))).toBe(false);
  });
});
