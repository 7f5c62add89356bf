import { Checkbox, FormField, Label } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';

/**
 * A checkbox for yes/no choices that take effect when the form is submitted ('I agree to
 * the Terms'). Place a `Label` beside it (`htmlFor`) so the text is clickable. Use a
 * `Switch` instead for settings that apply at once. `checked="indeterminate"` shows a
 * dash for a partly selected group.
 */
const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { id: 'terms', onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-2.5">
      <Checkbox {...args} />
      <Label htmlFor={args.id} className="font-medium">
        I agree to the Terms &amp; Conditions
      </Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = 'I agree to the Terms & Conditions';

/** Click the box or its label to toggle. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAttribute('data-state', 'unchecked');
    await userEvent.click(canvas.getByText(name));
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

/** Space toggles the focused checkbox. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name });
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { checked: 'indeterminate' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name });
    await expect(box).toHaveAttribute('aria-checked', 'mixed');
    await expect(box).toHaveAttribute('data-state', 'indeterminate');
  },
};

/** Controlled: the parent owns the state. */
export const Controlled: Story = {
  render: function Render(args) {
    const [checked, setChecked] = React.useState(false);
    return (
      <div className="grid gap-2">
        <div className="flex items-center gap-2.5">
          <Checkbox {...args} checked={checked} onCheckedChange={(value) => setChecked(value === true)} />
          <Label htmlFor={args.id} className="font-medium">
            {name}
          </Label>
        </div>
        <p className="text-sm text-ink-600">{checked ? 'Agreed' : 'Not agreed yet'}</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name }));
    await expect(canvas.getByText('Agreed')).toBeInTheDocument();
  },
};

/** In a FormField with an error, the checkbox is `aria-invalid` and described by the message. */
export const WithError: Story = {
  render: (args) => (
    <FormField label="Terms & Conditions" error="Please accept the terms to continue." className="w-80">
      <div className="flex items-center gap-2.5">
        <Checkbox {...args} id={undefined} />
        <span className="text-sm text-ink-800">I have read and agree to them</span>
      </div>
    </FormField>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Terms & Conditions' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please accept the terms to continue.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name });
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  render: (args) => (
    <div className="flex w-80 items-start gap-2.5">
      <Checkbox {...args} className="mt-0.5" />
      <Label htmlFor={args.id} className="font-medium">
        Send me a reminder the day before each event I host, and a summary of new reviews every week
      </Label>
    </div>
  ),
};

/** On a phone the label wraps beside the box, which stays aligned with the first line. */
export const NarrowViewport: Story = {
  render: (args) => (
    <div className="grid w-[288px] gap-3">
      <div className="flex items-start gap-2.5">
        <Checkbox {...args} className="mt-0.5" />
        <Label htmlFor={args.id} className="font-medium">
          I agree to the Terms &amp; Conditions and the Privacy Policy
        </Label>
      </div>
      <div className="flex items-start gap-2.5">
        <Checkbox id="narrow-reminders" defaultChecked className="mt-0.5" />
        <Label htmlFor="narrow-reminders" className="font-medium">
          Text me a reminder the day before
        </Label>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Text me a reminder the day before' })).toBeChecked();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-3">
      {(
        [
          ['Unchecked', {}],
          ['Checked', { defaultChecked: true }],
          ['Indeterminate', { checked: 'indeterminate' }],
          ['Invalid', { 'aria-invalid': true }],
          ['Disabled', { disabled: true }],
          ['Disabled and checked', { disabled: true, defaultChecked: true }],
        ] as const
      ).map(([label, props]) => (
        <div key={label} className="flex items-center gap-2.5">
          <Checkbox id={`all-${label}`} {...props} />
          <Label htmlFor={`all-${label}`} className="font-medium">
            {label}
          </Label>
        </div>
      ))}
    </div>
  ),
};
