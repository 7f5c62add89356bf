import { describe, expect, it } from 'vitest';
import { clampPage, lastPageOf, pageLabel, paginationState } from './pagination-state';

describe('clampPage', () => {
  it.each([
    [1, 5, 1],
    [3, 5, 3],
    [5, 5, 5],
    [6, 5, 5],
    [0, 5, 1],
    [-2, 5, 1],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [Number.POSITIVE_INFINITY, 5, 1],
    [3, 0, 1],
    [3, Number.NaN, 1],
  ])('page %s of %s is %s', (page, last, expected) => {
    expect(clampPage(page, last)).toBe(expected);
  });
});

describe('lastPageOf', () => {
  it('never goes below one page', () => {
    expect(lastPageOf(0)).toBe(1);
    expect(lastPageOf(-1)).toBe(1);
    expect(lastPageOf(4)).toBe(4);
  });
});

describe('paginationState', () => {
  it('blocks Previous on page 1 and Next on the last page', () => {
    expect(paginationState(1, 3)).toEqual({ page: 1, lastPage: 3, canGoPrevious: false, canGoNext: true });
    expect(paginationState(2, 3)).toEqual({ page: 2, lastPage: 3, canGoPrevious: true, canGoNext: true });
    expect(paginationState(3, 3)).toEqual({ page: 3, lastPage: 3, canGoPrevious: true, canGoNext: false });
  });

  it('blocks both while loading', () => {
    expect(paginationState(2, 3, true)).toMatchObject({ canGoPrevious: false, canGoNext: false });
  });

  it('blocks both on a single page', () => {
    expect(paginationState(1, 1)).toMatchObject({ canGoPrevious: false, canGoNext: false });
  });

  it('clamps a page beyond the end', () => {
    expect(paginationState(9, 3)).toMatchObject({ page: 3, canGoNext: false, canGoPrevious: true });
  });
});

describe('pageLabel', () => {
  it("reads 'Page X of Y' with the clamped numbers", () => {
    expect(pageLabel(2, 5)).toBe('Page 2 of 5');
    expect(pageLabel(7, 5)).toBe('Page 5 of 5');
    expect(pageLabel(1, 0)).toBe('Page 1 of 1');
  });
});
