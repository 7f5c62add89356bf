import type { Notification, NotificationsResponse } from './notifications';
import { REFUSED, readKind, type Shape } from './shape-check';

/**
 * The answer of GET /api/notifications checked without zod: the Notifications screen and
 * the header's unread count are on signed-in first loads, which do not carry zod
 * (docs/decisions/085, 109). It answers exactly what `notificationsResponseSchema`
 * answers, which notifications-check.test.ts holds it to.
 */

/** `notificationSchema` without `data`, which is any object (`z.record(z.string(), z.unknown())`). */
const NOTIFICATION: Shape = [
  ['id', 'int'],
  ['type', 'string'],
  ['title', 'string'],
  ['message', 'string'],
  ['is_read', 'boolean'],
  ['sent_at', 'string'],
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readNotification(value: unknown): Notification | typeof REFUSED {
  const read = readKind(value, NOTIFICATION);
  if (read === REFUSED || !isRecord(value)) return REFUSED;
  const data = value.data;
  if (data === null) return { ...(read as Omit<Notification, 'data'>), data: null };
  if (!isRecord(data)) return REFUSED;
  // As zod's record does: every own string key, copied by assignment.
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(data)) copy[key] = data[key];
  return { ...(read as Omit<Notification, 'data'>), data: copy };
}

function readNotifications(value: unknown): Notification[] | typeof REFUSED {
  if (!Array.isArray(value)) return REFUSED;
  const list: Notification[] = [];
  for (const item of value) {
    const read = readNotification(item);
    if (read === REFUSED) return REFUSED;
    list.push(read);
  }
  return list;
}

export function readNotificationsResponse(value: unknown): NotificationsResponse | null {
  if (!isRecord(value) || value.status !== true || !isRecord(value.data)) return null;
  const today = readNotifications(value.data.today);
  const earlier = readNotifications(value.data.earlier);
  const unread = readKind(value.unread_count, 'nonnegative-int');
  const timezone = readKind(value.timezone, 'string');
  if (today === REFUSED || earlier === REFUSED || unread === REFUSED || timezone === REFUSED) return null;
  return {
    status: true,
    data: { today, earlier },
    unread_count: unread as number,
    timezone: timezone as string,
  };
}
