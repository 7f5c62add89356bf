import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findPage } from '../../db/paging';
import { notifications } from '../../db/schema';

/** The queries of the `notifications` table. */

export async function insertNotification(db: Database, row: typeof notifications.$inferInsert) {
  await db.insert(notifications).values(row);
}

export async function unreadCount(db: Database, userId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.value ?? 0;
}

/** A page of the user's notifications, newest first (on notifications_user_sent_idx). */
export function findNotificationsPage(db: Database, userId: number, page: { page: number; perPage: number }) {
  return findPage(db, notifications, {
    page: page.page,
    perPage: page.perPage,
    where: eq(notifications.userId, userId),
    orderBy: [desc(notifications.sentAt), desc(notifications.id)],
  });
}

/** Marks one unread notification of the user read; false when none was (read already, or not theirs). */
export async function markOneRead(db: Database, userId: number, notificationId: number, now: Date) {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true, readAt: now })
    .where(
      and(
        eq(notifications.id, notificationId),
        eq(notifications.userId, userId),
        eq(notifications.isRead, false),
      ),
    )
    .returning({ id: notifications.id });
  return Boolean(row);
}

export async function isUsersNotification(db: Database, userId: number, notificationId: number) {
  const [mine] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)));
  return Boolean(mine);
}

export async function markEveryUnreadRead(db: Database, userId: number, now: Date) {
  await db
    .update(notifications)
    .set({ isRead: true, readAt: now })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}
