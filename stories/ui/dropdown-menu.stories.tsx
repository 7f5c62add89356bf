import {
  Avatar,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

/**
 * A menu of actions or links opened from a button, such as the header's profile menu.
 * Compose `DropdownMenu` › `DropdownMenuTrigger` (asChild) › `DropdownMenuContent` ›
 * `DropdownMenuItem`s (asChild for links), with `DropdownMenuLabel` and
 * `DropdownMenuSeparator` to group them. Keyboard: Enter, Space or ArrowDown opens,
 * arrows move, Enter chooses, Escape closes and returns focus to the trigger.
 *
 * Stories that end with the menu open turn off axe's `aria-hidden-focus` rule
 * (see docs/decisions/030-open-listbox-and-menu-axe-rule.md).
 */
const openMenuA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  args: { onOpenChange: fn() },
  parameters: { frame: 'fullscreen' },
  render: (args) => <ProfileMenu {...args} />,
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const onLogOut = fn();

function ChevronDown() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4 shrink-0 text-ink-500" fill="none">
      <path
        d="m4 6 4 4 4-4"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The header's profile menu: avatar and name on the trigger; the spec's five entries. */
function ProfileMenu({
  name = 'Maya Patel',
  ...props
}: React.ComponentProps<typeof DropdownMenu> & { name?: string }) {
  return (
    <header className="flex h-16 items-center justify-end border-b border-ink-100 bg-white px-6">
      <DropdownMenu {...props}>
        <DropdownMenuTrigger asChild>
          <button
            type="button"
            className="flex max-w-64 cursor-pointer items-center gap-2.5 rounded-pill py-1 pr-3 pl-1 text-[0.9375rem] font-semibold text-ink-900 hover:bg-ink-50 data-[state=open]:bg-ink-50"
          >
            <Avatar src="/images/stories/person-maya.svg" alt="" size="sm" />
            <span className="truncate">{name}</span>
            <ChevronDown />
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-56">
          <DropdownMenuLabel>Signed in as {name}</DropdownMenuLabel>
          <DropdownMenuGroup>
            <DropdownMenuItem asChild>
              <a href="#/my-profile">My Profile</a>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <a href="#/payment-details">Payment Details</a>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <a href="#/payment-transaction">Payment Transaction</a>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <a href="#/host-event-reviews">Event Reviews</a>
            </DropdownMenuItem>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="danger" onSelect={onLogOut}>
            Log Out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </header>
  );
}

const entries = ['My Profile', 'Payment Details', 'Payment Transaction', 'Event Reviews', 'Log Out'];

/** Closed: the trigger shows the avatar and name and says it opens a menu. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Maya Patel' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveAttribute('data-state', 'closed');
  },
};

/** Open: the five entries in the spec's order; the pages are links. */
export const Open: Story = {
  parameters: openMenuA11y,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Maya Patel' }));
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveAttribute('data-state', 'open');
    const items = screen.getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(entries);
    await expect(screen.getByRole('menuitem', { name: 'Payment Details' })).toHaveAttribute(
      'href',
      '#/payment-details',
    );
    await expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveAttribute('data-variant', 'danger');
  },
};

/** Enter opens it on the first entry; arrows move and wrap; Escape closes and returns focus. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Maya Patel' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Payment Details' })).toHaveFocus();
    await expect(screen.getByRole('menuitem', { name: 'Payment Details' })).toHaveAttribute(
      'data-highlighted',
    );
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(screen.getByRole('menuitem', { name: 'Event Reviews' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Choosing 'Log Out' with Enter runs its action and closes the menu. */
export const ChooseAnAction: Story = {
  play: async ({ canvas }) => {
    onLogOut.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Maya Patel' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await expect(onLogOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** A click outside closes it without choosing. */
export const ClosesOnOutsideClick: Story = {
  play: async ({ canvas, args }) => {
    onLogOut.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Maya Patel' }));
    await screen.findByRole('menu');
    // The open menu makes the page behind it ignore the pointer (`pointer-events: none`)
    // so the click lands on no control; the check that refuses such clicks is turned off.
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(onLogOut).not.toHaveBeenCalled();
  },
};

/** A long name is cut with an ellipsis on the trigger and wraps in the menu's label. */
export const LongText: Story = {
  parameters: openMenuA11y,
  render: (args) => <ProfileMenu {...args} name="Maximiliana Alexandra Featherstonehaugh-Wolfeschlegel" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Maximiliana/ }));
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};

/** On a phone the header is narrow; the menu stays inside the screen, aligned to the trigger's end. */
export const NarrowViewport: Story = {
  parameters: openMenuA11y,
  render: (args) => (
    <div className="w-[320px] border-r border-ink-100">
      <ProfileMenu {...args} name="Maya" />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Maya' }));
    const menu = await screen.findByRole('menu');
    await expect(menu.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
  },
};

/** Item states: default, highlighted (hover or keyboard), disabled and danger. */
export const AllVariants: Story = {
  parameters: openMenuA11y,
  render: (args) => (
    <div className="flex h-80 items-start p-6">
      <DropdownMenu {...args}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">Event actions</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>Sunday Brunch</DropdownMenuLabel>
          <DropdownMenuItem>View details</DropdownMenuItem>
          <DropdownMenuItem>Duplicate</DropdownMenuItem>
          <DropdownMenuItem disabled>Edit (locked)</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="danger">Cancel Event</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  ),
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Event actions' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await expect(screen.getByRole('menuitem', { name: 'Edit (locked)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
