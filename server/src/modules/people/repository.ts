import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventMembers, events, users } from '../../db/schema';

/** The SQL of reading one account's profile from another's (docs/decisions/081). */

export async function findUserBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(users).where(eq(users.slug, slug));
  return row ?? null;
}

export async function findUserById(db: Database, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/**
 * Whether `guestId` holds a seat at one of `hostId`'s events, whatever the event's status
 * (one query, on event_members_user_status_idx and the events' key).
 */
export async function isMemberOfHostsEvent(db: Database, hostId: number, guestId: number) {
  const [row] = await db
    .select({ id: eventMembers.id })
    .from(eventMembers)
    .innerJoin(events, eq(events.id, eventMembers.eventId))
    .where(
      and(eq(eventMembers.userId, guestId), eq(eventMembers.status, 'joined'), eq(events.hostId, hostId)),
    )
    .limit(1);
  return row !== undefined;
}
