import type { NotificationsResponse } from '@friendly/contracts/notifications';
import useSWR from 'swr';

/** GET /api/notifications — today's and earlier notifications, grouped in the host's zone (spec 001 §7). */
export const notificationsKey = '/notifications';

export function useNotifications() {
  return useSWR<NotificationsResponse>(notificationsKey);
}
