/**
 * The notifications' messages, apart from their schemas: the Notifications screen shows
 * them on a first load that does not carry zod (docs/decisions/085).
 * `notifications.ts` re-exports them.
 */
export const NOTIFICATION_MESSAGES = {
  failedToLoad: 'Failed to load notifications',
  empty: 'No notifications yet.',
  loading: 'Loading notifications…',
  // Ours (docs/decisions/018).
  notFound: 'Notification not found.',
  idRequired: 'A notification id is required.',
  markedRead: 'Notification marked as read.',
  allMarkedRead: 'All notifications marked as read.',
  invalidTimezone: 'Unknown time zone.',
} as const;
