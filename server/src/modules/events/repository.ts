import { and, asc, count, eq, getTableName, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { findPage } from '../../db/paging';
import {
  ageGroups,
  categories,
  eventAgeGroups,
  eventCategories,
  eventImages,
  eventMembers,
  eventSpots,
  events,
  spots,
  userInterests,
  users,
  waitlistEntries,
} from '../../db/schema';

/** The SQL of events: rows, their links, images and members (docs/decisions/065, 077). */

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
export type EventImageRow = typeof eventImages.$inferSelect;

/** An event by id or slug, only when `hostId` hosts it; `lock` holds the row for this transaction. */
export async function findHostedEvent(
  db: Database,
  hostId: number,
  idOrSlug: string,
  options: { lock?: boolean } = {},
): Promise<EventRow | null> {
  const byId = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : null;
  const match = byId !== null ? eq(events.id, byId) : eq(events.slug, idOrSlug);
  const query = db
    .select()
    .from(events)
    .where(and(match, eq(events.hostId, hostId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertEvent(db: Database, values: NewEventRow) {
  const [row] = await db.insert(events).values(values).returning();
  return row!;
}

export async function updateEventRow(db: Database, id: number, changes: Partial<NewEventRow>) {
  const [row] = await db.update(events).set(changes).where(eq(events.id, id)).returning();
  return row!;
}

/** Replaces an event's categories, spots and age groups, keeping the order given. */
export async function replaceEventLinks(
  db: Database,
  eventId: number,
  links: { categoryIds: number[]; spotIds: number[]; ageGroupIds: number[] },
) {
  // One after another: a transaction is one connection, which runs one statement at a time.
  await db.delete(eventCategories).where(eq(eventCategories.eventId, eventId));
  await db.delete(eventSpots).where(eq(eventSpots.eventId, eventId));
  await db.delete(eventAgeGroups).where(eq(eventAgeGroups.eventId, eventId));
  await db
    .insert(eventCategories)
    .values(links.categoryIds.map((categoryId, position) => ({ eventId, categoryId, position })));
  await db
    .insert(eventSpots)
    .values(links.spotIds.map((spotId, position) => ({ eventId, spotId, position })));
  await db
    .insert(eventAgeGroups)
    .values(links.ageGroupIds.map((ageGroupId, position) => ({ eventId, ageGroupId, position })));
}

export async function listEventImages(db: Database, eventId: number) {
  return db
    .select()
    .from(eventImages)
    .where(eq(eventImages.eventId, eventId))
    .orderBy(asc(eventImages.position), asc(eventImages.id));
}

export async function insertEventImages(
  db: Database,
  eventId: number,
  images: Array<{ largeKey: string; cardKey: string; position: number }>,
  now: Date,
) {
  if (images.length === 0) return;
  await db.insert(eventImages).values(images.map((image) => ({ ...image, eventId, createdAt: now })));
}

export async function deleteEventImages(db: Database, eventId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(eventImages).where(and(eq(eventImages.eventId, eventId), inArray(eventImages.id, ids)));
}

/**
 * Whether the host has an approved or pending event whose date is today or later in its
 * own zone (spec 001 §4 'Active or pending upcoming event').
 */
export async function hasActiveUpcomingEvents(db: Database, hostId: number, now: Date) {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.hostId, hostId),
        inArray(events.status, ['approved', 'pending']),
        sql`${events.date} >= (${now.toISOString()}::timestamptz at time zone ${events.timeZone})::date`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

// Lists ----------------------------------------------------------------------------------

/** A host's events by date, on events_host_date_idx. */
export const hostEventsOrder = [asc(events.date), asc(events.startTime), asc(events.id)] as const;
export const hostEventsWhere = (hostId: number) => eq(events.hostId, hostId);

export async function listHostEvents(db: Database, hostId: number) {
  return db
    .select()
    .from(events)
    .where(hostEventsWhere(hostId))
    .orderBy(...hostEventsOrder);
}

/** One page of a host's events, in the same order. */
export function findHostEventsPage(db: Database, hostId: number, page: { page: number; perPage: number }) {
  return findPage(db, events, { ...page, where: hostEventsWhere(hostId), orderBy: [...hostEventsOrder] });
}

/**
 * Events a user takes part in: those they host and those they hold a seat at. Ordered by
 * when they start.
 */
export function joinedEventsWhere(userId: number): SQL {
  // Two index reads (events_host_date_idx, event_members_user_status_idx) joined by id: an
  // OR of the two would read every event.
  return sql`${events.id} in (select ${events.id} from ${events} where ${events.hostId} = ${userId} union all select ${eventMembers.eventId} from ${eventMembers} where ${eventMembers.userId} = ${userId} and ${eventMembers.status} = 'joined')`;
}

export const joinedEventsOrder = [asc(events.startsAt), asc(events.id)] as const;

export async function listJoinedEventRows(db: Database, userId: number) {
  return db
    .select()
    .from(events)
    .where(joinedEventsWhere(userId))
    .orderBy(...joinedEventsOrder);
}

/** One page of the events a user takes part in, in the same order. */
export function findJoinedEventsPage(db: Database, userId: number, page: { page: number; perPage: number }) {
  return findPage(db, events, { ...page, where: joinedEventsWhere(userId), orderBy: [...joinedEventsOrder] });
}

// What cards and details show, for many events at once (a constant number of queries) ---

/** The first image of each event (its cover); cardPartsOf keeps the same rule for cards. */
export async function coverImagesOf(db: Database, eventIds: number[]) {
  if (eventIds.length === 0) return new Map<number, EventImageRow>();
  const rows = await db
    .selectDistinctOn([eventImages.eventId])
    .from(eventImages)
    .where(inArray(eventImages.eventId, eventIds))
    .orderBy(asc(eventImages.eventId), asc(eventImages.position), asc(eventImages.id));
  return new Map(rows.map((row) => [row.eventId, row]));
}

type Tag = { eventId: number; id: number; name: string; imageKey: string | null };

function groupByEvent<Row extends { eventId: number }>(rows: Row[]) {
  const grouped = new Map<number, Row[]>();
  for (const row of rows) {
    const list = grouped.get(row.eventId) ?? [];
    list.push(row);
    grouped.set(row.eventId, list);
  }
  return grouped;
}

/** Each event's categories, in the host's order (cardPartsOf's too). */
export async function categoriesOf(db: Database, eventIds: number[]) {
  if (eventIds.length === 0) return new Map<number, Tag[]>();
  const rows = await db
    .select({
      eventId: eventCategories.eventId,
      id: categories.id,
      name: categories.name,
      imageKey: categories.imageKey,
    })
    .from(eventCategories)
    .innerJoin(categories, eq(categories.id, eventCategories.categoryId))
    .where(inArray(eventCategories.eventId, eventIds))
    .orderBy(asc(eventCategories.eventId), asc(eventCategories.position));
  return groupByEvent(rows);
}

export async function spotsOf(db: Database, eventIds: number[]) {
  if (eventIds.length === 0) return new Map<number, Tag[]>();
  const rows = await db
    .select({ eventId: eventSpots.eventId, id: spots.id, name: spots.name, imageKey: spots.imageKey })
    .from(eventSpots)
    .innerJoin(spots, eq(spots.id, eventSpots.spotId))
    .where(inArray(eventSpots.eventId, eventIds))
    .orderBy(asc(eventSpots.eventId), asc(eventSpots.position));
  return groupByEvent(rows);
}

export async function ageGroupsOf(db: Database, eventIds: number[]) {
  if (eventIds.length === 0) return new Map<number, Array<{ eventId: number; id: number; name: string }>>();
  const rows = await db
    .select({ eventId: eventAgeGroups.eventId, id: ageGroups.id, name: ageGroups.name })
    .from(eventAgeGroups)
    .innerJoin(ageGroups, eq(ageGroups.id, eventAgeGroups.ageGroupId))
    .where(inArray(eventAgeGroups.eventId, eventIds))
    .orderBy(asc(eventAgeGroups.eventId), asc(eventAgeGroups.position));
  return groupByEvent(rows);
}

/**
 * A seat taken: a member's, or one held while its guest pays and the hold has not run out
 * (docs/decisions/084). Joins count these against capacity; every "spots left" shows them.
 */
export const seatTakenWhere = (now: Date) =>
  or(
    eq(eventMembers.status, 'joined'),
    and(eq(eventMembers.status, 'pending_payment'), gt(eventMembers.holdExpiresAt, now)),
  );

/**
 * Per event, in one query: `joined`, its members, and `taken`, the seats taken now
 * (members and live holds), which the spots left count down from (cardPartsOf counts alike).
 */
export async function seatCountsOf(db: Database, eventIds: number[], now: Date) {
  const counts = new Map<number, { joined: number; taken: number }>();
  if (eventIds.length === 0) return counts;
  const rows = await db
    .select({
      eventId: eventMembers.eventId,
      joined: sql<number>`count(*) filter (where ${eventMembers.status} = 'joined')`,
      taken: count(),
    })
    .from(eventMembers)
    .where(and(inArray(eventMembers.eventId, eventIds), seatTakenWhere(now)))
    .groupBy(eventMembers.eventId);
  for (const row of rows) counts.set(row.eventId, { joined: Number(row.joined), taken: Number(row.taken) });
  return counts;
}

/** What a card shows besides the event: its cover, tags, first members' photos and seats. */
export type CardParts = {
  /** The cover's card image: the first picture (coverImagesOf's order). */
  coverKey: string | null;
  /** Categories in the host's order. */
  tags: Array<{ id: number; name: string; imageKey: string | null }>;
  /** The first members' photos in the order they joined (membersOf's order). */
  memberPhotoKeys: Array<string | null>;
  /** Members. */
  joined: number;
  /** Seats taken now: members and live holds (seatTakenWhere). */
  taken: number;
  /** Guests in line for a seat (docs/decisions/149). */
  waitlist: number;
};

/**
 * Every card's parts in one query whatever the number of events (docs/decisions/142): the
 * rules of coverImagesOf, categoriesOf, membersOf (its first `members`) and seatCountsOf,
 * each a subquery on its own index per event — one round trip instead of four, which on
 * PGlite was most of a list's time.
 */
export async function cardPartsOf(db: Database, eventIds: number[], now: Date, members: number) {
  const parts = new Map<number, CardParts>();
  if (eventIds.length === 0) return parts;
  // Drizzle leaves a one-table select's columns unqualified; the subqueries name theirs.
  const c = (column: AnyPgColumn) =>
    sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
  const ofEvent = (column: AnyPgColumn) => sql`${c(column)} = ${c(events.id)}`;
  const rows = await db
    .select({
      eventId: events.id,
      coverKey: sql<string | null>`(select ${c(eventImages.cardKey)} from ${eventImages}
        where ${ofEvent(eventImages.eventId)}
        order by ${c(eventImages.position)}, ${c(eventImages.id)} limit 1)`,
      tags: sql<CardParts['tags'] | null>`(select json_agg(json_build_object('id', ${c(categories.id)},
          'name', ${c(categories.name)}, 'imageKey', ${c(categories.imageKey)}) order by ${c(eventCategories.position)})
        from ${eventCategories} inner join ${categories} on ${c(categories.id)} = ${c(eventCategories.categoryId)}
        where ${ofEvent(eventCategories.eventId)})`,
      memberPhotoKeys: sql<Array<
        string | null
      > | null>`(select json_agg(first.photo order by first.joined_at, first.id)
        from (select ${c(users.profilePhotoKey)} as photo, ${c(eventMembers.joinedAt)} as joined_at,
            ${c(eventMembers.id)} as id
          from ${eventMembers} inner join ${users} on ${c(users.id)} = ${c(eventMembers.userId)}
          where ${ofEvent(eventMembers.eventId)} and ${c(eventMembers.status)} = 'joined'
          order by ${c(eventMembers.joinedAt)}, ${c(eventMembers.id)} limit ${members}) as first)`,
      joined: sql<number>`(select count(*) from ${eventMembers}
        where ${ofEvent(eventMembers.eventId)} and ${c(eventMembers.status)} = 'joined')`,
      // seatTakenWhere's columns are event_members', the one table of this subquery.
      taken: sql<number>`(select count(*) from ${eventMembers}
        where ${ofEvent(eventMembers.eventId)} and ${seatTakenWhere(now)})`,
      waitlist: sql<number>`(select count(*) from ${waitlistEntries}
        where ${ofEvent(waitlistEntries.eventId)} and ${c(waitlistEntries.state)} in ('waiting', 'offered'))`,
    })
    .from(events)
    .where(inArray(events.id, eventIds));
  for (const row of rows) {
    parts.set(row.eventId, {
      coverKey: row.coverKey,
      tags: row.tags ?? [],
      memberPhotoKeys: row.memberPhotoKeys ?? [],
      joined: Number(row.joined),
      taken: Number(row.taken),
      waitlist: Number(row.waitlist),
    });
  }
  return parts;
}

export type MemberRow = {
  eventId: number;
  userId: number;
  slug: string;
  name: string | null;
  location: string | null;
  photoKey: string | null;
  joinedAt: Date;
};

/**
 * The members of each event in the order they joined; `perEvent` keeps only the first few
 * of each, in the same one query (cards take theirs from cardPartsOf, in this order).
 */
export async function membersOf(db: Database, eventIds: number[], perEvent?: number) {
  if (eventIds.length === 0) return new Map<number, MemberRow[]>();
  const ranked = db
    .select({
      eventId: eventMembers.eventId,
      userId: users.id,
      slug: users.slug,
      name: users.name,
      location: users.location,
      photoKey: users.profilePhotoKey,
      joinedAt: eventMembers.joinedAt,
      memberId: sql<number>`${eventMembers.id}`.as('member_id'),
      rank: sql<number>`row_number() over (partition by ${eventMembers.eventId} order by ${eventMembers.joinedAt}, ${eventMembers.id})`.as(
        'rank',
      ),
    })
    .from(eventMembers)
    .innerJoin(users, eq(users.id, eventMembers.userId))
    .where(and(inArray(eventMembers.eventId, eventIds), eq(eventMembers.status, 'joined')))
    .as('ranked');
  const rows = await db
    .select({
      eventId: ranked.eventId,
      userId: ranked.userId,
      slug: ranked.slug,
      name: ranked.name,
      location: ranked.location,
      photoKey: ranked.photoKey,
      joinedAt: ranked.joinedAt,
    })
    .from(ranked)
    .where(perEvent ? sql`${ranked.rank} <= ${perEvent}` : undefined)
    .orderBy(asc(ranked.eventId), asc(ranked.rank));
  return groupByEvent(rows);
}

/** The interests (category names) of each user, in their order. */
export async function interestsOf(db: Database, userIds: number[]) {
  const grouped = new Map<number, string[]>();
  if (userIds.length === 0) return grouped;
  const rows = await db
    .select({ userId: userInterests.userId, name: categories.name })
    .from(userInterests)
    .innerJoin(categories, eq(categories.id, userInterests.categoryId))
    .where(inArray(userInterests.userId, userIds))
    .orderBy(asc(userInterests.userId), asc(userInterests.position));
  for (const row of rows) grouped.set(row.userId, [...(grouped.get(row.userId) ?? []), row.name]);
  return grouped;
}
