import { statusLabel, statusTone } from '@friendly/contracts';
import { Avatar, DataTable, type DataTableColumn, StatusBadge } from '@friendly/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atPhone, cardLabels, expectNothingOffScreen, PHONE_VIEWPORTS } from '../support/phones';

// ---------------------------------------------------------------------------------------
// Payment Transaction (spec 001 §2): the spec's eight columns, the event naming the row and
// the provider's id last (docs/decisions/128); on a phone the amounts and statuses come first.
// ---------------------------------------------------------------------------------------

type Transaction = {
  id: string;
  event: string;
  date: string;
  amount: string;
  hostAmount: string;
  method: string;
  status: string;
  payout: string | null;
};

const transactions: Transaction[] = [
  {
    id: 'pi_3QhT2aLkd81Xc0Fz',
    event: 'Sunday Sourdough Workshop',
    date: 'Mar 14, 2026',
    amount: '$45.00',
    hostAmount: '$38.25',
    method: 'Visa •••• 4242',
    status: 'succeeded',
    payout: 'paid',
  },
  {
    id: 'pi_3QhS9bLkd81Xc2Ke',
    event: 'Board Game Night at Maya’s',
    date: 'Mar 12, 2026',
    amount: '$20.00',
    hostAmount: '$17.00',
    method: 'Mastercard •••• 5100',
    status: 'processing',
    payout: 'in_transit',
  },
  {
    id: 'pi_3QhR4cLkd81Xc7Qa',
    event: 'Sunset Picnic in Dolores Park',
    date: 'Mar 09, 2026',
    amount: '$30.00',
    hostAmount: '$25.50',
    method: 'Apple Pay',
    status: 'requires_capture',
    payout: null,
  },
  {
    id: 'pi_3QhQ1dLkd81Xc3Mn',
    event: 'Tapas & Tales Supper Club',
    date: 'Mar 02, 2026',
    amount: '$60.00',
    hostAmount: '$0.00',
    method: 'Visa •••• 1881',
    status: 'canceled',
    payout: 'canceled',
  },
  {
    id: 'pi_3QhP7eLkd81Xc9Tr',
    event: 'Morning Trail Run & Coffee',
    date: 'Feb 27, 2026',
    amount: '$15.00',
    hostAmount: '$12.75',
    method: 'Google Pay',
    status: 'requires_payment_method',
    payout: 'failed',
  },
];

const transactionColumns: DataTableColumn<Transaction>[] = [
  { id: 'event', header: 'Event Name', rowHeader: true, cell: (row) => row.event, className: 'min-w-48' },
  {
    id: 'date',
    header: 'Transaction Date',
    priority: 5,
    cell: (row) => row.date,
    className: 'whitespace-nowrap',
  },
  { id: 'amount', header: 'Amount', align: 'end', priority: 1, cell: (row) => row.amount },
  { id: 'hostAmount', header: 'Host Amount', align: 'end', priority: 2, cell: (row) => row.hostAmount },
  {
    id: 'method',
    header: 'Payment Method',
    priority: 6,
    cell: (row) => row.method,
    className: 'whitespace-nowrap',
  },
  {
    id: 'status',
    header: 'Payment Status',
    priority: 3,
    cell: (row) => (
      <StatusBadge tone={statusTone('payment', row.status)} status={row.status}>
        {statusLabel('payment', row.status)}
      </StatusBadge>
    ),
  },
  {
    id: 'payout',
    header: 'Payout',
    priority: 4,
    cell: (row) => (
      <StatusBadge tone={statusTone('payout', row.payout)} status={row.payout}>
        {statusLabel('payout', row.payout)}
      </StatusBadge>
    ),
  },
  {
    id: 'id',
    header: 'Transaction ID',
    priority: 7,
    cell: (row) => <span className="break-all font-mono text-ink-700 text-xs">{row.id}</span>,
    className: 'whitespace-nowrap',
  },
];

const transactionHeaders = [
  'Event Name',
  'Transaction Date',
  'Amount',
  'Host Amount',
  'Payment Method',
  'Payment Status',
  'Payout',
  'Transaction ID',
];

// ---------------------------------------------------------------------------------------
// Event Reviews (spec 001 §2): Reviewer, Event, Rating, Comment, Date; 'Showing N reviews';
// sort Newest, Oldest, Rating High → Low, Rating Low → High.
// ---------------------------------------------------------------------------------------

type Review = {
  id: number;
  reviewer: string;
  photo: string | null;
  event: string;
  rating: number;
  comment: string;
  createdAt: string;
  date: string;
};

const reviews: Review[] = [
  {
    id: 1,
    reviewer: 'Maya Patel',
    photo: '/images/stories/person-maya.svg',
    event: 'Sunday Sourdough Workshop',
    rating: 5,
    comment: 'Warm, welcoming and I finally understand starters. Left with a loaf and two new friends!',
    createdAt: '2026-03-15',
    date: 'Mar 15, 2026',
  },
  {
    id: 2,
    reviewer: 'Theo Laurent',
    photo: '/images/stories/person-theo.svg',
    event: 'Board Game Night at Maya’s',
    rating: 4,
    comment: 'Great selection of games. It ran a little late, but nobody minded.',
    createdAt: '2026-03-13',
    date: 'Mar 13, 2026',
  },
  {
    id: 3,
    reviewer: 'Sam Okafor',
    photo: null,
    event: 'Sunset Picnic in Dolores Park',
    rating: 3,
    comment: 'Lovely spot; the meeting point was hard to find.',
    createdAt: '2026-03-10',
    date: 'Mar 10, 2026',
  },
  {
    id: 4,
    reviewer: 'Ana Costa',
    photo: '/images/stories/person-ana.svg',
    event: 'Tapas & Tales Supper Club',
    rating: 5,
    comment: 'Best evening in months.',
    createdAt: '2026-03-03',
    date: 'Mar 03, 2026',
  },
  {
    id: 5,
    reviewer: 'Jun Park',
    photo: '/images/stories/person-jun.svg',
    event: 'Morning Trail Run & Coffee',
    rating: 2,
    comment: 'The pace was faster than described. Coffee afterwards was nice.',
    createdAt: '2026-02-28',
    date: 'Feb 28, 2026',
  },
  {
    id: 6,
    reviewer: 'Léa Martin',
    photo: '/images/stories/person-lea.svg',
    event: 'Sunday Sourdough Workshop',
    rating: 4,
    comment: 'Very hands-on. I would come again.',
    createdAt: '2026-02-22',
    date: 'Feb 22, 2026',
  },
];

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of 5`} className="whitespace-nowrap text-base tracking-tight">
      <span className="text-brand-600">{'★'.repeat(rating)}</span>
      <span className="text-ink-300">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

const reviewColumns: DataTableColumn<Review>[] = [
  {
    id: 'reviewer',
    header: 'Reviewer',
    rowHeader: true,
    cell: (row) => (
      <span className="flex items-center gap-2 whitespace-nowrap">
        <Avatar src={row.photo} alt="" size="sm" />
        {row.reviewer}
      </span>
    ),
  },
  { id: 'event', header: 'Event', priority: 3, cell: (row) => row.event, className: 'min-w-44' },
  { id: 'rating', header: 'Rating', priority: 1, cell: (row) => <Stars rating={row.rating} /> },
  {
    id: 'comment',
    header: 'Comment',
    priority: 2,
    prose: true,
    cell: (row) => row.comment,
    className: 'min-w-64 max-w-md',
  },
  { id: 'date', header: 'Date', priority: 4, cell: (row) => row.date, className: 'whitespace-nowrap' },
];

const sortOptions = [
  { value: 'date_desc', label: 'Newest' },
  { value: 'date_asc', label: 'Oldest' },
  { value: 'rating_desc', label: 'Rating High → Low' },
  { value: 'rating_asc', label: 'Rating Low → High' },
];

function sortReviews(list: Review[], sort: string) {
  const sorted = [...list];
  if (sort === 'date_asc') sorted.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  else if (sort === 'rating_desc')
    sorted.sort((a, b) => b.rating - a.rating || b.createdAt.localeCompare(a.createdAt));
  else if (sort === 'rating_asc')
    sorted.sort((a, b) => a.rating - b.rating || b.createdAt.localeCompare(a.createdAt));
  else sorted.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return sorted;
}

const sortedColumn = {
  date_desc: { column: 'date', direction: 'descending' },
  date_asc: { column: 'date', direction: 'ascending' },
  rating_desc: { column: 'rating', direction: 'descending' },
  rating_asc: { column: 'rating', direction: 'ascending' },
} as const;

const REVIEWS_PER_PAGE = 4;

/** The Event Reviews screen's table, sorting and paging a list in memory as the API would. */
function HostReviews({ all = reviews }: { all?: Review[] }) {
  const [sort, setSort] = useState('date_desc');
  const [page, setPage] = useState(1);
  const lastPage = Math.max(1, Math.ceil(all.length / REVIEWS_PER_PAGE));
  const rows = sortReviews(all, sort).slice((page - 1) * REVIEWS_PER_PAGE, page * REVIEWS_PER_PAGE);
  return (
    <DataTable
      caption="Event reviews"
      columns={reviewColumns}
      rows={rows}
      getRowKey={(row) => row.id}
      emptyText="No reviews found."
      summary={`Showing ${all.length} reviews`}
      sortedBy={sortedColumn[sort as keyof typeof sortedColumn]}
      sort={{
        options: sortOptions,
        value: sort,
        onValueChange: (value) => {
          setSort(value);
          setPage(1);
        },
      }}
      pagination={all.length > 0 ? { page, lastPage, onPageChange: setPage } : undefined}
    />
  );
}

/**
 * A typed table for the spec's lists: **Payment Transaction** and **Event Reviews**.
 * Columns are data (`id`, `header`, `cell`, `align`, `priority`); one column can name the
 * row (`rowHeader`). `loading` draws skeleton rows and makes the pager inert; an empty list
 * shows the spec's sentence ('No transactions found.', 'No reviews found.').
 *
 * On a phone (below `sm`, 640 px) each row is a card: the row header as its heading, then
 * a label and value per column, lowest `priority` first — still the same table to a screen
 * reader (docs/decisions/128). In a narrow box on a wider screen the table keeps its columns
 * and scrolls sideways inside its frame; the page itself never scrolls sideways.
 */
const meta = {
  title: 'Data/DataTable',
  component: DataTable,
  parameters: { frame: 'fullscreen', viewport: { options: PHONE_VIEWPORTS } },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj;

const onPageChange = fn();

export const PaymentTransactions: Story = {
  render: () => (
    <DataTable
      caption="Payment transactions"
      columns={transactionColumns}
      rows={transactions}
      getRowKey={(row) => row.id}
      emptyText="No transactions found."
      pagination={{ page: 1, lastPage: 3, onPageChange }}
    />
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Payment transactions' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(transactionHeaders);
    await expect(within(table).getAllByRole('row')).toHaveLength(transactions.length + 1);
    const first = within(table).getByRole('rowheader', { name: 'Sunday Sourdough Workshop' }).closest('tr')!;
    await expect(within(first).getByText('pi_3QhT2aLkd81Xc0Fz')).toBeVisible();
    // On a wide screen the column headers name the cells; the cards' labels are not shown.
    await expect(within(first).getByText('Amount')).not.toBeVisible();
    // The payout of a payment not yet paid out reads 'Pending' (spec 001 §4).
    const uncaptured = within(table)
      .getByRole('rowheader', { name: 'Sunset Picnic in Dolores Park' })
      .closest('tr');
    await expect(uncaptured?.querySelector('[data-column="payout"]')).toHaveTextContent('Pending');
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(onPageChange).toHaveBeenCalledWith(2);
  },
};

/** While a page loads: skeleton rows, the table marked busy, 'Loading…' announced, pager inert. */
export const Loading: Story = {
  render: () => (
    <DataTable
      caption="Payment transactions"
      columns={transactionColumns}
      rows={[]}
      getRowKey={(row) => row.id}
      loading
      pagination={{ page: 2, lastPage: 3 }}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Payment transactions' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).toHaveAttribute(
      'data-state',
      'loading',
    );
    await expect(canvasElement.querySelectorAll('[data-slot="data-table-skeleton-row"]')).toHaveLength(5);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const EmptyTransactions: Story = {
  render: () => (
    <DataTable
      caption="Payment transactions"
      columns={transactionColumns}
      rows={[]}
      getRowKey={(row) => row.id}
      emptyText="No transactions found."
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No transactions found.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).toHaveAttribute(
      'data-state',
      'empty',
    );
    await expect(canvas.getByRole('cell')).toHaveAttribute('colspan', '8');
  },
};

/** Event Reviews: 'Showing N reviews', a labelled sort control and paging. Sorting returns to page 1. */
export const EventReviews: Story = {
  render: () => <HostReviews />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Event reviews' });
    const headers = within(table).getAllByRole('columnheader');
    for (const [index, name] of ['Reviewer', 'Event', 'Rating', 'Comment', 'Date'].entries()) {
      await expect(headers[index]).toHaveAccessibleName(name);
    }
    await expect(canvas.getByText('Showing 6 reviews')).toBeVisible();
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('date_desc');
    await expect(within(table).getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(within(table).getAllByRole('rowheader')[0]!).toHaveTextContent('Maya Patel');

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();

    await userEvent.selectOptions(sort, 'Rating Low → High');
    await expect(sort).toHaveValue('rating_asc');
    await expect(within(table).getByRole('columnheader', { name: 'Rating' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(within(table).getByRole('columnheader', { name: 'Date' })).not.toHaveAttribute('aria-sort');
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    const firstRow = within(table).getAllByRole('row')[1]!;
    await expect(within(firstRow).getByRole('img', { name: '2 out of 5' })).toBeVisible();
    await expect(within(firstRow).getByRole('rowheader')).toHaveTextContent('Jun Park');
  },
};

/** Sorting by keyboard: focus the select and use the arrow keys. */
export const SortWithKeyboard: Story = {
  render: () => <HostReviews />,
  play: async ({ canvas }) => {
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    sort.focus();
    await expect(sort).toHaveFocus();
    await userEvent.selectOptions(sort, 'rating_desc');
    const table = canvas.getByRole('table', { name: 'Event reviews' });
    await expect(within(within(table).getAllByRole('row')[1]!).getByRole('img')).toHaveAccessibleName(
      '5 out of 5',
    );
  },
};

export const EmptyReviews: Story = {
  render: () => <HostReviews all={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews found.')).toBeVisible();
    await expect(canvas.getByText('Showing 0 reviews')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Long comments wrap within their column instead of stretching the table. */
export const LongText: Story = {
  render: () => (
    <DataTable
      caption="Event reviews"
      columns={reviewColumns}
      rows={[
        {
          ...reviews[0]!,
          comment:
            'We baked three loaves, learned how to feed and store a starter, and talked about bread from four countries. The host had notes printed for everyone and checked in a week later to see how our starters were doing. I have already signed up for the next one and brought a friend along.',
        },
        {
          ...reviews[1]!,
          event: 'Board Game Night at Maya’s: Cooperative Classics and New Releases from Essen',
        },
      ]}
      getRowKey={(row) => row.id}
    />
  ),
};

/**
 * In a narrow box on a wide screen (wider than `sm`) the table keeps its columns and
 * scrolls sideways in a focusable, labelled region.
 */
export const NarrowContainer: Story = {
  render: () => (
    <div className="w-[360px]">
      <DataTable
        caption="Payment transactions"
        columns={transactionColumns}
        rows={transactions.slice(0, 3)}
        getRowKey={(row) => row.id}
        pagination={{ page: 1, lastPage: 3 }}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Payment transactions' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    region.focus();
    await expect(region).toHaveFocus();
  },
};

// ---------------------------------------------------------------------------------------
// Phones: each row a card (docs/decisions/128).
// ---------------------------------------------------------------------------------------

/**
 * A 320 px phone: each transaction is a card headed by its event, then the amounts and the
 * two statuses, the date and method, and the provider's id last. A screen reader still
 * reads one table with its column headers and a row per transaction.
 */
export const Phone320: Story = {
  globals: { viewport: atPhone(320) },
  render: () => (
    <DataTable
      caption="Payment transactions"
      columns={transactionColumns}
      rows={transactions}
      getRowKey={(row) => row.id}
      emptyText="No transactions found."
      pagination={{ page: 1, lastPage: 3, onPageChange }}
    />
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Payment transactions' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(transactionHeaders);
    await expect(within(table).getAllByRole('row')).toHaveLength(transactions.length + 1);
    await expectNothingOffScreen(canvas.getByRole('region', { name: 'Payment transactions' }));

    const heading = within(table).getByRole('rowheader', { name: 'Sunday Sourdough Workshop' });
    const card = heading.closest('tr')!;
    await expect(cardLabels(card)).toEqual([
      'Amount',
      'Host Amount',
      'Payment Status',
      'Payout',
      'Transaction Date',
      'Payment Method',
      'Transaction ID',
    ]);
    const [amountLabel] = within(card).getAllByText('Amount');
    await expect(amountLabel).toBeVisible();
    await expect(heading.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      amountLabel!.getBoundingClientRect().top,
    );
    await expect(within(card).getByText('$45.00')).toBeVisible();
    await expect(within(card).getByText('Succeeded')).toBeVisible();
    await expect(within(card).getByText('pi_3QhT2aLkd81Xc0Fz')).toBeVisible();
    // The labels are for the eye; a screen reader hears the column header instead.
    await expect(amountLabel).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
  },
};

/**
 * A 390 px phone: each review is a card headed by its reviewer, the rating and the whole
 * comment first. The sort control is reached with Tab and changes the order.
 */
export const Phone390: Story = {
  globals: { viewport: atPhone(390) },
  render: () => <HostReviews />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Event reviews' });
    await expectNothingOffScreen(canvas.getByRole('region', { name: 'Event reviews' }));
    const card = within(table).getAllByRole('row')[1]!;
    await expect(within(card).getByRole('rowheader')).toHaveTextContent('Maya Patel');
    await expect(cardLabels(card)).toEqual(['Rating', 'Comment', 'Event', 'Date']);
    await expect(within(card).getByRole('img', { name: '5 out of 5' })).toBeVisible();
    await expect(within(card).getByText(/^Warm, welcoming and I finally understand starters/)).toBeVisible();

    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await userEvent.tab();
    await expect(sort).toHaveFocus();
    await userEvent.selectOptions(sort, 'Rating Low → High');
    await expect(within(table).getByRole('columnheader', { name: 'Rating' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const lowest = within(table).getAllByRole('row')[1]!;
    await expect(within(lowest).getByRole('rowheader')).toHaveTextContent('Jun Park');
    await expect(within(lowest).getByRole('img', { name: '2 out of 5' })).toBeVisible();
  },
};

/** On a phone, loading draws skeleton cards and an empty list says so in a card of its own. */
export const PhoneLoadingAndEmpty: Story = {
  globals: { viewport: atPhone(320) },
  render: () => (
    <div className="grid gap-8">
      <DataTable
        caption="Loading"
        captionVisible
        columns={transactionColumns}
        rows={[]}
        loading
        loadingRows={2}
        getRowKey={(row) => row.id}
        pagination={{ page: 2, lastPage: 3 }}
      />
      <DataTable
        caption="Empty"
        captionVisible
        columns={reviewColumns}
        rows={[]}
        getRowKey={(row) => row.id}
        emptyText="No reviews found."
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const busy = canvas.getByRole('table', { name: 'Loading' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="data-table-skeleton-row"]')).toHaveLength(2);
    const loadingTable = busy.closest<HTMLElement>('[data-slot="data-table"]')!;
    await expect(within(loadingTable).getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('No reviews found.')).toBeVisible();
    await expectNothingOffScreen(canvas.getByRole('region', { name: 'Empty' }));
  },
};

/** The three states together, with visible captions. */
export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-8">
      <DataTable
        caption="Filled"
        captionVisible
        columns={reviewColumns}
        rows={reviews.slice(0, 2)}
        getRowKey={(row) => row.id}
        summary="Showing 2 reviews"
      />
      <DataTable
        caption="Loading"
        captionVisible
        columns={reviewColumns}
        rows={[]}
        loading
        loadingRows={2}
        getRowKey={(row) => row.id}
      />
      <DataTable
        caption="Empty"
        captionVisible
        columns={reviewColumns}
        rows={[]}
        getRowKey={(row) => row.id}
        emptyText="No reviews found."
      />
    </div>
  ),
};
