import type { NotificationsResponse } from '@friendly/contracts/notifications';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/http';
import { announceNotificationsUpdated } from '../events';
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
  const { trigger, isMutating } = useSWRMutation(
    notificationsKey,
    () => apiRequest('/notifications/mark-all-read', { method: 'POST', schema: markReadResponse }),
    {
      populateCache: (_answer, current?: NotificationsResponse) =>
        (current && withAllRead(current)) as NotificationsResponse,
      revalidate: true,
      throwOnError: false,
      onSuccess: announceNotificationsUpdated,
      onError: (error) => console.error('Failed to mark all notifications as read', error),
    },
  );
  return { markAll: () => trigger(), isMarking: isMutating };
}
