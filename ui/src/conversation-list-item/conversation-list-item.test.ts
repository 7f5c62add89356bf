import { describe, expect, it } from 'vitest';
import { describeUnreadMessages, formatConversationBadge } from './conversation-list-item';

describe('the unread badge of a conversation', () => {
  it('shows the count up to the maximum, then the maximum and a plus', () => {
    expect(formatConversationBadge(1)).toBe('1');
    expect(formatConversationBadge(99)).toBe('99');
    expect(formatConversationBadge(100)).toBe('99+');
    expect(formatConversationBadge(10, 9)).toBe('9+');
  });

  it('says the exact count, in the singular for one', () => {
    expect(describeUnreadMessages(1)).toBe('1 unread message');
    expect(describeUnreadMessages(128)).toBe('128 unread messages');
  });
});
