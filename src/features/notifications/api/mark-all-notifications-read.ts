import type { MarkReadResponse, NotificationsResponse } from '@friendly/contracts';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../../../api/http';
import { announceNotificationsUpdated } from '../events';
import { withAllRead } from '../read-state';
import { notificationsKey } from './get-notifications';

/** POST /api/notifications/mark-all-read with an empty body (spec 001 §7). */
export function markAllNotificationsRead() {
  return apiRequest<MarkReadResponse>('/notifications/mark-all-read', { method: 'POST' });
}

/**
 * 'Mark all as read': busy while the call runs ('Marking…'), then every item shows read,
 * the list is fetched again and the header recounts. Failures are only logged (spec 001 §8).
 */
export function useMarkAllNotificationsRead() {
  const { mutate } = useSWRConfig();
  const [isMarking, setMarking] = useState(false);
  const markAll = useCallback(async () => {
    setMarking(true);
    try {
      await markAllNotificationsRead();
      await mutate<NotificationsResponse>(notificationsKey, (current) => current && withAllRead(current), {
        revalidate: true,
      });
      announceNotificationsUpdated();
    } catch (error) {
      console.error('Failed to mark all notifications as read', error);
    } finally {
      setMarking(false);
    }
  }, [mutate]);
  return { markAll, isMarking };
}
