import { Container, Heading } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * Centres a page's content at a readable width with side padding that grows with the
 * screen: `sm` (forms, reading), `md` (detail pages), `lg` (lists and tables, the
 * default), `xl` (header, home). Use `asChild` to make it the page's `<main>`.
 */
const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { frame: 'fullscreen' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

function Filler({ label }: { label: string }) {
  return <div className="rounded-md bg-brand-50 px-3 py-2 font-semibold text-brand-800 text-sm">{label}</div>;
}

export const Default: Story = {
  args: { children: <Filler label="lg — lists and tables (max 72rem)" /> },
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('[data-slot="container"]');
    await expect(container).toHaveAttribute('data-size', 'lg');
  },
};

/** As the page's main landmark. */
export const AsMain: Story = {
  render: () => (
    <Container asChild size="sm">
      <main className="py-6">
        <Heading level={1}>Payment Details</Heading>
      </main>
    </Container>
  ),
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('data-slot', 'container');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
  },
};

export const NarrowViewport: Story = {
  render: () => (
    <div className="w-[360px] bg-ink-50 py-4">
      <Container>
        <Filler label="16 px side padding on phones" />
      </Container>
    </div>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-3 bg-ink-50 py-4">
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Container key={size} size={size}>
          <Filler label={size} />
        </Container>
      ))}
    </div>
  ),
};
