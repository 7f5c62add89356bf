import { ConversationListItem } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

/**
 * One conversation in the Messages list: the event's cover, its title, the last message
 * (shortened by the caller, '[Image]' or '[Video]' for media) with its time, and the
 * unread count. It is a button; the open conversation is `aria-current`. The list's rules
 * (time words, preview length) come from the app.
 */
const meta = {
  title: 'Data/ConversationListItem',
  component: ConversationListItem,
  args: {
    title: 'Sunset Picnic at Centennial Park',
    cover: '/images/stories/gathering-picnic.png',
    preview: 'Bring a blanket, I have the lemonade covered!',
    timeLabel: '9:41 AM',
    dateTime: '2026-11-23T09:41:00+11:00',
    unreadCount: 3,
    onClick: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithUnread: Story = {
  play: async ({ canvas, args }) => {
    const item = canvas.getByRole('button', {
      name: 'Sunset Picnic at Centennial Park 9:41 AM Bring a blanket, I have the lemonade covered! 3 unread messages',
    });
    await expect(item).not.toHaveAttribute('aria-current');
    await expect(item).toHaveAttribute('data-state', 'idle');
    await expect(item).toHaveAttribute('data-unread');
    await expect(item.querySelector('time')).toHaveAttribute('datetime', '2026-11-23T09:41:00+11:00');
    await userEvent.click(item);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** The conversation open beside the list. */
export const Selected: Story = {
  args: { selected: true, unreadCount: 0 },
  play: async ({ canvas }) => {
    const item = canvas.getByRole('button', { name: /^Sunset Picnic at Centennial Park 9:41 AM / });
    await expect(item).toHaveAttribute('aria-current', 'true');
    await expect(item).toHaveAttribute('data-state', 'selected');
    await expect(item).not.toHaveAttribute('data-unread');
    await expect(item).not.toHaveAccessibleName(/unread/);
  },
};

/** Read up to date: no badge. */
export const AllRead: Story = {
  args: { unreadCount: 0, timeLabel: 'Yesterday' },
  play: async ({ canvas }) => {
    const item = canvas.getByRole('button');
    await expect(item.querySelector('[data-slot="conversation-list-item-badge"]')).toBeNull();
    await expect(item).toHaveAccessibleName(
      'Sunset Picnic at Centennial Park Yesterday Bring a blanket, I have the lemonade covered!',
    );
  },
};

/** Above 99 the badge reads '99+'; the spoken count stays exact. */
export const ManyUnread: Story = {
  args: { unreadCount: 128, timeLabel: 'Nov 03' },
  play: async ({ canvas }) => {
    const item = canvas.getByRole('button', { name: / 128 unread messages$/ });
    const badge = item.querySelector('[data-slot="conversation-list-item-badge"]');
    await expect(badge).toHaveAttribute('data-count', '128');
    await expect(badge?.querySelector('[aria-hidden="true"]')).toHaveTextContent('99+');
  },
};

/** One unread message is said in the singular. */
export const OneUnread: Story = {
  args: { unreadCount: 1, preview: '[Image]', timeLabel: 'Dec 30, 2025' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName(
      'Sunset Picnic at Centennial Park Dec 30, 2025 [Image] 1 unread message',
    );
  },
};

/** A room with no message yet: the title alone. */
export const NoMessagesYet: Story = {
  args: { preview: '', timeLabel: undefined, unreadCount: 0 },
  play: async ({ canvas }) => {
    const item = canvas.getByRole('button');
    await expect(item).toHaveAccessibleName('Sunset Picnic at Centennial Park');
    await expect(item.querySelector('time')).toBeNull();
  },
};

/** Without a cover, or when it fails to load, the title's first letter stands in. */
export const NoCover: Story = {
  args: { cover: null, title: 'board games night' },
  play: async ({ canvas }) => {
    const cover = canvas
      .getByRole('button')
      .querySelector('[data-slot="conversation-list-item-cover"]') as HTMLElement;
    await expect(cover).toHaveAttribute('data-state', 'fallback');
    await expect(cover).toHaveTextContent('B');
    await expect(cover).toHaveAttribute('aria-hidden', 'true');
  },
};

export const BrokenCover: Story = {
  args: { cover: '/images/stories/missing-cover.png' },
  play: async ({ canvas }) => {
    const cover = canvas
      .getByRole('button')
      .querySelector('[data-slot="conversation-list-item-cover"]') as HTMLElement;
    await waitFor(() => expect(cover).toHaveAttribute('data-state', 'fallback'));
    await expect(cover).toHaveTextContent('S');
  },
};

/** Long titles and previews are cut with an ellipsis on one line each; the full text stays in the name. */
export const LongText: Story = {
  args: {
    title: 'A very long evening of board games, banana bread and far too much tea with the neighbours',
    preview:
      'Thanks everyone for coming! I found someone’s scarf on the couch — it’s the green one with little foxes…',
    timeLabel: 'Yesterday',
  },
  play: async ({ canvas }) => {
    const item = canvas.getByRole('button', {
      name: /far too much tea with the neighbours Yesterday Thanks everyone/,
    });
    const title = item.querySelector('[data-slot="conversation-list-item-title"]') as HTMLElement;
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

/** Tab reaches each conversation; Enter and Space open it. */
export const Keyboard: Story = {
  render: (args) => (
    <ul className="grid gap-1">
      <li>
        <ConversationListItem {...args} />
      </li>
      <li>
        <ConversationListItem
          {...args}
          title="Board games & banana bread"
          cover="/images/stories/event-boardgames.svg"
          unreadCount={0}
        />
      </li>
    </ul>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Sunset Picnic/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Board games/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [
    (Story) => (
      <div className="w-[288px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const item = canvas.getByRole('button');
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <ul aria-label="Conversations" className="grid gap-1">
      <li>
        <ConversationListItem {...args} selected unreadCount={0} />
      </li>
      <li>
        <ConversationListItem
          {...args}
          title="Board games & banana bread"
          cover="/images/stories/event-boardgames.svg"
          preview="[Image]"
          timeLabel="Yesterday"
          unreadCount={12}
        />
      </li>
      <li>
        <ConversationListItem
          {...args}
          title="Harbour sunrise walk"
          cover={null}
          preview="[Video]"
          timeLabel="Nov 03"
          unreadCount={0}
        />
      </li>
      <li>
        <ConversationListItem
          {...args}
          title="Dumpling folding night"
          cover="/images/stories/event-dinner.svg"
          preview=""
          timeLabel={undefined}
          unreadCount={0}
        />
      </li>
    </ul>
  ),
};
