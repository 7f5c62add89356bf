import { Avatar, NotificationBell } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/**
 * The header's bell. It links to Notifications and shows the unread count: the number up
 * to 9, then '9+', with a tooltip giving the exact count. No badge when everything is
 * read. The app passes its router's link with `asChild`; the count comes from the unread
 * poll (every 60 seconds).
 */
const meta = {
  title: 'Navigation/NotificationBell',
  component: NotificationBell,
  args: { href: '/notifications', count: 3 },
  argTypes: {
    count: { control: { type: 'number', min: 0 } },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const badgeOf = (link: HTMLElement) => link.querySelector('[data-slot="notification-bell-badge"]');

export const WithUnread: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Notifications, 3 unread' });
    await expect(link).toHaveAttribute('href', '/notifications');
    await expect(link).toHaveAttribute('data-state', 'unread');
    await expect(badgeOf(link)).toHaveAttribute('data-badge', '3');
    await expect(badgeOf(link)).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Nine still shows the number. */
export const Nine: Story = {
  args: { count: 9 },
  play: async ({ canvas }) => {
    await expect(badgeOf(canvas.getByRole('link', { name: 'Notifications, 9 unread' }))).toHaveAttribute(
      'data-badge',
      '9',
    );
  },
};

/** Above nine the badge reads '9+'; the name and the tooltip give the exact count. */
export const MoreThanNine: Story = {
  args: { count: 12 },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Notifications, 12 unread' });
    await expect(badgeOf(link)).toHaveAttribute('data-badge', '9+');
    await userEvent.hover(link);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('12 unread notifications');
  },
};

/** Keyboard focus shows the tooltip too; Escape hides it; Enter follows the link. */
export const Keyboard: Story = {
  args: { count: 27, onClick: (event: React.MouseEvent) => event.preventDefault() },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Notifications, 27 unread' });
    link.focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('27 unread notifications');
    await expect(link).toHaveAccessibleDescription('27 unread notifications');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(link).toHaveFocus();
  },
};

/** Nothing unread: no badge, no tooltip, and the name is just 'Notifications'. */
export const NoneUnread: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Notifications' });
    await expect(link).toHaveAttribute('data-state', 'read');
    await expect(badgeOf(link)).toBeNull();
    link.focus();
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};

/** Bad counts (negative, not a number) show as nothing unread. */
export const InvalidCount: Story = {
  args: { count: Number.NaN },
  play: async ({ canvas }) => {
    await expect(badgeOf(canvas.getByRole('link', { name: 'Notifications' }))).toBeNull();
  },
};

/** A stand-in for the app's router link: the bell renders inside it and keeps its props. */
function RouterLink({ to, ...props }: React.ComponentProps<'a'> & { to: string }) {
  return <a {...props} href={`#${to}`} data-router-link="" />;
}

/** With `asChild` the bell renders the app's own link, without knowing the router. */
export const AsRouterLink: Story = {
  args: { count: 5, href: undefined },
  render: (args) => (
    <NotificationBell {...args} asChild>
      <RouterLink to="/notifications" />
    </NotificationBell>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Notifications, 5 unread' });
    await expect(link).toHaveAttribute('href', '#/notifications');
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('data-slot', 'notification-bell');
    await expect(badgeOf(link)).toHaveAttribute('data-badge', '5');
  },
};

/** On the notifications page itself the link is marked current. */
export const CurrentPage: Story = {
  args: { count: 2, 'aria-current': 'page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** In the header beside the profile menu, on a narrow screen. */
export const InHeader: Story = {
  args: { count: 14 },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: (args) => (
    <header className="flex w-[288px] items-center justify-between border-b border-ink-100 pb-3">
      <span className="font-bold text-ink-900">Friendly Host</span>
      <div className="flex items-center gap-1">
        <NotificationBell {...args} size="sm" />
        <Avatar src="/images/stories/person-maya.svg" alt="Maya Patel" size="sm" />
      </div>
    </header>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Notifications, 14 unread' })).toBeVisible();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-4">
      {[0, 1, 9, 10, 99, 1200].map((count) => (
        <NotificationBell key={count} href="/notifications" count={count} />
      ))}
      {[0, 3, 12].map((count) => (
        <NotificationBell key={`sm-${count}`} href="/notifications" count={count} size="sm" />
      ))}
      <NotificationBell href="/notifications" count={4} aria-current="page" />
    </div>
  ),
};
