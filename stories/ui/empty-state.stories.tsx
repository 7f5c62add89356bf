import { Button, EmptyState } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

function ChatIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z" />
    </svg>
  );
}

/**
 * What a list, table or page shows when there is nothing in it. Use the spec's sentence
 * exactly ('No transactions found.', 'No reviews yet.'), add a second line only when it
 * helps, and an action when there is an obvious next step.
 */
const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No transactions found.' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] }, framed: { control: 'boolean' } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No transactions found.')).toBeVisible();
  },
};

/** The messages screen with no rooms: two lines, a picture and the way forward. */
export const WithAction: Story = {
  args: {
    title: 'No conversations yet',
    description: 'Create an event to start a group chat with attendees',
    icon: <ChatIcon />,
    framed: true,
    action: (
      <Button asChild size="sm">
        <a href="#create-event">Create Event</a>
      </Button>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Create Event' });
    link.focus();
    await expect(link).toHaveFocus();
    await expect(canvasElement.querySelector('[data-slot="empty-state-icon"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

/** Small, for inside a table or list. */
export const Compact: Story = { args: { title: 'No reviews found.', size: 'sm' } };

export const LongText: Story = {
  args: {
    title: 'No events found. Start by creating your first event!',
    description:
      'Events you create appear here with their status, members and earnings. Approved events are visible to guests in the app.',
    framed: true,
  },
  render: (args) => (
    <div className="w-[360px]">
      <EmptyState {...args} />
    </div>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid w-[560px] gap-4">
      <EmptyState size="sm" title="No reviews found." />
      <EmptyState size="sm" framed title="No members have joined this event yet." />
      <EmptyState
        framed
        icon={<ChatIcon />}
        title="No messages to show"
        description="Say hello to your guests."
      />
    </div>
  ),
};
