import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, users } from '../../db/schema';
import type { EventRow } from './repository';

/** The SQL of the team's review of events and of their completion (docs/decisions/076). */

/** An event by slug (or id), with its host's number and name, for the team's commands. */
export async function findEventForTeam(db: Database, slugOrId: string) {
  const match = /^\d{1,9}$/.test(slugOrId) ? eq(events.id, Number(slugOrId)) : eq(events.slug, slugOrId);
  const [row] = await db
    .select({
      event: events,
      hostPhone: users.phoneE164,
      hostName: users.name,
      hostSlug: users.slug,
      hostStatus: users.hostStatus,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(match);
  return row ?? null;
}

export async function listEventsForTeam(db: Database, options: { status?: string; limit: number }) {
  return db
    .select({ event: events, hostPhone: users.phoneE164, hostName: users.name })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(options.status ? eq(events.status, options.status) : undefined)
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(options.limit);
}

/**
 * Moves an event from `from` to `to` only if it is still `from`: of two decisions at once,
 * exactly one changes the row. Answers the row when this call changed it.
 */
export async function transitionEvent(
  db: Database,
  id: number,
  from: string,
  to: string,
  changes: Partial<typeof events.$inferInsert>,
): Promise<EventRow | null> {
  const [row] = await db
    .update(events)
    .set({ ...changes, status: to })
    .where(and(eq(events.id, id), eq(events.status, from)))
    .returning();
  return row ?? null;
}

/**
 * A host's events that are still to happen — every pending one, and approved ones that have
 * not started — locked in id order (on events_host_date_idx), for the team's rejection of
 * the host (docs/decisions/104). Events under way are left to finish and complete.
 */
export function lockOpenEventsOfHost(db: Database, hostId: number, now: Date): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.hostId, hostId),
        or(eq(events.status, 'pending'), and(eq(events.status, 'approved'), gt(events.startsAt, now))),
      ),
    )
    .orderBy(asc(events.id))
    .for('update');
}

/** One key for every instance's completion sweep (pg_try_advisory_xact_lock). */
export const COMPLETION_LOCK_KEY = 0x0fe7_0001;

/** Takes the sweep's lock for this transaction, or answers false when another instance holds it. */
export async function tryCompletionLock(db: Database) {
  const result = await db.execute(sql`select pg_try_advisory_xact_lock(${COMPLETION_LOCK_KEY}) as locked`);
  const rows = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
  return rows[0]?.locked === true;
}

/**
 * Marks approved events whose end has passed as completed, at most `limit` of them, oldest
 * end first (on events_status_ends_idx). Answers the rows it changed.
 */
export async function completeEnded(db: Database, now: Date, limit: number) {
  const due = db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.status, 'approved'), lte(events.endsAt, now)))
    .orderBy(asc(events.endsAt), asc(events.id))
    .limit(limit);
  return db
    .update(events)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(and(inArray(events.id, due), eq(events.status, 'approved')))
    .returning();
}

/**
 * The team approves an event whose go/no-go time has passed already (one starting soon): no
 * time is left for guests to decide, so it goes ahead as approved, confirmed rather than
 * called off (docs/decisions/148).
 */
export async function confirmIfPastDecision(
  db: Database,
  event: Pick<EventRow, 'id' | 'decisionAt'>,
  now: Date,
) {
  if (event.decisionAt > now) return;
  await db
    .update(events)
    .set({ goStatus: 'confirmed', updatedAt: now })
    .where(and(eq(events.id, event.id), eq(events.goStatus, 'open')));
}
