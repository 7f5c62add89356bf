import type { HostReviewSort } from '@friendly/contracts';
import { asc, avg, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findPage, type PageRequest } from '../../db/paging';
import { events, reviews, users } from '../../db/schema';

/** The SQL of reviews (docs/decisions/082). */

export type ReviewRow = typeof reviews.$inferSelect;

/** A page of an event's reviews, newest first, on reviews_event_created_idx. */
export function eventReviewsPage(db: Database, eventId: number, page: PageRequest) {
  return findPage(db, reviews, {
    ...page,
    where: eq(reviews.eventId, eventId),
    orderBy: [desc(reviews.createdAt), desc(reviews.id)],
  });
}

/**
 * The orders of the host's list, each read from an index that starts with the host:
 * reviews_host_created_idx for dates, reviews_host_rating_idx for ratings (ties by date).
 */
const HOST_ORDERS = {
  date_desc: [desc(reviews.createdAt), desc(reviews.id)],
  date_asc: [asc(reviews.createdAt), asc(reviews.id)],
  rating_desc: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  rating_asc: [asc(reviews.rating), asc(reviews.createdAt), asc(reviews.id)],
} as const;

/** A page of every review of the host's events, in the order asked for. */
export function hostReviewsPage(db: Database, hostId: number, sort: HostReviewSort, page: PageRequest) {
  const [first, ...rest] = HOST_ORDERS[sort];
  return findPage(db, reviews, { ...page, where: eq(reviews.hostId, hostId), orderBy: [first, ...rest] });
}

/** The id, slug and title of each event, in one query. */
export async function eventTitlesOf(db: Database, eventIds: number[]) {
  if (eventIds.length === 0) return new Map<number, { id: number; slug: string; title: string }>();
  const rows = await db
    .select({ id: events.id, slug: events.slug, title: events.title })
    .from(events)
    .where(inArray(events.id, [...new Set(eventIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The average rating and the number of an event's reviews, in one query. */
export async function eventReviewStats(db: Database, eventId: number) {
  const [row] = await db
    .select({ average: avg(reviews.rating), total: count() })
    .from(reviews)
    .where(eq(reviews.eventId, eventId));
  return { average: row?.average === null ? 0 : Number(row?.average ?? 0), count: Number(row?.total ?? 0) };
}

/** The name and photo of each reviewer, in one query. */
export async function reviewersOf(db: Database, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, { name: string | null; photoKey: string | null }>();
  const rows = await db
    .select({ id: users.id, name: users.name, photoKey: users.profilePhotoKey })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, { name: row.name, photoKey: row.photoKey }]));
}

/** Stores a review; null when this guest has reviewed the event already (the unique index decides). */
export async function insertReview(db: Database, values: typeof reviews.$inferInsert) {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
