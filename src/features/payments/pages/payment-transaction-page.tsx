import { formatMoney } from '@friendly/contracts/money';
import { TRANSACTION_TEXT } from '@friendly/contracts/payments';
import type { Transaction } from '@friendly/contracts/seat-payments';
import { statusLabel, statusTone } from '@friendly/contracts/status';
import {
  Button,
  Container,
  DataTable,
  type DataTableColumn,
  ErrorState,
  Heading,
  StatusBadge,
} from '@friendly/ui';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { eventColumn } from '../../../components/event-column';
import { toast } from '../../../lib/toast';
import { getAllTransactions, useAllTransactions, useTransactions } from '../api/get-transactions';
import { EarningsChart } from '../components/earnings-chart';
import { fileDownload } from '../download-file';
import {
  discountText,
  monthlyEarnings,
  paymentMethodText,
  refilledSeatText,
  transactionDateText,
  transactionHostAmountMinor,
  transactionsCsv,
  transactionsCsvName,
} from '../transactions-view';

const TRANSACTION_SKELETON_ROWS = 5;

const EVENT_COLUMN = eventColumn<Transaction>(TRANSACTION_TEXT.columns.event);

/**
 * The spec's eight columns, the event naming each row and the provider's id last: a host
 * knows a payment by its event, and reaches for the id only to match the provider's records.
 * On a phone each row is a card headed by the event, the money and statuses first
 * (docs/decisions/128). A seat a guest from the waitlist took says so under its event, the
 * card's heading on a phone (docs/decisions/149).
 */
const COLUMNS: ReadonlyArray<DataTableColumn<Transaction>> = [
  {
    ...EVENT_COLUMN,
    rowHeader: true,
    cell: (row, index) => {
      const refilled = refilledSeatText(row);
      return (
        <>
          {EVENT_COLUMN.cell(row, index)}
          {refilled ? <span className="block font-normal text-ink-500 text-xs">{refilled}</span> : null}
        </>
      );
    },
  },
  {
    id: 'date',
    header: TRANSACTION_TEXT.columns.date,
    priority: 5,
    className: 'whitespace-nowrap',
    cell: (row) => <time dateTime={row.created_at}>{transactionDateText(row)}</time>,
  },
  {
    id: 'amount',
    header: TRANSACTION_TEXT.columns.amount,
    align: 'end',
    priority: 1,
    className: 'whitespace-nowrap',
    cell: (row) => {
      const discount = discountText(row);
      return (
        <>
          {formatMoney(row.amount_minor, row.currency)}
          {discount ? <span className="block font-normal text-ink-500 text-xs">{discount}</span> : null}
        </>
      );
    },
  },
  {
    id: 'host-amount',
    header: TRANSACTION_TEXT.columns.hostAmount,
    align: 'end',
    priority: 2,
    className: 'whitespace-nowrap font-semibold',
    cell: (row) => formatMoney(transactionHostAmountMinor(row), row.currency),
  },
  {
    id: 'method',
    header: TRANSACTION_TEXT.columns.method,
    priority: 6,
    cell: (row) => paymentMethodText(row.payment_method),
  },
  {
    id: 'status',
    header: TRANSACTION_TEXT.columns.status,
    priority: 3,
    cell: (row) => (
      <StatusBadge tone={statusTone('payment', row.status)} status={row.status}>
        {row.status_label}
      </StatusBadge>
    ),
  },
  {
    id: 'payout',
    header: TRANSACTION_TEXT.columns.payout,
    priority: 4,
    cell: (row) => (
      <StatusBadge tone={statusTone('payout', row.payout_status)} status={row.payout_status}>
        {statusLabel('payout', row.payout_status)}
      </StatusBadge>
    ),
  },
  {
    id: 'id',
    header: TRANSACTION_TEXT.columns.id,
    priority: 7,
    className: 'whitespace-nowrap',
    cell: (row) => (
      <span className="break-all font-mono text-ink-700 text-xs">
        {row.provider_payment_intent ?? String(row.id)}
      </span>
    ),
  },
];

/** The page in the address (`?page=2`), so a reload or a shared link keeps it. */
function usePageParam() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
  const setPage = (next: number) => {
    const params = new URLSearchParams(search);
    if (next === 1) params.delete('page');
    else params.set('page', String(next));
    setSearch(params, { replace: true });
  };
  return [page, setPage] as const;
}

function useCsvDownload() {
  const [preparing, setPreparing] = useState(false);
  const download = async () => {
    setPreparing(true);
    try {
      const all = await getAllTransactions();
      fileDownload.save(transactionsCsvName(new Date()), transactionsCsv(all), 'text/csv;charset=utf-8');
    } catch {
      toast.error(TRANSACTION_TEXT.downloadFailed);
    } finally {
      setPreparing(false);
    }
  };
  return { download, preparing };
}

/**
 * /payment-transaction (spec 001 §2 'Payment Transaction'): the host's earnings per month,
 * then the eight columns (cards on a phone), 10 a page, the host amount from the shared money function in each
 * transaction's currency, and the whole history as a CSV.
 */
export function PaymentTransactionPage() {
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, isValidating } = useTransactions(page);
  const history = useAllTransactions();
  const { download, preparing } = useCsvDownload();
  const series = useMemo(() => monthlyEarnings(history.data ?? []), [history.data]);
  const rows = data?.data.data ?? [];
  const lastPage = data?.data.last_page ?? 1;
  const failed = Boolean(error) && !data;

  // A page past the last (an old link, a list that shrank) shows the last one (spec 001 §4).
  useEffect(() => {
    if (data && data.data.current_page === page && page > data.data.last_page) setPage(data.data.last_page);
  }, [data, page, setPage]);

  return (
    <Container asChild>
      <main id="main" className="grid grid-cols-[minmax(0,1fr)] gap-8 py-10 sm:py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <Heading level={1}>{TRANSACTION_TEXT.title}</Heading>
          <Button
            variant="outline"
            busy={preparing}
            busyLabel={TRANSACTION_TEXT.downloading}
            disabled={failed || (data !== undefined && data.data.total === 0)}
            onClick={() => void download()}
          >
            {TRANSACTION_TEXT.download}
          </Button>
        </div>
        {failed ? (
          <ErrorState title={TRANSACTION_TEXT.failedToLoad} />
        ) : (
          <>
            {!history.error && <EarningsChart series={series} loading={history.isLoading} />}
            <DataTable
              caption={TRANSACTION_TEXT.tableCaption}
              columns={COLUMNS}
              rows={rows}
              getRowKey={(row) => row.id}
              loading={isLoading || (isValidating && data?.data.current_page !== page)}
              loadingRows={TRANSACTION_SKELETON_ROWS}
              emptyText={TRANSACTION_TEXT.empty}
              pagination={{ page, lastPage, onPageChange: setPage }}
            />
          </>
        )}
      </main>
    </Container>
  );
}
