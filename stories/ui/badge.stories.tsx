import { Badge } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const tones = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'] as const;

/**
 * Short labels. `soft` pills carry meaning by colour (use `StatusBadge` for statuses);
 * `outline` chips are an event's tags, with the category's picture as `icon`, and a
 * member's interests with the `hashtag` prefix ('#Hiking'). The '#' is not read aloud.
 */
const meta = {
  title: 'Data/Badge',
  component: Badge,
  args: { children: 'FREE', tone: 'brand' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    variant: { control: 'inline-radio', options: ['soft', 'outline'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    hashtag: { control: 'boolean' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('FREE').closest('[data-slot="badge"]');
    await expect(badge).toHaveAttribute('data-tone', 'brand');
    await expect(badge).toHaveAttribute('data-variant', 'soft');
  },
};

/** An event's tag: the category's picture (decorative) and its name. */
export const TagWithIcon: Story = {
  args: {
    children: 'Coffee',
    tone: 'neutral',
    variant: 'outline',
    size: 'md',
    icon: '/images/stories/tag-coffee.svg',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Coffee')).toBeVisible();
    const icon = canvasElement.querySelector('[data-slot="badge-icon"]');
    await expect(icon).toHaveAttribute('alt', '');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A member's interest. The '#' is hidden from screen readers, which read 'Hiking'. */
export const Hashtag: Story = {
  args: { children: 'Hiking', tone: 'neutral', variant: 'outline', hashtag: true },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-slot="badge"]');
    await expect(badge).toHaveTextContent('#Hiking');
    await expect(badge?.querySelector('[aria-hidden="true"]')).toHaveTextContent('#');
  },
};

/** As a link (filter by tag, say): the link keeps its role and gets the badge's look. */
export const AsLink: Story = {
  args: { tone: 'brand', variant: 'soft', asChild: true, children: <a href="#board-games">Board games</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Board games' });
    await expect(link).toHaveAttribute('data-slot', 'badge');
  },
};

/** Long names stay on one line and are cut with an ellipsis when the space runs out. */
export const LongText: Story = {
  args: {
    children: 'Sunday morning sourdough baking and slow coffee for beginners',
    tone: 'neutral',
    variant: 'outline',
    icon: '/images/stories/tag-coffee.svg',
  },
  render: (args) => (
    <div className="w-[240px]">
      <Badge {...args} />
    </div>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-3">
      {(['soft', 'outline'] as const).map((variant) =>
        (['sm', 'md'] as const).map((size) => (
          <div key={`${variant}-${size}`} className="flex flex-wrap items-center gap-2">
            {tones.map((tone) => (
              <Badge key={tone} tone={tone} variant={variant} size={size}>
                {tone}
              </Badge>
            ))}
            <Badge variant={variant} size={size} icon="/images/stories/tag-hiking.svg">
              Hiking
            </Badge>
            <Badge variant={variant} size={size} hashtag>
              BoardGames
            </Badge>
          </div>
        )),
      )}
    </div>
  ),
};
