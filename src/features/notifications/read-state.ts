import type { Notification, NotificationsResponse } from '@friendly/contracts/notifications';

/** What the list shows at once when one item is clicked, before the server answers. */
export function withNotificationRead(response: NotificationsResponse, id: number): NotificationsResponse {
  let changed = 0;
  const mark = (items: Notification[]) =>
    items.map((item) => {
      if (item.id !== id || item.is_read) return item;
      changed += 1;
      return { ...item, is_read: true };
    });
  const data = { today: mark(response.data.today), earlier: mark(response.data.earlier) };
  return { ...response, data, unread_count: Math.max(0, response.unread_count - changed) };
}

/** The list after 'Mark all as read' succeeded, shown until the list is fetched again. */
export function withAllRead(response: NotificationsResponse): NotificationsResponse {
  const mark = (items: Notification[]) =>
    items.map((item) => (item.is_read ? item : { ...item, is_read: true }));
  return {
    ...response,
    data: { today: mark(response.data.today), earlier: mark(response.data.earlier) },
    unread_count: 0,
  };
}

export function hasUnread(response: NotificationsResponse): boolean {
  return [...response.data.today, ...response.data.earlier].some((item) => !item.is_read);
}
