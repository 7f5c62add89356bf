import { CALENDAR, CALENDAR_FEED_MESSAGES, CALENDAR_MESSAGES } from '@friendly/contracts';
import type { Logger } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMembers, events } from '../../src/db/schema';
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
import { bearer } from '../support/hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * Calendar files and private feeds (docs/decisions/150): every file read back with an
 * independent parser (node-ical), its times compared with the event's instants.
 */

const logLines: string[] = [];
let counting = false;
let queries = 0;
const queryLogger: Logger = {
  logQuery() {
    if (counting) queries += 1;
  },
};

let ctx: TestContext;
let host: ReadyHost;
beforeAll(async () => {
  ctx = await createTestApp({ log: { level: 'info', pretty: false } }, undefined, {
    logStream: { write: (line) => logLines.push(line) },
    queryLogger,
  });
  host = await readyHost(ctx);
}, 120_000);
afterAll(() => closeTestApp(ctx));

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { host: 'friendly.test', ...(token ? bearer(token) : {}) } });
const post = (url: string, token: string) =>
  ctx.app.inject({ method: 'POST', url, headers: { host: 'friendly.test', ...bearer(token) } });
const approve = async (slug: string) =>
  expect(
    (await runAdminCommand({ db: ctx.database.db, now: ctx.clock() }, { name: 'events.approve', slug })).ok,
  ).toBe(true);

/** A free event three days out, approved, in the zone asked. */
async function freeEvent(owner: ReadyHost, overrides: Record<string, string> = {}) {
  const event = await createEvent(ctx, owner, {
    event_type: 'plus-priority',
    is_paid: '0',
    date: dateAfter(ctx, 3),
    ...overrides,
  });
  await approve(event.slug);
  return event as unknown as { id: number; slug: string; title: string; starts_at: string; ends_at: string };
}

/** Every VEVENT of a file, by UID. */
function vevents(body: string): Map<string, VEvent> {
  const parsed = ical.sync.parseICS(body);
  const found = new Map<string, VEvent>();
  for (const component of Object.values(parsed)) {
    if (component?.type === 'VEVENT') found.set(component.uid, component as VEvent);
  }
  return found;
}
const only = (body: string) => {
  const all = [...vevents(body).values()];
  expect(all).toHaveLength(1);
  return all[0]!;
};
const uidOf = (id: number) => `event-${id}@friendly.test`;
/** URL;VALUE=URI:… is read with its parameter. */
const urlOf = (entry: VEvent) => {
  const url = entry.url as unknown;
  return typeof url === 'object' && url !== null ? (url as { val: string }).val : url;
};

async function feedUrl(token: string, who: 'user' | 'guest') {
  const answer = await get(`/api/${who}/calendar-feed`, token);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json()).toMatchObject({ status: true, message: CALENDAR_FEED_MESSAGES.feedLoaded });
  return answer.json().data.url as string;
}
const pathOf = (url: string) => new URL(url).pathname;

describe(`calendar files (${testDriver})`, () => {
  it('gives the host an .ics whose start and end are the event’s instants in its own zone', async () => {
    for (const timeZone of ['America/New_York', 'Asia/Kolkata']) {
      const event = await freeEvent(host, {
        time_zone: timeZone,
        title: `Supper in ${timeZone}`,
        start_time: '19:00:00',
        end_time: '22:30:00',
      });
      const answer = await get(`/api/event/${event.slug}/calendar.ics`, host.token);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe(CALENDAR.contentType);
      expect(answer.headers['content-disposition']).toBe(`attachment; filename="${event.slug}.ics"`);
      expect(answer.headers['cache-control']).toMatch(/^private/);
      // The wall time is written with the event's zone, and the zone is defined in the file.
      expect(answer.body).toContain(`DTSTART;TZID=${timeZone}:`);
      expect(answer.body).toContain('T190000');
      expect(answer.body).toContain(`BEGIN:VTIMEZONE\r\nTZID:${timeZone}`);

      const entry = only(answer.body);
      expect(entry.uid).toBe(uidOf(event.id));
      expect(entry.summary).toBe(event.title);
      expect(entry.start.toISOString()).toBe(new Date(event.starts_at).toISOString());
      expect(entry.end!.toISOString()).toBe(new Date(event.ends_at).toISOString());
      expect(entry.start.tz).toBe(timeZone);
      expect(entry.status).toBe('CONFIRMED');
      expect(String(entry.sequence)).toBe('0');
      expect(entry.location).toBe('Surry Hills, Sydney NSW, Australia');
      expect(entry.geo).toEqual({ lat: -33.8886, lon: 151.2094 });
      const link = `http://friendly.test/event-details/${event.slug}`;
      expect(urlOf(entry)).toBe(link);
      expect(entry.description).toContain(CALENDAR_MESSAGES.eventLink(link));
      // By id too.
      expect((await get(`/api/event/${event.id}/calendar.ics`, host.token)).statusCode).toBe(200);
    }
  });

  it('gives a member the same event, and nobody else: another guest, another host, unknown ids are 404', async () => {
    const event = await freeEvent(host, { time_zone: 'Asia/Kolkata' });
    const [ana, bo] = [await signUpGuest(ctx, 'Ana'), await signUpGuest(ctx, 'Bo')];
    expect((await post(`/api/guest/events/${event.id}/join`, ana.token)).statusCode).toBe(200);

    const mine = await get(`/api/guest/events/${event.slug}/calendar.ics`, ana.token);
    expect(mine.statusCode, mine.body).toBe(200);
    const entry = only(mine.body);
    expect(entry.uid).toBe(uidOf(event.id));
    expect(entry.start.toISOString()).toBe(new Date(event.starts_at).toISOString());
    expect(entry.end!.toISOString()).toBe(new Date(event.ends_at).toISOString());
    // A member has no page in the web app: no URL, the app is named instead.
    expect(entry.url).toBeUndefined();
    expect(entry.description).toContain(CALENDAR_FEED_MESSAGES.membersSeeApp);

    const other = await readyHost(ctx);
    for (const [url, token] of [
      [`/api/guest/events/${event.id}/calendar.ics`, bo.token],
      [`/api/event/${event.id}/calendar.ics`, other.token],
      [`/api/event/${event.slug}/calendar.ics`, other.token],
      ['/api/event/999999/calendar.ics', host.token],
      ['/api/guest/events/no-such-event/calendar.ics', ana.token],
    ] as const) {
      const answer = await get(url, token);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({ status: false, message: expect.any(String) });
      expect(answer.body).not.toContain(event.title);
    }
    // A guest who left holds no seat any more.
    expect((await post(`/api/guest/events/${event.id}/leave`, ana.token)).statusCode).toBe(200);
    expect((await get(`/api/guest/events/${event.id}/calendar.ics`, ana.token)).statusCode).toBe(404);
  });

  it('raises SEQUENCE when the title or place changes, not for other edits', async () => {
    const event = await freeEvent(host, { title: 'Dumplings at home' });
    const sequence = async () =>
      String(only((await get(`/api/event/${event.id}/calendar.ics`, host.token)).body).sequence);
    const edit = async (overrides: Record<string, string>) => {
      const { date, start_time, end_time, time_zone, event_type, user_type, is_paid, price, ...fields } =
        await eventFields(ctx, { title: 'Dumplings at home', ...overrides });
      const answer = await postEvent(ctx, host.token, `/api/event/${event.id}`, fields, []);
      expect(answer.statusCode, answer.body).toBe(200);
    };
    expect(await sequence()).toBe('0');
    await edit({ capacity: '5' });
    expect(await sequence()).toBe('0');
    await edit({ title: 'Dumplings and tea' });
    expect(await sequence()).toBe('1');
    await edit({
      title: 'Dumplings and tea',
      location: 'Newtown, Sydney NSW, Australia',
      latitude: '-33.8980',
    });
    const file = only((await get(`/api/event/${event.id}/calendar.ics`, host.token)).body);
    expect(String(file.sequence)).toBe('2');
    expect(file.summary).toBe('Dumplings and tea');
    expect(file.location).toBe('Newtown, Sydney NSW, Australia');
  });
});

describe(`private feeds (${testDriver})`, () => {
  it('holds what the person hosts and where they hold a seat; cancelled and called-off stay, CANCELLED', async () => {
    const owner = await readyHost(ctx);
    const guest = await signUpGuest(ctx, 'Cleo');
    const kept = await freeEvent(owner, { title: 'Kept supper', time_zone: 'America/New_York' });
    const pending = await createEvent(ctx, owner, {
      title: 'Pending supper',
      event_type: 'plus-priority',
      is_paid: '0',
      date: dateAfter(ctx, 3),
    });
    const cancelled = await freeEvent(owner, { title: 'Cancelled supper' });
    // Called off at its decision time: one guest of the two it needs.
    const calledOff = await freeEvent(owner, { title: 'Called-off supper', min_guests: '2' });
    const otherHost = await readyHost(ctx);
    const elsewhere = await freeEvent(otherHost, { title: 'Supper elsewhere', time_zone: 'Asia/Kolkata' });
    const notJoined = await freeEvent(otherHost, { title: 'Supper not joined' });
    for (const event of [kept, calledOff, elsewhere]) {
      expect((await post(`/api/guest/events/${event.id}/join`, guest.token)).statusCode).toBe(200);
    }

    const hostFeed = await feedUrl(owner.token, 'user');
    const guestFeed = await feedUrl(guest.token, 'guest');
    expect(hostFeed).toMatch(/^http:\/\/friendly\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // Asked again: the same link.
    expect(await feedUrl(owner.token, 'user')).toBe(hostFeed);

    const sequences = async (url: string) => {
      const answer = await get(pathOf(url));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe(CALENDAR.contentType);
      expect(answer.headers['cache-control']).toBe(`private, max-age=${CALENDAR.feedMaxAgeSeconds}`);
      return vevents(answer.body);
    };
    const before = await sequences(hostFeed);
    expect([...before.keys()].sort()).toEqual([kept, cancelled, calledOff].map((e) => uidOf(e.id)).sort());
    expect(before.has(uidOf(pending.id))).toBe(false);

    // The team cancels one; the decision calls off another.
    const cancel = await runAdminCommand(
      { db: ctx.database.db, now: ctx.clock() },
      { name: 'events.cancel', slug: cancelled.slug },
    );
    expect(cancel.ok).toBe(true);
    // A pending event the host cancels was never on a calendar: it stays out.
    expect((await post(`/api/event-cancel/${pending.id}`, owner.token)).statusCode).toBe(200);
    const detail = (await get(`/api/event-detail/${calledOff.id}`, owner.token)).json().data;
    ctx.clock.set(new Date(detail.decision_at));
    await ctx.app.jobQueue.runDue();
    expect((await get(`/api/event-detail/${calledOff.id}`, owner.token)).json().data.go_status).toBe(
      'called_off',
    );

    const after = await sequences(hostFeed);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    expect(after.get(uidOf(kept.id))?.status).toBe('CONFIRMED');
    for (const event of [cancelled, calledOff]) {
      const entry = after.get(uidOf(event.id))!;
      expect(entry.status).toBe('CANCELLED');
      expect(Number(entry.sequence)).toBe(Number(before.get(uidOf(event.id))!.sequence) + 1);
    }
    const start = after.get(uidOf(kept.id))!;
    expect(start.start.toISOString()).toBe(new Date(kept.starts_at).toISOString());
    expect(start.end!.toISOString()).toBe(new Date(kept.ends_at).toISOString());

    // The guest's feed: their seats, the called-off one cancelled, nothing else.
    const seats = await sequences(guestFeed);
    expect([...seats.keys()].sort()).toEqual([kept, calledOff, elsewhere].map((e) => uidOf(e.id)).sort());
    expect(seats.has(uidOf(notJoined.id))).toBe(false);
    expect(seats.get(uidOf(calledOff.id))?.status).toBe('CANCELLED');
    const kolkata = seats.get(uidOf(elsewhere.id))!;
    expect(kolkata.start.toISOString()).toBe(new Date(elsewhere.starts_at).toISOString());
    expect(kolkata.end!.toISOString()).toBe(new Date(elsewhere.ends_at).toISOString());
  }, 120_000);

  it('rotates the link: the old token then finds nothing', async () => {
    const guest = await signUpGuest(ctx, 'Dot');
    const old = await feedUrl(guest.token, 'guest');
    const rotated = await post('/api/guest/calendar-feed/rotate', guest.token);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json()).toMatchObject({ status: true, message: CALENDAR_FEED_MESSAGES.feedRotated });
    const fresh = rotated.json().data.url as string;
    expect(fresh).not.toBe(old);
    expect(await feedUrl(guest.token, 'guest')).toBe(fresh);
    expect((await get(pathOf(fresh))).statusCode).toBe(200);
    const gone = await get(pathOf(old));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ status: false, message: CALENDAR_FEED_MESSAGES.feedNotFound });

    // The host's twin.
    const hostOld = await feedUrl(host.token, 'user');
    const hostRotated = await post('/api/user/calendar-feed/rotate', host.token);
    expect(hostRotated.statusCode).toBe(200);
    expect((await get(pathOf(hostOld))).statusCode).toBe(404);
    expect((await get(pathOf(hostRotated.json().data.url))).statusCode).toBe(200);
    // The roles keep to their own routes.
    expect((await get('/api/user/calendar-feed', guest.token)).statusCode).toBe(403);
    expect((await get('/api/guest/calendar-feed', host.token)).statusCode).toBe(403);
  });

  it('refuses tokens of any other shape with 404, without asking the database, and never logs a token', async () => {
    const guest = await signUpGuest(ctx, 'Eli');
    const url = await feedUrl(guest.token, 'guest');
    const token = pathOf(url).slice('/api/calendar/'.length, -'.ics'.length);
    logLines.length = 0;
    expect((await get(pathOf(url))).statusCode).toBe(200);
    const bad = [
      '',
      'short',
      `${token}x`,
      token.slice(1),
      `${token.slice(0, 42)}=`,
      `${token.slice(0, 42)}%2F`,
      '%00'.repeat(43),
      encodeURIComponent("' or 1=1 --"),
      'a'.repeat(300),
      'A'.repeat(43),
    ];
    counting = true;
    queries = 0;
    for (const shape of bad) {
      const answer = await get(`/api/calendar/${shape}.ics`);
      expect(answer.statusCode, shape).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, shape).toBeLessThan(500);
      expect(answer.json()).toMatchObject({ status: false });
    }
    counting = false;
    // Only the one well-shaped unknown token was looked up.
    expect(queries).toBe(1);
    expect((await get(`/api/calendar/${'b'.repeat(43)}.ics`)).statusCode).toBe(404);
    const log = logLines.join('');
    expect(log).toContain('/api/calendar/{token}.ics');
    expect(log).not.toContain(token);
  });

  it('reads a feed of 200 events in two queries', async () => {
    const guest = await signUpGuest(ctx, 'Fay');
    const now = ctx.clock();
    const base = (await ctx.database.db.select().from(events).limit(1))[0]!;
    const { id: _, slug: __, ...template } = base;
    const rows = await ctx.database.db
      .insert(events)
      .values(
        Array.from({ length: 200 }, (_, index) => ({
          ...template,
          slug: `feed-load-${index}-${now.getTime()}`,
          title: `Supper number ${index}`,
          startsAt: new Date(now.getTime() + (index + 1) * 86_400_000),
          endsAt: new Date(now.getTime() + (index + 1) * 86_400_000 + 3 * 3_600_000),
        })),
      )
      .returning({ id: events.id });
    await ctx.database.db
      .insert(eventMembers)
      .values(rows.map((row) => ({ eventId: row.id, userId: guest.id, status: 'joined', joinedAt: now })));
    const path = pathOf(await feedUrl(guest.token, 'guest'));

    counting = true;
    queries = 0;
    const answer = await get(path);
    counting = false;
    expect(answer.statusCode).toBe(200);
    expect(vevents(answer.body).size).toBe(200);
    expect(queries).toBe(2);
  });
});
