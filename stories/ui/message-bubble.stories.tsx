import { DaySeparator, MessageBubble } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

/**
 * One chat message: others' on the left with the sender's name, one's own on the right in
 * the brand colour, and the time sent. Pictures show at most 240 px wide and videos 320 px
 * (spec 001 §2), keeping their proportions; a long word wraps instead of overflowing.
 */
const meta = {
  title: 'Data/MessageBubble',
  component: MessageBubble,
  args: {
    sender: 'Amy Chen',
    content: 'Can I bring my sister along? She loves board games.',
    timeLabel: '9:41 AM',
    dateTime: '2026-11-23T09:41:00+11:00',
  },
  decorators: [
    (Story) => (
      <div className="flex w-[28rem] max-w-full flex-col">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

const bubble = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="message-bubble"]') as HTMLElement;

/** Waits until the video has a frame to show, so the picture is the same on every run. */
async function videoReady(canvasElement: HTMLElement) {
  const video = canvasElement.querySelector('video') as HTMLVideoElement;
  await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(2), { timeout: 5000 });
  return video;
}

export const FromSomeoneElse: Story = {
  play: async ({ canvas, canvasElement }) => {
    const root = bubble(canvasElement);
    await expect(root).not.toHaveAttribute('data-own');
    await expect(canvas.getByText('Amy Chen')).toBeVisible();
    await expect(canvas.getByText('9:41 AM')).toHaveAttribute('datetime', '2026-11-23T09:41:00+11:00');
    await expect(root).toHaveTextContent(
      'Amy ChenCan I bring my sister along? She loves board games.9:41 AM',
    );
  },
};

/** One's own: on the right; the name is still there for screen readers, not on screen. */
export const Own: Story = {
  args: { own: true, sender: 'You', showSender: false, content: 'Of course! The more the merrier.' },
  play: async ({ canvas, canvasElement }) => {
    const root = bubble(canvasElement);
    await expect(root).toHaveAttribute('data-own');
    await expect(canvas.getByText('You')).toHaveClass('sr-only');
    const text = canvasElement.querySelector('[data-slot="message-bubble-text"]') as HTMLElement;
    await expect(text.getBoundingClientRect().right).toBeCloseTo(root.getBoundingClientRect().right, 0);
  },
};

/** A picture at most 240 px wide, named for screen readers. */
export const Image: Story = {
  args: {
    type: 'image',
    content: '',
    mediaUrl: '/images/stories/gathering-table.jpg',
    mediaLabel: 'Image from Amy Chen',
  },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'Image from Amy Chen' });
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(240);
    await expect(canvasElement.querySelector('[data-slot="message-bubble-text"]')).toBeNull();
  },
};

/** A video at most 320 px wide, with the browser's controls. */
export const Video: Story = {
  args: {
    own: true,
    sender: 'You',
    showSender: false,
    type: 'video',
    content: '',
    mediaUrl: '/images/stories/clip-sunset.webm',
    mediaLabel: 'Video from you',
  },
  play: async ({ canvasElement }) => {
    const video = await videoReady(canvasElement);
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAccessibleName('Video from you');
    await expect(video.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

/** A picture with a caption shows both. */
export const ImageWithCaption: Story = {
  args: {
    type: 'image',
    content: 'The table is set!',
    mediaUrl: '/images/stories/gathering-garden.jpg',
    mediaLabel: 'Image from Amy Chen',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Image from Amy Chen' })).toBeVisible();
    await expect(canvas.getByText('The table is set!')).toBeVisible();
  },
};

/** Long text wraps, line breaks are kept, and a very long word breaks instead of overflowing. */
export const LongText: Story = {
  args: {
    content:
      'Quick reminder for Sunday:\n\n- the gate code is 4821\n- parking on Crown St is free after 1 pm\n\nhttps://example.com/a-really-long-link-that-somebody-pasted-without-a-care-for-the-layout-of-our-chat',
  },
  play: async ({ canvasElement }) => {
    const root = bubble(canvasElement);
    const text = canvasElement.querySelector('[data-slot="message-bubble-text"]') as HTMLElement;
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(text.getBoundingClientRect().height).toBeGreaterThan(100);
  },
};

/** Without a name (a member who never gave one) the caller passes its own word. */
export const UnnamedSender: Story = { args: { sender: 'Member' } };

export const AllVariants: Story = {
  render: () => (
    <ol className="flex flex-col gap-3">
      <li>
        <DaySeparator label="Yesterday, Nov 22" />
      </li>
      <li>
        <MessageBubble
          sender="Amy Chen"
          content="Can I bring my sister along? She loves board games."
          timeLabel="6:02 PM"
        />
      </li>
      <li>
        <MessageBubble
          sender="You"
          showSender={false}
          own
          content="Of course! The more the merrier."
          timeLabel="6:05 PM"
        />
      </li>
      <li>
        <DaySeparator label="Today, Nov 23" />
      </li>
      <li>
        <MessageBubble
          sender="Ben Ortiz"
          type="image"
          mediaUrl="/images/stories/gathering-table.jpg"
          mediaLabel="Image from Ben Ortiz"
          timeLabel="9:12 AM"
        />
      </li>
      <li>
        <MessageBubble
          sender="You"
          showSender={false}
          own
          type="image"
          mediaUrl="/images/stories/gathering-picnic.png"
          mediaLabel="Image from you"
          content="Our spot for Sunday"
          timeLabel="9:30 AM"
        />
      </li>
    </ol>
  ),
};
