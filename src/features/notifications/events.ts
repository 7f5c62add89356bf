/**
 * Fired on `window` after a notification changes (one or all marked read), so the header
 * bell recounts its unread badge at once instead of waiting for its next poll (spec 000 §2.3).
 */
export const NOTIFICATIONS_UPDATED_EVENT = 'notifications-updated';

export function announceNotificationsUpdated() {
  window.dispatchEvent(new Event(NOTIFICATIONS_UPDATED_EVENT));
}
