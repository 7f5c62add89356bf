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
  /**
   * Marks the cell that names the row (an event's title, a reviewer), read as a row header.
   * On a phone it is the card's heading: first, larger, without a label.
   */
  rowHeader?: boolean;
  /**
   * Where the column comes in a row's card on a phone (below `sm`): lower first, after the
   * row header. Columns without one follow in table order. The table itself keeps the
   * order of `columns` (docs/decisions/128).
   */
  priority?: number;
  /**
   * Long text, such as a comment: on a phone's card it takes a line of its own under its
   * label and reads from the start, instead of sitting at the end of the label's line.
   */
  prose?: boolean;
  /**
   * Extra classes for the column's cells, e.g. a minimum width ('min-w-64') for long text.
   * Widths apply to the table only; a card's lines take the card's width.
   */
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

/**
 * Below `sm` each row is a card: the table's parts become blocks, the column headers stay
 * for screen readers only, and every cell shows its column's name beside its value. The
 * explicit roles keep the table's semantics where a browser drops them for a table whose
 * display changed (see `roles`). At `sm` and up none of these classes applies.
 */
const card = {
  frame: 'max-sm:overflow-visible max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent',
  table: 'max-sm:relative max-sm:block',
  caption: 'max-sm:block max-sm:px-0 max-sm:pt-0',
  head: 'max-sm:sr-only',
  body: 'max-sm:grid max-sm:gap-3',
  row: 'max-sm:flex max-sm:flex-col max-sm:rounded-xl max-sm:border max-sm:border-ink-200 max-sm:bg-white max-sm:py-2',
  cell: 'max-sm:flex max-sm:min-w-0 max-sm:max-w-none max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-4 max-sm:gap-y-0.5 max-sm:whitespace-normal max-sm:py-1.5 max-sm:text-start max-sm:order-(--data-table-card-order)',
  heading: 'max-sm:mb-1 max-sm:border-ink-100 max-sm:border-b max-sm:pt-1 max-sm:pb-3 max-sm:text-base',
  label: 'font-semibold text-ink-700 text-xs uppercase tracking-wide sm:hidden',
  value: 'sm:contents max-sm:min-w-0',
  // A short value sits at the end of its label's line; a long one wraps onto a line of its own.
  pairedValue: 'max-sm:ms-auto',
  proseValue: 'max-sm:basis-full',
} as const;

/**
 * The table's roles, written out: Safari and Firefox drop a table's semantics when its parts
 * change `display`, as the cards do, unless the roles are explicit (docs/decisions/128).
 * Spread from here, once, rather than written on each element, where the linter would take
 * them for redundant.
 */
const roles = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  rowheader: { role: 'rowheader' },
  cell: { role: 'cell' },
} as const;

/** A cell's place in its card: the row header first, then by priority, then in table order. */
function cardOrder<Row>(column: DataTableColumn<Row>, index: number): number {
  if (column.rowHeader) return 0;
  return column.priority ?? 1000 + index;
}

const cardOrderStyle = (order: number) => ({ '--data-table-card-order': order }) as React.CSSProperties;

export type DataTableProps<Row> = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Names the table for screen readers (and on screen with `captionVisible`). */
  caption: string;
  /** Shows the caption above the table too, not only to screen readers. @default false */
  captionVisible?: boolean;
  /** The columns in order: header, cell renderer, and on a phone each one's `priority` and `prose`. */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** The rows of the current page, in the order shown. */
  rows: ReadonlyArray<Row>;
  /** A stable key for a row (its id), so React keeps each row's DOM across pages and sorts. */
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
 * an optional sort control and pager. On a phone (below `sm`) each row is a card of
 * label/value lines, the row header as its heading and the columns by `priority`; it is
 * still the same table to a screen reader. Between `sm` and the table's width it scrolls
 * sideways inside a focusable, labelled region, so keyboard users can scroll it too.
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
        className={cn('overflow-x-auto rounded-xl border border-ink-200 bg-white', card.frame)}
      >
        <table
          {...roles.table}
          aria-busy={loading || undefined}
          className={cn('w-full border-collapse text-left text-sm', card.table)}
        >
          <caption
            id={captionId}
            className={cn(
              captionVisible
                ? cn('px-4 pt-4 pb-2 text-left font-bold text-base text-ink-900', card.caption)
                : 'sr-only',
            )}
          >
            {caption}
          </caption>
          <thead {...roles.rowgroup} className={cn('border-ink-200 border-b bg-ink-50', card.head)}>
            <tr {...roles.row}>
              {columns.map((column) => {
                const direction = sortedBy?.column === column.id ? sortedBy.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    {...roles.columnheader}
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
          <tbody {...roles.rowgroup} className={cn('divide-y divide-ink-100', card.body)}>
            {loading
              ? Array.from({ length: loadingRows }, (_, rowIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <tr key={rowIndex} {...roles.row} data-slot="data-table-skeleton-row" className={card.row}>
                    {columns.map((column, columnIndex) => (
                      <td
                        key={column.id}
                        {...roles.cell}
                        style={cardOrderStyle(cardOrder(column, columnIndex))}
                        className={cn(dataTableCellVariants({ align: column.align }), card.cell)}
                      >
                        <Skeleton className={cn('inline-block', rowIndex % 2 ? 'w-20' : 'w-28')} />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row, rowIndex) => (
                  <tr
                    key={getRowKey(row, rowIndex)}
                    {...roles.row}
                    data-slot="data-table-row"
                    className={cn('hover:bg-ink-50/60', card.row)}
                  >
                    {columns.map((column, columnIndex) => {
                      const Cell = column.rowHeader ? 'th' : 'td';
                      return (
                        <Cell
                          key={column.id}
                          scope={column.rowHeader ? 'row' : undefined}
                          {...(column.rowHeader ? roles.rowheader : roles.cell)}
                          data-column={column.id}
                          style={cardOrderStyle(cardOrder(column, columnIndex))}
                          className={cn(
                            dataTableCellVariants({ align: column.align }),
                            column.rowHeader ? 'font-semibold text-ink-900' : 'text-ink-800',
                            column.className,
                            card.cell,
                            column.rowHeader && card.heading,
                          )}
                        >
                          {!column.rowHeader && (
                            // The column's name for sighted phone users; a screen reader hears the header.
                            <span aria-hidden="true" data-slot="data-table-label" className={card.label}>
                              {column.header}
                            </span>
                          )}
                          <span
                            data-slot="data-table-value"
                            className={cn(
                              card.value,
                              column.prose ? card.proseValue : !column.rowHeader && card.pairedValue,
                            )}
                          >
                            {column.cell(row, rowIndex)}
                          </span>
                        </Cell>
                      );
                    })}
                  </tr>
                ))}
            {!loading && rows.length === 0 && (
              <tr {...roles.row} data-slot="data-table-empty" className={card.row}>
                <td {...roles.cell} colSpan={columns.length} className="max-sm:block">
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
