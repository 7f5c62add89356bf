import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventMembers, events, users } from '../../db/schema';

/** The columns a calendar entry is made from (ics.ts), nothing else of the row. */
const entryColumns = {
  id: events.id,
  slug: events.slug,
  hostId: events.hostId,
  title: events.title,
  description: events.description,
  location: events.location,
  latitude: events.latitude,
  longitude: events.longitude,
  venueLatitude: events.venueLatitude,
  venueLongitude: events.venueLongitude,
  address: events.address,
  arrivalNotes: events.arrivalNotes,
  addressReveal: events.addressReveal,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  timeZone: events.timeZone,
  status: events.status,
  goStatus: events.goStatus,
  calendarSequence: events.calendarSequence,
  updatedAt: events.updatedAt,
};
type Column<K extends keyof typeof entryColumns> = (typeof entryColumns)[K]['_'];
export type CalendarEventRow = {
  [K in keyof typeof entryColumns]: Column<K>['notNull'] extends true
    ? Column<K>['data']
    : Column<K>['data'] | null;
};

/**
 * Hosted events the feed holds (docs/decisions/150): approved and completed ones, and
 * cancelled ones that had been approved (`reviewed_at` is set when the team decides). A
 * pending event is not on anyone's calendar yet, so its cancellation has nothing to tell.
 */
const hostedInFeed = sql`(${events.status} in ('approved', 'completed') or (${events.status} = 'cancelled' and ${events.reviewedAt} is not null))`;

/** The person a feed token belongs to, through users_calendar_token_unique. */
export async function findCalendarOwner(db: Database, token: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.calendarToken, token));
  return row ?? null;
}

/**
 * Every event of a person's feed in one query: those they host (as `hostedInFeed` says)
 * and those they hold a seat at, by start. Two index reads joined by id
 * (events_host_date_idx, event_members_user_status_idx), as the joined list does.
 */
export function feedEventRows(db: Database, userId: number): Promise<CalendarEventRow[]> {
  return db
    .select(entryColumns)
    .from(events)
    .where(
      sql`${events.id} in (select ${events.id} from ${events} where ${events.hostId} = ${userId} and ${hostedInFeed} union all select ${eventMembers.eventId} from ${eventMembers} where ${eventMembers.userId} = ${userId} and ${eventMembers.status} = 'joined')`,
    )
    .orderBy(asc(events.startsAt), asc(events.id));
}

/** One event for a calendar file: the host's own (by id or slug), or one the guest holds a seat at. */
export async function calendarEventFor(
  db: Database,
  idOrSlug: string,
  who: { hostId: number } | { memberId: number },
): Promise<CalendarEventRow | null> {
  const match = /^\d{1,9}$/.test(idOrSlug) ? eq(events.id, Number(idOrSlug)) : eq(events.slug, idOrSlug);
  const owner =
    'hostId' in who
      ? eq(events.hostId, who.hostId)
      : sql`exists (select 1 from ${eventMembers} where ${eventMembers.eventId} = ${events.id} and ${eventMembers.userId} = ${who.memberId} and ${eventMembers.status} = 'joined')`;
  const [row] = await db.select(entryColumns).from(events).where(and(match, owner));
  return row ?? null;
}

/** The person's feed token, if one was made. */
export async function calendarTokenOf(db: Database, userId: number) {
  const [row] = await db.select({ token: users.calendarToken }).from(users).where(eq(users.id, userId));
  return row?.token ?? null;
}

/**
 * Sets the person's token: on first ask only when none is set (`replace: false`, so two
 * first asks at once agree on one), or always (a rotation). Answers the token now stored.
 */
export async function storeCalendarToken(
  db: Database,
  userId: number,
  token: string,
  options: { replace: boolean },
) {
  const condition = options.replace
    ? eq(users.id, userId)
    : and(eq(users.id, userId), sql`${users.calendarToken} is null`);
  const [row] = await db
    .update(users)
    .set({ calendarToken: token })
    .where(condition)
    .returning({ token: users.calendarToken });
  return row?.token ?? (await calendarTokenOf(db, userId));
}
