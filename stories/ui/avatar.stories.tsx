import { Avatar } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

/**
 * A person's round photo: hosts in the header, members on event cards, reviewers in
 * tables. When the photo is missing or fails to load, the default avatar
 * (`/images/default-avatar.png`) stands in — never a broken-image icon.
 * Give `alt` the person's name; use `alt=""` when the name is printed right beside it.
 */
const meta = {
  title: 'Identity/Avatar',
  component: Avatar,
  args: { src: '/images/stories/person-maya.svg', alt: 'Maya Patel', onStateChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    ring: { control: 'boolean' },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const root = canvasElement.querySelector('[data-slot="avatar"]');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'loaded'));
    const image = canvas.getByRole('img', { name: 'Maya Patel' });
    await expect(image).toHaveAttribute('src', '/images/stories/person-maya.svg');
    await expect(image).toHaveAttribute('data-slot', 'avatar-image');
    await expect(args.onStateChange).toHaveBeenLastCalledWith('loaded');
  },
};

/** No photo on the profile: the default avatar shows, still named for screen readers. */
export const MissingPhoto: Story = {
  args: { src: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="avatar"]')).toHaveAttribute(
      'data-state',
      'fallback',
    );
    const image = canvas.getByRole('img', { name: 'Maya Patel' });
    await expect(image).toHaveAttribute('src', '/images/default-avatar.png');
    await expect(image).toHaveAttribute('data-slot', 'avatar-fallback');
  },
};

/** The photo's URL is broken (deleted upload, say): the default avatar replaces it. */
export const BrokenPhoto: Story = {
  args: { src: '/images/stories/does-not-exist.png' },
  play: async ({ canvas, canvasElement, args }) => {
    const root = canvasElement.querySelector('[data-slot="avatar"]');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'fallback'));
    await expect(canvas.getByRole('img', { name: 'Maya Patel' })).toHaveAttribute(
      'src',
      '/images/default-avatar.png',
    );
    await expect(args.onStateChange).toHaveBeenLastCalledWith('fallback');
  },
};

/** A screen can pass its own stand-in picture through `fallbackSrc`. */
export const CustomFallback: Story = {
  args: { src: '', fallbackSrc: '/images/stories/person-jun.svg', alt: 'Guest' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Guest' })).toHaveAttribute(
      'src',
      '/images/stories/person-jun.svg',
    );
  },
};

/** With the name printed beside it, the avatar is decorative (`alt=""`) so the name is read once. */
export const BesideAName: Story = {
  args: { alt: '', size: 'sm' },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Avatar {...args} />
      <span className="font-semibold text-sm">Maya Patel</span>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="avatar"]');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'loaded'));
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Maya Patel')).toBeVisible();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-4">
      {([false, true] as const).map((ring) => (
        <div key={String(ring)} className="flex items-end gap-3 rounded-lg bg-ink-100 p-3">
          {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
            <Avatar
              key={size}
              size={size}
              ring={ring}
              src="/images/stories/person-theo.svg"
              alt={`Theo, ${size}`}
            />
          ))}
          <Avatar size="lg" ring={ring} src={null} alt="No photo" />
          <Avatar size="lg" ring={ring} src="/images/stories/missing.png" alt="Broken photo" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-slot="avatar"][data-state="loading"]')).toHaveLength(0),
    );
    await expect(canvasElement.querySelectorAll('[data-slot="avatar"][data-state="fallback"]')).toHaveLength(
      4,
    );
  },
};
