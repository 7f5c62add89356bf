import { cva } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../lib/cn';

/** The badge text: the count, or '{max}+' above `max`. */
export function formatConversationBadge(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

/** What a screen reader hears for the badge: '3 unread messages'. */
export const describeUnreadMessages = (count: number) =>
  `${count} unread ${count === 1 ? 'message' : 'messages'}`;

export const conversationListItemVariants = cva([
  // `relative` keeps the badge's screen-reader-only words inside the item (see MessageBubble).
  'group/conversation relative flex w-full min-w-0 cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-left',
  'transition-colors hover:bg-ink-50 active:bg-ink-100',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
  'aria-[current=true]:bg-brand-50 aria-[current=true]:hover:bg-brand-50',
]);

export type ConversationListItemProps = Omit<React.ComponentProps<'button'>, 'title' | 'children'> & {
  /** The conversation's name (a group chat's event title). */
  title: string;
  /** The cover picture; without one (or when it fails) the title's first letter stands in. */
  cover?: string | null;
  /** The last message as the list shows it (already shortened, '[Image]'…); empty for none yet. */
  preview?: string;
  /** When the last message came, as the list words it ('9:41 AM', 'Yesterday', 'Nov 03'). */
  timeLabel?: string;
  /** The same moment, machine-readable, for the `<time>` element. */
  dateTime?: string;
  /** Messages not read yet; no badge at zero. */
  unreadCount?: number;
  /** Above this the badge reads '{max}+'; its spoken text keeps the exact count. */
  max?: number;
  /** The conversation open beside the list (`aria-current`). */
  selected?: boolean;
  /** The spoken words for a count; '3 unread messages' by default. */
  formatUnread?: (count: number) => string;
};

function Cover({ src, title }: { src: string | null | undefined; title: string }) {
  const [failed, setFailed] = React.useState<string | null>(null);
  const usable = src && failed !== src ? src : null;
  return (
    <span
      data-slot="conversation-list-item-cover"
      data-state={usable ? 'image' : 'fallback'}
      aria-hidden="true"
      className="grid size-12 shrink-0 place-items-center overflow-hidden rounded-lg bg-brand-100 text-lg font-bold text-brand-800"
    >
      {usable ? (
        <img src={usable} alt="" className="size-full object-cover" onError={() => setFailed(usable)} />
      ) : (
        (title.trim()[0] ?? '').toUpperCase()
      )}
    </span>
  );
}

/**
 * One conversation in a chat's list: its cover, title, the last message's preview and
 * time, and an unread badge. It is a button (the caller chooses what opening it does);
 * the open one is marked `aria-current` and tinted. Its accessible name reads the title,
 * the time, the preview and the unread count ('3 unread messages'), in that order.
 */
export function ConversationListItem({
  title,
  cover,
  preview,
  timeLabel,
  dateTime,
  unreadCount = 0,
  max = 99,
  selected = false,
  formatUnread = describeUnreadMessages,
  className,
  type = 'button',
  ...props
}: ConversationListItemProps) {
  const count = Number.isFinite(unreadCount) && unreadCount > 0 ? Math.floor(unreadCount) : 0;
  return (
    <button
      type={type}
      data-slot="conversation-list-item"
      data-state={selected ? 'selected' : 'idle'}
      data-unread={count > 0 ? '' : undefined}
      aria-current={selected ? 'true' : undefined}
      className={cn(conversationListItemVariants(), className)}
      {...props}
    >
      <Cover src={cover} title={title} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex min-w-0 items-baseline gap-2">
          <span
            data-slot="conversation-list-item-title"
            className="min-w-0 flex-1 truncate font-semibold text-ink-900"
          >
            {title}
          </span>
          {timeLabel ? (
            <time
              data-slot="conversation-list-item-time"
              dateTime={dateTime}
              className="shrink-0 text-xs font-medium text-ink-600 group-data-[unread]/conversation:text-brand-700"
            >
              {timeLabel}
            </time>
          ) : null}
        </span>
        <span className="flex min-w-0 items-center gap-2">
          <span
            data-slot="conversation-list-item-preview"
            className="min-w-0 flex-1 truncate text-sm text-ink-600 group-data-[unread]/conversation:font-semibold group-data-[unread]/conversation:text-ink-800"
          >
            {preview}
          </span>
          {count > 0 ? (
            <span
              data-slot="conversation-list-item-badge"
              data-count={count}
              className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-pill bg-brand-600 px-1.5 text-[0.6875rem] leading-none font-bold tabular-nums text-white"
            >
              <span aria-hidden="true">{formatConversationBadge(count, max)}</span>
              <span className="sr-only">{formatUnread(count)}</span>
            </span>
          ) : null}
        </span>
      </span>
    </button>
  );
}
