/** Pure paging rules (001 §4): pages run 1..last, and paging is blocked at the ends and while loading. */

/** The last page, never below 1 (an empty list still has one page). */
export function lastPageOf(lastPage: number): number {
  return Number.isFinite(lastPage) ? Math.max(1, Math.floor(lastPage)) : 1;
}

/** Clamps a page number to 1..lastPage; anything that is not a number goes to page 1. */
export function clampPage(page: number, lastPage: number): number {
  const last = lastPageOf(lastPage);
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

export type PaginationState = {
  page: number;
  lastPage: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
};

/** What the pager shows and allows for a page, a last page and the loading flag. */
export function paginationState(page: number, lastPage: number, loading = false): PaginationState {
  const last = lastPageOf(lastPage);
  const current = clampPage(page, last);
  return {
    page: current,
    lastPage: last,
    canGoPrevious: !loading && current > 1,
    canGoNext: !loading && current < last,
  };
}

/** 'Page 2 of 5', as the spec words it. */
export function pageLabel(page: number, lastPage: number): string {
  const { page: current, lastPage: last } = paginationState(page, lastPage);
  return `Page ${current} of ${last}`;
}
