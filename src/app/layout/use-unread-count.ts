import { TIMINGS } from '@friendly/contracts/constants';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useApiRead } from '../../api/read';
import { unreadCountKey, unreadCountRead } from '../../api/unread-count';

/**
 * The header's unread count: polled every 60 s, and again when the tab becomes visible,
 * on every route change and whenever a notification changes (`recountUnread`, spec 000
 * §2.3, §9). Failures are only logged (spec 000 §8).
 */
export function useUnreadCount(enabled: boolean) {
  const { pathname } = useLocation();
  const { data, mutate } = useApiRead(enabled ? unreadCountKey : null, unreadCountRead, {
    refreshInterval: TIMINGS.unreadPollMs,
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    onError: (error) => console.error('Unread notification count failed', error),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change is the trigger
  useEffect(() => {
    if (enabled) void mutate();
  }, [pathname, enabled]);

  return data?.unread_count ?? 0;
}
