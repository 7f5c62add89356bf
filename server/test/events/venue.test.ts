import { approximateCoordinate, VENUE_MESSAGES } from '@friendly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/modules/admin/commands';
import {
  createEvent,
  dateAfter,
  eventFields,
  postEvent,
  type ReadyHost,
  readyHost,
} from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
import { bearer, readOutbox } from '../support/hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * The venue (docs/decisions/152): the street address, the exact point and the arrival notes
 * are the host's and the members' alone — members see them as they join, or from 24 hours
 * before the start when the host says so — and everyone else sees the area, its point on a
 * ~500 m grid, `approximate: true`. Nothing exact reaches anyone else through any answer.
 */

let ctx: TestContext;
let host: ReadyHost;
beforeAll(async () => {
  ctx = await createTestApp();
  host = await readyHost(ctx);
});
afterAll(() => closeTestApp(ctx));

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const HOUR = 3_600_000;
const ADDRESS = '12 Crown Street, Surry Hills NSW 2010';
const NOTES = 'Ring the top bell, second floor.';
const EXACT = { latitude: -33.88417, longitude: 151.21349 };

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string) => ctx.app.inject({ method: 'POST', url, headers: bearer(token) });

/** An approved free event at the venue, starting `days` ahead. */
async function venueEvent(reveal: 'on_join' | 'day_before', days: number) {
  const event = await createEvent(ctx, host, {
    event_type: 'plus-priority',
    is_paid: '0',
    date: dateAfter(ctx, days),
    latitude: String(EXACT.latitude),
    longitude: String(EXACT.longitude),
    address: ADDRESS,
    arrival_notes: NOTES,
    address_reveal: reveal,
  });
  const approved = await runAdminCommand(
    { db: ctx.database.db, now: ctx.clock() },
    { name: 'events.approve', slug: event.slug },
  );
  expect(approved.ok).toBe(true);
  return event;
}

async function cardOf(guest: Guest, id: number) {
  const response = await get('/api/guest/events?per_page=100', guest.token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as Array<{ id: number; venue: Record<string, unknown> }>).find(
    (card) => card.id === id,
  )!;
}

const AREA = {
  area: 'Surry Hills, Sydney NSW, Australia',
  latitude: approximateCoordinate(EXACT.latitude),
  longitude: approximateCoordinate(EXACT.longitude),
  approximate: true,
  address: null,
  arrival_notes: null,
};
const EXACT_VENUE = { ...EXACT, approximate: false, address: ADDRESS, arrival_notes: NOTES };

/** Nothing exact in an answer: neither the address, the notes nor the exact point. */
function expectNothingExact(body: string, what: string) {
  expect(body, what).not.toContain('Crown Street');
  expect(body, what).not.toContain('top bell');
  expect(body, what).not.toContain(String(EXACT.latitude));
  expect(body, what).not.toContain(String(EXACT.longitude));
}

describe(`the venue and who sees it (${testDriver})`, () => {
  it('shows the host everything, and anyone else the area on a ~500 m grid', async () => {
    const event = await venueEvent('on_join', 10);
    expect(event).toMatchObject({
      ...EXACT,
      address: ADDRESS,
      arrival_notes: NOTES,
      address_reveal: 'on_join',
    });
    const detail = (await get(`/api/event-detail/${event.id}`, host.token)).json().data;
    expect(detail).toMatchObject({ ...EXACT, address: ADDRESS, arrival_notes: NOTES });
    // The area's point is within about 500 m of the venue, and not the venue.
    expect(Math.abs(AREA.latitude - EXACT.latitude)).toBeLessThanOrEqual(0.0025);
    expect(AREA.latitude).not.toBe(EXACT.latitude);

    const stranger = await signUpGuest(ctx, 'Sam');
    expect((await cardOf(stranger, event.id)).venue).toEqual({
      ...AREA,
      address_reveal: 'on_join',
      revealed_at: null,
    });
  });

  it('gives members the address as they join, or from 24 hours before when the host says so', async () => {
    const atOnce = await venueEvent('on_join', 5);
    const dayBefore = await venueEvent('day_before', 3);
    const amy = await signUpGuest(ctx, 'Amy');
    for (const event of [atOnce, dayBefore]) {
      expect((await post(`/api/guest/events/${event.id}/join`, amy.token)).statusCode).toBe(200);
    }
    expect((await cardOf(amy, atOnce.id)).venue).toMatchObject(EXACT_VENUE);
    const starts = new Date(String(dayBefore.starts_at)).getTime();
    expect((await cardOf(amy, dayBefore.id)).venue).toEqual({
      ...AREA,
      address_reveal: 'day_before',
      revealed_at: new Date(starts - 24 * HOUR).toISOString(),
    });

    ctx.clock.set(new Date(starts - 24 * HOUR - 60_000));
    expect((await cardOf(amy, dayBefore.id)).venue).toMatchObject({ approximate: true, address: null });
    ctx.clock.advance(60_000);
    expect((await cardOf(amy, dayBefore.id)).venue).toMatchObject(EXACT_VENUE);

    // Their calendar file follows the same rule; the host's always has the address.
    const calendarOf = async (url: string, token: string) => {
      const response = await get(url, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.body.replace(/\r\n[ \t]/g, '');
    };
    const memberFile = await calendarOf(`/api/guest/events/${dayBefore.id}/calendar.ics`, amy.token);
    expect(memberFile).toContain('12 Crown Street');
    expect(memberFile).toContain('Arrival notes: Ring the top bell');
    ctx.clock.set(new Date(starts - 25 * HOUR));
    const early = await calendarOf(`/api/guest/events/${dayBefore.id}/calendar.ics`, amy.token);
    expectNothingExact(early, 'a member’s file before the reveal');
    expect(early).toContain('LOCATION:Surry Hills\\, Sydney NSW\\, Australia');
    const hostFile = await calendarOf(`/api/event/${dayBefore.id}/calendar.ics`, host.token);
    expect(hostFile).toContain('12 Crown Street');
    ctx.clock.set(new Date(starts - 23 * HOUR));
    // The first reminder goes as the address is revealed, and gives it.
    await ctx.app.jobQueue.ensureRecurring();
    await ctx.app.jobQueue.runDue();
    const texts = readOutbox(ctx).filter((line) => line.to === `+61${amy.phone}`);
    expect(texts.map((line) => line.body).join('\n')).toContain('12 Crown Street');

    // A guest who has left is no longer a member.
    expect((await post(`/api/guest/events/${dayBefore.id}/leave`, amy.token)).statusCode).toBe(200);
    expect((await cardOf(amy, dayBefore.id)).venue).toMatchObject({ approximate: true, address: null });
  });

  it('tells members the address changed without writing it into the notice', async () => {
    const event = await venueEvent('on_join', 12);
    const ben = await signUpGuest(ctx, 'Ben');
    expect((await post(`/api/guest/events/${event.id}/join`, ben.token)).statusCode).toBe(200);
    const fields = await eventFields(ctx, {
      event_type: 'plus-priority',
      is_paid: '0',
      date: dateAfter(ctx, 12),
      latitude: String(EXACT.latitude),
      longitude: String(EXACT.longitude),
      address: '40 Bourke Street, Surry Hills NSW 2010',
      arrival_notes: 'The green door;\nwe are upstairs.',
    });
    const edited = await postEvent(ctx, host.token, `/api/event/${event.id}`, fields, []);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      address: '40 Bourke Street, Surry Hills NSW 2010',
      arrival_notes: 'The green door;\nwe are upstairs.',
      // Left out of the form, the reveal stays as it was.
      address_reveal: 'on_join',
    });
    const feed = (await get('/api/notifications', ben.token)).json().data.today as Array<{
      type: string;
      message: string;
      data: { changed: string[] };
    }>;
    const notice = feed.find((entry) => entry.type === 'event.updated')!;
    expect(notice.message).toBe(
      'Sunday long lunch was updated: the address has changed and the arrival notes have changed.',
    );
    expect(notice.data.changed).toEqual(['place', 'arrival_notes']);
    expect(JSON.stringify(feed)).not.toContain('Bourke');
    expect((await cardOf(ben, event.id)).venue).toMatchObject({
      address: '40 Bourke Street, Surry Hills NSW 2010',
    });
  });

  it('lets nothing exact reach a guest without a seat, or another host, through any answer', async () => {
    const event = await venueEvent('day_before', 8);
    const [cleo, dan] = [await signUpGuest(ctx, 'Cleo'), await signUpGuest(ctx, 'Dan')];
    // Dan holds a seat, but it is not yet the day before.
    expect((await post(`/api/guest/events/${event.id}/join`, dan.token)).statusCode).toBe(200);
    const other = await readyHost(ctx);
    const reads: Array<[string, string, string]> = [
      ['a stranger browsing', '/api/guest/events?per_page=100', cleo.token],
      [
        'a stranger browsing near',
        '/api/guest/events?latitude=-33.88&longitude=151.21&radius_km=5',
        cleo.token,
      ],
      ['a member before the reveal', '/api/guest/events?per_page=100', dan.token],
      ['a member’s lines', '/api/guest/waitlists', dan.token],
      ['the host’s public profile', `/api/public/user/${host.slug}`, cleo.token],
      ['another host', `/api/event-detail/${event.id}`, other.token],
      ['a member’s notifications', '/api/notifications', dan.token],
    ];
    for (const [what, url, token] of reads) {
      const response = await get(url, token);
      expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
      expectNothingExact(response.body, what);
    }
  });

  it('refuses hostile venue fields in the spec’s shape', async () => {
    const response = await postEvent(
      ctx,
      host.token,
      '/api/event',
      await eventFields(ctx, {
        address: 'x'.repeat(301),
        arrival_notes: 'y'.repeat(501),
        address_reveal: 'whenever',
      }),
      [],
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: false,
      errors: {
        address: [VENUE_MESSAGES.addressTooLong],
        arrival_notes: [VENUE_MESSAGES.arrivalNotesTooLong],
        address_reveal: [VENUE_MESSAGES.addressRevealInvalid],
      },
    });
  });
});
