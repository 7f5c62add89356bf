import { cva } from 'class-variance-authority';
import * as React from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { clampPage, pageLabel, paginationState } from './pagination-state';

export const paginationVariants = cva('flex flex-wrap items-center gap-3', {
  variants: {
    align: {
      start: 'justify-start',
      center: 'justify-center',
      between: 'justify-between',
      end: 'justify-end',
    },
  },
  defaultVariants: { align: 'center' },
});

export type PaginationProps = Omit<React.ComponentProps<'nav'>, 'onChange'> & {
  /** The current page (controlled). */
  page?: number;
  /** The first page shown when uncontrolled. */
  defaultPage?: number;
  /** The API's `last_page`. */
  lastPage: number;
  /** Called with the new page, already clamped to 1..lastPage. */
  onPageChange?: (page: number) => void;
  /** While a page loads both buttons are inert, so paging cannot race. */
  loading?: boolean;
  /** The previous-page button's accessible name; 'Previous' by default. */
  previousLabel?: string;
  /** The next-page button's accessible name; 'Next' by default. */
  nextLabel?: string;
  /** Draws nothing when everything fits on one page (as the event's reviews do). */
  hideOnSinglePage?: boolean;
  /** Where the controls sit in the row below a list or table. @default center */
  align?: 'start' | 'center' | 'between' | 'end';
};

/**
 * Previous/Next with 'Page X of Y'. The page is kept within 1..last; Previous is inert on
 * page 1, Next on the last page, and both while loading. Inert buttons use
 * `aria-disabled` rather than `disabled`, so keyboard focus stays on them as pages change.
 */
export function Pagination({
  page: pageProp,
  defaultPage = 1,
  lastPage,
  onPageChange,
  loading = false,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  hideOnSinglePage = false,
  align,
  className,
  'aria-label': ariaLabel = 'Pagination',
  ...props
}: PaginationProps) {
  const [uncontrolledPage, setUncontrolledPage] = React.useState(defaultPage);
  const controlled = pageProp !== undefined;
  const state = paginationState(controlled ? pageProp : uncontrolledPage, lastPage, loading);

  if (hideOnSinglePage && state.lastPage <= 1) return null;

  const go = (target: number) => {
    const next = clampPage(target, state.lastPage);
    if (next === state.page) return;
    if (!controlled) setUncontrolledPage(next);
    onPageChange?.(next);
  };

  return (
    <nav
      data-slot="pagination"
      data-state={loading ? 'loading' : 'idle'}
      aria-label={ariaLabel}
      className={cn(paginationVariants({ align }), className)}
      {...props}
    >
      <Button
        data-slot="pagination-previous"
        variant="outline"
        size="sm"
        aria-disabled={!state.canGoPrevious || undefined}
        onClick={() => state.canGoPrevious && go(state.page - 1)}
      >
        {previousLabel}
      </Button>
      <p
        data-slot="pagination-status"
        aria-live="polite"
        className="font-medium text-ink-700 text-sm tabular-nums"
      >
        {pageLabel(state.page, state.lastPage)}
      </p>
      <Button
        data-slot="pagination-next"
        variant="outline"
        size="sm"
        aria-disabled={!state.canGoNext || undefined}
        onClick={() => state.canGoNext && go(state.page + 1)}
      >
        {nextLabel}
      </Button>
    </nav>
  );
}
