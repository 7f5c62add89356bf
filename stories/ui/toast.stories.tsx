import { TIMINGS } from '@friendly/contracts';
import { Button, Toaster, toast } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * Toasts as the spec describes them: top right, 3000 ms, coloured by type, one at a time
 * (a new toast replaces the one showing), with a progress bar. Mount
 * `<Toaster duration={TIMINGS.toastMs} />` once;
 * call `toast.success(...)`, `toast.error(...)`, `toast.info(...)` or `toast.warning(...)`.
 */
const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  args: { duration: TIMINGS.toastMs },
  parameters: { frame: 'fullscreen', visual: { viewport: true } },
  render: (args) => (
    <div className="flex h-[360px] flex-wrap items-start gap-3 p-6">
      <Toaster {...args} />
      <Button onClick={() => toast.success('Profile updated successfully!')}>Success</Button>
      <Button variant="outline" onClick={() => toast.error('Please fix the validation errors above.')}>
        Error
      </Button>
      <Button variant="outline" onClick={() => toast.info('Phone number updated and OTP sent')}>
        Info
      </Button>
      <Button variant="outline" onClick={() => toast.warning('Setup completed but failed to update status')}>
        Warning
      </Button>
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastList = () => within(document.body);

export const Success: Story = {
  args: { duration: 60_000 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const item = await toastList().findByText('Profile updated successfully!');
    await expect(item.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'success');
    await expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
    await expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');
  },
};

export const ErrorToast: Story = {
  args: { duration: 60_000 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const item = await toastList().findByText('Please fix the validation errors above.');
    await expect(item.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
  },
};

/** A second toast replaces the first: only one is ever on screen. */
export const OneAtATime: Story = {
  args: { duration: 60_000 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    await toastList().findByText('Phone number updated and OTP sent');
    await userEvent.click(canvas.getByRole('button', { name: 'Warning' }));
    await toastList().findByText('Setup completed but failed to update status');
    await waitFor(() => expect(toastList().queryByText('Phone number updated and OTP sent')).toBeNull());
  },
};

/** Closes by itself after its duration (the app's 3000 ms; shortened here). */
export const ClosesByItself: Story = {
  args: { duration: 400 },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await toastList().findByText('Profile updated successfully!');
    await waitFor(() => expect(toastList().queryByText('Profile updated successfully!')).toBeNull(), {
      timeout: 3000,
    });
  },
};
