import { Skeleton } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * Grey shapes where content is about to appear (the chat's room list, table rows,
 * event cards), so the page does not jump when it arrives. Skeletons are silent for
 * screen readers: the region that loads sets `aria-busy` and says 'Loading…' once.
 */
const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { className: 'w-48' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'circle', 'block'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton).toHaveAttribute('data-shape', 'text');
  },
};

export const Circle: Story = { args: { shape: 'circle', className: 'size-12' } };

export const Block: Story = { args: { shape: 'block', className: 'h-32 w-56' } };

/** The messages screen while rooms load: the list is busy and announces itself once. */
export const ConversationList: Story = {
  render: () => (
    <section aria-label="Conversations" aria-busy="true" className="grid w-80 gap-4">
      <span className="sr-only">Loading…</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton shape="circle" className="size-11" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="w-2/3" />
            <Skeleton className="w-full text-xs" />
          </div>
        </div>
      ))}
    </section>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Conversations' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveTextContent('Loading…');
  },
};

/** An event card on My Events while the list loads. */
export const EventCard: Story = {
  render: () => (
    <div aria-busy="true" className="grid w-72 gap-3 rounded-xl p-3 shadow-card">
      <span className="sr-only">Loading…</span>
      <Skeleton shape="block" className="h-40 w-full" />
      <Skeleton className="w-1/3 text-xs" />
      <Skeleton className="w-3/4 text-lg" />
      <Skeleton className="w-1/2" />
      <div className="flex items-center justify-between pt-2">
        <div className="flex -space-x-2">
          <Skeleton shape="circle" className="size-8 ring-2 ring-white" />
          <Skeleton shape="circle" className="size-8 ring-2 ring-white" />
          <Skeleton shape="circle" className="size-8 ring-2 ring-white" />
        </div>
        <Skeleton shape="block" className="h-9 w-24 rounded-pill" />
      </div>
    </div>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex items-center gap-6">
      <Skeleton className="w-40" />
      <Skeleton shape="circle" className="size-10" />
      <Skeleton shape="block" className="h-16 w-28" />
    </div>
  ),
};
