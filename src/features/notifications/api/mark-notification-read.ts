import type { MarkReadResponse, NotificationsResponse } from '@friendly/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../../../api/http';
import { announceNotificationsUpdated } from '../events';
import { withNotificationRead } from '../read-state';
import { notificationsKey } from './get-notifications';

/** POST /api/notifications/mark-as-read with `notification_id` (spec 001 §7). */
export function markNotificationRead(notificationId: number) {
  return apiRequest<MarkReadResponse>('/notifications/mark-as-read', {
    method: 'POST',
    json: { notification_id: notificationId },
  });
}

/**
 * Marks one notification read: the item shows read at once, the list is fetched again
 * and the header recounts. On failure the item turns back to unread and the failure is
 * only logged (spec 001 §8).
 */
export function useMarkNotificationRead() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (notificationId: number) => {
      try {
        await mutate<NotificationsResponse>(
          notificationsKey,
          async () => {
            await markNotificationRead(notificationId);
            return undefined;
          },
          {
            optimisticData: (current) =>
              current ? withNotificationRead(current, notificationId) : (current as never),
            rollbackOnError: true,
            populateCache: false,
            revalidate: true,
          },
        );
        announceNotificationsUpdated();
      } catch (error) {
        console.error('Failed to mark notification as read', error);
      }
    },
    [mutate],
  );
}
