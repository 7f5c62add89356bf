import type { NotificationsResponse } from '@friendly/contracts/notifications';
import { useCallback } from 'react';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/http';
import { announceNotificationsUpdated } from '../events';
import { withNotificationRead } from '../read-state';
import { notificationsKey } from './get-notifications';

/** The answer's contract loads with the first mark, alongside the request (not on the screen's first load). */
const markReadResponse = () =>
  import('@friendly/contracts/notifications').then((contract) => contract.markReadResponseSchema);

/**
 * POST /api/notifications/mark-as-read with `notification_id` (spec 001 §7): the item
 * shows read at once, the list is fetched again and the header recounts. On failure the
 * item turns back to unread and the failure is only logged (spec 001 §8).
 */
export function useMarkNotificationRead() {
  const { trigger } = useSWRMutation(
    notificationsKey,
    (_key: string, { arg }: { arg: number }) =>
      apiRequest('/notifications/mark-as-read', {
        method: 'POST',
        json: { notification_id: arg },
        schema: markReadResponse,
      }),
    {
      rollbackOnError: true,
      populateCache: false,
      revalidate: true,
      throwOnError: false,
      onSuccess: announceNotificationsUpdated,
      onError: (error) => console.error('Failed to mark notification as read', error),
    },
  );
  return useCallback(
    (notificationId: number) =>
      trigger(notificationId, {
        optimisticData: (current?: NotificationsResponse) =>
          current ? withNotificationRead(current, notificationId) : (current as never),
      }),
    [trigger],
  );
}
