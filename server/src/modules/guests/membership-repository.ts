import { and, asc, count, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findPage } from '../../db/paging';
import { eventMembers, events } from '../../db/schema';
import { seatTakenWhere } from '../events/repository';
import { hostIsHostingWhere } from '../users/host-status';

/** The SQL of guests joining and leaving events (docs/decisions/080). */

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km from a point to each event (haversine). */
export function distanceKm(latitude: number, longitude: number): SQL<number> {
  return sql<number>`(${EARTH_RADIUS_KM} * 2 * asin(sqrt(
    power(sin(radians(${events.latitude} - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(${events.latitude})) *
    power(sin(radians(${events.longitude} - ${longitude}) / 2), 2))))`;
}

/**
 * Approved events that have not started, of hosts who may host (docs/decisions/104),
 * optionally within `radiusKm` of a point (on events_status_starts_idx).
 */
export function openEventsWhere(now: Date, near?: { latitude: number; longitude: number; radiusKm: number }) {
  const open = and(
    eq(events.status, 'approved'),
    gt(events.startsAt, now),
    hostIsHostingWhere(events.hostId),
  );
  if (!near) return open;
  // A bounding box first (cheap), then the exact distance.
  const latSpan = near.radiusKm / 111.2;
  const lngSpan = near.radiusKm / Math.max(1e-6, 111.2 * Math.cos((near.latitude * Math.PI) / 180));
  return and(
    open,
    sql`${events.latitude} between ${near.latitude - latSpan} and ${near.latitude + latSpan}`,
    Math.abs(near.longitude) + lngSpan < 180
      ? sql`${events.longitude} between ${near.longitude - lngSpan} and ${near.longitude + lngSpan}`
      : undefined,
    sql`${distanceKm(near.latitude, near.longitude)} <= ${near.radiusKm}`,
  );
}

export const openEventsOrder = [asc(events.startsAt), asc(events.id)] as const;

/** One page of the events guests may join, soonest first (nearest first when `near`). */
export function findOpenEventsPage(
  db: Database,
  page: { page: number; perPage: number; now: Date },
  near?: { latitude: number; longitude: number; radiusKm: number },
) {
  return findPage(db, events, {
    page: page.page,
    perPage: page.perPage,
    where: openEventsWhere(page.now, near),
    orderBy: [...openEventsOrder],
  });
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

/** Which of these events the user holds a seat at. */
export async function heldSeats(db: Database, userId: number, eventIds: number[]) {
  if (eventIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ eventId: eventMembers.eventId })
    .from(eventMembers)
    .where(
      and(
        eq(eventMembers.userId, userId),
        eq(eventMembers.status, 'joined'),
        sql`${eventMembers.eventId} in ${eventIds}`,
      ),
    );
  return new Set(rows.map((row) => row.eventId));
}
