import { FormField, Label, Switch } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';

/**
 * An on/off switch for a setting, such as 'Enable discount' on the event form. It reads
 * as on or off (`role="switch"`), not checked. Space or Enter toggles it. Name it with a
 * `Label` beside it.
 */
const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { id: 'discount', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Switch {...args} />
      <Label htmlFor={args.id} className="font-medium">
        Enable discount
      </Label>
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Enable discount' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

/** Space and Enter both toggle; clicking the label does too. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Enable discount' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(canvas.getByText('Enable discount'));
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

/** The event form's default: discount on. */
export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Enable discount' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** Controlled: the discount amount shows only while the switch is on. */
export const Controlled: Story = {
  render: function Render(args) {
    const [on, setOn] = React.useState(true);
    return (
      <div className="grid w-72 gap-3">
        <div className="flex items-center gap-3">
          <Switch {...args} checked={on} onCheckedChange={setOn} />
          <Label htmlFor={args.id} className="font-medium">
            Enable discount
          </Label>
        </div>
        {on && <p className="text-sm text-ink-600">Discount amount: 25%</p>}
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Discount amount: 25%')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('switch', { name: 'Enable discount' }));
    await expect(canvas.queryByText('Discount amount: 25%')).toBeNull();
  },
};

/** Locked in edit mode: it cannot be toggled. */
export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Enable discount' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  render: (args) => (
    <FormField label="Enable discount" hint="Guests who bring a friend pay less." className="w-72">
      <Switch {...args} id={undefined} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Enable discount' })).toHaveAccessibleDescription(
      'Guests who bring a friend pay less.',
    );
  },
};

export const LongText: Story = {
  render: (args) => (
    <div className="flex w-80 items-start gap-3">
      <Switch {...args} className="mt-0.5" />
      <Label htmlFor={args.id} className="font-medium">
        Offer an Event Enabler discount to guests who join within the first 24 hours of publishing
      </Label>
    </div>
  ),
};

/** On a phone a setting row puts the label first and the switch at the end. */
export const NarrowViewport: Story = {
  args: { defaultChecked: true },
  render: (args) => (
    <div className="grid w-[288px] gap-4">
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={args.id} className="font-medium">
          Enable discount for early guests
        </Label>
        <Switch {...args} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Enable discount for early guests' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-3">
      {(
        [
          ['Off', {}],
          ['On', { defaultChecked: true }],
          ['Small, on', { size: 'sm', defaultChecked: true }],
          ['Invalid', { 'aria-invalid': true }],
          ['Disabled', { disabled: true }],
          ['Disabled, on', { disabled: true, defaultChecked: true }],
        ] as const
      ).map(([label, props]) => (
        <div key={label} className="flex items-center gap-3">
          <Switch id={`switch-${label}`} {...props} />
          <Label htmlFor={`switch-${label}`} className="font-medium">
            {label}
          </Label>
        </div>
      ))}
    </div>
  ),
};
