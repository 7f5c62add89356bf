import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './listbox';

describe('nextActiveIndex', () => {
  it('moves with the arrows and stops at the ends', () => {
    expect(nextActiveIndex(-1, 'ArrowDown', 5)).toBe(0);
    expect(nextActiveIndex(0, 'ArrowDown', 5)).toBe(1);
    expect(nextActiveIndex(4, 'ArrowDown', 5)).toBe(4);
    expect(nextActiveIndex(0, 'ArrowUp', 5)).toBe(0);
    expect(nextActiveIndex(-1, 'ArrowUp', 5)).toBe(4);
  });
  it('jumps with Home, End and the page keys', () => {
    expect(nextActiveIndex(2, 'Home', 5)).toBe(0);
    expect(nextActiveIndex(2, 'End', 5)).toBe(4);
    expect(nextActiveIndex(2, 'PageDown', 30)).toBe(12);
    expect(nextActiveIndex(25, 'PageDown', 30)).toBe(29);
    expect(nextActiveIndex(5, 'PageUp', 30)).toBe(0);
  });
  it('has nothing to move to in an empty list', () => {
    expect(nextActiveIndex(0, 'ArrowDown', 0)).toBe(-1);
  });
});
