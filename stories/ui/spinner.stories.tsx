import { Spinner } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * A turning ring for part of a screen that is loading, such as the event's reviews
 * ('Loading…'). Screen readers hear its label once. Show the label as text where the
 * spec prints it ('Loading notifications…'). Pages use `LogoLoader`; buttons use `busy`.
 */
const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['brand', 'current'] },
    showLabel: { control: 'boolean' },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: '' });
    await expect(status).toHaveTextContent('Loading…');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveAttribute('data-slot', 'spinner');
  },
};

/** The label printed beside the ring, as the notifications screen does. */
export const WithLabel: Story = {
  args: { label: 'Loading notifications…', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading notifications…')).toBeVisible();
  },
};

/** `tone="current"` takes the colour of the surrounding text, e.g. on a coloured banner. */
export const OnColour: Story = {
  args: { tone: 'current', showLabel: true, label: 'Checking your Stripe account…' },
  render: (args) => (
    <div className="rounded-lg bg-brand-700 px-4 py-3 text-white">
      <Spinner {...args} />
    </div>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex items-center gap-6">
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
      <Spinner size="sm" showLabel />
      <Spinner size="md" showLabel label="Loading…" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(5);
  },
};
