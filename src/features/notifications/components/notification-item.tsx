import type { Notification } from '@friendly/contracts/notifications';
import { ChevronRightLightIcon, cn } from '@friendly/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatSentAt, type NotificationGroup } from '../format';
import { notificationPath } from '../links';

export const UNREAD_LABEL = 'Unread';
export const READ_LABEL = 'Read';

export type NotificationItemProps = {
  notification: Notification;
  group: NotificationGroup;
  /** The zone the server grouped the list in; times are shown in it. */
  timeZone?: string;
  onMarkRead: (id: number) => void;
};

const itemClass = (read: boolean) =>
  cn(
    'flex w-full items-start gap-3 rounded-xl border p-4 text-left transition-colors',
    read ? 'border-ink-100 bg-white' : 'border-brand-200 bg-brand-50 hover:bg-brand-100',
  );

function UnreadDot({ read }: { read: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn('mt-1.5 size-2.5 shrink-0 rounded-pill', read ? 'bg-transparent' : 'bg-brand-600')}
    />
  );
}

/**
 * One notification. The kinds that are about a screen (./links) are a link to it:
 * following it (a click anywhere on the card, or Enter) marks the item read —
 * optimistically, as a click on any item does — and opens the screen. The link holds the
 * notification's text alone, so that is its name; its state ('Unread' / 'Read') and time
 * are its description. A read link still opens its screen.
 *
 * Every other item is a button: clicking it (or Enter/Space) marks it read. A read item
 * stays a button, marked `aria-disabled`, so focus is not lost when it turns read; its
 * name starts with its state, which sighted users see as the highlight.
 */
export function NotificationItem({ notification, group, timeZone, onMarkRead }: NotificationItemProps) {
  const read = notification.is_read;
  const text = notification.message || notification.title;
  const path = notificationPath(notification);
  const ids = useId();
  const stateId = `${ids}-state`;
  const timeId = `${ids}-time`;
  const markRead = () => {
    if (!read) onMarkRead(notification.id);
  };
  const state = (
    <span id={stateId} className="sr-only">
      {read ? READ_LABEL : UNREAD_LABEL}:{' '}
    </span>
  );
  const textClass = cn('wrap-anywhere text-ink-900', read ? 'font-normal' : 'font-semibold');
  const time = (
    <time id={timeId} dateTime={notification.sent_at} className="text-sm text-ink-600">
      {formatSentAt(notification.sent_at, group, timeZone)}
    </time>
  );

  if (path) {
    // The link holds the text alone (its name is what it shows); its ::before covers the
    // whole card, so the card is what is clicked, hovered and outlined on focus.
    return (
      <div className={cn(itemClass(read), 'group relative', read && 'hover:bg-ink-50')}>
        <UnreadDot read={read} />
        <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-1">
          {state}
          <Link
            to={path}
            data-state={read ? 'read' : 'unread'}
            aria-describedby={`${stateId} ${timeId}`}
            onClick={markRead}
            className={cn(
              textClass,
              'before:absolute before:inset-0 before:rounded-xl focus-visible:outline-none',
              'focus-visible:before:outline-2 focus-visible:before:outline-offset-2 focus-visible:before:outline-brand-600',
            )}
          >
            {text}
          </Link>
          {time}
        </span>
        <ChevronRightLightIcon className="mt-0.5 size-5 shrink-0 text-ink-500 transition-transform group-hover:translate-x-0.5" />
      </div>
    );
  }

  return (
    <button
      type="button"
      data-state={read ? 'read' : 'unread'}
      aria-disabled={read || undefined}
      onClick={markRead}
      className={cn(
        itemClass(read),
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        read ? 'cursor-default' : 'cursor-pointer',
      )}
    >
      <UnreadDot read={read} />
      <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-1">
        {state}
        <span className={textClass}>{text}</span>
        {time}
      </span>
    </button>
  );
}
