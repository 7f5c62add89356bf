import { calendarDateIn, formatShortDate } from '@friendly/contracts/dates';
import { formatMinor } from '@friendly/contracts/event-form';
import { hostAmountMinor } from '@friendly/contracts/money';
import { TRANSACTION_TEXT } from '@friendly/contracts/payments';
import { SEAT_PAYMENT_MESSAGES, type Transaction } from '@friendly/contracts/seat-payments';
import { statusLabel } from '@friendly/contracts/status';
import { browserTimeZone } from '../../lib/dates';

/** The host's share of one payment, from the shared money function (spec 001 §9; decision 084). */
export function transactionHostAmountMinor(transaction: Transaction): number {
  return hostAmountMinor({
    baseMinor: transaction.metadata.base_event_amount_minor,
    refundedMinor: transaction.metadata.refunded_amount_minor,
    commissionPercent: transaction.commission_percent,
  });
}

/** The ISO code as people write it ('usd' → 'USD'); usd when missing (spec 001 §3). */
export function currencyCode(currency: string | null | undefined): string {
  const code = (currency ?? '').trim().toUpperCase();
  return code === '' ? 'USD' : code;
}

/** '25 % early-bird' when the guest got the discount, else null (docs/decisions/134). */
export function discountText(transaction: Transaction): string | null {
  const percent = transaction.metadata.discount_percent;
  return percent > 0 ? TRANSACTION_TEXT.discount(percent) : null;
}

/** 'Refilled from the waitlist' for a seat a guest from the line took, else null (docs/decisions/149). */
export function refilledSeatText(transaction: Transaction): string | null {
  return transaction.refilled_seat ? SEAT_PAYMENT_MESSAGES.refilledSeat : null;
}

/** The payment method's words ('card' → 'Card'), or a dash when the provider gave none. */
export function paymentMethodText(method: string | null): string {
  return method?.trim() ? statusLabel('payment', method) : TRANSACTION_TEXT.noMethod;
}

/** A transaction's date as the list shows it: 'Nov 03, 2026', in the host's zone. */
export const transactionDateText = (transaction: Transaction) =>
  formatShortDate(transaction.created_at, browserTimeZone());

// The CSV download ---------------------------------------------------------------------

const CSV_HEADERS = [
  TRANSACTION_TEXT.columns.id,
  TRANSACTION_TEXT.columns.event,
  TRANSACTION_TEXT.columns.date,
  TRANSACTION_TEXT.columns.amount,
  TRANSACTION_TEXT.columns.hostAmount,
  'Currency',
  'Commission %',
  'Discount %',
  'Refunded',
  'Refilled Seat',
  TRANSACTION_TEXT.columns.method,
  TRANSACTION_TEXT.columns.status,
  TRANSACTION_TEXT.columns.payout,
] as const;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, -, @,
 * tab or return is defused with an apostrophe so a spreadsheet never runs it as a formula
 * (an event title is the host's text, a guest's name is not).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The host's transactions as a CSV file, as payment tools export them: one row per
 * transaction, amounts in major units with the currency beside them (so a spreadsheet sums
 * them), the date as an ISO 8601 instant, whether the seat was refilled from the waitlist
 * (docs/decisions/149), the payout's 'Pending' when it has none.
 */
export function transactionsCsv(transactions: readonly Transaction[]): string {
  const rows = transactions.map((transaction) =>
    [
      transaction.provider_payment_intent ?? String(transaction.id),
      transaction.event.title,
      transaction.created_at,
      formatMinor(transaction.amount_minor),
      formatMinor(transactionHostAmountMinor(transaction)),
      currencyCode(transaction.currency),
      transaction.commission_percent,
      transaction.metadata.discount_percent,
      formatMinor(transaction.metadata.refunded_amount_minor),
      transaction.refilled_seat ? 'Yes' : 'No',
      transaction.payment_method ?? '',
      transaction.status_label,
      statusLabel('payout', transaction.payout_status),
    ]
      .map(csvCell)
      .join(','),
  );
  // CRLF as RFC 4180 says; the byte-order mark lets Excel read the UTF-8 titles.
  return `\uFEFF${[CSV_HEADERS.map(csvCell).join(','), ...rows].join('\r\n')}\r\n`;
}

/** 'transactions-2026-11-22.csv', dated in the host's zone. */
export const transactionsCsvName = (now: Date) =>
  `transactions-${calendarDateIn(now, browserTimeZone())}.csv`;

// The earnings chart -------------------------------------------------------------------

export type MonthlyEarnings = { month: string; label: string; minor: number };
export type EarningsSeries = { currency: string; months: MonthlyEarnings[] };

/** The chart covers at most this many months, the latest. */
export const CHART_MONTHS = 12;

/** 'Nov 2026' for '2026-11', through the one date formatter of the product (decision 067). */
export function monthLabel(month: string): string {
  return formatShortDate(`${month}-15T12:00:00.000Z`, 'UTC').replace(/ \d{2},/, '');
}

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/**
 * The host amount earned per calendar month (in the host's zone), one series per currency —
 * amounts in two currencies are never added up. Months without earnings in between read 0,
 * so the bars keep time's even steps; only the latest CHART_MONTHS months are kept.
 */
export function monthlyEarnings(
  transactions: readonly Transaction[],
  timeZone = browserTimeZone(),
): EarningsSeries[] {
  const byCurrency = new Map<string, Map<string, number>>();
  for (const transaction of transactions) {
    const currency = currencyCode(transaction.currency);
    const month = calendarDateIn(transaction.created_at, timeZone).slice(0, 7);
    const months = byCurrency.get(currency) ?? new Map<string, number>();
    months.set(month, (months.get(month) ?? 0) + transactionHostAmountMinor(transaction));
    byCurrency.set(currency, months);
  }
  return [...byCurrency.entries()]
    .map(([currency, months]) => {
      const keys = [...months.keys()].sort();
      const series: MonthlyEarnings[] = [];
      for (let month = keys[0]!; month <= keys[keys.length - 1]!; month = nextMonth(month)) {
        series.push({ month, label: monthLabel(month), minor: months.get(month) ?? 0 });
      }
      return { currency, months: series.slice(-CHART_MONTHS) };
    })
    .sort((a, b) => a.currency.localeCompare(b.currency));
}
