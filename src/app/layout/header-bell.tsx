import { BellIcon } from '@friendly/ui';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';

/**
 * The header's bell before its tooltip has loaded: the design system's NotificationBell as
 * it renders, markup for markup (header-bell.test.ts compares the two for several counts),
 * without the tooltip (Radix tooltip and its popper) that only a hover or a focus needs.
 * The interactive header (signed-in-menus.tsx) swaps in the real one on the first intent.
 * Nothing here comes from the bell's module: the bundler would bring its tooltip along.
 */
const BELL_CLASSES =
  'relative inline-flex shrink-0 items-center justify-center rounded-pill text-ink-800 transition-colors hover:bg-ink-50 active:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 size-11 [&>[data-slot=notification-bell-icon]]:size-6';
const BADGE_CLASSES =
  'pointer-events-none absolute top-0.5 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-pill bg-brand-600 px-1 text-[0.6875rem] leading-none font-bold tabular-nums text-white ring-2 ring-white before:content-[attr(data-badge)]';

export function HeaderBell({
  count: countProp,
  ...props
}: { count: number } & Omit<ComponentProps<'a'>, 'href'>) {
  const count = Number.isFinite(countProp) && countProp > 0 ? Math.floor(countProp) : 0;
  return (
    <Link
      to="/notifications"
      data-slot="notification-bell"
      data-count={count}
      data-state={count > 0 ? 'unread' : 'read'}
      aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
      className={BELL_CLASSES}
      {...props}
    >
      <BellIcon data-slot="notification-bell-icon" />
      {count > 0 && (
        <span
          data-slot="notification-bell-badge"
          data-badge={count > 9 ? '9+' : String(count)}
          aria-hidden="true"
          className={BADGE_CLASSES}
        />
      )}
    </Link>
  );
}
