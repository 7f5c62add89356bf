import { currentUserKey } from '../../api/current-user';
import { eventsKey } from '../../api/host-events';
import type { CacheMutator } from '../../api/mutation';
import { recountUnread, unreadCountKey } from '../../api/unread-count';
import { notificationsKey } from '../../features/notifications/api/get-notifications';
import { realtime } from '../../lib/realtime';

/**
 * The keys a notification can change: the header's count, the user (host approved), the
 * events (event approved), the list.
 */
const touchedByNotifications = (key: unknown) =>
  key === unreadCountKey || key === currentUserKey || key === eventsKey || key === notificationsKey;

/**
 * Live data over the tab's socket (docs/decisions/095): a committed notification
 * (`notifications_updated`) makes the header recount (spec 001 §4) and revalidates the
 * current user, the events and the notifications list where they are shown, so an
 * approval shows without waiting for the 60 s poll, which stays as the fallback. After a
 * drop the same is done once connected again: whatever was pushed meanwhile was lost, so
 * it is fetched. Answers how to stop listening.
 */
export function startLiveData(cache: CacheMutator): () => void {
  const connection = realtime();
  if (!connection) return () => undefined;
  const refresh = () => void cache(touchedByNotifications);
  const stopNotifications = connection.on('notifications_updated', refresh);
  const stopStatus = connection.onStatus((status, { reconnected }) => {
    if (status !== 'connected') return;
    // The header counted when the page loaded; the first connection only closes the gap
    // since then, a later one everything missed while down.
    if (reconnected) refresh();
    else void recountUnread(cache);
  });
  return () => {
    stopNotifications();
    stopStatus();
  };
}
