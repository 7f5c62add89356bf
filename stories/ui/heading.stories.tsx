import { Heading } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * Titles in the product's type scale. `level` sets the place in the page outline
 * (one h1 per screen, its title); `size` changes only the look, e.g. a small h2 in a
 * side panel ('Joining Price') or a display-size h1 on the home banner.
 */
const meta = {
  title: 'Layout/Heading',
  component: Heading,
  args: { children: 'My Events', level: 1 },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4] },
    size: { control: 'inline-radio', options: ['display', 'xl', 'lg', 'md', 'sm'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'My Events' });
    await expect(heading).toHaveAttribute('data-size', 'xl');
  },
};

/** The look can differ from the level: this is an h2 drawn small. */
export const SizeIndependentOfLevel: Story = {
  args: { level: 2, size: 'sm', children: 'About Event' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'About Event' });
    await expect(heading).toHaveAttribute('data-level', '2');
    await expect(heading).toHaveAttribute('data-size', 'sm');
  },
};

export const LongText: Story = {
  args: {
    level: 1,
    children: "You've made $12,480 till now hosting sourdough workshops, board game nights and picnics",
  },
  render: (args) => (
    <div className="w-[420px]">
      <Heading {...args} />
    </div>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-3">
      <Heading level={1} size="display">
        Host small gatherings
      </Heading>
      <Heading level={1}>Add New Event</Heading>
      <Heading level={2}>Who's Going...</Heading>
      <Heading level={3}>Payment Transaction</Heading>
      <Heading level={4}>Joining Price</Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(5);
  },
};
