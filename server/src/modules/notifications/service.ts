import {
  calendarDateIn,
  NOTIFICATION_MESSAGES,
  type Notification,
  type NotificationInput,
  notificationContent,
  todayIn,
} from '@friendly/contracts';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import {
  findNotificationsPage,
  insertNotification,
  isUsersNotification,
  markEveryUnreadRead,
  markOneRead,
  unreadCount,
} from './repository';

export type { NotificationInput } from '@friendly/contracts';

/**
 * Records a notification for an account, host or guest, worded by the catalogue
 * (`contracts/src/notification-catalogue.ts`, docs/decisions/115). Domain events pass their
 * own transaction, so the notification commits with the change it announces.
 */
export async function notify(db: Database, userId: number, input: NotificationInput, now: Date) {
  const { type, title, message, data } = notificationContent(input);
  await insertNotification(db, { userId, type, title, message, data, sentAt: now });
}

/**
 * A page of an account's notifications, newest first, split into today and earlier by the
 * account's calendar day.
 */
export async function listGrouped(
  db: Database,
  userId: number,
  options: { page: number; perPage: number; timeZone: string; now: Date },
) {
  const { rows, paging } = await findNotificationsPage(db, userId, options);
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

/** An account's notifications in a zone, with the unread count (GET /notifications). */
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

/** Marks one of the account's notifications read; someone else's is not found. */
export async function markRead(deps: Pick<Deps, 'db' | 'clock'>, userId: number, notificationId: number) {
  const marked = await markOneRead(deps.db, userId, notificationId, deps.clock());
  if (!marked && !(await isUsersNotification(deps.db, userId, notificationId))) {
    throw new NotFoundError(NOTIFICATION_MESSAGES.notFound);
  }
  return unreadCount(deps.db, userId);
}

export async function markAllRead(deps: Pick<Deps, 'db' | 'clock'>, userId: number) {
  await markEveryUnreadRead(deps.db, userId, deps.clock());
}
