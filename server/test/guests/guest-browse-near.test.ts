import { approximateCoordinate, type Venue } from '@friendly/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema';
import { openEventsPageQuery } from '../../src/modules/guests/membership-repository';
import { createEvent, dateAfter, type ReadyHost, readyHost } from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
import { bearer } from '../support/hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * The guests' browse near a point (docs/decisions/080, 142): exactly the events within the
 * radius, by start, with their distance — near Sydney, across the antimeridian, around
 * the poles and at the widest part of a circle far from the equator, where a box drawn
 * too narrow would lose events — and a plan that reads only the box whatever the number
 * of events.
 */

const EARTH_RADIUS_KM = 6371;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in km, as a person with a globe would measure it. */
function km(a: Point, b: Point) {
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

type Point = { latitude: number; longitude: number };
type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
type Placed = Point & { id: number; name: string; startsAt: string };
type Card = { id: number; title: string; distance_km: number | null; starts_at: string; venue: Venue };

let ctx: TestContext;
let host: ReadyHost;
let guest: { token: string };
const placed: Placed[] = [];
// Open-to-All events start at least 20 days after they are made.
let day = 21;

beforeAll(async () => {
  ctx = await createTestApp();
  host = await readyHost(ctx);
  guest = await signUpGuest(ctx, 'Amy');
});
afterAll(() => closeTestApp(ctx));

/** An approved event at a point, each a day after the one before (so their starts differ). */
async function place(name: string, point: Point, timeZone = 'UTC') {
  const event = await createEvent(ctx, host, {
    title: name,
    location: name,
    latitude: String(point.latitude),
    longitude: String(point.longitude),
    time_zone: timeZone,
    date: dateAfter(ctx, day++),
    is_paid: '0',
  });
  await ctx.database.db.update(events).set({ status: 'approved' }).where(eq(events.id, event.id));
  // Guests measure from the area's point, on its ~500 m grid (docs/decisions/152).
  const area = {
    latitude: approximateCoordinate(point.latitude),
    longitude: approximateCoordinate(point.longitude),
  };
  placed.push({ ...area, id: event.id, name, startsAt: String(event.starts_at) });
  return event;
}

async function browse(query: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/guest/events?${query}`,
    headers: bearer(guest.token),
  });
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return response.json() as { data: Card[]; paging: { total: number; last_page: number } };
}

/** What the browse must answer: every placed event within the radius, by start. */
function expected(point: Point, radiusKm: number) {
  return placed
    .filter((event) => km(point, event) <= radiusKm)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id - b.id)
    .map((event) => event.name);
}

async function expectNear(point: Point, radiusKm: number, mustFind: string[], mustNotFind: string[]) {
  const want = expected(point, radiusKm);
  // The cases mean what they say: these are inside the circle, those outside.
  expect(want).toEqual(expect.arrayContaining(mustFind));
  for (const name of mustNotFind) expect(want).not.toContain(name);
  const answer = await browse(
    `latitude=${point.latitude}&longitude=${point.longitude}&radius_km=${radiusKm}&per_page=100`,
  );
  expect(answer.data.map((card) => card.title)).toEqual(want);
  expect(answer.paging.total).toBe(want.length);
  for (const card of answer.data) {
    const event = placed.find((entry) => entry.id === card.id)!;
    expect(card.distance_km, card.title).toBeCloseTo(Math.round(km(point, event) * 10) / 10, 5);
    // Nobody here holds a seat: the area only.
    expect(card.venue, card.title).toMatchObject({
      approximate: true,
      latitude: event.latitude,
      longitude: event.longitude,
      address: null,
      arrival_notes: null,
    });
  }
}

describe(`guests browse near a point (${testDriver})`, () => {
  it('finds the events within the radius by start, with their distance, page by page', async () => {
    await place('Parramatta', { latitude: -33.815, longitude: 151.0011 }, 'Australia/Sydney');
    await place('Newcastle', { latitude: -32.9283, longitude: 151.7817 }, 'Australia/Sydney');
    await place('Bondi', { latitude: -33.8915, longitude: 151.2767 }, 'Australia/Sydney');
    await place('Surry Hills', { latitude: -33.8886, longitude: 151.2094 }, 'Australia/Sydney');
    await place('Katoomba', { latitude: -33.7125, longitude: 150.3119 }, 'Australia/Sydney');
    const sydney = { latitude: -33.87, longitude: 151.21 };
    await expectNear(sydney, 30, ['Parramatta', 'Bondi', 'Surry Hills'], ['Newcastle', 'Katoomba']);
    expect(expected(sydney, 30)).toEqual(['Parramatta', 'Bondi', 'Surry Hills']);

    const query = 'latitude=-33.87&longitude=151.21&radius_km=30&per_page=2';
    const first = await browse(`${query}&page=1`);
    expect(first.data.map((card) => card.title)).toEqual(['Parramatta', 'Bondi']);
    expect(first.paging).toMatchObject({ total: 3, last_page: 2 });
    const second = await browse(`${query}&page=2`);
    expect(second.data.map((card) => card.title)).toEqual(['Surry Hills']);
    expect(second.paging).toMatchObject({ total: 3, last_page: 2 });
    // Past the end: no cards, and still the list's paging.
    const past = await browse(`${query}&page=5`);
    expect(past.data).toEqual([]);
    expect(past.paging).toMatchObject({ total: 3, last_page: 2 });
    // Nothing near: an empty first page.
    const nowhere = await browse('latitude=0&longitude=0&radius_km=10');
    expect(nowhere.data).toEqual([]);
    expect(nowhere.paging).toMatchObject({ total: 0, last_page: 1 });
  });

  it('finds the events on both sides of the antimeridian', async () => {
    await place('Taveuni east', { latitude: -17.8, longitude: -179.6 }, 'Pacific/Fiji');
    await place('Taveuni west', { latitude: -17.5, longitude: 179.6 }, 'Pacific/Fiji');
    await place('Lau', { latitude: -17.8, longitude: -178.2 }, 'Pacific/Fiji');
    for (const longitude of [179.9, 180, -180, -179.95]) {
      await expectNear({ latitude: -17.8, longitude }, 100, ['Taveuni east', 'Taveuni west'], ['Lau']);
    }
  });

  it('finds every event in a circle that holds a pole, whatever its longitude', async () => {
    await place('North across the pole', { latitude: 89.8, longitude: 180 }, 'Arctic/Longyearbyen');
    await place('North a quarter round', { latitude: 89.4, longitude: 90 }, 'Arctic/Longyearbyen');
    await place('North too far', { latitude: 88.5, longitude: 0 }, 'Arctic/Longyearbyen');
    await expectNear(
      { latitude: 89.5, longitude: 0 },
      100,
      ['North across the pole', 'North a quarter round'],
      ['North too far'],
    );
    await place('South near', { latitude: -89, longitude: 45 }, 'Antarctica/McMurdo');
    await place('South far', { latitude: -88.5, longitude: -135 }, 'Antarctica/McMurdo');
    for (const longitude of [0, 77, -180, 180]) {
      await expectNear({ latitude: -90, longitude }, 150, ['South near'], ['South far']);
    }
    // The poles themselves and the edges of the map answer, whatever the radius.
    for (const [latitude, longitude] of [
      [90, 180],
      [90, -180],
      [-90, 0],
      [0, 180],
      [0, -180],
    ]) {
      for (const radius of [1, 500])
        await browse(`latitude=${latitude}&longitude=${longitude}&radius_km=${radius}`);
    }
  });

  it('finds an event at the widest part of a circle far from the equator', async () => {
    // Around 80° N with 500 km, the circle reaches asin(sin d / cos φ) east and west: more
    // than the d / cos φ a flat box takes (about 25.9°), so an event near the widest point
    // lies outside such a box but inside the circle.
    const point = { latitude: 80, longitude: 20 };
    const d = (0.99 * 500) / EARTH_RADIUS_KM;
    const widest = {
      latitude: deg(Math.asin(Math.sin(rad(point.latitude)) / Math.cos(d))),
      longitude: point.longitude + deg(Math.asin(Math.sin(d) / Math.cos(rad(point.latitude)))),
    };
    expect(widest.longitude - point.longitude).toBeGreaterThan(500 / (111.2 * Math.cos(rad(point.latitude))));
    await place('Far east of Svalbard', widest, 'Arctic/Longyearbyen');
    await place(
      'Just past the edge',
      { ...widest, longitude: widest.longitude + 0.5 },
      'Arctic/Longyearbyen',
    );
    await expectNear(point, 500, ['Far east of Svalbard'], ['Just past the edge']);
  });
});

describe(`the plan of the browse near a point (${testDriver})`, () => {
  it('reads the box on its index, not every open event', async () => {
    // 10,000 approved events spread over Australia (a fixed pattern), beside the ones above.
    await ctx.database.db.execute(sql`
      insert into events (slug, host_id, title, description, location, latitude, longitude,
        venue_latitude, venue_longitude, date,
        start_time, end_time, time_zone, starts_at, ends_at, status, event_type, user_type, is_paid,
        capacity, decision_at, created_at, updated_at)
      select 'spread-' || n, ${host.id}, 'Spread ' || n, 'A supper among many.', 'Australia',
        -43 + (n * 7919 % 3200) / 100.0, 113 + (n * 104729 % 4100) / 100.0,
        -43 + (n * 7919 % 3200) / 100.0, 113 + (n * 104729 % 4100) / 100.0, current_date + 40,
        '18:00', '21:00', 'UTC', ${ctx.clock()}::timestamptz + interval '40 days',
        ${ctx.clock()}::timestamptz + interval '40 days 3 hours', 'approved', 'all', 'individual',
        false, 6, $2::timestamptz + interval '38 days', now(), now()
      from generate_series(1, 10000) as n`);
    await ctx.database.db.execute(sql`analyze events`);
    const sydney = { latitude: -33.87, longitude: 151.21 };
    const answer = await browse('latitude=-33.87&longitude=151.21&radius_km=20&per_page=5');
    const inCircle = await ctx.database.db.execute(sql`
      select count(*)::int as n from events where status = 'approved'
        and 12742 * asin(least(1, sqrt(power(sin(radians(latitude - ${sydney.latitude}) / 2), 2)
          + cos(radians(${sydney.latitude})) * cos(radians(latitude))
          * power(sin(radians(longitude - ${sydney.longitude}) / 2), 2)))) <= 20`);
    const total = (inCircle as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    expect(answer.paging.total).toBe(total);

    // EXPLAIN ANALYZE of the page's query with its values written in: the events are read
    // on the box's index, and only those in the box are (not the 10,000).
    const { sql: text, params } = openEventsPageQuery(
      ctx.database.db,
      0,
      { page: 1, perPage: 5, now: ctx.clock() },
      { ...sydney, radiusKm: 20 },
    ).toSQL();
    const written = text.replace(/\$(\d+)/g, (_, index: string) => {
      const value = params[Number(index) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
    });
    const explained = await ctx.database.db.execute(sql.raw(`explain (analyze, format json) ${written}`));
    const [row] = (explained as unknown as { rows: Array<Record<string, unknown>> }).rows;
    const json = Object.values(row!)[0];
    const [{ Plan: plan }] = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }];
    const scans = nodes(plan).filter((node) => node['Relation Name'] === 'events' || node['Index Name']);
    const eventScans = scans.filter(
      (node) => node['Relation Name'] === 'events' || String(node['Index Name']).startsWith('events_'),
    );
    expect(eventScans.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(eventScans.map((node) => node['Index Name'])).toContain('events_open_box_idx');
    for (const node of eventScans) {
      const read = Number(node['Actual Rows'] ?? 0) + Number(node['Rows Removed by Filter'] ?? 0);
      expect(read, JSON.stringify(node)).toBeLessThan(100);
    }
  });
});

/** The browse from memory (docs/decisions/090, 142): made once per guest and point, dropped by writes. */
describe(`the browse near a point kept in memory (${testDriver})`, () => {
  let kept: TestContext;
  let keptHost: ReadyHost;
  const queries = { counting: false, count: 0 };
  beforeAll(async () => {
    kept = await createTestApp({}, undefined, {
      privateAnswerTtlMs: 1000,
      queryLogger: {
        logQuery() {
          if (queries.counting) queries.count += 1;
        },
      },
    });
    keptHost = await readyHost(kept);
  });
  afterAll(() => closeTestApp(kept));

  const near = (token: string, point = 'latitude=-33.87&longitude=151.21', headers = {}) =>
    kept.app.inject({
      method: 'GET',
      url: `/api/guest/events?${point}`,
      headers: { ...bearer(token), 'accept-encoding': 'br', ...headers },
    });

  it('answers a guest again without the database; a join shows at once, another guest has their own', async () => {
    const made: Array<{ id: number }> = [];
    for (const title of ['Dumplings', 'Sourdough', 'Board games']) {
      const event = await createEvent(kept, keptHost, { title, is_paid: '0', date: dateAfter(kept, 25) });
      await kept.database.db.update(events).set({ status: 'approved' }).where(eq(events.id, event.id));
      made.push(event);
    }
    const amy = await signUpGuest(kept, 'Amy');
    const first = await near(amy.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'private, no-cache' });
    queries.count = 0;
    queries.counting = true;
    const again = await near(amy.token);
    queries.counting = false;
    expect(queries.count).toBe(0);
    expect(again.rawPayload).toEqual(first.rawPayload);
    expect(
      (await near(amy.token, undefined, { 'if-none-match': String(first.headers.etag) })).statusCode,
    ).toBe(304);

    const joined = await kept.app.inject({
      method: 'POST',
      url: `/api/guest/events/${made[0]!.id}/join`,
      headers: bearer(amy.token),
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const cards = (await near(amy.token, undefined, { 'accept-encoding': 'identity' })).json().data;
    expect(cards.find((card: { id: number }) => card.id === made[0]!.id)).toMatchObject({
      joined: true,
      totalMembers: 1,
    });
    const ben = await signUpGuest(kept, 'Ben');
    const bens = (await near(ben.token, undefined, { 'accept-encoding': 'identity' })).json().data;
    expect(bens.find((card: { id: number }) => card.id === made[0]!.id)).toMatchObject({ joined: false });
    // Another point is another answer: farther, so another distance.
    const farther = (
      await near(amy.token, 'latitude=-33.95&longitude=151.21', { 'accept-encoding': 'identity' })
    ).json().data;
    expect(farther[0].distance_km).toBeGreaterThan(cards[0].distance_km);

    // Changed elsewhere (another instance): this instance's copy is at most a second old.
    const titles = async () =>
      (await near(amy.token, undefined, { 'accept-encoding': 'identity' }))
        .json()
        .data.map((card: { title: string }) => card.title);
    expect(await titles()).toContain('Sourdough');
    await kept.database.db
      .update(events)
      .set({ title: 'Renamed elsewhere' })
      .where(eq(events.id, made[1]!.id));
    expect(await titles()).toContain('Sourdough');
    kept.clock.advance(1001);
    expect(await titles()).toContain('Renamed elsewhere');
  });
});
