import type { Notification } from '@friendly/contracts/notifications';
import { cn } from '@friendly/ui';
import { formatSentAt, type NotificationGroup } from '../format';

export const UNREAD_LABEL = 'Unread';
export const READ_LABEL = 'Read';

export type NotificationItemProps = {
  notification: Notification;
  group: NotificationGroup;
  /** The zone the server grouped the list in; times are shown in it. */
  timeZone?: string;
  onMarkRead: (id: number) => void;
};

/**
 * One notification as a button: clicking it (or Enter/Space) marks it read. A read item
 * stays a button, marked `aria-disabled`, so focus is not lost when it turns read; its
 * name starts with its state ('Unread' / 'Read'), which sighted users see as the highlight.
 */
export function NotificationItem({ notification, group, timeZone, onMarkRead }: NotificationItemProps) {
  const read = notification.is_read;
  const text = notification.message || notification.title;
  return (
    <button
      type="button"
      data-state={read ? 'read' : 'unread'}
      aria-disabled={read || undefined}
      onClick={() => {
        if (!read) onMarkRead(notification.id);
      }}
      className={cn(
        'flex w-full items-start gap-3 rounded-xl border p-4 text-left transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        read
          ? 'cursor-default border-ink-100 bg-white'
          : 'cursor-pointer border-brand-200 bg-brand-50 hover:bg-brand-100',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2.5 shrink-0 rounded-pill', read ? 'bg-transparent' : 'bg-brand-600')}
      />
      <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-1">
        <span className="sr-only">{read ? READ_LABEL : UNREAD_LABEL}: </span>
        <span className={cn('wrap-anywhere text-ink-900', read ? 'font-normal' : 'font-semibold')}>
          {text}
        </span>
        <time dateTime={notification.sent_at} className="text-sm text-ink-600">
          {formatSentAt(notification.sent_at, group, timeZone)}
        </time>
      </span>
    </button>
  );
}
