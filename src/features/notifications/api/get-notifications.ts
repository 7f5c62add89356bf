import { readNotificationsResponse } from '@friendly/contracts/notifications-check';
import { useApiRead } from '../../../api/read';

/** GET /api/notifications — today's and earlier notifications, grouped in the host's zone (spec 001 §7). */
export const notificationsKey = '/notifications';

// Read without zod (notifications-check.ts, held to the schema): the screen's first load stays off zod.
const notificationsRead = { check: readNotificationsResponse };

export function useNotifications() {
  return useApiRead(notificationsKey, notificationsRead);
}
