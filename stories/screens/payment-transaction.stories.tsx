import { TRANSACTION_TEXT } from '@friendly/contracts/payments';
import { SEAT_PAYMENT_MESSAGES } from '@friendly/contracts/seat-payments';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, type MockInstance, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { fileDownload } from '../../src/features/payments/download-file';
import { PaymentTransactionPage } from '../../src/features/payments/pages/payment-transaction-page';
import { atPhone, cardLabels, expectNothingOffScreen, PHONE_VIEWPORTS } from '../support/phones';
import {
  allTransactions,
  audTransactions,
  createTransactionsApi,
  refilledTransactions,
  transactionsPage,
} from './fixtures/transactions';
import { toastSays, withScreen } from './support/screen';

/**
 * Payment Transaction (spec 001 §2, §4 colours, §8, §9): earnings per month above the
 * eight columns — each row named by its event, the provider's id last, a card on a phone
 * (docs/decisions/128) — host amounts from the shared money function in each transaction's
 * currency, payout and payment badges ('Pending' when no payout yet), 'Page X of Y' at 10 a
 * page, the empty and failure sentences, and the whole history as a CSV.
 */
const meta = {
  title: 'Screens/Payment Transaction',
  component: PaymentTransactionPage,
  decorators: [withScreen],
  parameters: {
    frame: 'fullscreen',
    screen: { path: '/payment-transaction' },
    viewport: { options: PHONE_VIEWPORTS },
  },
} satisfies Meta<typeof PaymentTransactionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const COLUMN_NAMES = [
  'Event Name',
  'Transaction Date',
  'Amount',
  'Host Amount',
  'Payment Method',
  'Payment Status',
  'Payout',
  'Transaction ID',
];

/** A card's lines on a phone, below its event: the money and statuses first. */
const CARD_LABELS = [
  'Amount',
  'Host Amount',
  'Payment Status',
  'Payout',
  'Transaction Date',
  'Payment Method',
  'Transaction ID',
];

const transactionsTable = (canvas: HTMLElement) =>
  within(canvas).findByRole('table', { name: TRANSACTION_TEXT.tableCaption });

/** The row of the transaction with this provider id (its row header is the event's title). */
async function rowOf(canvas: HTMLElement, id: string) {
  const table = await transactionsTable(canvas);
  const idCell = await within(table).findByText(id);
  return within(idCell.closest('tr') as HTMLElement);
}

/** The status badge showing `text` in a row, for its colour (`data-tone`) and raw value. */
const badgeOf = (row: ReturnType<typeof within>, text: string) =>
  row.getByText(text).closest('[data-slot="status-badge"]');

const filledApi = createTransactionsApi();

export const Filled: Story = {
  beforeEach: () => filledApi.reset(),
  parameters: { msw: { handlers: filledApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Transaction' })).toBeInTheDocument();
    const table = await transactionsTable(canvasElement);
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(COLUMN_NAMES);
    await expect(await within(table).findAllByRole('rowheader')).toHaveLength(10);

    // Host amount = base − refunds − 15 % of the base (spec 001 §9), in the row's currency.
    const processing = await rowOf(canvasElement, 'pi_3QhostTx0112');
    // The event names the row; the provider's id is in the last column.
    await expect(processing.getByRole('rowheader')).toHaveTextContent('Slow Sunday long lunch');
    await expect(processing.getByRole('link', { name: 'Slow Sunday long lunch' })).toHaveAttribute(
      'href',
      '/event-details/slow-sunday-long-lunch',
    );
    await expect(processing.getByText('Nov 20, 2026')).toBeInTheDocument();
    await expect(processing.getByText('$45.00')).toBeInTheDocument();
    await expect(processing.getByText('$38.25')).toBeInTheDocument();
    await expect(processing.getByText('Card')).toBeInTheDocument();
    // Processing is green; a payout not made yet reads 'Pending' (grey, decision 035).
    await expect(badgeOf(processing, 'Processing')).toHaveAttribute('data-tone', 'success');
    await expect(badgeOf(processing, 'Pending')).toHaveAttribute('data-tone', 'neutral');
    await expect(badgeOf(await rowOf(canvasElement, 'pi_3QhostTx0111'), 'Pending')).toHaveAttribute(
      'data-tone',
      'warning',
    );

    const partial = await rowOf(canvasElement, 'pi_3QhostTx0108');
    await expect(partial.getByText('$45.00')).toBeInTheDocument();
    await expect(partial.getByText('$18.25')).toBeInTheDocument();
    // Only succeeded, processing and requires_capture are green (spec 001 §4).
    await expect(badgeOf(partial, 'Partially refunded')).toHaveAttribute('data-tone', 'danger');
    await expect(badgeOf(partial, 'Paid')).toHaveAttribute('data-tone', 'success');

    const refunded = await rowOf(canvasElement, 'pi_3QhostTx0109');
    await expect(refunded.getByText('$0.00')).toBeInTheDocument();
    await expect(badgeOf(refunded, 'Canceled')).toHaveAttribute('data-tone', 'danger');

    // Another currency is shown in its own.
    const australian = await rowOf(canvasElement, 'pi_3QhostTx0107');
    await expect(australian.getByText('A$60.00')).toBeInTheDocument();
    await expect(australian.getByText('A$51.00')).toBeInTheDocument();
    await expect(badgeOf(await rowOf(canvasElement, 'pi_3QhostTx0110'), 'In transit')).toHaveAttribute(
      'data-tone',
      'warning',
    );
    await expect(badgeOf(await rowOf(canvasElement, 'pi_3QhostTx0106'), 'Failed')).toHaveAttribute(
      'data-tone',
      'danger',
    );
    await expect((await rowOf(canvasElement, 'pi_3QhostTx0103')).getByText('—')).toBeInTheDocument();

    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 2');
    await expect(page.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');

    // The chart's numbers, as a table for screen readers: every month from June to November.
    const chart = await page.findByRole('table', { name: 'Host amount per month, in USD' });
    const months = within(chart)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    await expect(months).toEqual(['Jun 2026', 'Jul 2026', 'Aug 2026', 'Sep 2026', 'Oct 2026', 'Nov 2026']);
    await expect(within(chart).getByRole('row', { name: 'Jul 2026 $0.00' })).toBeInTheDocument();
    // Nov: 38.25 + 38.25 + 28.69 + 0 = 105.19 (the processing payment counts, as earnings do).
    await expect(within(chart).getByRole('row', { name: 'Nov 2026 $105.19' })).toBeInTheDocument();
    await expect(page.getByRole('table', { name: 'Host amount per month, in AUD' })).toBeInTheDocument();
    await expect(page.getByRole('heading', { level: 2, name: 'Earnings over time' })).toBeInTheDocument();
  },
};

const pagingApi = createTransactionsApi();

/** Next shows page 2 and the address keeps it; Previous goes back. */
export const Paging: Story = {
  beforeEach: () => pagingApi.reset(),
  parameters: { msw: { handlers: pagingApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await rowOf(canvasElement, 'pi_3QhostTx0112');
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await rowOf(canvasElement, 'pi_3QhostTx0101');
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 2');
    await expect(within(await transactionsTable(canvasElement)).getAllByRole('rowheader')).toHaveLength(2);
    await expect(page.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await expect(pagingApi.calls).toHaveBeenCalledWith('page=2&per_page=10');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: createTransactionsApi(allTransactions, async () => {
        await delay('infinite');
        return HttpResponse.json(null);
      }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const table = await transactionsTable(canvasElement);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).queryByRole('rowheader')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: createTransactionsApi([]).handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No transactions found.')).toBeInTheDocument();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 1');
    await expect(await page.findByText('No earnings yet.')).toBeInTheDocument();
    // Nothing to download.
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  },
};

export const LoadFailure: Story = {
  parameters: {
    msw: {
      handlers: createTransactionsApi(allTransactions, () =>
        HttpResponse.json({ status: false, message: 'Server error' }, { status: 500 }),
      ).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('Failed to load transactions.');
    await expect(page.queryByRole('table')).not.toBeInTheDocument();
  },
};

/**
 * A small phone (320 px): each transaction is a card headed by its event, the amounts and
 * statuses first and the provider's id last; nothing is off-screen.
 */
export const NarrowViewport: Story = {
  globals: { viewport: atPhone(320) },
  parameters: { msw: { handlers: createTransactionsApi().handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const card = await rowOf(canvasElement, 'pi_3QhostTx0112');
    await page.findByRole('table', { name: 'Host amount per month, in USD' });
    await expectNothingOffScreen(page.getByRole('region', { name: TRANSACTION_TEXT.tableCaption }));
    await expect(cardLabels(card.getByRole('rowheader').closest('tr')!)).toEqual(CARD_LABELS);
    await expect(card.getByRole('link', { name: 'Slow Sunday long lunch' })).toBeVisible();
    await expect(card.getByText('$45.00')).toBeVisible();
    await expect(card.getByText('$38.25')).toBeVisible();
    await expect(card.getByText('Processing')).toBeVisible();
    await expect(card.getByText('pi_3QhostTx0112')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  },
};

/** A 390 px phone: the same cards, another currency in its own, the pager under them. */
export const Phone390: Story = {
  globals: { viewport: atPhone(390) },
  parameters: { msw: { handlers: createTransactionsApi().handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const australian = await rowOf(canvasElement, 'pi_3QhostTx0107');
    await page.findByRole('table', { name: 'Host amount per month, in AUD' });
    await expectNothingOffScreen(page.getByRole('region', { name: TRANSACTION_TEXT.tableCaption }));
    await expect(cardLabels(australian.getByRole('rowheader').closest('tr')!)).toEqual(CARD_LABELS);
    await expect(australian.getByText('A$60.00')).toBeVisible();
    await expect(australian.getByText('A$51.00')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 2');
  },
};

/**
 * An Australian host (docs/decisions/134): amounts in aud, written 'A$', and the guest who
 * got the early-bird discount says so under the amount — in the table and on a phone's card.
 */
export const AustralianHost: Story = {
  parameters: { msw: { handlers: createTransactionsApi(audTransactions).handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('table', { name: 'Host amount per month, in AUD' });
    const early = await rowOf(canvasElement, 'pi_3QhostTx0202');
    await expect(early.getByText('A$33.75')).toBeInTheDocument();
    await expect(early.getByText('25 % early-bird')).toBeInTheDocument();
    await expect(early.getByText('A$28.69')).toBeInTheDocument();
    const full = await rowOf(canvasElement, 'pi_3QhostTx0201');
    await expect(full.getByText('A$45.00')).toBeInTheDocument();
    await expect(full.queryByText(/early-bird/)).not.toBeInTheDocument();
  },
};

/** The same on a 390 px phone: the discount stays beside the amount on the card. */
export const AustralianHostPhone: Story = {
  globals: { viewport: atPhone(390) },
  parameters: { msw: { handlers: createTransactionsApi(audTransactions).handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const early = await rowOf(canvasElement, 'pi_3QhostTx0202');
    await expectNothingOffScreen(page.getByRole('region', { name: TRANSACTION_TEXT.tableCaption }));
    await expect(cardLabels(early.getByRole('rowheader').closest('tr')!)).toEqual(CARD_LABELS);
    await expect(early.getByText('A$33.75')).toBeVisible();
    await expect(early.getByText('25 % early-bird')).toBeVisible();
  },
};

/**
 * A seat a guest from the waitlist took (docs/decisions/149): its row says 'Refilled from
 * the waitlist' under its event; the other row, a guest who joined as anyone does, says
 * nothing. The CSV says Yes and No in its Refilled Seat column.
 */
const refilledApi = createTransactionsApi(refilledTransactions);
let refilledSave: MockInstance<typeof fileDownload.save>;

export const RefilledSeat: Story = {
  beforeEach: () => {
    refilledApi.reset();
    refilledSave = spyOn(fileDownload, 'save').mockImplementation(() => {});
    return () => refilledSave.mockRestore();
  },
  parameters: { msw: { handlers: refilledApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const refilled = await rowOf(canvasElement, 'pi_3QhostTx0302');
    await expect(refilled.getByRole('rowheader')).toHaveTextContent(
      `Board Games Night${SEAT_PAYMENT_MESSAGES.refilledSeat}`,
    );
    await expect(refilled.getByRole('link', { name: 'Board Games Night' })).toHaveAttribute(
      'href',
      '/event-details/board-games-night',
    );
    await expect(refilled.getByText(SEAT_PAYMENT_MESSAGES.refilledSeat)).toBeVisible();
    await expect(badgeOf(refilled, 'Succeeded')).toHaveAttribute('data-tone', 'success');
    const joined = await rowOf(canvasElement, 'pi_3QhostTx0301');
    await expect(joined.queryByText(SEAT_PAYMENT_MESSAGES.refilledSeat)).not.toBeInTheDocument();

    await userEvent.click(page.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(refilledSave).toHaveBeenCalledTimes(1));
    const lines = refilledSave.mock.calls[0]![1].replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    await expect(lines.slice(1)).toEqual([
      'pi_3QhostTx0302,Board Games Night,2026-11-21T12:00:00.000Z,45.00,38.25,USD,15,0,0.00,Yes,card,Succeeded,Pending',
      'pi_3QhostTx0301,Board Games Night,2026-11-12T12:00:00.000Z,45.00,38.25,USD,15,0,0.00,No,card,Succeeded,Paid',
    ]);
  },
};

/** The same on a 390 px phone: the mark stays under the event, the card's heading. */
export const RefilledSeatPhone: Story = {
  globals: { viewport: atPhone(390) },
  parameters: { msw: { handlers: createTransactionsApi(refilledTransactions).handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const refilled = await rowOf(canvasElement, 'pi_3QhostTx0302');
    await expectNothingOffScreen(page.getByRole('region', { name: TRANSACTION_TEXT.tableCaption }));
    await expect(cardLabels(refilled.getByRole('rowheader').closest('tr')!)).toEqual(CARD_LABELS);
    const mark = refilled.getByText(SEAT_PAYMENT_MESSAGES.refilledSeat);
    await expect(mark).toBeVisible();
    // Under the event's name, not beside it.
    const title = refilled.getByRole('link', { name: 'Board Games Night' });
    await expect(mark.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      title.getBoundingClientRect().bottom,
    );
  },
};

const csvApi = createTransactionsApi();
let save: MockInstance<typeof fileDownload.save>;

/** 'Download CSV' asks for every page at the largest page size and saves them all as one file. */
export const CsvDownload: Story = {
  beforeEach: () => {
    csvApi.reset();
    save = spyOn(fileDownload, 'save').mockImplementation(() => {});
    return () => save.mockRestore();
  },
  parameters: { msw: { handlers: csvApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await rowOf(canvasElement, 'pi_3QhostTx0112');
    await userEvent.click(page.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [name, text, type] = save.mock.calls[0]!;
    await expect(name).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(type).toBe('text/csv;charset=utf-8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    await expect(lines).toHaveLength(allTransactions.length + 1);
    await expect(lines[0]).toBe(
      'Transaction ID,Event Name,Transaction Date,Amount,Host Amount,Currency,Commission %,Discount %,Refunded,Refilled Seat,Payment Method,Payment Status,Payout',
    );
    await expect(lines[1]).toBe(
      'pi_3QhostTx0112,Slow Sunday long lunch,2026-11-20T12:00:00.000Z,45.00,38.25,USD,15,0,0.00,No,card,Processing,Pending',
    );
    await expect(lines).toContain(
      'pi_3QhostTx0108,Board Games Night,2026-10-30T12:00:00.000Z,45.00,18.25,USD,15,0,20.00,No,card,Partially refunded,Paid',
    );
    await expect(csvApi.calls).toHaveBeenCalledWith('page=1&per_page=100');
    await expect(page.getByRole('button', { name: 'Download CSV' })).not.toHaveAttribute('aria-disabled');
  },
};

/** The history could not be read: the host is told, and the page stays as it was. */
export const CsvDownloadFailure: Story = {
  parameters: {
    msw: {
      handlers: createTransactionsApi(allTransactions, (page, perPage) =>
        perPage === 100
          ? HttpResponse.json({ status: false, message: 'Server error' }, { status: 500 })
          : HttpResponse.json(transactionsPage(allTransactions, page)),
      ).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await rowOf(canvasElement, 'pi_3QhostTx0112');
    await userEvent.click(page.getByRole('button', { name: 'Download CSV' }));
    await toastSays('The CSV could not be prepared. Please try again.');
    await expect(page.queryByRole('alert')).not.toBeInTheDocument();
  },
};
