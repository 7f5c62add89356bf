import { ProgressBar } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * How much of a long task is done: the event form's image upload ('Uploading images…
 * 40%'). Name it with the text that says what is in progress (`aria-labelledby`), shown
 * above the bar. Steps of a form use `Stepper`; work of unknown length uses `Spinner`.
 */
const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { value: 40, 'aria-label': 'Uploading images…' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading images…' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('data-state', 'loading');
  },
};

/** Named by the visible text above it, as the event form does. */
export const WithLabel: Story = {
  args: { 'aria-label': undefined, 'aria-labelledby': 'upload-label', value: 62 },
  render: (args) => (
    <div className="grid gap-1.5">
      <p id="upload-label" className="font-medium text-ink-700 text-sm">
        Uploading images… 62%
      </p>
      <ProgressBar {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading images… 62%' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
  },
};

/** Out-of-range values are clamped and rounded, so the bar never overflows its track. */
export const Clamped: Story = {
  args: { value: 140.6 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('data-state', 'complete');
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-4">
      <ProgressBar aria-label="Not started" value={0} />
      <ProgressBar aria-label="A quarter" value={25} />
      <ProgressBar aria-label="Most of it" value={80} />
      <ProgressBar aria-label="Done" value={100} />
      <ProgressBar aria-label="Small" size="sm" value={50} />
      <ProgressBar aria-label="Three of eight files" max={8} value={3} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(6);
    await expect(canvas.getByRole('progressbar', { name: 'Three of eight files' })).toHaveAttribute(
      'aria-valuemax',
      '8',
    );
  },
};
