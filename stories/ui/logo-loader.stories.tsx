import { LogoLoader } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * Covers the page while the app's global loading flag is on (at least 800 ms per
 * navigation — the app decides when; this component only draws the overlay).
 */
const meta = {
  title: 'Feedback/LogoLoader',
  component: LogoLoader,
  parameters: { frame: 'fullscreen', visual: { viewport: true } },
  render: (args) => (
    <div className="h-[320px] p-6">
      <p>Page content underneath the overlay.</p>
      <LogoLoader {...args} />
    </div>
  ),
} satisfies Meta<typeof LogoLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
