import { DaySeparator } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * Where a new day begins in a conversation: 'Today, …', 'Yesterday, …' or the weekday
 * and date (the app words it, from contracts' dates). The day is read in the flow of the
 * messages; the lines are decoration.
 */
const meta = {
  title: 'Data/DaySeparator',
  component: DaySeparator,
  args: { label: 'Today, Nov 23', dateTime: '2026-11-23' },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DaySeparator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {
  play: async ({ canvas, canvasElement }) => {
    const day = canvas.getByText('Today, Nov 23');
    await expect(day.tagName).toBe('TIME');
    await expect(day).toHaveAttribute('datetime', '2026-11-23');
    const lines = canvasElement.querySelectorAll('[data-slot="day-separator"] > [aria-hidden="true"]');
    await expect(lines).toHaveLength(2);
  },
};

export const Yesterday: Story = { args: { label: 'Yesterday, Nov 22', dateTime: '2026-11-22' } };

/** Another year carries the year. */
export const AnotherYear: Story = { args: { label: 'Tuesday, Dec 30, 2025', dateTime: '2025-12-30' } };

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-2">
      <DaySeparator label="Wednesday, Nov 18" dateTime="2026-11-18" />
      <DaySeparator label="Yesterday, Nov 22" dateTime="2026-11-22" />
      <DaySeparator label="Today, Nov 23" dateTime="2026-11-23" />
    </div>
  ),
};
