import {
  FormField,
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

const sortOptions = ['Newest', 'Oldest', 'Rating High → Low', 'Rating Low → High'];

/** Every 30 minutes across the day in 12-hour format, as the event form's time pickers show. */
const times = Array.from({ length: 48 }, (_, index) => {
  const hours = Math.floor(index / 2);
  const minutes = index % 2 === 0 ? '00' : '30';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return {
    value: `${String(hours).padStart(2, '0')}:${minutes}`,
    label: `${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`,
  };
});

/**
 * Choose one value from a list that is too long to show at once (sort order, a time).
 * Compose `Select` › `SelectTrigger` (with `SelectValue`) › `SelectContent` › `SelectItem`.
 * The trigger looks like an Input and works in a `FormField`. Keyboard: Enter, Space or
 * the arrows open it; arrows move; Enter chooses; Escape closes; typing jumps to a match.
 */
/**
 * An open list marks the rest of the page `aria-hidden` (Radix's modal behaviour) while
 * trapping focus inside the list. axe reads the static DOM, cannot see the trap, and
 * exempts only `role="dialog"`, so it reports the hidden page's buttons. Stories that end
 * with the list open turn off that one rule; see docs/decisions/030-open-listbox-and-menu-axe-rule.md.
 */
const openListboxA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { onValueChange: fn() },
  render: (args) => (
    <FormField label="Sort by" className="w-64">
      <Select {...args}>
        <SelectTrigger>
          <SelectValue placeholder="Choose an order" />
        </SelectTrigger>
        <SelectContent>
          {sortOptions.map((option) => (
            <SelectItem key={option} value={option}>
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, with a placeholder. The field's label names the trigger. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveAttribute('data-placeholder');
    await expect(trigger).toHaveTextContent('Choose an order');
  },
};

/** Open: the list appears below the trigger, the chosen option ticked. */
export const Open: Story = {
  args: { defaultValue: 'Newest' },
  parameters: openListboxA11y,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sort by' });
    await userEvent.click(trigger);
    const list = await screen.findByRole('listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('data-state', 'open');
    await expect(screen.getByRole('option', { name: 'Newest' })).toHaveAttribute('aria-selected', 'true');
    await expect(list).toBeVisible();
  },
};

/** Choosing with the mouse updates the trigger and calls `onValueChange`. */
export const ChooseWithMouse: Story = {
  parameters: { visual: { viewport: true } },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sort by' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Rating High → Low' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('Rating High → Low');
    await expect(trigger).toHaveTextContent('Rating High → Low');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** Enter opens, arrows move, Enter chooses, and focus returns to the trigger; Escape closes without choosing. */
export const Keyboard: Story = {
  args: { defaultValue: 'Newest' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sort by' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Newest' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'Oldest' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('Oldest');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Oldest');

    await userEvent.keyboard(' ');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Oldest');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Rating Low → High' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Rating Low → High');
  },
};

/** A long list scrolls; options at or before the start time are disabled (end-time picker). */
export const TimesWithDisabledOptions: Story = {
  render: function Render(args) {
    const [end, setEnd] = React.useState<string>();
    const start = '18:00';
    return (
      <FormField label="End time" hint="Starts at 6:00 PM" className="w-56">
        <Select {...args} value={end} onValueChange={setEnd}>
          <SelectTrigger>
            <SelectValue placeholder="Select end time" />
          </SelectTrigger>
          <SelectContent className="max-h-64">
            {times.map((time) => (
              <SelectItem key={time.value} value={time.value} disabled={time.value <= start}>
                {time.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'End time' }));
    await expect(await screen.findByRole('option', { name: '6:00 PM' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: '6:30 PM' }));
    await expect(canvas.getByRole('combobox', { name: 'End time' })).toHaveTextContent('6:30 PM');
  },
};

export const WithError: Story = {
  render: (args) => (
    <FormField label="Start time" error="Start time is required" required className="w-56">
      <Select {...args}>
        <SelectTrigger>
          <SelectValue placeholder="Select start time" />
        </SelectTrigger>
        <SelectContent>
          {times.slice(0, 6).map((time) => (
            <SelectItem key={time.value} value={time.value}>
              {time.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Start time' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAccessibleDescription('Start time is required');
  },
};

/** Locked in edit mode. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Newest' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

/** While options load, the trigger shows a spinner, is `aria-busy` and cannot open. */
export const Loading: Story = {
  render: (args) => (
    <FormField label="Categories" className="w-64">
      <Select {...args}>
        <SelectTrigger loading>
          <SelectValue placeholder="Loading categories…" />
        </SelectTrigger>
        <SelectContent />
      </Select>
    </FormField>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Categories' });
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

/** Nothing to choose: say so in the placeholder and disable the trigger. */
export const Empty: Story = {
  render: (args) => (
    <FormField label="Categories" hint="Categories are added by the Friendly Host team." className="w-64">
      <Select {...args} disabled>
        <SelectTrigger>
          <SelectValue placeholder="No categories available" />
        </SelectTrigger>
        <SelectContent />
      </Select>
    </FormField>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Categories' });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('No categories available');
  },
};

/** Long option text is cut with an ellipsis in the trigger, and wraps in the list. */
export const LongText: Story = {
  args: { defaultValue: 'long' },
  render: (args) => (
    <FormField label="Category" className="w-56">
      <Select {...args}>
        <SelectTrigger>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="long">Board games, card games and tabletop role-playing evenings</SelectItem>
          <SelectItem value="short">Dinner</SelectItem>
        </SelectContent>
      </Select>
    </FormField>
  ),
};

export const NarrowViewport: Story = {
  args: { defaultValue: 'Rating High → Low' },
  render: (args) => (
    <div className="w-[288px]">
      <FormField label="Sort by">
        <Select {...args}>
          <SelectTrigger size="sm">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {sortOptions.map((option) => (
              <SelectItem key={option} value={option}>
                {option}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
    </div>
  ),
};

/** Groups with labels and a separator. */
export const Grouped: Story = {
  parameters: { ...openListboxA11y, visual: { viewport: true } },
  render: (args) => (
    <FormField label="Sort by" className="w-64">
      <Select {...args} defaultOpen defaultValue="Newest">
        <SelectTrigger>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Date</SelectLabel>
            <SelectItem value="Newest">Newest</SelectItem>
            <SelectItem value="Oldest">Oldest</SelectItem>
          </SelectGroup>
          <SelectSeparator />
          <SelectGroup>
            <SelectLabel>Rating</SelectLabel>
            <SelectItem value="Rating High → Low">Rating High → Low</SelectItem>
            <SelectItem value="Rating Low → High">Rating Low → High</SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </FormField>
  ),
  play: async () => {
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await expect(screen.getByRole('group', { name: 'Rating' })).toBeInTheDocument();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid w-72 gap-3">
      {(
        [
          ['Placeholder', {}],
          ['Chosen', { defaultValue: 'Oldest' }],
          ['Small', { defaultValue: 'Newest' }, 'sm'],
          ['Invalid', {}, 'md', true],
          ['Disabled', { defaultValue: 'Newest', disabled: true }],
        ] as const
      ).map(([label, rootProps, size, invalid]) => (
        <Select key={label} {...rootProps}>
          <SelectTrigger aria-label={label} size={size} aria-invalid={invalid || undefined}>
            <SelectValue placeholder={`${label}: choose an order`} />
          </SelectTrigger>
          <SelectContent>
            {sortOptions.map((option) => (
              <SelectItem key={option} value={option}>
                {option}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ))}
    </div>
  ),
};
