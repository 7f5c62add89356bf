import { TIMINGS } from '@friendly/contracts/constants';
import type { NotificationsResponse } from '@friendly/contracts/notifications';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { NOTIFICATIONS_UPDATED_EVENT } from '../../features/notifications/events';

/**
 * The header's unread count: polled every 60 s, and again when the tab becomes visible,
 * on every route change and on 'notifications-updated' (spec 000 §2.3, §9). Failures are
 * only logged (spec 000 §8).
 */
export function useUnreadCount(enabled: boolean) {
  const { pathname } = useLocation();
  const { data, mutate } = useSWR<NotificationsResponse>(enabled ? '/notifications?limit=1' : null, {
    refreshInterval: TIMINGS.unreadPollMs,
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    onError: (error) => console.error('Unread notification count failed', error),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change is the trigger
  useEffect(() => {
    if (enabled) void mutate();
  }, [pathname, enabled]);

  useEffect(() => {
    if (!enabled) return;
    const recount = () => void mutate();
    window.addEventListener(NOTIFICATIONS_UPDATED_EVENT, recount);
    return () => window.removeEventListener(NOTIFICATIONS_UPDATED_EVENT, recount);
  }, [enabled, mutate]);

  return data?.unread_count ?? 0;
}
