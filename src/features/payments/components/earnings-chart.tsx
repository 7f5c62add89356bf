import { formatMoney } from '@friendly/contracts/money';
import { TRANSACTION_TEXT } from '@friendly/contracts/payments';
import { Heading, Skeleton } from '@friendly/ui';
import { useId } from 'react';
import type { EarningsSeries } from '../transactions-view';

function SeriesChart({ series }: { series: EarningsSeries }) {
  const captionId = useId();
  const highest = Math.max(...series.months.map((month) => month.minor), 1);
  return (
    <figure aria-labelledby={captionId} data-currency={series.currency} className="grid gap-3">
      <figcaption id={captionId} className="text-ink-600 text-sm">
        {TRANSACTION_TEXT.chartCaption(series.currency)}
      </figcaption>
      {/* The bars are a picture of the table below it, which screen readers read instead. */}
      <ol aria-hidden="true" className="grid gap-1.5">
        {series.months.map((month) => (
          <li
            key={month.month}
            data-month={month.month}
            className="grid grid-cols-[4.5rem_minmax(0,1fr)_6.5rem] items-center gap-3 text-sm"
          >
            <span className="text-ink-700 tabular-nums">{month.label}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 100 10"
              preserveAspectRatio="none"
              className="h-4 w-full overflow-visible"
            >
              <rect width="100" height="10" rx="1.5" className="fill-ink-100" />
              {month.minor > 0 && (
                <rect
                  width={Math.max(1.5, (month.minor / highest) * 100)}
                  height="10"
                  rx="1.5"
                  className="fill-brand-600"
                />
              )}
            </svg>
            <span className="text-end font-medium text-ink-900 tabular-nums">
              {formatMoney(month.minor, series.currency)}
            </span>
          </li>
        ))}
      </ol>
      <table className="sr-only">
        <caption>{TRANSACTION_TEXT.chartCaption(series.currency)}</caption>
        <thead>
          <tr>
            <th scope="col">{TRANSACTION_TEXT.chartMonth}</th>
            <th scope="col">{TRANSACTION_TEXT.chartEarnings}</th>
          </tr>
        </thead>
        <tbody>
          {series.months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{month.label}</th>
              <td>{formatMoney(month.minor, series.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/**
 * What the host earned per month (host amounts, the latest 12 months), as bars with their
 * amounts written beside them; screen readers get the same numbers as a table.
 */
export function EarningsChart({ series, loading }: { series: EarningsSeries[]; loading: boolean }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className="grid gap-4 rounded-xl border border-ink-200 bg-white p-4 sm:p-6"
    >
      <Heading level={2} size="sm" id={headingId}>
        {TRANSACTION_TEXT.chartTitle}
      </Heading>
      {loading ? (
        <div className="grid gap-2">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-4 w-full" />
          ))}
        </div>
      ) : series.length === 0 ? (
        <p className="text-ink-600 text-sm">{TRANSACTION_TEXT.chartEmpty}</p>
      ) : (
        series.map((one) => <SeriesChart key={one.currency} series={one} />)
      )}
    </section>
  );
}
