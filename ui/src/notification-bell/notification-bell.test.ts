import { describe, expect, it } from 'vitest';
import { describeUnread, formatUnreadBadge, labelUnread } from './notification-bell';

describe('formatUnreadBadge', () => {
  it('shows the count up to 9 and 9+ above', () => {
    expect(formatUnreadBadge(1)).toBe('1');
    expect(formatUnreadBadge(9)).toBe('9');
    expect(formatUnreadBadge(10)).toBe('9+');
    expect(formatUnreadBadge(250)).toBe('9+');
    expect(formatUnreadBadge(120, 99)).toBe('99+');
  });
});

describe('labels', () => {
  it('names the bell with the exact count', () => {
    expect(labelUnread(0)).toBe('Notifications');
    expect(labelUnread(12)).toBe('Notifications, 12 unread');
    expect(describeUnread(1)).toBe('1 unread notification');
    expect(describeUnread(12)).toBe('12 unread notifications');
  });
});
