import { Pagination } from '@friendly/ui';

/**
 * The reviews' Prev/Next, in a chunk of its own: Event details loads it only for an event
 * with more than one page of reviews (docs/FIRST-LOAD.md).
 */
export default Pagination;
