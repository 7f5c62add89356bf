import { DateInput, FormField, Input, isDateBefore, todayDateValue } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

/**
 * The event date. It is the browser's own date field, styled like our inputs: people
 * type the day, month and year or pick from the calendar (the icon, or Alt+↓). When
 * creating an event pass `disallowPast`, and show 'Date cannot be in the past' from the
 * form's check (`isDateBefore(value, todayDateValue())`). Edit mode disables it.
 */
const meta = {
  title: 'Forms/DateInput',
  component: DateInput,
  args: { onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    disabled: { control: 'boolean' },
    disallowPast: { control: 'boolean' },
  },
  render: (args) => (
    <FormField label="Date" className="w-64">
      <DateInput {...args} />
    </FormField>
  ),
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const dateField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Date/) as HTMLInputElement;

/** Empty: the field is labelled and reads as a placeholder. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = dateField(canvasElement);
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAttribute('data-empty', 'true');
    await expect(input).not.toHaveAttribute('min');
  },
};

/** Typing a date reports it as 'YYYY-MM-DD'. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = dateField(canvasElement);
    await userEvent.type(input, '2031-03-14');
    await expect(input).toHaveValue('2031-03-14');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2031-03-14');
    await expect(input).not.toHaveAttribute('data-empty');
  },
};

export const Filled: Story = {
  args: { defaultValue: '2031-03-14' },
  play: async ({ canvasElement }) => {
    await expect(dateField(canvasElement)).toHaveValue('2031-03-14');
  },
};

/** Creating an event: today is the minimum, so the calendar greys out past days. */
export const NoPastDates: Story = {
  args: { disallowPast: true },
  play: async ({ canvasElement }) => {
    await expect(dateField(canvasElement)).toHaveAttribute('min', todayDateValue());
  },
};

/** An explicit minimum (a Date or 'YYYY-MM-DD') and maximum win over `disallowPast`. */
export const MinAndMax: Story = {
  args: { min: new Date(2031, 0, 1), max: '2031-12-31', disallowPast: true },
  play: async ({ canvasElement }) => {
    const input = dateField(canvasElement);
    await expect(input).toHaveAttribute('min', '2031-01-01');
    await expect(input).toHaveAttribute('max', '2031-12-31');
  },
};

/** A typed past date gets the spec's message from the form's check, read with the field. */
export const PastDateRejected: Story = {
  render: (args) => {
    const [date, setDate] = React.useState('');
    const error = isDateBefore(date, todayDateValue()) ? 'Date cannot be in the past' : undefined;
    return (
      <FormField label="Date" error={error} className="w-64">
        <DateInput {...args} value={date} onValueChange={setDate} disallowPast />
      </FormField>
    );
  },
  play: async ({ canvasElement }) => {
    const input = dateField(canvasElement);
    await userEvent.type(input, '2020-01-15');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Date cannot be in the past');
    await userEvent.clear(input);
    await userEvent.type(input, '2099-01-15');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  render: (args) => (
    <FormField label="Date" error="Date is required" required className="w-64">
      <DateInput {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const input = dateField(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Date is required');
  },
};

/** Edit mode locks the date. */
export const Disabled: Story = {
  args: { defaultValue: '2031-03-14', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(dateField(canvasElement)).toBeDisabled();
  },
};

/** Tab reaches the field and shows the focus ring. */
export const Focused: Story = {
  render: (args) => (
    <div className="grid w-64 gap-3">
      <FormField label="Title">
        <Input defaultValue="Sunday picnic" />
      </FormField>
      <FormField label="Date">
        <DateInput {...args} defaultValue="2031-03-14" />
      </FormField>
    </div>
  ),
  play: async ({ canvasElement }) => {
    within(canvasElement).getByLabelText('Title').focus();
    await userEvent.tab();
    await expect(dateField(canvasElement)).toHaveFocus();
  },
};

export const NarrowViewport: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: (args) => (
    <div className="w-[288px]">
      <FormField label="Date" error="Date cannot be in the past">
        <DateInput {...args} defaultValue="2020-01-15" />
      </FormField>
    </div>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid w-64 gap-3">
      <DateInput aria-label="Empty" />
      <DateInput aria-label="Filled" defaultValue="2031-03-14" />
      <DateInput aria-label="Small" size="sm" defaultValue="2031-03-14" />
      <DateInput aria-label="Large" size="lg" defaultValue="2031-03-14" />
      <DateInput aria-label="Invalid" aria-invalid defaultValue="2020-01-15" />
      <DateInput aria-label="Disabled" disabled defaultValue="2031-03-14" />
    </div>
  ),
};
