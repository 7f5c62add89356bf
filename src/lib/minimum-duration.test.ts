import { describe, expect, it } from 'vitest';
import { remainingVisibleMs } from './minimum-duration';

describe('remainingVisibleMs (the 800 ms loading rule)', () => {
  it('keeps a fast navigation covered until 800 ms after it began', () => {
    expect(remainingVisibleMs(1_000, 1_150, 800)).toBe(650);
  });

  it('turns off at once when the navigation took 800 ms or longer', () => {
    expect(remainingVisibleMs(1_000, 1_800, 800)).toBe(0);
    expect(remainingVisibleMs(1_000, 4_000, 800)).toBe(0);
  });
});
