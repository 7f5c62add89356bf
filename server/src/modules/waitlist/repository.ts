import { IN_LINE_STATES } from '@friendly/contracts';
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findPage, type PageRequest } from '../../db/paging';
import { events, payments, users, waitlistEntries } from '../../db/schema';
import { joinedBy } from '../guests/membership-repository';

/** The SQL of the line of a full event (docs/decisions/149). */

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

const inLine = inArray(waitlistEntries.state, [...IN_LINE_STATES]);
/** The line's order: the sequence's number, taken anew each time a guest enters the line. */
const lineOrder = [asc(waitlistEntries.lineOrder)] as const;

export async function findEntry(db: Database, eventId: number, userId: number) {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.userId, userId)));
  return row ?? null;
}

export async function findEntryById(db: Database, id: number) {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row ?? null;
}

export async function findEntryBySetupIntent(db: Database, setupIntentId: string) {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.setupIntentId, setupIntentId));
  return row ?? null;
}

/**
 * Puts a guest in line, at the back: a new entry, or the earlier one of a guest who left the
 * line or whose offer ran out, joining again.
 */
export async function enterLine(
  db: Database,
  values: { eventId: number; userId: number; autoClaim: boolean; now: Date },
) {
  const fresh = {
    state: 'waiting',
    autoClaim: values.autoClaim,
    joinedAt: values.now,
    offeredAt: null,
    offerExpiresAt: null,
    endedAt: null,
    autoClaimFailure: null,
    updatedAt: values.now,
  };
  const [row] = await db
    .insert(waitlistEntries)
    .values({ eventId: values.eventId, userId: values.userId, ...fresh })
    .onConflictDoUpdate({
      target: [waitlistEntries.eventId, waitlistEntries.userId],
      // At the back of the line again: the sequence's next number.
      set: { ...fresh, lineOrder: sql`nextval(pg_get_serial_sequence('waitlist_entries', 'line_order'))` },
    })
    .returning();
  return row!;
}

export async function updateEntry(
  db: Database,
  id: number,
  changes: Partial<typeof waitlistEntries.$inferInsert>,
) {
  const [row] = await db.update(waitlistEntries).set(changes).where(eq(waitlistEntries.id, id)).returning();
  return row ?? null;
}

/** The guests still in line before this entry, plus one: its place (1 is next). */
export async function positionOf(db: Database, entry: WaitlistEntryRow) {
  if (!(IN_LINE_STATES as readonly string[]).includes(entry.state)) return null;
  const [row] = await db
    .select({ ahead: count() })
    .from(waitlistEntries)
    .where(
      and(eq(waitlistEntries.eventId, entry.eventId), inLine, lt(waitlistEntries.lineOrder, entry.lineOrder)),
    );
  return Number(row?.ahead ?? 0) + 1;
}

/** The first guest waiting (not yet offered a seat), locked: the next to get a freed seat. */
export async function nextWaiting(db: Database, eventId: number) {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.state, 'waiting')))
    .orderBy(...lineOrder)
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Guests in line of an event (waiting or offered). */
export async function countInLine(db: Database, eventId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), inLine));
  return Number(row?.total ?? 0);
}

/** The first `limit` guests in line of an event, in order, with their names and photos. */
export function lineOf(db: Database, eventId: number, limit: number) {
  return db
    .select({
      userId: users.id,
      slug: users.slug,
      name: users.name,
      photoKey: users.profilePhotoKey,
      state: waitlistEntries.state,
      offerExpiresAt: waitlistEntries.offerExpiresAt,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .where(and(eq(waitlistEntries.eventId, eventId), inLine))
    .orderBy(...lineOrder)
    .limit(limit);
}

/** A guest's entries, newest first, on waitlist_entries_user_idx. */
export function entriesPageOf(db: Database, userId: number, page: PageRequest) {
  return findPage(db, waitlistEntries, {
    ...page,
    where: eq(waitlistEntries.userId, userId),
    orderBy: [desc(waitlistEntries.joinedAt), desc(waitlistEntries.id)],
  });
}

/** The places in line of several entries, in one query. */
export async function positionsOf(db: Database, entries: WaitlistEntryRow[]) {
  const waiting = entries.filter((entry) => (IN_LINE_STATES as readonly string[]).includes(entry.state));
  const positions = new Map<number, number>();
  if (waiting.length === 0) return positions;
  const ranked = db
    .select({
      id: waitlistEntries.id,
      position:
        sql<number>`row_number() over (partition by ${waitlistEntries.eventId} order by ${waitlistEntries.lineOrder})`.as(
          'position',
        ),
    })
    .from(waitlistEntries)
    .where(
      and(
        inArray(
          waitlistEntries.eventId,
          waiting.map((entry) => entry.eventId),
        ),
        inLine,
      ),
    )
    .as('ranked');
  const rows = await db
    .select({ id: ranked.id, position: ranked.position })
    .from(ranked)
    .where(
      inArray(
        ranked.id,
        waiting.map((entry) => entry.id),
      ),
    );
  for (const row of rows) positions.set(row.id, Number(row.position));
  return positions;
}

/**
 * The oldest paid seat of the event given back with less than all of it refunded, locked:
 * the seat a guest from the line just bought again (the resale guarantee,
 * docs/decisions/149). The caller holds the event's row (the lock order, docs/decisions/084).
 */
export async function lockResaleEligible(db: Database, eventId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.eventId, eventId), eq(payments.resale, 'eligible')))
    .orderBy(asc(payments.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Offers whose claim window has run out before `now` (the job's safety net). */
export function offersRunOut(
  db: Database,
  now: Date,
  limit: number,
): Promise<Array<{ id: number; eventId: number }>> {
  return db
    .select({ id: waitlistEntries.id, eventId: waitlistEntries.eventId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.state, 'offered'), lt(waitlistEntries.offerExpiresAt, now)))
    .limit(limit);
}

/** Events with their hosts' cards and whether the guest holds a seat: a guest's cards of them. */
export async function eventsWithHostsOf(db: Database, guestId: number, eventIds: number[]) {
  if (eventIds.length === 0) return [];
  return db
    .select({
      event: events,
      host: { slug: users.slug, name: users.name, photoKey: users.profilePhotoKey },
      joined: joinedBy(guestId),
      distanceKm: sql<null>`null`,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(inArray(events.id, eventIds));
}

/** An event called off: everyone still in its line is out of it (`expired`). */
export async function closeLine(db: Database, eventId: number, now: Date): Promise<number[]> {
  const closed = await db
    .update(waitlistEntries)
    .set({ state: 'expired', endedAt: now, updatedAt: now })
    .where(and(eq(waitlistEntries.eventId, eventId), inLine))
    .returning({ userId: waitlistEntries.userId });
  return closed.map((entry) => entry.userId);
}
