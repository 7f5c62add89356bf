import { buildTimeOptions } from '@friendly/contracts';
import { FormField, TimeSelect } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

/**
 * Start and end times of an event: a list every 30 minutes, '12:00 AM' to '11:30 PM',
 * stored as 24-hour 'HH:MM'. The list is the app's rule, passed as `options`:
 * `buildTimeOptions()` from @friendly/contracts; for the end time
 * `buildTimeOptions({ after: start })`, so times at or before the start cannot be chosen. Always inside a `FormField` ('Start time', 'End
 * time') for the label and the spec's errors ('End time must be after start time').
 */
const meta = {
  title: 'Forms/TimeSelect',
  component: TimeSelect,
  args: { onValueChange: fn(), options: buildTimeOptions() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    disabled: { control: 'boolean' },
  },
  render: (args) => (
    <FormField label="Start time" className="w-64">
      <TimeSelect {...args} />
    </FormField>
  ),
} satisfies Meta<typeof TimeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open list hides the page behind it from axe's point of view; see docs/decisions/030. */
const openListboxA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Start time' });
    await expect(trigger).toHaveTextContent('Select time');
    await expect(trigger).toHaveAttribute('data-placeholder');
  },
};

export const Chosen: Story = {
  args: { defaultValue: '18:30' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Start time' })).toHaveTextContent('6:30 PM');
  },
};

/** The whole day every 30 minutes, in 12-hour form; the chosen one ticked. */
export const Open: Story = {
  args: { defaultValue: '09:00' },
  parameters: openListboxA11y,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Start time' }));
    const list = await screen.findByRole('listbox');
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(48);
    await expect(options[0]).toHaveTextContent('12:00 AM');
    await expect(options[24]).toHaveTextContent('12:00 PM');
    await expect(options[47]).toHaveTextContent('11:30 PM');
    await expect(screen.getByRole('option', { name: '9:00 AM' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Keyboard: Enter opens at the chosen time, arrows move, Enter chooses the 24-hour value. */
export const Keyboard: Story = {
  args: { defaultValue: '09:00' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Start time' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: '9:00 AM' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('10:00');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('10:00 AM');
  },
};

/** An end time after a 10:00 AM start: 10:00 AM and earlier are disabled and skipped. */
export const EndAfterStart: Story = {
  args: { options: buildTimeOptions({ after: '10:00' }) },
  parameters: openListboxA11y,
  render: (args) => (
    <FormField label="End time" className="w-64">
      <TimeSelect {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'End time' }));
    await screen.findByRole('listbox');
    await expect(screen.getByRole('option', { name: '10:00 AM' })).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.getByRole('option', { name: '12:00 AM' })).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.getByRole('option', { name: '10:30 AM' })).not.toHaveAttribute('aria-disabled');
    await waitFor(() => expect(screen.getByRole('option', { name: '10:30 AM' })).toHaveFocus());
  },
};

/** A disabled time cannot be chosen with the mouse. */
export const DisabledTimesCannotBeChosen: Story = {
  args: { options: buildTimeOptions({ after: '10:00' }) },
  render: (args) => (
    <FormField label="End time" className="w-64">
      <TimeSelect {...args} />
    </FormField>
  ),
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'End time' });
    await userEvent.click(trigger);
    await screen.findByRole('listbox');
    await userEvent.click(screen.getByRole('option', { name: '9:30 AM' }), { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('option', { name: '11:00 AM' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('11:00');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('11:00 AM');
  },
};

/** Start and end together, as on the event form: choosing a start disables earlier end times. */
export const StartAndEnd: Story = {
  render: () => {
    const [start, setStart] = React.useState('');
    const [end, setEnd] = React.useState('');
    const endError = start && end && end <= start ? 'End time must be after start time' : undefined;
    return (
      <div className="grid w-[30rem] max-w-full grid-cols-2 gap-4">
        <FormField label="Start time">
          <TimeSelect value={start} onValueChange={setStart} options={buildTimeOptions()} />
        </FormField>
        <FormField label="End time" error={endError}>
          <TimeSelect
            value={end}
            onValueChange={setEnd}
            options={buildTimeOptions({ after: start || null })}
          />
        </FormField>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const start = canvas.getByRole('combobox', { name: 'Start time' });
    const end = canvas.getByRole('combobox', { name: 'End time' });
    await userEvent.click(end);
    await userEvent.click(await screen.findByRole('option', { name: '7:00 PM' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.click(start);
    await userEvent.click(await screen.findByRole('option', { name: '8:00 PM' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(start).toHaveTextContent('8:00 PM');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAccessibleDescription('End time must be after start time');
  },
};

export const WithError: Story = {
  render: (args) => (
    <FormField label="Start time" error="Start time is required" className="w-64">
      <TimeSelect {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Start time' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Start time is required');
  },
};

/** Edit mode locks the time. */
export const Disabled: Story = {
  args: { defaultValue: '18:00', disabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Start time' });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('6:00 PM');
  },
};

/** A stored time off the 30-minute grid still shows and stays chosen. */
export const OffGridValue: Story = {
  args: { defaultValue: '10:15', options: buildTimeOptions({ include: '10:15' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Start time' })).toHaveTextContent('10:15 AM');
  },
};

/** With `name`, the 24-hour value is submitted with a form. */
export const InAForm: Story = {
  args: { name: 'startTime', defaultValue: '13:30' },
  render: (args) => (
    <form aria-label="Event time" className="w-64">
      <FormField label="Start time">
        <TimeSelect {...args} />
      </FormField>
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Event time' }) as HTMLFormElement;
    await expect(new FormData(form).get('startTime')).toBe('13:30');
  },
};

export const NarrowViewport: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: () => (
    <div className="grid w-[288px] grid-cols-2 gap-3">
      <FormField label="Start time">
        <TimeSelect defaultValue="10:00" options={buildTimeOptions()} />
      </FormField>
      <FormField label="End time" error="End time must be after start time">
        <TimeSelect defaultValue="09:30" options={buildTimeOptions({ after: '10:00' })} />
      </FormField>
    </div>
  ),
};

const dayOptions = buildTimeOptions();

export const AllVariants: Story = {
  render: () => (
    <div className="grid w-72 gap-3">
      <TimeSelect aria-label="Placeholder" options={dayOptions} />
      <TimeSelect aria-label="Chosen" defaultValue="12:00" options={dayOptions} />
      <TimeSelect aria-label="Small" size="sm" defaultValue="23:30" options={dayOptions} />
      <TimeSelect aria-label="Invalid" aria-invalid options={dayOptions} />
      <TimeSelect aria-label="Disabled" defaultValue="07:30" disabled options={dayOptions} />
    </div>
  ),
};
