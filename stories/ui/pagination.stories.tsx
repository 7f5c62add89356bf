import { Pagination } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

/**
 * Previous/Next with 'Page X of Y', for transactions, host reviews and an event's
 * reviews. The page never leaves 1..last. Previous does nothing on page 1, Next on the
 * last page, and both while a page loads (`loading`). Inert buttons keep keyboard focus
 * (`aria-disabled`), so paging with Enter never drops the user's place.
 */
const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  args: { lastPage: 5, onPageChange: fn() },
  argTypes: {
    loading: { control: 'boolean' },
    align: { control: 'inline-radio', options: ['start', 'center', 'between', 'end'] },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveTextContent('Page 1 of 5');
    const previous = canvas.getByRole('button', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(nav).toHaveTextContent('Page 2 of 5');
    await expect(previous).not.toHaveAttribute('aria-disabled');
  },
};

/** Enter and Space page on; at the last page Next goes inert but keeps focus. */
export const Keyboard: Story = {
  args: { defaultPage: 3 },
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 4 of 5')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Page 5 of 5')).toBeVisible();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 4 of 5')).toBeVisible();
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Previous' })).not.toHaveAttribute('aria-disabled');
  },
};

/** While a page loads, neither button pages. */
export const Loading: Story = {
  args: { page: 2, loading: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('navigation')).toHaveAttribute('data-state', 'loading');
    for (const name of ['Previous', 'Next']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
    }
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** A page beyond the end (a stale link, a shrunk list) shows and pages from the last page. */
export const ClampedPage: Story = {
  args: { page: 9, lastPage: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** One page only: both inert. With `hideOnSinglePage` the pager is not drawn at all. */
export const SinglePage: Story = {
  args: { lastPage: 1 },
  render: (args) => (
    <div className="grid gap-4">
      <Pagination {...args} />
      <Pagination {...args} hideOnSinglePage aria-label="Hidden pager" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /Previous|Next/ })).toHaveLength(2);
    await expect(canvas.queryByRole('navigation', { name: 'Hidden pager' })).toBeNull();
  },
};

function ControlledPager() {
  const [page, setPage] = useState(1);
  return (
    <div className="grid gap-2">
      <Pagination
        page={page}
        lastPage={4}
        onPageChange={setPage}
        previousLabel="Prev"
        aria-label="Reviews pages"
      />
      <p className="text-center text-ink-600 text-xs">Showing reviews of page {page}</p>
    </div>
  );
}

/** The event's reviews: controlled by the screen, with the spec's 'Prev' label. */
export const ControlledWithPrevLabel: Story = {
  render: () => <ControlledPager />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Showing reviews of page 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Prev' }));
    await expect(canvas.getByRole('navigation', { name: 'Reviews pages' })).toHaveTextContent('Page 1 of 4');
  },
};

export const NarrowViewport: Story = {
  args: { page: 12, lastPage: 128, align: 'between' },
  render: (args) => (
    <div className="w-[300px]">
      <Pagination {...args} />
    </div>
  ),
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="grid w-[520px] gap-4">
      <Pagination {...args} page={1} aria-label="First page" />
      <Pagination {...args} page={3} aria-label="Middle page" />
      <Pagination {...args} page={5} aria-label="Last page" />
      <Pagination {...args} page={3} loading aria-label="Loading page" />
      <Pagination {...args} page={3} align="between" aria-label="Spread out" />
    </div>
  ),
};
