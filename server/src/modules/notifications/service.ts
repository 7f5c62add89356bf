import type { Notification } from '@friendly/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationInput = {
  type: string;
  title: string;
  message: string;
  data?: Record<string, unknown> | null;
};

/** Records a notification for a host. Domain events call this (review decisions, payouts…). */
export async function notify(db: Database, userId: number, input: NotificationInput, now: Date) {
  await db.insert(notifications).values({
    userId,
    type: input.type,
    title: input.title,
    message: input.message,
    data: input.data ?? null,
    sentAt: now,
  });
}

export async function unreadCount(db: Database, userId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.value ?? 0;
}

export function isValidTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The newest notifications, split into today and earlier by the host's calendar day. */
export async function listGrouped(
  db: Database,
  userId: number,
  options: { limit: number; timeZone: string; now: Date },
) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.sentAt), desc(notifications.id))
    .limit(options.limit);
  const today = localDate(options.now, options.timeZone);
  const grouped: { today: Notification[]; earlier: Notification[] } = { today: [], earlier: [] };
  for (const row of rows) {
    const item: Notification = {
      id: row.id,
      type: row.type,
      title: row.title,
      message: row.message,
      is_read: row.isRead,
      sent_at: row.sentAt.toISOString(),
      data: row.data ?? null,
    };
    (localDate(row.sentAt, options.timeZone) === today ? grouped.today : grouped.earlier).push(item);
  }
  return grouped;
}
