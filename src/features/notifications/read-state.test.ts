import type { Notification, NotificationsResponse } from '@friendly/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { hasUnread, withAllRead, withNotificationRead } from './read-state';

const item = (id: number, is_read: boolean): Notification => ({
  id,
  type: 'host.approved',
  title: `Title ${id}`,
  message: `Message ${id}`,
  is_read,
  sent_at: '2026-11-22T09:41:00Z',
  data: null,
});

const response: NotificationsResponse = {
  status: true,
  data: { today: [item(1, false), item(2, true)], earlier: [item(3, false)] },
  unread_count: 2,
  timezone: 'UTC',
};

describe('read state', () => {
  it('marks one item read and lowers the unread count', () => {
    const next = withNotificationRead(response, 3);
    expect(next.data.earlier[0]?.is_read).toBe(true);
    expect(next.data.today[0]?.is_read).toBe(false);
    expect(next.unread_count).toBe(1);
    expect(response.data.earlier[0]?.is_read).toBe(false);
  });

  it('leaves the count alone for an item already read or unknown', () => {
    expect(withNotificationRead(response, 2).unread_count).toBe(2);
    expect(withNotificationRead(response, 99).unread_count).toBe(2);
  });

  it('marks every item read', () => {
    const next = withAllRead(response);
    expect(hasUnread(next)).toBe(false);
    expect(next.unread_count).toBe(0);
    expect(hasUnread(response)).toBe(true);
  });
});
