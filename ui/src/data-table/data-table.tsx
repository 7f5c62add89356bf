import { cva } from 'class-variance-authority';
import * as React from 'react';
import { EmptyState } from '../empty-state';
import { ChevronDownIcon } from '../icons';
import { cn } from '../lib/cn';
import { Pagination, type PaginationProps } from '../pagination';
import { Skeleton } from '../skeleton';

export type DataTableColumn<Row> = {
  /** A stable id, also set on the cells as `data-column`. */
  id: string;
  /** The column header, as the spec names it ('Transaction ID', 'Payout'). */
  header: React.ReactNode;
  /** What the column shows for a row. */
  cell: (row: Row, index: number) => React.ReactNode;
  /** Numbers (amounts, ratings) align to the end. */
  align?: 'start' | 'center' | 'end';
  /** Marks the cell that names the row (a transaction's id), read as a row header. */
  rowHeader?: boolean;
  /** Extra classes for the column's cells, e.g. a minimum width ('min-w-64') for long text. */
  className?: string;
};

export type DataTableSortOption = { value: string; label: string };

export type DataTableSort = {
  options: ReadonlyArray<DataTableSortOption>;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** The control's label; 'Sort by' unless given. */
  label?: string;
};

export const dataTableCellVariants = cva('px-4 py-3 align-middle', {
  variants: {
    align: { start: 'text-start', center: 'text-center', end: 'text-end tabular-nums' },
  },
  defaultVariants: { align: 'start' },
});

export type DataTableProps<Row> = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Names the table for screen readers (and on screen with `captionVisible`). */
  caption: string;
  captionVisible?: boolean;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  getRowKey: (row: Row, index: number) => React.Key;
  /** Shows skeleton rows, marks the table busy and makes the pager inert. */
  loading?: boolean;
  /** How many skeleton rows to draw while loading; defaults to 5. */
  loadingRows?: number;
  /** The spec's empty sentence: 'No transactions found.', 'No reviews found.'. */
  emptyText?: React.ReactNode;
  /** A line above the table, such as 'Showing 10 reviews'. */
  summary?: React.ReactNode;
  /** A sort control above the table (a native select, labelled). */
  sort?: DataTableSort;
  /** The column the rows are ordered by, announced with `aria-sort` and marked with an arrow. */
  sortedBy?: { column: string; direction: 'ascending' | 'descending' };
  /** A Previous/Next pager under the table. */
  pagination?: Omit<PaginationProps, 'loading'>;
};

/**
 * A typed, accessible table for lists such as payment transactions and host reviews:
 * a caption and column headers, skeleton rows while loading, the spec's empty sentence,
 * an optional sort control and pager. On narrow screens the table scrolls sideways
 * inside a focusable, labelled region, so keyboard users can scroll it too.
 */
export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  getRowKey,
  loading = false,
  loadingRows = 5,
  emptyText = 'No results.',
  summary,
  sort,
  sortedBy,
  pagination,
  className,
  ...props
}: DataTableProps<Row>) {
  const captionId = React.useId();
  const sortId = React.useId();
  const [uncontrolledSort, setUncontrolledSort] = React.useState(
    sort?.defaultValue ?? sort?.options[0]?.value,
  );
  const sortValue = sort?.value ?? uncontrolledSort;
  const state = loading ? 'loading' : rows.length === 0 ? 'empty' : 'idle';
  const hasToolbar = summary != null || sort != null;

  return (
    <div data-slot="data-table" data-state={state} className={cn('grid gap-4', className)} {...props}>
      {hasToolbar && (
        <div data-slot="data-table-toolbar" className="flex flex-wrap items-center justify-between gap-3">
          <p data-slot="data-table-summary" className="font-medium text-ink-700 text-sm">
            {summary}
          </p>
          {sort && (
            <div className="flex items-center gap-2">
              <label htmlFor={sortId} className="font-medium text-ink-700 text-sm">
                {sort.label ?? 'Sort by'}
              </label>
              <span className="relative inline-flex items-center">
                <select
                  id={sortId}
                  data-slot="data-table-sort"
                  value={sortValue}
                  onChange={(event) => {
                    if (sort.value === undefined) setUncontrolledSort(event.target.value);
                    sort.onValueChange?.(event.target.value);
                  }}
                  className="h-9 cursor-pointer appearance-none rounded-pill border border-ink-200 bg-white pr-9 pl-4 font-medium text-ink-900 text-sm hover:bg-ink-50"
                >
                  {sort.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
                <ChevronDownIcon className="pointer-events-none absolute right-3 size-4 text-ink-700" />
              </span>
            </div>
          )}
        </div>
      )}

      <section
        data-slot="data-table-scroll"
        aria-labelledby={captionId}
        // Scrollable regions must be reachable by keyboard (WCAG 2.1.1), hence the tab stop and name.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll container must be focusable to scroll by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-ink-200 bg-white"
      >
        <table aria-busy={loading || undefined} className="w-full border-collapse text-left text-sm">
          <caption
            id={captionId}
            className={cn(
              captionVisible ? 'px-4 pt-4 pb-2 text-left font-bold text-base text-ink-900' : 'sr-only',
            )}
          >
            {caption}
          </caption>
          <thead className="border-ink-200 border-b bg-ink-50">
            <tr>
              {columns.map((column) => {
                const direction = sortedBy?.column === column.id ? sortedBy.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    data-column={column.id}
                    aria-sort={direction}
                    className={cn(
                      dataTableCellVariants({ align: column.align }),
                      'whitespace-nowrap font-semibold text-ink-700 text-xs uppercase tracking-wide',
                    )}
                  >
                    {column.header}
                    {direction && (
                      <span aria-hidden="true" className="ml-1 text-brand-700">
                        {direction === 'ascending' ? '↑' : '↓'}
                      </span>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {loading
              ? Array.from({ length: loadingRows }, (_, rowIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <tr key={rowIndex} data-slot="data-table-skeleton-row">
                    {columns.map((column) => (
                      <td key={column.id} className={dataTableCellVariants({ align: column.align })}>
                        <Skeleton className={cn('inline-block', rowIndex % 2 ? 'w-20' : 'w-28')} />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row, rowIndex) => (
                  <tr
                    key={getRowKey(row, rowIndex)}
                    data-slot="data-table-row"
                    className="hover:bg-ink-50/60"
                  >
                    {columns.map((column) => {
                      const Cell = column.rowHeader ? 'th' : 'td';
                      return (
                        <Cell
                          key={column.id}
                          scope={column.rowHeader ? 'row' : undefined}
                          data-column={column.id}
                          className={cn(
                            dataTableCellVariants({ align: column.align }),
                            column.rowHeader ? 'font-semibold text-ink-900' : 'text-ink-800',
                            column.className,
                          )}
                        >
                          {column.cell(row, rowIndex)}
                        </Cell>
                      );
                    })}
                  </tr>
                ))}
            {!loading && rows.length === 0 && (
              <tr data-slot="data-table-empty">
                <td colSpan={columns.length}>
                  <EmptyState size="sm" title={emptyText} />
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </section>
      <p role="status" className="sr-only">
        {loading ? 'Loading…' : ''}
      </p>

      {pagination && <Pagination {...pagination} loading={loading} />}
    </div>
  );
}
