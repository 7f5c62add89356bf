import { Button } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';

/**
 * **The busy and disabled pattern for buttons.**
 *
 * - While a request runs, set `busy` and give the spec's busy text as `busyLabel`,
 *   character for character: the contact form's 'Submitting...' (three dots) and the
 *   notifications' 'Marking…' (one ellipsis character). The button keeps its width,
 *   ignores clicks and says `aria-busy`, and it stays focusable so keyboard users keep
 *   their place.
 * - Use `disabled` when the action is not possible right now ('Mark all as read' when
 *   everything is read). A disabled button leaves the tab order.
 * - Never both: a busy button is not also disabled.
 */
const meta = {
  title: 'Feedback/Busy buttons',
  component: Button,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

function SubmitForm() {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <form
      className="flex items-center gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setTimeout(() => {
          setBusy(false);
          setSent(true);
        }, 400);
      }}
    >
      <Button type="submit" busy={busy} busyLabel="Submitting...">
        Submit
      </Button>
      <output className="text-ink-700 text-sm">{sent ? 'Sent' : ''}</output>
    </form>
  );
}

/** The contact form: 'Submit' turns into 'Submitting...' until the server answers. */
export const Submitting: Story = {
  render: () => <SubmitForm />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Submit' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const busy = canvas.getByRole('button', { name: 'Submitting...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveFocus();
    await waitFor(() => expect(canvas.getByText('Sent')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-busy');
  },
};

function MarkAllRead({ initialUnread }: { initialUnread: number }) {
  const [unread, setUnread] = useState(initialUnread);
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex items-center gap-4">
      <Button
        variant="outline"
        size="sm"
        busy={busy}
        busyLabel="Marking…"
        disabled={!busy && unread === 0}
        onClick={() => {
          setBusy(true);
          setTimeout(() => {
            setBusy(false);
            setUnread(0);
          }, 400);
        }}
      >
        Mark all as read
      </Button>
      <span className="text-ink-700 text-sm">{unread} unread</span>
    </div>
  );
}

/** Notifications: 'Marking…' while it runs, then disabled because everything is read. */
export const Marking: Story = {
  render: () => <MarkAllRead initialUnread={3} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(canvas.getByRole('button', { name: 'Marking…' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByText('0 unread')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

/** Side by side: busy keeps focus and width; disabled greys out and leaves the tab order. */
export const BusyAndDisabled: Story = {
  render: () => (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button>Submit</Button>
        <Button busy busyLabel="Submitting...">
          Submit
        </Button>
        <Button disabled>Submit</Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm">
          Mark all as read
        </Button>
        <Button variant="outline" size="sm" busy busyLabel="Marking…">
          Mark all as read
        </Button>
        <Button variant="outline" size="sm" disabled>
          Mark all as read
        </Button>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const busy = canvas.getByRole('button', { name: 'Submitting...' });
    busy.focus();
    await expect(busy).toHaveFocus();
    const disabled = canvas.getAllByRole('button', { name: 'Submit' })[1];
    await expect(disabled).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Marking…' })).not.toBeDisabled();
  },
};
