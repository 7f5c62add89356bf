import { type GuestAnswers, pagingFor } from '@friendly/contracts';
import { and, asc, between, count, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventMembers, events, users } from '../../db/schema';
import { seatTakenWhere } from '../events/repository';
import { hostIsHostingWhere } from '../users/host-status';

/** The SQL of guests joining and leaving events (docs/decisions/080). */

const EARTH_RADIUS_KM = 6371;

/** A circle guests browse in: a point and a radius. */
export type NearPoint = { latitude: number; longitude: number; radiusKm: number };

/**
 * Great-circle distance in km from a point to each event (haversine). `least(1, …)` keeps
 * rounding from handing asin a value just above 1 (a point's antipode).
 */
export function distanceKm(latitude: number, longitude: number): SQL<number> {
  return sql<number>`(${EARTH_RADIUS_KM} * 2 * asin(least(1, sqrt(
    power(sin(radians(${events.latitude} - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(${events.latitude})) *
    power(sin(radians(${events.longitude} - ${longitude}) / 2), 2)))))`;
}

/** About 0.1 m in degrees: the box is never narrower than the circle by a rounding. */
const BOX_MARGIN_DEGREES = 1e-6;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * The smallest latitude/longitude box holding the circle on the sphere: its latitudes, and
 * its longitudes as one range, two when it crosses the antimeridian (±180°), or none when
 * the circle holds a pole (every longitude is then in it). The widest longitude of a circle
 * of angular radius d around latitude φ is asin(sin d / cos φ), wider than d / cos φ.
 */
export function boundingBox(near: NearPoint) {
  const angle = near.radiusKm / EARTH_RADIUS_KM;
  const south = near.latitude - degrees(angle) - BOX_MARGIN_DEGREES;
  const north = near.latitude + degrees(angle) + BOX_MARGIN_DEGREES;
  const latitude = { from: Math.max(-90, south), to: Math.min(90, north) };
  if (south <= -90 || north >= 90) return { latitude, longitude: null };
  const half =
    degrees(Math.asin(Math.min(1, Math.sin(angle) / Math.cos((near.latitude * Math.PI) / 180)))) +
    BOX_MARGIN_DEGREES;
  const west = near.longitude - half;
  const east = near.longitude + half;
  const longitude: Array<{ from: number; to: number }> =
    west < -180
      ? [
          { from: west + 360, to: 180 },
          { from: -180, to: east },
        ]
      : east > 180
        ? [
            { from: west, to: 180 },
            { from: -180, to: east - 360 },
          ]
        : [{ from: west, to: east }];
  return { latitude, longitude };
}

/**
 * Approved events that have not started, of hosts who may host (docs/decisions/104),
 * optionally within `radiusKm` of a point: the bounding box on events_open_box_idx first
 * (only events in it are read), then the exact distance.
 */
export function openEventsWhere(now: Date, near?: NearPoint) {
  const open = and(
    eq(events.status, 'approved'),
    gt(events.startsAt, now),
    hostIsHostingWhere(events.hostId),
  );
  if (!near) return open;
  const box = boundingBox(near);
  return and(
    open,
    between(events.latitude, box.latitude.from, box.latitude.to),
    box.longitude
      ? or(...box.longitude.map((range) => between(events.longitude, range.from, range.to)))
      : undefined,
    sql`${distanceKm(near.latitude, near.longitude)} <= ${near.radiusKm}`,
  );
}

/** Whether `guestId` is a member of the event of the row (a guest's card says so). */
export const joinedBy = (guestId: number) =>
  sql<boolean>`exists (select 1 from ${eventMembers} where ${and(
    eq(eventMembers.eventId, events.id),
    eq(eventMembers.userId, guestId),
    eq(eventMembers.status, 'joined'),
  )})`;

export const openEventsOrder = [asc(events.startsAt), asc(events.id)] as const;

/**
 * The query of one page of the events guests may join, by start: each event with its
 * host's card, whether `guestId` holds a seat, and its distance when `near`; near a point,
 * the number of events in the circle too (`count(*) over ()`, every row in the circle is
 * read anyway). Unrun, so tests can see its plan.
 */
export function openEventsPageQuery(
  db: Database,
  guestId: number,
  page: { page: number; perPage: number; now: Date },
  near?: NearPoint,
) {
  return db
    .select({
      event: events,
      host: { slug: users.slug, name: users.name, photoKey: users.profilePhotoKey },
      joined: joinedBy(guestId),
      distanceKm: near ? distanceKm(near.latitude, near.longitude) : sql<null>`null`,
      total: near ? sql<number>`count(*) over ()` : sql<null>`null`,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(openEventsWhere(page.now, near))
    .orderBy(...openEventsOrder)
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
}

/**
 * One page of the events guests may join and its paging, in one query near a point (a page
 * past the end asks for the total apart); without a point, the page read in start order
 * from events_status_starts_idx beside a count on it.
 */
export async function findOpenEventsPage(
  db: Database,
  guestId: number,
  page: { page: number; perPage: number; now: Date },
  near?: NearPoint,
) {
  const countOpen = async () => {
    const [row] = await db.select({ total: count() }).from(events).where(openEventsWhere(page.now, near));
    return Number(row?.total ?? 0);
  };
  const query = openEventsPageQuery(db, guestId, page, near);
  const [rows, counted] = near ? [await query, null] : await Promise.all([query, countOpen()]);
  const total = counted ?? (rows[0] ? Number(rows[0].total) : page.page > 1 ? await countOpen() : 0);
  return { rows, paging: pagingFor(page.page, page.perPage, total) };
}

/** The event a guest asks about, by id or slug, held for this transaction when `lock`. */
export async function findEventForGuest(db: Database, idOrSlug: string, options: { lock?: boolean } = {}) {
  const match = /^\d{1,9}$/.test(idOrSlug) ? eq(events.id, Number(idOrSlug)) : eq(events.slug, idOrSlug);
  const query = db.select().from(events).where(match);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findMembership(db: Database, eventId: number, userId: number) {
  const [row] = await db
    .select()
    .from(eventMembers)
    .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)));
  return row ?? null;
}

/** Seats taken: members, and paid joins whose hold has not run out (docs/decisions/084). */
export async function countSeatsHeld(db: Database, eventId: number, now: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(eventMembers)
    .where(and(eq(eventMembers.eventId, eventId), seatTakenWhere(now)));
  return Number(row?.total ?? 0);
}

/**
 * Takes a seat: a new membership, or the earlier one of a guest who left and comes back.
 * With `holdUntil` the seat is held as 'pending_payment' until the payment confirms it.
 */
export async function holdSeat(
  db: Database,
  eventId: number,
  userId: number,
  now: Date,
  holdUntil: Date | null = null,
) {
  const status = holdUntil ? 'pending_payment' : 'joined';
  await db
    .insert(eventMembers)
    .values({ eventId, userId, status, joinedAt: now, holdExpiresAt: holdUntil })
    .onConflictDoUpdate({
      target: [eventMembers.eventId, eventMembers.userId],
      set: { status, joinedAt: now, leftAt: null, holdExpiresAt: holdUntil },
    });
}

/** A held seat becomes a member's (the payment succeeded). */
export async function confirmSeat(db: Database, eventId: number, userId: number, now: Date) {
  await db
    .update(eventMembers)
    .set({ status: 'joined', joinedAt: now, holdExpiresAt: null })
    .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)));
}

export async function releaseSeat(db: Database, eventId: number, userId: number, now: Date) {
  await db
    .update(eventMembers)
    .set({ status: 'left', leftAt: now, holdExpiresAt: null })
    .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)));
}

/**
 * The answers of the members (confirmed seats) of these events, by event, in the order
 * they joined: the host's table-prep card and reminder (docs/decisions/154). One query.
 */
export async function memberAnswersOf(db: Database, eventIds: number[]) {
  const byEvent = new Map<number, Array<{ userId: number; name: string | null; answers: GuestAnswers }>>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select({
      eventId: eventMembers.eventId,
      userId: eventMembers.userId,
      name: users.name,
      answers: eventMembers.answers,
    })
    .from(eventMembers)
    .innerJoin(users, eq(users.id, eventMembers.userId))
    .where(and(inArray(eventMembers.eventId, eventIds), eq(eventMembers.status, 'joined')))
    .orderBy(asc(eventMembers.eventId), asc(eventMembers.joinedAt), asc(eventMembers.id));
  for (const row of rows) {
    const list = byEvent.get(row.eventId) ?? [];
    list.push({ userId: row.userId, name: row.name, answers: row.answers ?? {} });
    byEvent.set(row.eventId, list);
  }
  return byEvent;
}

/** Writes a guest's answers on their membership row. */
export async function storeAnswers(
  db: Database,
  eventId: number,
  userId: number,
  answers: GuestAnswers,
  now: Date,
) {
  await db
    .update(eventMembers)
    .set({ answers, answersUpdatedAt: now })
    .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)));
}

/** A guest's own answers at these events (a seat or a hold), by event. One query. */
export async function ownAnswersOf(db: Database, guestId: number, eventIds: number[]) {
  const byEvent = new Map<number, GuestAnswers>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select({ eventId: eventMembers.eventId, answers: eventMembers.answers })
    .from(eventMembers)
    .where(
      and(
        eq(eventMembers.userId, guestId),
        inArray(eventMembers.eventId, eventIds),
        inArray(eventMembers.status, ['joined', 'pending_payment']),
      ),
    );
  for (const row of rows) byEvent.set(row.eventId, row.answers ?? {});
  return byEvent;
}
