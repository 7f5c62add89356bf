import { type CarouselImage, ThumbnailCarousel } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const images: CarouselImage[] = [
  { src: '/images/stories/event-picnic.svg', alt: 'Picnic blanket under a tree in a park' },
  { src: '/images/stories/event-dinner.svg', alt: 'Candle-lit dinner table set for six' },
  { src: '/images/stories/event-hike.svg', alt: 'Mountain trail at sunrise' },
  { src: '/images/stories/event-boardgames.svg', alt: 'Board games and snacks on a table' },
  { src: '/images/stories/event-music.svg', alt: 'Acoustic guitar and a small audience' },
  { src: '/images/stories/event-garden.svg', alt: 'Community garden with raised beds' },
];

/**
 * The event details gallery: a large image with a strip of thumbnails below, four per
 * view with 24 px between them. Click a thumbnail to show it large, swipe or drag the
 * strip to see more, or use the arrows on the image. Every image needs an alt text
 * describing what it shows.
 */
const meta = {
  title: 'Data/ThumbnailCarousel',
  component: ThumbnailCarousel,
  args: { images, onSelectedIndexChange: fn() },
  argTypes: {
    aspect: { control: 'inline-radio', options: ['wide', 'photo', 'square'] },
    thumbsPerView: { control: { type: 'number', min: 1 } },
    spacing: { control: { type: 'number', min: 0 } },
  },
  render: (args) => (
    <div className="w-[560px] max-w-full">
      <ThumbnailCarousel {...args} />
    </div>
  ),
} satisfies Meta<typeof ThumbnailCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainImage = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLImageElement>('[data-slot="thumbnail-carousel-image"]')!;

/** Clicking a thumbnail shows it as the main image. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('region', { name: 'Event images' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(6);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', 'Picnic blanket under a tree in a park');
    // Each thumbnail is named by what it does (WCAG 4.1.2), not by a picture it hides.
    await expect(tabs.map((tab) => tab.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 6 }, (_, index) => `Show picture ${index + 1} of 6`),
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Show picture 3 of 6' }));
    await expect(args.onSelectedIndexChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('tab', { name: 'Show picture 3 of 6' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(mainImage(canvasElement)).toHaveAttribute('src', '/images/stories/event-hike.svg');
    await expect(canvas.getByRole('tabpanel', { name: 'Mountain trail at sunrise' })).toBeVisible();
  },
};

/** Four thumbnails per view, 24 px apart. */
export const FourPerView: Story = {
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    const first = tabs[0]!.getBoundingClientRect();
    const second = tabs[1]!.getBoundingClientRect();
    await expect(Math.round(second.left - first.right)).toBe(24);
    const strip = canvas.getByRole('tablist').parentElement!.getBoundingClientRect();
    const fourth = tabs[3]!.getBoundingClientRect();
    const fifth = tabs[4]!.getBoundingClientRect();
    await expect(fourth.right).toBeLessThanOrEqual(strip.right);
    await expect(fifth.left).toBeGreaterThanOrEqual(strip.right - 4);
  },
};

/** Tab reaches the selected thumbnail; arrows, Home and End choose another and keep it in view. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', 'Candle-lit dinner table set for six');
    await userEvent.keyboard('{End}');
    await expect(tabs[5]).toHaveFocus();
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', 'Community garden with raised beds');
    const strip = canvas.getByRole('tablist').parentElement!;
    await waitFor(() =>
      expect(tabs[5]!.getBoundingClientRect().right).toBeLessThanOrEqual(
        strip.getBoundingClientRect().right + 1,
      ),
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[5]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveFocus();
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  },
  parameters: { visual: { disable: true } },
};

/** The arrows on the image step through and announce the position; they hide at the ends. */
export const PreviousAndNext: Story = {
  play: async ({ canvas, canvasElement }) => {
    const previous = canvas.getByRole('button', { name: 'Previous image' });
    const next = canvas.getByRole('button', { name: 'Next image' });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', 'Candle-lit dinner table set for six');
    await expect(canvas.getByText('Image 2 of 6: Candle-lit dinner table set for six')).toBeInTheDocument();
    await expect(previous).toBeEnabled();
    await userEvent.click(previous);
    await expect(canvas.getByRole('tab', { name: 'Show picture 1 of 6' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Dragging (or swiping on a phone) moves the strip without choosing a thumbnail. */
export const DragTheStrip: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    const tablist = canvas.getByRole('tablist');
    const tabs = canvas.getAllByRole('tab');
    const before = tabs[0]!.getBoundingClientRect().left;
    const box = tabs[2]!.getBoundingClientRect();
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: tabs[2]!, coords: { clientX: box.left + 40, clientY: y } },
      { target: tablist, coords: { clientX: box.left, clientY: y } },
      { target: tablist, coords: { clientX: box.left - 80, clientY: y } },
      { target: tablist, coords: { clientX: box.left - 160, clientY: y } },
      { keys: '[/MouseLeft]', target: tablist, coords: { clientX: box.left - 160, clientY: y } },
    ]);
    await waitFor(() => expect(tabs[0]!.getBoundingClientRect().left).toBeLessThan(before - 40));
    await expect(args.onSelectedIndexChange).not.toHaveBeenCalled();
  },
};

/** Swiping the main image left shows the next image, right the previous one; a tap does nothing. */
export const SwipeTheMainImage: Story = {
  play: async ({ canvasElement, args }) => {
    const box = mainImage(canvasElement).getBoundingClientRect();
    const y = box.top + box.height / 2;
    // The image element is replaced on every change, so each swipe finds it again.
    const swipe = async (from: number, to: number) => {
      const image = mainImage(canvasElement);
      await userEvent.pointer([
        { keys: '[MouseLeft>]', target: image, coords: { clientX: from, clientY: y } },
        { target: image, coords: { clientX: (from + to) / 2, clientY: y } },
        { keys: '[/MouseLeft]', target: image, coords: { clientX: to, clientY: y } },
      ]);
    };
    await swipe(box.left + 300, box.left + 120);
    await expect(args.onSelectedIndexChange).toHaveBeenLastCalledWith(1);
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', 'Candle-lit dinner table set for six');
    await swipe(box.left + 100, box.left + 300);
    await expect(args.onSelectedIndexChange).toHaveBeenLastCalledWith(0);
    await swipe(box.left + 200, box.left + 210);
    await expect(args.onSelectedIndexChange).toHaveBeenCalledTimes(2);
  },
};

/** Controlled: the screen owns the index (e.g. to open on the cover image). */
export const Controlled: Story = {
  render: (args) => {
    const [index, setIndex] = React.useState(4);
    return (
      <div className="grid w-[560px] max-w-full gap-2">
        <ThumbnailCarousel {...args} selectedIndex={index} onSelectedIndexChange={setIndex} />
        <p className="text-sm text-ink-600">Showing image {index + 1}</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing image 5')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Show picture 5 of 6' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByText('Showing image 6')).toBeVisible();
  },
};

/** One image: no strip and no arrows. */
export const SingleImage: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvas, canvasElement }) => {
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', 'Picnic blanket under a tree in a park');
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Fewer than four thumbnails keep their size and sit at the start. */
export const TwoImages: Story = {
  args: { images: images.slice(1, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(2);
  },
};

export const ManyImages: Story = {
  args: {
    images: [...images, ...images.slice(0, 4)].map((image, index) => ({ ...image, id: index })),
    defaultSelectedIndex: 8,
  },
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(10);
    await expect(tabs[8]).toHaveAttribute('aria-selected', 'true');
    const strip = canvas.getByRole('tablist').parentElement!;
    await waitFor(() =>
      expect(tabs[8]!.getBoundingClientRect().right).toBeLessThanOrEqual(
        strip.getBoundingClientRect().right + 1,
      ),
    );
  },
};

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No images yet')).toBeVisible();
  },
};

/** A focused thumbnail shows the focus ring inside the strip, not clipped by it. */
export const FocusedThumbnail: Story = {
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
  },
};

export const NarrowViewport: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: (args) => (
    <div className="w-[288px]">
      <ThumbnailCarousel {...args} />
    </div>
  ),
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="grid w-[560px] max-w-full gap-8">
      <ThumbnailCarousel {...args} label="Wide" />
      <ThumbnailCarousel {...args} label="Photo" aspect="photo" defaultSelectedIndex={3} />
      <ThumbnailCarousel {...args} label="Single" images={images.slice(2, 3)} aspect="square" />
    </div>
  ),
};
