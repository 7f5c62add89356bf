import { AvatarStack } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

const photos = [
  '/images/stories/person-maya.svg',
  '/images/stories/person-theo.svg',
  '/images/stories/person-sam.svg',
  '/images/stories/person-ana.svg',
  '/images/stories/person-jun.svg',
  '/images/stories/person-lea.svg',
];

async function photosSettled(canvasElement: HTMLElement) {
  await waitFor(() =>
    expect(canvasElement.querySelectorAll('[data-slot="avatar"][data-state="loading"]')).toHaveLength(0),
  );
}

/**
 * The joined members on an event card: the first few photos overlap and a '+N' bubble
 * stands for the rest. Screen readers hear one picture named by the total ('5 members'),
 * so pass `total` from the API when the list holds only the first few photos.
 */
const meta = {
  title: 'Identity/AvatarStack',
  component: AvatarStack,
  args: { avatars: photos.slice(0, 3) },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] }, max: { control: 'number' } },
} satisfies Meta<typeof AvatarStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await photosSettled(canvasElement);
    const stack = canvas.getByRole('img', { name: '3 members' });
    await expect(stack).toHaveAttribute('data-slot', 'avatar-stack');
    await expect(stack.querySelectorAll('[data-slot="avatar"]')).toHaveLength(3);
    await expect(stack.querySelector('[data-slot="avatar-stack-more"]')).toBeNull();
  },
};

/** The API sends the first photos and `totalMembers`; the bubble shows the rest. */
export const MoreThanShown: Story = {
  args: { avatars: photos.slice(0, 4), total: 5, max: 3 },
  play: async ({ canvas, canvasElement }) => {
    await photosSettled(canvasElement);
    const stack = canvas.getByRole('img', { name: '5 members' });
    await expect(stack.querySelectorAll('[data-slot="avatar"]')).toHaveLength(3);
    const more = stack.querySelector('[data-slot="avatar-stack-more"]');
    await expect(more).toHaveTextContent('+2');
    await expect(more).toHaveAttribute('aria-hidden', 'true');
  },
};

export const OneMember: Story = {
  args: { avatars: [photos[0]] },
  play: async ({ canvas, canvasElement }) => {
    await photosSettled(canvasElement);
    await expect(canvas.getByRole('img', { name: '1 member' })).toBeVisible();
  },
};

/** Members without a photo, or with a broken one, show the default avatar. */
export const MissingPhotos: Story = {
  args: { avatars: [null, '/images/stories/missing.png', photos[2], ''], total: 4 },
  play: async ({ canvas, canvasElement }) => {
    await photosSettled(canvasElement);
    await expect(canvas.getByRole('img', { name: '4 members' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-state="fallback"]')).toHaveLength(3);
  },
};

/** No one has joined yet: nothing is drawn, and the card shows its own text. */
export const Empty: Story = {
  args: { avatars: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The name can follow the screen's wording, e.g. '6 guests joined'. */
export const CustomLabel: Story = {
  args: { avatars: photos, total: 6, label: (total) => `${total} guests joined` },
  play: async ({ canvas, canvasElement }) => {
    await photosSettled(canvasElement);
    await expect(canvas.getByRole('img', { name: '6 guests joined' })).toBeVisible();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-4">
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} className="flex items-center gap-6">
          <AvatarStack size={size} avatars={photos.slice(0, 1)} />
          <AvatarStack size={size} avatars={photos.slice(0, 3)} />
          <AvatarStack size={size} avatars={photos.slice(0, 4)} total={6} />
          <AvatarStack size={size} avatars={photos.slice(0, 4)} total={128} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await photosSettled(canvasElement);
    await expect(canvas.getAllByRole('img', { name: '128 members' })).toHaveLength(2);
  },
};
