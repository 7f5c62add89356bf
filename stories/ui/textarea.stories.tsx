import { FormField, Textarea } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';

/**
 * Multi-line text: a host's bio, an event description. Add `showCount` to show a live
 * character count under the box; with `maxLength` it reads '42/500' and typing stops at
 * the limit. The count is part of the box's description, so screen readers hear it too.
 */
const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { onChange: fn() },
  render: (args) => (
    <FormField label="Let us know more about you" hint="At least 10 characters." className="w-96">
      <Textarea placeholder="Tell guests what a gathering with you is like" {...args} />
    </FormField>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Let us know more about you' });
    await expect(box).toHaveAttribute('data-slot', 'textarea');
    await userEvent.type(box, 'Hi!{Enter}Welcome');
    await expect(box).toHaveValue('Hi!\nWelcome');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: {
    defaultValue:
      'I host small dinners for travellers and locals who want to meet new people over good food.',
  },
};

/** The counter follows what is typed and is read as part of the description. */
export const WithCharacterCount: Story = {
  args: { showCount: true, maxLength: 500 },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Let us know more about you' });
    await expect(canvas.getByText('0/500')).toBeInTheDocument();
    await userEvent.type(box, 'Board games');
    await expect(canvas.getByText('11/500')).toBeInTheDocument();
    await expect(box).toHaveAccessibleDescription('At least 10 characters. 11 of 500 characters used');
  },
};

/** Typing stops at `maxLength`. */
export const AtTheLimit: Story = {
  args: { showCount: true, maxLength: 20, defaultValue: 'Sunday brunch club' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Let us know more about you' });
    await userEvent.type(box, ' and more');
    await expect(box).toHaveValue('Sunday brunch club a');
    await expect(canvas.getByText('20/20')).toBeInTheDocument();
  },
};

/** A value from the server can be longer than the limit: the counter turns red and says so. */
export const OverTheLimit: Story = {
  args: { showCount: true, maxLength: 20, value: 'A description that is already too long', readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="textarea-count"]')).toHaveAttribute(
      'data-over',
      'true',
    );
  },
};

/** Controlled: the parent owns the value; the counter follows it. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = React.useState('Game night');
    return (
      <FormField label="Description" className="w-96">
        <Textarea
          {...args}
          showCount
          maxLength={100}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </FormField>
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Description' });
    await expect(canvas.getByText('10/100')).toBeInTheDocument();
    await userEvent.clear(box);
    await expect(canvas.getByText('0/100')).toBeInTheDocument();
  },
};

export const WithError: Story = {
  render: (args) => (
    <FormField label="Description" error="Description is required (minimum 10 characters)" className="w-96">
      <Textarea {...args} showCount maxLength={1000} defaultValue="Fun" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Description' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      'Description is required (minimum 10 characters) 3 of 1000 characters used',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Editing is locked for this event.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Let us know more about you' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    showCount: true,
    maxLength: 1000,
    rows: 5,
    defaultValue:
      'We meet on the first Sunday of every month in my back garden. Expect a long table, homemade bread, a few board games and plenty of conversation. Guests usually bring a dish to share, but there is always more than enough food. Children are welcome, and so are well-behaved dogs. If it rains we move into the conservatory, which seats six comfortably.',
  },
};

export const NarrowViewport: Story = {
  render: (args) => (
    <div className="w-[288px]">
      <FormField label="Message">
        <Textarea {...args} showCount maxLength={500} defaultValue="Looking forward to it!" />
      </FormField>
    </div>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid w-[40rem] grid-cols-2 gap-5">
      <FormField label="Default">
        <Textarea rows={3} placeholder="Placeholder" />
      </FormField>
      <FormField label="With count">
        <Textarea rows={3} showCount maxLength={200} defaultValue="Filled value" />
      </FormField>
      <FormField label="Invalid" error="Bio is required.">
        <Textarea rows={3} />
      </FormField>
      <FormField label="Disabled" disabled>
        <Textarea rows={3} defaultValue="Disabled value" />
      </FormField>
      <FormField label="No resize">
        <Textarea rows={3} resize="none" placeholder="resize none" />
      </FormField>
      <FormField label="Count without limit">
        <Textarea rows={3} showCount defaultValue="Twelve chars" />
      </FormField>
    </div>
  ),
};
