import { describe, expect, it } from 'vitest';
import { PAGING, PAGING_MESSAGES, pageQuerySchema, pagingFor } from './paging';

describe('pageQuerySchema', () => {
  it('defaults to the first page of ten and reads query strings as numbers', () => {
    expect(pageQuerySchema().parse({})).toEqual({ page: 1, per_page: PAGING.defaultPerPage });
    expect(pageQuerySchema().parse({ page: '3', per_page: '25' })).toEqual({ page: 3, per_page: 25 });
    expect(pageQuerySchema({ defaultPerPage: 50 }).parse({})).toEqual({ page: 1, per_page: 50 });
  });

  it('refuses pages below 1, fractions, and page sizes past the maximum', () => {
    for (const page of ['0', '-1', '1.5', 'two']) {
      const result = pageQuerySchema().safeParse({ page });
      expect(result.error?.issues[0]?.message, page).toBe(PAGING_MESSAGES.page);
    }
    for (const per_page of ['0', String(PAGING.maxPerPage + 1)]) {
      const result = pageQuerySchema().safeParse({ per_page });
      expect(result.error?.issues[0]?.message, per_page).toBe(PAGING_MESSAGES.perPage);
    }
    // A list may lower the maximum, never raise it.
    expect(pageQuerySchema({ maxPerPage: 20 }).safeParse({ per_page: '21' }).success).toBe(false);
    expect(pageQuerySchema({ maxPerPage: 500 }).safeParse({ per_page: '101' }).success).toBe(false);
  });
});

describe('pagingFor', () => {
  it('counts the last page, with one page for an empty list', () => {
    expect(pagingFor(1, 10, 0)).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 0 });
    expect(pagingFor(2, 10, 10)).toEqual({ current_page: 2, last_page: 1, per_page: 10, total: 10 });
    expect(pagingFor(2, 10, 11)).toEqual({ current_page: 2, last_page: 2, per_page: 10, total: 11 });
  });
});
