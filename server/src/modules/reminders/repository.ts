import { REMINDERS, type ReminderKind } from '@friendly/contracts';
import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventMembers, eventReminders, events, users } from '../../db/schema';

/** The SQL of reminders before an event (docs/decisions/151). */

const HOUR_MS = 3_600_000;

/**
 * Events a reminder may be due for at `now`: approved (so neither cancelled nor completed),
 * not called off, starting after `now` and at most `hours` later. A range of
 * events_status_starts_idx (status, starts_at, id), in its order.
 */
function upcomingWithin(now: Date, hours: number) {
  return and(
    eq(events.status, 'approved'),
    gt(events.startsAt, now),
    lte(events.startsAt, new Date(now.getTime() + hours * HOUR_MS)),
    ne(events.goStatus, 'called_off'),
  );
}

/** Whether `kind` was sent to `userId` for the event's current start. */
const sent = (userId: unknown, kind: unknown) => sql`exists (
  select 1 from ${eventReminders}
  where ${eventReminders.eventId} = ${events.id}
    and ${eventReminders.userId} = ${userId}
    and ${eventReminders.kind} = ${kind}
    and ${eventReminders.startsAt} = ${events.startsAt}
)`;

const eventColumns = {
  eventId: events.id,
  slug: events.slug,
  title: events.title,
  location: events.location,
  latitude: events.latitude,
  longitude: events.longitude,
  venueLatitude: events.venueLatitude,
  venueLongitude: events.venueLongitude,
  address: events.address,
  arrivalNotes: events.arrivalNotes,
  addressReveal: events.addressReveal,
  date: events.date,
  startTime: events.startTime,
  timeZone: events.timeZone,
  startsAt: events.startsAt,
};

/**
 * Members' reminders due at `now`, at most `limit`, soonest event first: one row per
 * member (status 'joined') and kind not sent yet for the event's start. An event starting
 * within 2 hours calls for the 2-hour one only; within 24 hours, for the 24-hour one. So a
 * 24-hour reminder not sent by the time the 2-hour one is due (the guest joined late, the
 * queue was down) is never sent late.
 */
export function dueMemberReminders(db: Database, now: Date, limit: number) {
  const soon = new Date(now.getTime() + REMINDERS.memberLastHoursBefore * HOUR_MS);
  const kind = sql<Extract<ReminderKind, `member_${string}`>>`(case when ${events.startsAt} <= ${soon}
    then 'member_2h' else 'member_24h' end)`;
  return db
    .select({
      ...eventColumns,
      userId: users.id,
      phoneE164: users.phoneE164,
      remindersSms: users.remindersSms,
      kind,
    })
    .from(events)
    .innerJoin(eventMembers, and(eq(eventMembers.eventId, events.id), eq(eventMembers.status, 'joined')))
    .innerJoin(users, eq(users.id, eventMembers.userId))
    .where(
      and(upcomingWithin(now, REMINDERS.memberFirstHoursBefore), sql`not ${sent(eventMembers.userId, kind)}`),
    )
    .orderBy(asc(events.startsAt), asc(events.id), asc(eventMembers.id))
    .limit(limit);
}

/** Hosts' reminders due at `now` (24 hours before, until the start), at most `limit`. */
export function dueHostReminders(db: Database, now: Date, limit: number) {
  const kind: ReminderKind = 'host_24h';
  return db
    .select({
      ...eventColumns,
      userId: users.id,
      phoneE164: users.phoneE164,
      remindersSms: users.remindersSms,
      kind: sql<typeof kind>`${kind}`,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(and(upcomingWithin(now, REMINDERS.hostHoursBefore), sql`not ${sent(events.hostId, kind)}`))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
}

/** The members of each event, by name, in the order they joined: one query for a batch. */
export async function membersByEvent(db: Database, eventIds: number[]) {
  const coming = new Map<number, Array<string | null>>();
  if (eventIds.length === 0) return coming;
  const rows = await db
    .select({ eventId: eventMembers.eventId, name: users.name })
    .from(eventMembers)
    .innerJoin(users, eq(users.id, eventMembers.userId))
    .where(and(inArray(eventMembers.eventId, eventIds), eq(eventMembers.status, 'joined')))
    .orderBy(asc(eventMembers.eventId), asc(eventMembers.joinedAt), asc(eventMembers.id));
  for (const row of rows) coming.set(row.eventId, [...(coming.get(row.eventId) ?? []), row.name]);
  return coming;
}

export type ReminderClaim = { eventId: number; userId: number; kind: ReminderKind; startsAt: Date };

/**
 * Claims reminders to send: a row each, inserted unless one is there (a retry, another
 * instance). Answers the ones claimed now, which the caller sends in the same transaction.
 */
export async function claimReminders(tx: Database, claims: ReminderClaim[], now: Date) {
  if (claims.length === 0) return new Set<string>();
  const rows = await tx
    .insert(eventReminders)
    .values(claims.map((claim) => ({ ...claim, sentAt: now })))
    .onConflictDoNothing()
    .returning({ eventId: eventReminders.eventId, userId: eventReminders.userId, kind: eventReminders.kind });
  return new Set(rows.map((row) => claimKey(row)));
}

export const claimKey = (claim: { eventId: number; userId: number; kind: string }) =>
  `${claim.eventId}:${claim.userId}:${claim.kind}`;

export async function findRemindersSms(db: Database, userId: number) {
  const [row] = await db.select({ remindersSms: users.remindersSms }).from(users).where(eq(users.id, userId));
  return row?.remindersSms ?? true;
}

export async function updateRemindersSms(db: Database, userId: number, remindersSms: boolean, now: Date) {
  await db.update(users).set({ remindersSms, updatedAt: now }).where(eq(users.id, userId));
}
