import type { NotificationsResponse } from '@friendly/contracts/notifications';
import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';
import { recountUnread } from '../../../api/unread-count';
import { withAllRead } from '../read-state';
import { notificationsKey } from './get-notifications';

/** The answer's contract loads with the first mark, alongside the request (not on the screen's first load). */
const markReadResponse = () =>
  import('@friendly/contracts/notifications').then((contract) => contract.markReadResponseSchema);

/**
 * POST /api/notifications/mark-all-read with an empty body (spec 001 §7): 'Mark all as
 * read' is busy while the call runs ('Marking…'), then every item shows read, the list
 * is fetched again and the header recounts. Failures are only logged (spec 001 §8).
 */
export function useMarkAllNotificationsRead() {
  return useApiMutation(
    notificationsKey,
    () => apiRequest('/notifications/mark-all-read', { method: 'POST', schema: markReadResponse }),
    {
      populateCache: (_answer, current?: NotificationsResponse) =>
        (current && withAllRead(current)) as NotificationsResponse,
      revalidate: true,
      throwOnError: false,
      onSuccess: (_answer, cache) => void recountUnread(cache),
      onError: (error) => console.error('Failed to mark all notifications as read', error),
    },
  );
}
