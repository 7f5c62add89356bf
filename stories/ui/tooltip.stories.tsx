import { Button, Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';

/** The header's notifications bell: a '9+' badge, the exact count in the tooltip. */
function NotificationBell(props: React.ComponentProps<typeof Tooltip>) {
  return (
    <div className="flex h-40 items-start justify-center pt-10">
      <Tooltip {...props}>
        <TooltipTrigger asChild>
          <a
            href="#/notifications"
            className="relative grid size-10 place-items-center rounded-pill text-ink-700 hover:bg-ink-50"
          >
            <span className="sr-only">Notifications</span>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none">
              <path
                d="M6 9a6 6 0 1 1 12 0c0 6 2.5 7.5 2.5 7.5h-17S6 15 6 9Zm4.3 10.5a2 2 0 0 0 3.4 0"
                stroke="currentColor"
                strokeWidth="1.75"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-pill bg-brand-600 px-1 text-center text-[0.6875rem] leading-5 font-bold text-white"
            >
              9+
            </span>
          </a>
        </TooltipTrigger>
        <TooltipContent>12 unread notifications</TooltipContent>
      </Tooltip>
    </div>
  );
}

/**
 * A short label on hover and keyboard focus, such as the exact unread count behind the
 * header bell's '9+' badge. Compose `Tooltip` › `TooltipTrigger` (asChild, your button or
 * link) › `TooltipContent`. It adds to the trigger's description; never hide something a
 * person must read or click in a tooltip. Escape hides it.
 */
const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { delayDuration: 0 },
  parameters: { frame: 'fullscreen' },
  render: (args) => <NotificationBell {...args} />,
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: nothing shows until hover or focus. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Notifications' })).toHaveAttribute('data-state', 'closed');
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};

/** Hovering shows it; the trigger is described by it; leaving hides it. */
export const OnHover: Story = {
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('link', { name: 'Notifications' });
    await userEvent.hover(bell);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('12 unread notifications');
    await expect(bell).toHaveAccessibleDescription('12 unread notifications');
    await userEvent.unhover(bell);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Keyboard focus shows it too, and Escape hides it without moving focus. */
export const Keyboard: Story = {
  render: (args) => (
    <div className="flex items-start gap-4">
      <Button variant="ghost" className="mt-10">
        Messages
      </Button>
      <NotificationBell {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('link', { name: 'Notifications' });
    canvas.getByRole('button', { name: 'Messages' }).focus();
    await userEvent.tab();
    await expect(bell).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('12 unread notifications');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(bell).toHaveFocus();
  },
};

/** Open, as a designer reviews it. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  },
};

/** Long text wraps at 16rem. */
export const LongText: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <div className="flex h-48 items-start justify-center pt-10">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline" disabled={false}>
            Why is Edit locked?
          </Button>
        </TooltipTrigger>
        <TooltipContent side="bottom">
          Date, time, event type, user type and the price cannot change once guests can join, so nobody's
          booking changes under them.
        </TooltipContent>
      </Tooltip>
    </div>
  ),
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  },
};

/** Sides: top (default), right, bottom and left. One provider shares the open delay. */
export const AllVariants: Story = {
  render: () => (
    <TooltipProvider delayDuration={0}>
      <div className="grid h-64 place-items-center">
        <div className="flex gap-36">
          {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
            <Tooltip key={side} defaultOpen>
              <TooltipTrigger asChild>
                <Button variant="outline" size="sm">
                  {side}
                </Button>
              </TooltipTrigger>
              <TooltipContent side={side}>On the {side}</TooltipContent>
            </Tooltip>
          ))}
        </div>
      </div>
    </TooltipProvider>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('tooltip')).toHaveLength(4));
  },
};
