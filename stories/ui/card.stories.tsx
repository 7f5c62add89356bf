import { AvatarStack, Badge, Card, Heading, StatusBadge } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

/**
 * A white surface grouping related content. `elevated` for things you scan in a list
 * (event cards), `outlined` for panels on a page (the event's side panel), `muted` for
 * an inset (help boxes). Use `asChild` to make the card an `<article>` or a link; add
 * `interactive` when the whole card is clickable.
 */
const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { children: 'Card content' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['elevated', 'outlined', 'muted'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    interactive: { control: 'boolean' },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByText('Card content');
    await expect(card).toHaveAttribute('data-slot', 'card');
    await expect(card).toHaveAttribute('data-variant', 'elevated');
  },
};

/** A card composed as on My Events: status, title, tags, members and price. */
export const EventCard: Story = {
  render: () => (
    <Card asChild className="grid w-80 gap-3">
      <article aria-labelledby="event-title">
        <div className="flex items-center justify-between">
          <p className="font-semibold text-brand-700 text-xs uppercase tracking-wide">Sat, 14 Mar</p>
          <StatusBadge tone="success" status="approved">
            Approved
          </StatusBadge>
        </div>
        <Heading level={3} id="event-title">
          Sunday Sourdough Workshop
        </Heading>
        <p className="text-ink-600 text-sm">Mission District, San Francisco</p>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="outline" icon="/images/stories/tag-coffee.svg">
            Coffee
          </Badge>
          <Badge variant="outline" icon="/images/stories/tag-hiking.svg">
            Outdoors
          </Badge>
        </div>
        <div className="flex items-center justify-between pt-1">
          <AvatarStack
            avatars={['/images/stories/person-maya.svg', '/images/stories/person-theo.svg', null]}
            total={4}
            max={3}
          />
          <p className="font-bold text-lg">$45</p>
        </div>
      </article>
    </Card>
  ),
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Sunday Sourdough Workshop' });
    await expect(article).toHaveAttribute('data-slot', 'card');
    await expect(canvas.getByRole('img', { name: '4 members' })).toBeVisible();
  },
};

/** The whole card is a link: one tab stop, a visible focus ring, and the link's name is the card's text. */
export const InteractiveLink: Story = {
  render: () => (
    <Card asChild interactive className="grid w-72 gap-1">
      <a href="#event-details">
        <Heading level={3} size="sm" asChild>
          <span>Board Game Night at Maya’s</span>
        </Heading>
        <span className="text-ink-600 text-sm">View details</span>
      </a>
    </Card>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Board Game Night/ });
    link.focus();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-slot', 'card');
    await userEvent.tab();
    await expect(link).not.toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    variant: 'outlined',
    className: 'w-80',
    children:
      'Bring your own starter if you have one — we will share ours if not. We will mix, fold and shape two loaves each, bake one together and take the other home to bake the next morning. Aprons, flour and snacks are provided.',
  },
};

export const NarrowViewport: Story = {
  args: { variant: 'outlined', padding: 'sm' },
  render: (args) => (
    <div className="w-[300px]">
      <Card {...args}>
        <Heading level={3} size="sm">
          Joining Price
        </Heading>
        <p className="font-bold text-2xl">FREE</p>
        <p className="text-ink-600 text-sm">Event Enabler</p>
      </Card>
    </div>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-3">
      {(['elevated', 'outlined', 'muted'] as const).map((variant) =>
        (['sm', 'md', 'lg'] as const).map((padding) => (
          <Card key={`${variant}-${padding}`} variant={variant} padding={padding}>
            <p className="font-semibold text-sm">{variant}</p>
            <p className="text-ink-600 text-xs">padding {padding}</p>
          </Card>
        )),
      )}
    </div>
  ),
};
