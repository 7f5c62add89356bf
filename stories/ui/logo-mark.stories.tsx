import { LogoMark } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** The brand mark. It is named 'Friendly Host' for screen readers unless `title=""` makes it decorative. */
const meta = {
  title: 'Foundations/LogoMark',
  component: LogoMark,
} satisfies Meta<typeof LogoMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Friendly Host' })).toBeInTheDocument();
  },
};

export const Decorative: Story = {
  args: { title: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="logo-mark"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-end gap-4">
      <LogoMark className="size-6" />
      <LogoMark className="size-10" />
      <LogoMark className="size-16" />
    </div>
  ),
};
