import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { BellIcon } from '../icons';
import { cn } from '../lib/cn';
import { Tooltip, TooltipContent, TooltipTrigger } from '../tooltip';

/** The badge text: the count, or '9+' above `max` (the spec's header shows 9+ above 9). */
export function formatUnreadBadge(count: number, max = 9): string {
  return count > max ? `${max}+` : String(count);
}

/** The exact count for the tooltip: '12 unread notifications'. */
export const describeUnread = (count: number) =>
  `${count} unread ${count === 1 ? 'notification' : 'notifications'}`;

/** The accessible name: 'Notifications' or 'Notifications, 12 unread'. */
export const labelUnread = (count: number) =>
  count > 0 ? `Notifications, ${count} unread` : 'Notifications';

export const notificationBellVariants = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center rounded-pill text-ink-800',
    'transition-colors hover:bg-ink-50 active:bg-ink-100 hover:text-ink-900',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    'aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700',
  ],
  {
    variants: {
      /** The bell's size: `sm` in a compact bar, `md` in the header. @default md */
      size: {
        // The small bell's badge sits further out so it does not cover the icon.
        sm: 'size-9 [&>[data-slot=notification-bell-icon]]:size-5 [&>[data-slot=notification-bell-badge]]:-top-1 [&>[data-slot=notification-bell-badge]]:-right-1.5',
        md: 'size-11 [&>[data-slot=notification-bell-icon]]:size-6',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type NotificationBellProps = Omit<React.ComponentProps<'a'>, 'aria-label'> &
  VariantProps<typeof notificationBellVariants> & {
    /** Unread notifications. No badge at zero. */
    count?: number;
    /** Above this the badge reads '{max}+'; the spec uses 9. */
    max?: number;
    /** Render your router's link (passed as the only child) with the bell inside, instead of an `<a>`. */
    asChild?: boolean;
    /** The accessible name for a count; 'Notifications, 12 unread' by default. */
    formatLabel?: (count: number) => string;
    /** The tooltip text for a count; '12 unread notifications' by default. */
    formatTooltip?: (count: number) => string;
  };

/**
 * The header's bell: a link to the notifications page with an unread badge — the count,
 * or '9+' above 9, and a tooltip with the exact number ('12 unread notifications'). No
 * badge at zero. Its accessible name carries the count ('Notifications, 12 unread'); the
 * badge itself is hidden from screen readers so the number is not read twice. Pass
 * `href`, or `asChild` with your router's link as the child.
 */
export function NotificationBell({
  count: countProp = 0,
  max = 9,
  asChild = false,
  formatLabel = labelUnread,
  formatTooltip = describeUnread,
  size,
  className,
  children,
  ...props
}: NotificationBellProps) {
  const count = Number.isFinite(countProp) && countProp > 0 ? Math.floor(countProp) : 0;
  const Comp = asChild ? Slot : 'a';

  const bell = (
    <Comp
      data-slot="notification-bell"
      data-count={count}
      data-state={count > 0 ? 'unread' : 'read'}
      aria-label={formatLabel(count)}
      className={cn(notificationBellVariants({ size }), className)}
      {...props}
    >
      {asChild ? <Slottable>{children}</Slottable> : null}
      <BellIcon data-slot="notification-bell-icon" />
      {count > 0 && (
        // The badge's text is CSS content, not DOM text: the name already says the exact
        // count, and '9+' as text would count as a visible label missing from that name
        // (WCAG 2.5.3, axe label-content-name-mismatch). See docs/decisions/040.
        <span
          data-slot="notification-bell-badge"
          data-badge={formatUnreadBadge(count, max)}
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute top-0.5 right-0.5 inline-flex h-5 min-w-5 items-center justify-center',
            'rounded-pill bg-brand-600 px-1 text-[0.6875rem] leading-none font-bold tabular-nums text-white ring-2 ring-white',
            'before:content-[attr(data-badge)]',
          )}
        />
      )}
    </Comp>
  );

  if (count === 0) return bell;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{bell}</TooltipTrigger>
      <TooltipContent data-slot="notification-bell-tooltip">{formatTooltip(count)}</TooltipContent>
    </Tooltip>
  );
}
