import { readNotificationsResponse } from '@friendly/contracts/notifications-check';
import type { CacheMutator } from './mutation';

/**
 * GET /api/notifications?limit=1 — the header's unread count (spec 000 §2.3), read without
 * zod (notifications-check.ts): the header is on every signed-in first load.
 */
export const unreadCountKey = '/notifications?limit=1';
export const unreadCountRead = { check: readNotificationsResponse };

const isUnreadCountKey = (key: unknown) => key === unreadCountKey;

/**
 * Makes the header recount at once after a notification changed (one or all marked read,
 * one pushed), instead of waiting for its next poll: SWR's `mutate` with a key filter
 * revalidates the count wherever it is shown, and nowhere when it is not.
 */
export function recountUnread(cache: CacheMutator): Promise<unknown> {
  return cache(isUnreadCountKey);
}
