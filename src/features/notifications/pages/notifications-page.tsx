import { NOTIFICATION_MESSAGES } from '@friendly/contracts/notification-messages';
import type { Notification } from '@friendly/contracts/notifications';
import { Button, Container, EmptyState, Heading, Skeleton, Spinner } from '@friendly/ui';
import { useId } from 'react';
import { ReadState } from '../../../components/read-state';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from '../components/notification-item';
import type { NotificationGroup } from '../format';
import { hasUnread } from '../read-state';

export const NOTIFICATIONS_TITLE = 'Notifications';
export const MARK_ALL_LABEL = 'Mark all as read';
export const MARKING_LABEL = 'Marking…';
const GROUP_TITLES: Record<NotificationGroup, string> = { today: 'Today', earlier: 'Earlier' };

function NotificationsLoading() {
  return (
    <div className="grid gap-4">
      <Spinner label={NOTIFICATION_MESSAGES.loading} showLabel />
      <div aria-hidden="true" className="grid gap-3">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex gap-3 rounded-xl border border-ink-100 p-4">
            <Skeleton shape="circle" className="mt-1 size-2.5" />
            <span className="grid flex-1 gap-2">
              <Skeleton className="w-4/5" />
              <Skeleton className="w-1/3 text-sm" />
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}

function NotificationSection({
  group,
  items,
  timeZone,
  onMarkRead,
}: {
  group: NotificationGroup;
  items: Notification[];
  timeZone?: string;
  onMarkRead: (id: number) => void;
}) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <Heading level={2} size="sm" id={headingId} className="text-ink-700">
        {GROUP_TITLES[group]}
      </Heading>
      <ul className="grid gap-3">
        {items.map((notification) => (
          <li key={notification.id}>
            <NotificationItem
              notification={notification}
              group={group}
              timeZone={timeZone}
              onMarkRead={onMarkRead}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /notifications (spec 001 §2): Today and Earlier, click one to mark it read, or mark all.
 * The kinds about a screen link to it and are marked read when followed (./links, docs/screens/089).
 */
export function NotificationsPage() {
  const notifications = useNotifications();
  const { data, isLoading } = notifications;
  const { trigger: markRead } = useMarkNotificationRead();
  const { trigger: markAll, isMutating: isMarking } = useMarkAllNotificationsRead();

  return (
    <Container asChild size="sm">
      <main id="main" className="py-10 sm:py-14">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Heading level={1}>{NOTIFICATIONS_TITLE}</Heading>
          <Button
            variant="outline"
            size="sm"
            busy={isMarking}
            busyLabel={MARKING_LABEL}
            disabled={isLoading || !data || !hasUnread(data)}
            onClick={() => markAll()}
          >
            {MARK_ALL_LABEL}
          </Button>
        </div>
        <div className="mt-8 grid gap-8">
          <ReadState
            read={notifications}
            loading={<NotificationsLoading />}
            failure={() => NOTIFICATION_MESSAGES.failedToLoad}
            isEmpty={(answer) => answer.data.today.length === 0 && answer.data.earlier.length === 0}
            empty={<EmptyState framed title={NOTIFICATION_MESSAGES.empty} />}
          >
            {(answer) => (
              <>
                <NotificationSection
                  group="today"
                  items={answer.data.today}
                  timeZone={answer.timezone}
                  onMarkRead={markRead}
                />
                <NotificationSection
                  group="earlier"
                  items={answer.data.earlier}
                  timeZone={answer.timezone}
                  onMarkRead={markRead}
                />
              </>
            )}
          </ReadState>
        </div>
      </main>
    </Container>
  );
}
