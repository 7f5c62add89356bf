import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FormField,
  Input,
} from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

/**
 * A modal dialog for a task or a message that needs attention before going on ('Your
 * Application is Under Review', a member's profile). Compose `Dialog` › `DialogTrigger`
 * (asChild, a Button) › `DialogContent` › `DialogHeader` (`DialogTitle`,
 * `DialogDescription`) and a `DialogFooter` of buttons. Escape, the × and the backdrop
 * close it; focus stays inside while open and returns to the trigger after. For
 * 'are you sure?' questions use `ConfirmDialog`.
 */
const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Complete Profile</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your Application is Under Review</DialogTitle>
          <DialogDescription>
            Thanks for telling us about yourself. Our team reviews every new host, usually within two working
            days, and we will text you as soon as you can publish events.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Got It!</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

/** Click opens it; the title names it and the text describes it. 'Got It!' closes it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Complete Profile' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    const dialog = await dialogNamed('Your Application is Under Review');
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toHaveAccessibleDescription(/Our team reviews every new host/);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Got It!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** Open, as a designer reviews it. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await dialogNamed('Your Application is Under Review')).toBeVisible();
  },
};

/** Enter opens it; focus moves inside; Tab stays inside; Escape closes and focus returns. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Complete Profile' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await dialogNamed('Your Application is Under Review');
    const gotIt = screen.getByRole('button', { name: 'Got It!' });
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(gotIt).toHaveFocus());
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(gotIt).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** A click on the dimmed backdrop closes the dialog. */
export const ClosesOnBackdrop: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Profile' }));
    await dialogNamed('Your Application is Under Review');
    const overlay = document.querySelector('[data-slot="dialog-overlay"]') as HTMLElement;
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A form inside a dialog: the first field takes focus. */
export const WithForm: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit phone number</DialogTitle>
          <DialogDescription>We will send a new code to this number.</DialogDescription>
        </DialogHeader>
        <FormField label="Phone number" error="Please enter a valid phone number.">
          <Input type="tel" defaultValue="+61 4" />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Update &amp; Resend OTP</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    await dialogNamed('Edit phone number');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveFocus());
  },
};

/** Long content scrolls inside the dialog; the page behind does not move. */
export const LongText: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Maya Patel — host since 2024, based in Melbourne, Victoria, Australia</DialogTitle>
          <DialogDescription>About</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 text-[0.9375rem] leading-6 text-ink-700">
          {['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'].map((paragraph) => (
            <p key={paragraph}>
              I love bringing people together around a long table. Every month I host a dinner with food from
              a different region, and guests leave with new friends and a recipe or two. Paragraph {paragraph}
              .
            </p>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    await expect(
      await dialogNamed('Maya Patel — host since 2024, based in Melbourne, Victoria, Australia'),
    ).toBeVisible();
  },
};

/**
 * On a phone the dialog fills the width less a margin and its buttons stack, the main
 * action on top (shown here by capping the panel at a phone's width).
 */
export const NarrowViewport: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent className="max-w-[20rem] p-6 [&_[data-slot=dialog-footer]]:flex-col-reverse">
        <DialogHeader>
          <DialogTitle>Your Application is Under Review</DialogTitle>
          <DialogDescription>We will text you as soon as you can publish events.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Later</Button>
          </DialogClose>
          <Button>Got It!</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    await expect(await dialogNamed('Your Application is Under Review')).toBeVisible();
  },
};

/** Sizes, shown closed: `sm` for questions, `md` (default) for messages and short forms, `lg` for profiles. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Dialog key={size}>
          <DialogTrigger asChild>
            <Button variant="outline">Open {size}</Button>
          </DialogTrigger>
          <DialogContent size={size}>
            <DialogHeader>
              <DialogTitle>Size {size}</DialogTitle>
              <DialogDescription>A dialog of size {size}.</DialogDescription>
            </DialogHeader>
          </DialogContent>
        </Dialog>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open lg' }));
    await expect(await dialogNamed('Size lg')).toHaveAttribute('data-size', 'lg');
  },
};
