import { Button, ResendButton } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/**
 * 'Resend Code' on the verification screen. After a code is sent it counts down 60
 * seconds (visible as '1:00', '0:59'…) and ignores clicks; then it can be pressed
 * again, which sends a code and restarts the count. A phone update restarts it from
 * outside (`restartKey`), or the screen can pass the cooldown's end time (`until`).
 *
 * Stories that are not about timing freeze the clock, so their screenshots are stable.
 */
const meta = {
  title: 'Forms/ResendButton',
  component: ResendButton,
  args: { onResend: fn(), onCountdownEnd: fn() },
  argTypes: {
    seconds: { control: { type: 'number', min: 1 } },
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'link'] },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof ResendButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const FROZEN_NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

/** Stops the clock for the story, so the countdown shows one value in screenshots. */
function freezeClock() {
  const realNow = Date.now;
  Date.now = () => FROZEN_NOW;
  return () => {
    Date.now = realNow;
  };
}

/** Right after a code is sent: the button counts down from 1:00 and ignores clicks. */
export const Counting: Story = {
  beforeEach: freezeClock,
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Resend Code' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-state', 'counting');
    await expect(button).toHaveAccessibleDescription('Available in 60 seconds');
    await expect(button).toHaveTextContent('Resend Code1:00');
    await userEvent.click(button);
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

/** While counting it stays in the tab order; Enter and Space do nothing. */
export const KeyboardWhileCounting: Story = {
  beforeEach: freezeClock,
  args: { seconds: 45 },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Resend Code' });
    button.focus();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleDescription('Available in 45 seconds');
    await userEvent.keyboard('{Enter} ');
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

/** Once the count is over the button is ready; pressing it resends and restarts the count. */
export const Ready: Story = {
  beforeEach: freezeClock,
  args: { startOnMount: false },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Resend Code' });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).toHaveAttribute('data-state', 'ready');
    await expect(button).toHaveTextContent(/^Resend Code$/);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Available in 60 seconds');
  },
};

/** A short countdown runs down to zero in real time, then the button is ready. */
export const CountdownRunsOut: Story = {
  args: { seconds: 2 },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Resend Code' });
    await expect(button).toHaveTextContent('0:02');
    await waitFor(() => expect(button).toHaveTextContent('0:01'), { timeout: 2500 });
    await expect(button).toHaveAccessibleDescription('Available in 1 second');
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'ready'), { timeout: 2500 });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).toHaveAccessibleDescription('');
    await waitFor(() => expect(args.onCountdownEnd).toHaveBeenCalledTimes(1));
    await userEvent.click(button);
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(button).toHaveTextContent('0:02');
  },
};

/** 'Update & Resend OTP' restarts the count from outside through `restartKey`. */
export const RestartFromOutside: Story = {
  beforeEach: freezeClock,
  args: { startOnMount: false },
  render: (args) => {
    const [phoneUpdates, setPhoneUpdates] = React.useState(0);
    return (
      <div className="flex flex-wrap items-center gap-3">
        <ResendButton {...args} restartKey={phoneUpdates} />
        <Button variant="secondary" onClick={() => setPhoneUpdates((n) => n + 1)}>
          Update & Resend OTP
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resend = canvas.getByRole('button', { name: 'Resend Code' });
    await expect(resend).toHaveAttribute('data-state', 'ready');
    await userEvent.click(canvas.getByRole('button', { name: 'Update & Resend OTP' }));
    await expect(resend).toHaveAttribute('data-state', 'counting');
    await expect(resend).toHaveTextContent('1:00');
  },
};

/** Controlled: the screen passes the moment the cooldown ends, e.g. 45 seconds from now. */
export const ControlledUntil: Story = {
  beforeEach: freezeClock,
  args: { until: FROZEN_NOW + 45_000 },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Resend Code' });
    await expect(button).toHaveTextContent('0:45');
    await userEvent.click(button);
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

/** Controlled with `until={null}`: ready; the click is reported and the screen decides. */
export const ControlledReady: Story = {
  beforeEach: freezeClock,
  args: { until: null },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Resend Code' });
    await userEvent.click(button);
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('data-state', 'ready');
  },
};

/** A resend that returns a promise makes the button busy; the count restarts when it resolves. */
export const SendingThenCounting: Story = {
  beforeEach: freezeClock,
  args: {
    startOnMount: false,
    busyLabel: 'Sending...',
    onResend: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend Code' }));
    const busy = canvas.getByRole('button', { name: 'Sending...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(busy).toHaveAttribute('data-state', 'counting'));
    await expect(canvas.getByRole('button', { name: 'Resend Code' })).toHaveTextContent('1:00');
  },
};

/** A failed resend leaves the button ready for another try. */
export const FailedResend: Story = {
  beforeEach: freezeClock,
  args: {
    startOnMount: false,
    onResend: fn(() => Promise.reject(new Error('Too many requests'))),
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Resend Code' });
    await userEvent.click(button);
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toHaveAttribute('data-state', 'ready');
  },
};

export const Disabled: Story = {
  beforeEach: freezeClock,
  args: { startOnMount: false, disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Resend Code' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  beforeEach: freezeClock,
  args: { children: 'Send me a new verification code by SMS', seconds: 600 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Send me a new verification code by SMS' }),
    ).toHaveTextContent('10:00');
  },
};

export const NarrowViewport: Story = {
  beforeEach: freezeClock,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: { block: true },
  render: (args) => (
    <div className="w-[288px]">
      <ResendButton {...args} />
    </div>
  ),
};

export const AllVariants: Story = {
  beforeEach: freezeClock,
  render: () => (
    <div className="grid gap-3">
      {(['outline', 'primary', 'secondary', 'ghost', 'link'] as const).map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          <ResendButton variant={variant} />
          <ResendButton variant={variant} startOnMount={false} />
          <ResendButton variant={variant} startOnMount={false} size="sm" />
        </div>
      ))}
    </div>
  ),
};
