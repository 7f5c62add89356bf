import { FormField, Input } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

/**
 * A single-line text box. Put it in a `FormField` for its label, hint and error; on its own
 * it needs an `aria-label`. Sizes: `sm` for dense toolbars (search), `md` for forms, `lg`
 * for the landing page's hero inputs. Placeholders are examples, never the label.
 */
const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { 'aria-label': 'Full name', placeholder: 'e.g. Jamie Rivera', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    disabled: { control: 'boolean' },
  },
  render: (args) => (
    <div className="w-80">
      <Input {...args} />
    </div>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing updates the value and calls `onChange`. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAttribute('data-slot', 'input');
    await userEvent.type(input, 'Jamie');
    await expect(input).toHaveValue('Jamie');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Jamie Rivera' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue('Jamie Rivera');
  },
};

/** In a field with an error, the input is `aria-invalid` and described by the message. */
export const WithError: Story = {
  render: (args) => (
    <FormField label="Full name" error="Full name must be at least 2 characters long." className="w-80">
      <Input {...args} aria-label={undefined} defaultValue="J" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Full name must be at least 2 characters long.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Jamie Rivera' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: '+61 412 345 678', 'aria-label': 'Phone number' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('readonly');
  },
};

/** Tab moves into the input and on to the next control; the input shows a focus ring. */
export const Keyboard: Story = {
  render: (args) => (
    <div className="grid w-80 gap-3">
      <Input {...args} />
      <Input aria-label="Email" type="email" placeholder="you@example.com" />
    </div>
  ),
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    name.focus();
    await userEvent.keyboard('Jo');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(name).toHaveValue('Jo');
  },
};

export const LongText: Story = {
  args: {
    defaultValue:
      'A very long value that runs past the edge of the box, such as a full street address with a unit number',
  },
};

export const NarrowViewport: Story = {
  render: (args) => (
    <div className="w-[288px]">
      <FormField label="Email" hint="We send booking updates here.">
        <Input {...args} aria-label={undefined} type="email" defaultValue="jamie.rivera@example.com" />
      </FormField>
    </div>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid w-80 gap-3">
      <Input size="sm" aria-label="Small" placeholder="Small (sm)" />
      <Input aria-label="Medium" placeholder="Medium (md)" />
      <Input size="lg" aria-label="Large" placeholder="Large (lg)" />
      <Input aria-label="Filled" defaultValue="Filled value" />
      <Input aria-label="Invalid" aria-invalid defaultValue="Invalid value" />
      <Input aria-label="Disabled" disabled defaultValue="Disabled value" />
      <Input aria-label="Read only" readOnly defaultValue="Read-only value" />
    </div>
  ),
};
