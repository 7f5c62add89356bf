import { FormField, Input, SegmentedControl, SegmentedControlItem } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

/**
 * An arrow held until focus has moved, as a person presses it. (Radix alone chooses the
 * radio only while the key is down; the segments also choose on a quick press — see
 * QuickArrowPresses.)
 */
async function pressArrow(key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight', times = 1) {
  for (let index = 0; index < times; index += 1) {
    await userEvent.keyboard(`{${key}>}`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await userEvent.keyboard(`{/${key}}`);
  }
}

/**
 * A compact one-of-few choice shown as joined segments: Free / Paid, or the event type
 * Standard / Friendly Plus / Premium. It behaves as a radio group: Tab enters at the
 * chosen segment, Left/Right arrows move and choose. Keep labels short; for long options
 * use a `RadioGroup`. Put it in a `FormField` (or give it an `aria-label`).
 */
const meta = {
  title: 'Forms/SegmentedControl',
  component: SegmentedControl,
  args: { onValueChange: fn(), defaultValue: 'free' },
  render: (args) => (
    <FormField label="Joining price" className="w-72">
      <SegmentedControl {...args} block>
        <SegmentedControlItem value="free">Free</SegmentedControlItem>
        <SegmentedControlItem value="paid">Paid</SegmentedControlItem>
      </SegmentedControl>
    </FormField>
  ),
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Free / Paid. The field's label names the group; each segment is a radio. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Joining price' });
    await expect(group).toHaveAttribute('data-slot', 'segmented-control');
    await expect(canvas.getByRole('radio', { name: 'Free' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Paid' }));
    await expect(canvas.getByRole('radio', { name: 'Paid' })).toHaveAttribute('data-state', 'checked');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('paid');
  },
};

/** The event type: Standard, Friendly Plus, Premium. Arrows move and choose, and wrap. */
export const EventType: Story = {
  args: { defaultValue: 'all' },
  render: (args) => (
    <FormField label="Event type" className="w-[26rem]">
      <SegmentedControl {...args} block>
        <SegmentedControlItem value="all">Standard</SegmentedControlItem>
        <SegmentedControlItem value="plus-priority">Friendly Plus</SegmentedControlItem>
        <SegmentedControlItem value="premium">Premium</SegmentedControlItem>
      </SegmentedControl>
    </FormField>
  ),
  play: async ({ canvas, args }) => {
    const standard = canvas.getByRole('radio', { name: 'Standard' });
    standard.focus();
    await pressArrow('ArrowRight');
    await expect(canvas.getByRole('radio', { name: 'Friendly Plus' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('plus-priority');
    await pressArrow('ArrowRight', 2);
    await expect(standard).toHaveFocus();
    await expect(standard).toBeChecked();
    await pressArrow('ArrowLeft');
    await expect(canvas.getByRole('radio', { name: 'Premium' })).toBeChecked();
  },
};

/** Tab enters the group at the chosen segment and leaves it with the next Tab. */
export const Keyboard: Story = {
  args: { defaultValue: 'paid' },
  render: (args) => (
    <div className="grid w-72 gap-4">
      <Input aria-label="Event title" defaultValue="Sunday brunch" />
      <SegmentedControl {...args} aria-label="Joining price" block>
        <SegmentedControlItem value="free">Free</SegmentedControlItem>
        <SegmentedControlItem value="paid">Paid</SegmentedControlItem>
      </SegmentedControl>
      <Input aria-label="Price" defaultValue="25.00" />
    </div>
  ),
  play: async ({ canvas }) => {
    canvas.getByRole('textbox', { name: 'Event title' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Paid' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveFocus();
  },
};

/** Controlled: choosing Free clears the price, as the event form does. */
export const Controlled: Story = {
  render: function Render(args) {
    const [isPaid, setIsPaid] = React.useState('paid');
    const [price, setPrice] = React.useState('25.00');
    return (
      <div className="grid w-72 gap-4">
        <SegmentedControl
          {...args}
          aria-label="Joining price"
          block
          value={isPaid}
          onValueChange={(value) => {
            setIsPaid(value);
            if (value === 'free') setPrice('0');
          }}
        >
          <SegmentedControlItem value="free">Free</SegmentedControlItem>
          <SegmentedControlItem value="paid">Paid</SegmentedControlItem>
        </SegmentedControl>
        <FormField label="Price" disabled={isPaid === 'free'}>
          <Input value={price} onChange={(event) => setPrice(event.target.value)} />
        </FormField>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Free' }));
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveValue('0');
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toBeDisabled();
  },
};

/** Locked in edit mode: the event's paid/free choice cannot change. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'paid' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Free' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Free' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Paid' })).toBeChecked();
  },
};

export const WithError: Story = {
  args: { defaultValue: undefined },
  render: (args) => (
    <FormField label="Event type" error="Please choose an event type." className="w-[26rem]">
      <SegmentedControl {...args} block>
        <SegmentedControlItem value="all">Standard</SegmentedControlItem>
        <SegmentedControlItem value="plus-priority">Friendly Plus</SegmentedControlItem>
        <SegmentedControlItem value="premium">Premium</SegmentedControlItem>
      </SegmentedControl>
    </FormField>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Event type' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please choose an event type.');
  },
};

/** Segments share the width and wrap their text rather than overflow. */
export const NarrowViewport: Story = {
  args: { defaultValue: 'plus-priority' },
  render: (args) => (
    <FormField label="Event type" className="w-[288px]">
      <SegmentedControl {...args} block>
        <SegmentedControlItem value="all">Standard</SegmentedControlItem>
        <SegmentedControlItem value="plus-priority">Friendly Plus</SegmentedControlItem>
        <SegmentedControlItem value="premium">Premium</SegmentedControlItem>
      </SegmentedControl>
    </FormField>
  ),
};

export const LongText: Story = {
  args: { defaultValue: 'a' },
  render: (args) => (
    <SegmentedControl {...args} aria-label="Reminder" className="w-96" block>
      <SegmentedControlItem value="a">One day before the event starts</SegmentedControlItem>
      <SegmentedControlItem value="b">One hour before</SegmentedControlItem>
    </SegmentedControl>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid w-[26rem] gap-4">
      <SegmentedControl aria-label="Medium" defaultValue="paid" block>
        <SegmentedControlItem value="free">Free</SegmentedControlItem>
        <SegmentedControlItem value="paid">Paid</SegmentedControlItem>
      </SegmentedControl>
      <SegmentedControl aria-label="Small, inline" defaultValue="premium">
        {['Standard', 'Friendly Plus', 'Premium'].map((label) => (
          <SegmentedControlItem key={label} size="sm" value={label.toLowerCase()}>
            {label}
          </SegmentedControlItem>
        ))}
      </SegmentedControl>
      <SegmentedControl aria-label="One option disabled" defaultValue="all" block>
        <SegmentedControlItem value="all">Standard</SegmentedControlItem>
        <SegmentedControlItem value="plus-priority" disabled>
          Friendly Plus
        </SegmentedControlItem>
        <SegmentedControlItem value="premium">Premium</SegmentedControlItem>
      </SegmentedControl>
      <SegmentedControl aria-label="Disabled" defaultValue="free" disabled block>
        <SegmentedControlItem value="free">Free</SegmentedControlItem>
        <SegmentedControlItem value="paid">Paid</SegmentedControlItem>
      </SegmentedControl>
      <SegmentedControl aria-label="Invalid" aria-invalid block>
        <SegmentedControlItem value="free">Free</SegmentedControlItem>
        <SegmentedControlItem value="paid">Paid</SegmentedControlItem>
      </SegmentedControl>
    </div>
  ),
};

/**
 * A press and release at once (as a busy page sees it, or assistive technology sends it)
 * moves and chooses too: Radix alone would move the focus but keep the old choice.
 */
export const QuickArrowPresses: Story = {
  args: { defaultValue: 'all' },
  render: EventType.render,
  play: async ({ canvas, args }) => {
    canvas.getByRole('radio', { name: 'Standard' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const plus = canvas.getByRole('radio', { name: 'Friendly Plus' });
    await waitFor(() => expect(plus).toHaveFocus());
    await expect(plus).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('plus-priority');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Standard' })).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: 'Standard' }), 'Standard').toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    const premium = canvas.getByRole('radio', { name: 'Premium' });
    await waitFor(() => expect(premium).toHaveFocus());
    await expect(premium, 'Premium after the wrap').toBeChecked();
    // Tab leaves the group without changing the choice.
    await userEvent.tab({ shift: true });
    await expect(premium, 'Premium after Shift+Tab').toBeChecked();
  },
};
