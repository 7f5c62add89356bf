import { calendarDateIn, NOTIFICATION_MESSAGES, type Notification, todayIn } from '@friendly/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import { findPage } from '../../db/paging';
import { notifications } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';

export type NotificationInput = {
  type: string;
  title: string;
  message: string;
  data?: Record<string, unknown> | null;
};

/**
 * Records a notification for a host. Domain events call this with their own transaction,
 * so the notification commits with the change it announces.
 */
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

/**
 * A page of the host's notifications, newest first (on notifications_user_sent_idx),
 * split into today and earlier by the host's calendar day.
 */
export async function listGrouped(
  db: Database,
  userId: number,
  options: { page: number; perPage: number; timeZone: string; now: Date },
) {
  const { rows, paging } = await findPage(db, notifications, {
    page: options.page,
    perPage: options.perPage,
    where: eq(notifications.userId, userId),
    orderBy: [desc(notifications.sentAt), desc(notifications.id)],
  });
  const today = todayIn({ timeZone: options.timeZone, now: options.now });
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
    (calendarDateIn(row.sentAt, options.timeZone) === today ? grouped.today : grouped.earlier).push(item);
  }
  return { grouped, paging };
}

/** The host's notifications in a zone, with the unread count (GET /notifications). */
export async function listNotifications(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  options: { page: number; perPage: number; timeZone: string },
) {
  const [list, unread] = await Promise.all([
    listGrouped(deps.db, userId, { ...options, now: deps.clock() }),
    unreadCount(deps.db, userId),
  ]);
  return { ...list, unread };
}

/** Marks one of the host's notifications read; someone else's is not found. */
export async function markRead(deps: Pick<Deps, 'db' | 'clock'>, userId: number, notificationId: number) {
  const [row] = await deps.db
    .update(notifications)
    .set({ isRead: true, readAt: deps.clock() })
    .where(
      and(
        eq(notifications.id, notificationId),
        eq(notifications.userId, userId),
        eq(notifications.isRead, false),
      ),
    )
    .returning({ id: notifications.id });
  if (!row) {
    const [mine] = await deps.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)));
    if (!mine) throw new NotFoundError(NOTIFICATION_MESSAGES.notFound);
  }
  return unreadCount(deps.db, userId);
}

export async function markAllRead(deps: Pick<Deps, 'db' | 'clock'>, userId: number) {
  await deps.db
    .update(notifications)
    .set({ isRead: true, readAt: deps.clock() })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}
