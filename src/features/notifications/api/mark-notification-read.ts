import type { NotificationsResponse } from '@friendly/contracts/notifications';
import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';
import { recountUnread } from '../../../api/unread-count';
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
  return useApiMutation(
    notificationsKey,
    (notificationId: number) =>
      apiRequest('/notifications/mark-as-read', {
        method: 'POST',
        json: { notification_id: notificationId },
        schema: markReadResponse,
      }),
    {
      optimisticData: (current: NotificationsResponse | undefined, notificationId) =>
        current ? withNotificationRead(current, notificationId) : (current as never),
      revalidate: true,
      throwOnError: false,
      onSuccess: (_answer, cache) => void recountUnread(cache),
      onError: (error) => console.error('Failed to mark notification as read', error),
    },
  );
}
