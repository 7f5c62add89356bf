import { Button, ErrorState } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

/**
 * What a list, section or page shows when it could not be loaded, the twin of EmptyState.
 * Use the spec's sentence exactly ('Failed to load notifications', 'Failed to load
 * content.') or the server's message; it is announced as an alert. Add a 'Try Again'
 * action where asking again can help.
 */
const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: { title: 'Failed to load notifications' },
  argTypes: { size: { control: 'inline-radio', options: ['inline', 'sm', 'md', 'lg'] } },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load notifications');
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-size', 'md');
  },
};

/** A whole content page that could not be loaded. */
export const Page: Story = { args: { title: 'Failed to load content.', size: 'lg' } };

/** Inside a list pane, such as Messages' conversation list. */
export const Compact: Story = { args: { title: 'Failed to load conversations', size: 'sm' } };

const retry = fn();

/** Beside a form that could not be filled in: the sentence and a way to ask again. */
export const WithRetry: Story = {
  args: {
    title: 'Network error',
    size: 'inline',
    action: (
      <Button variant="outline" onClick={retry}>
        Try Again
      </Button>
    ),
  },
  beforeEach: () => retry.mockClear(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    title:
      'An unexpected error occurred. Please try again. If this keeps happening, the server may be down for maintenance.',
  },
  render: (args) => (
    <div className="w-[360px]">
      <ErrorState {...args} />
    </div>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid w-[560px] gap-4">
      <ErrorState size="inline" title="Failed to load the profile." />
      <ErrorState size="sm" title="Failed to load conversations" />
      <ErrorState size="md" title="Failed to load notifications" />
      <ErrorState size="lg" title="Failed to load content." />
    </div>
  ),
};
