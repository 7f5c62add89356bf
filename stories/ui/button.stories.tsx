import { Button } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/**
 * The product's button. Use `primary` for the one main action of a screen ('Continue',
 * 'Verify Number'), `outline` or `ghost` beside it, `danger` for destructive confirmations.
 * Set `busy` while a request runs; pass `busyLabel` when the spec names one
 * ('Sending OTP...', 'Submitting...'). A busy button keeps its width and ignores clicks.
 */
const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Continue', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'icon'] },
    busy: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Sending OTP...' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Sending OTP...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const BusyWithoutLabel: Story = {
  args: { busy: true, children: 'Update Profile' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Update Profile' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Turning busy must not change the button's width (no layout jump under the cursor). */
export const KeepsWidthWhenBusy: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      <Button {...args} data-testid="idle" />
      <Button {...args} busy data-testid="busy" />
    </div>
  ),
  args: { busyLabel: 'Sending OTP...' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const idle = canvas.getByTestId('idle').getBoundingClientRect().width;
    const busy = canvas.getByTestId('busy').getBoundingClientRect().width;
    await expect(busy).toBe(idle);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const VARIANTS = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] as const;

/**
 * A disabled button reads as grey, in every variant: the same muted text, a grey fill where
 * the variant has a fill, and never the faded colour of the enabled button, which on an
 * outline Cancel looked almost enabled (docs/decisions/140).
 */
export const DisabledLooksDisabled: Story = {
  render: () => (
    <div className="grid gap-3">
      {VARIANTS.map((variant) => (
        <div key={variant} className="flex items-center gap-3">
          <Button variant={variant}>{`${variant} on`}</Button>
          <Button variant={variant} disabled>{`${variant} off`}</Button>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const look = (name: string) => {
      const style = getComputedStyle(canvas.getByRole('button', { name }));
      return { color: style.color, background: style.backgroundColor, opacity: style.opacity };
    };
    const greyText = look('primary off').color;
    for (const variant of VARIANTS) {
      const on = look(`${variant} on`);
      const off = look(`${variant} off`);
      await expect(off.opacity).toBe('1');
      await expect(off.color).toBe(greyText);
      await expect(off.color).not.toBe(on.color);
    }
    // The filled variants share one grey fill.
    const greyFill = look('primary off').background;
    for (const variant of ['secondary', 'danger'] as const) {
      await expect(look(`${variant} off`).background).toBe(greyFill);
    }
    await expect(greyFill).not.toBe(look('primary on').background);
  },
};

/** `asChild` renders a link with the button's look; the link keeps its own semantics. */
export const AsLink: Story = {
  render: (args) => (
    <Button {...args} asChild>
      <a href="/register">Get Started</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Get Started' });
    await expect(link).toHaveAttribute('href', '/register');
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongLabel: Story = {
  args: { children: 'Continue Setup with Stripe and return to your dashboard' },
};

export const NarrowViewport: Story = {
  args: { block: true },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: (args) => (
    <div className="w-[320px]">
      <Button {...args} />
    </div>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-4">
      {VARIANTS.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <Button key={size} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button variant={variant} disabled>
            disabled
          </Button>
          <Button variant={variant} busy busyLabel="Submitting...">
            Submit
          </Button>
        </div>
      ))}
    </div>
  ),
};
