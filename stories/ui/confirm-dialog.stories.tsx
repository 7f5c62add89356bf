import { Button, ConfirmDialog } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

/**
 * Asks 'are you sure?' before an action. Give it the spec's exact `title`, `message`,
 * `cancelLabel` and `confirmLabel`; use `confirmVariant="danger"` for destructive actions.
 * `onConfirm` may return a promise: the confirm button then shows `busyLabel`, the dialog
 * cannot be dismissed, and it closes when the promise settles. Escape, the backdrop and
 * the cancel button dismiss it; focus starts on cancel, so Enter never confirms by accident.
 */
const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Cancel Event',
    message: 'Are you sure you want to cancel Sunday Brunch in the Garden?',
    cancelLabel: 'No, Keep',
    confirmLabel: 'Yes, Cancel',
    confirmVariant: 'danger',
    trigger: <Button variant="outline">Cancel</Button>,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    confirmVariant: { control: 'inline-radio', options: ['primary', 'danger'] },
    trigger: { control: false },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findConfirm = () => screen.findByRole('alertdialog', { name: 'Cancel Event' });

/** The event card's Cancel: focus starts on 'No, Keep', which closes without confirming. */
export const CancelEvent: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Cancel' });
    await userEvent.click(trigger);
    const dialog = await findConfirm();
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to cancel Sunday Brunch in the Garden?',
    );
    const keep = screen.getByRole('button', { name: 'No, Keep' });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

/** Open, as a designer reviews it. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await findConfirm()).toHaveAttribute('data-state', 'open');
  },
};

/** 'Yes, Cancel' runs `onConfirm` and closes the dialog. */
export const Confirm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await findConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Escape dismisses it (Tab moves between its two buttons first, and stays inside). */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Cancel' });
    trigger.focus();
    await userEvent.keyboard(' ');
    await findConfirm();
    await waitFor(() => expect(screen.getByRole('button', { name: 'No, Keep' })).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Yes, Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'No, Keep' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

/** Spec: clicking the backdrop closes it. */
export const ClosesOnBackdrop: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await findConfirm();
    await userEvent.click(document.querySelector('[data-slot="dialog-overlay"]') as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * While the request runs the confirm button is busy, cancel is disabled, and Escape and
 * the backdrop do nothing; when it settles the dialog closes.
 */
export const Busy: Story = {
  args: { busyLabel: 'Cancelling...' },
  render: function Render(args) {
    const finish = React.useRef<() => void>(() => {});
    return (
      <div className="flex gap-3">
        <ConfirmDialog
          {...args}
          onConfirm={() => {
            args.onConfirm?.();
            return new Promise<void>((resolve) => {
              finish.current = resolve;
            });
          }}
        />
        <Button variant="ghost" data-testid="finish" onClick={() => finish.current()} tabIndex={-1}>
          Finish request
        </Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    const dialog = await findConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    const busy = await screen.findByRole('button', { name: 'Cancelling...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'No, Keep' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.querySelector('[data-slot="dialog-overlay"]') as HTMLElement);
    await expect(screen.getByRole('alertdialog', { name: 'Cancel Event' })).toBeInTheDocument();
    // The request finishes (the button stands in for the server's answer).
    (canvas.getByTestId('finish') as HTMLButtonElement).click();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** A busy dialog held open, as a designer reviews it. */
export const BusyOpen: Story = {
  args: { defaultOpen: true, busy: true, busyLabel: 'Cancelling...' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Cancelling...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Payment Details: removing the payout account, with 'Cancel' and 'Proceed'. */
export const RemovePaymentAccount: Story = {
  args: {
    defaultOpen: true,
    title: 'Remove Stripe Account',
    message:
      'Are you sure you want to remove your Stripe account? You will not be able to receive payouts until you reconnect.',
    cancelLabel: 'Cancel',
    confirmLabel: 'Proceed',
    trigger: <Button variant="danger">Remove Stripe Account</Button>,
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Stripe Account' });
    await expect(dialog).toHaveAccessibleDescription(
      /You will not be able to receive payouts until you reconnect\./,
    );
    await expect(screen.getByRole('button', { name: 'Proceed' })).toBeInTheDocument();
  },
};

/** Controlled: no trigger; the parent opens it (e.g. from a list's row). */
export const Controlled: Story = {
  args: { trigger: undefined },
  render: function Render(args) {
    const [open, setOpen] = React.useState(false);
    return (
      <div className="grid gap-3">
        <Button variant="outline" onClick={() => setOpen(true)}>
          Cancel event
        </Button>
        <p className="text-sm text-ink-600">{open ? 'Asking…' : 'Closed'}</p>
        <ConfirmDialog {...args} open={open} onOpenChange={setOpen} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel event' }));
    await findConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'No, Keep' }));
    await waitFor(() => expect(canvas.getByText('Closed')).toBeInTheDocument());
  },
};

/** A long event title wraps inside the message. */
export const LongText: Story = {
  args: {
    defaultOpen: true,
    message:
      'Are you sure you want to cancel Monthly Sunday Brunch in the Garden with Board Games, Live Acoustic Music and a Sourdough Workshop?',
  },
  play: async () => {
    await expect(await findConfirm()).toBeVisible();
  },
};

/** On a phone the buttons stack full width, the confirm action on top. */
export const NarrowViewport: Story = {
  args: { defaultOpen: true },
  // The panel is capped at a phone's width here; on a real phone the breakpoint stacks the buttons.
  render: (args) => (
    <ConfirmDialog {...args} className="max-w-[20rem] [&_[data-slot=dialog-footer]]:flex-col-reverse" />
  ),
  play: async () => {
    await expect(await findConfirm()).toBeVisible();
  },
};

/** `confirmVariant`: `danger` for destructive actions, `primary` for everything else. */
export const AllVariants: Story = {
  args: {
    defaultOpen: true,
    confirmVariant: 'primary',
    title: 'Publish Event',
    message: 'Guests will be able to find and join Sunday Brunch once it is approved.',
    cancelLabel: 'Not Yet',
    confirmLabel: 'Publish',
    trigger: undefined,
  },
  play: async () => {
    await expect(await screen.findByRole('alertdialog', { name: 'Publish Event' })).toBeVisible();
  },
};
