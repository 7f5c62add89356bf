export { Pagination, type PaginationProps, paginationVariants } from './pagination';
export { clampPage, lastPageOf, type PaginationState, pageLabel, paginationState } from './pagination-state';
