import { describe, expect, it } from 'vitest';
import { isDateBefore, isDateValue, toDateBound, toDateValue, todayDateValue } from './date-value';

describe('toDateValue', () => {
  it('formats the local calendar date with zero padding', () => {
    expect(toDateValue(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(toDateValue(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    expect(todayDateValue(new Date(2027, 6, 4, 0, 1))).toBe('2027-07-04');
  });
});

describe('isDateValue', () => {
  it('accepts only real dates in YYYY-MM-DD form', () => {
    expect(isDateValue('2026-02-28')).toBe(true);
    expect(isDateValue('2028-02-29')).toBe(true);
    expect(isDateValue('2026-02-29')).toBe(false);
    expect(isDateValue('2026-13-01')).toBe(false);
    expect(isDateValue('26-01-01')).toBe(false);
    expect(isDateValue('')).toBe(false);
    expect(isDateValue(undefined)).toBe(false);
  });
});

describe('isDateBefore', () => {
  it('compares calendar dates', () => {
    expect(isDateBefore('2026-03-13', '2026-03-14')).toBe(true);
    expect(isDateBefore('2026-03-14', '2026-03-14')).toBe(false);
    expect(isDateBefore('2027-01-01', '2026-12-31')).toBe(false);
  });

  it('leaves empty or malformed values to other checks', () => {
    expect(isDateBefore('', '2026-03-14')).toBe(false);
    expect(isDateBefore('2026-03-13', undefined)).toBe(false);
    expect(isDateBefore('yesterday', '2026-03-14')).toBe(false);
  });
});

describe('toDateBound', () => {
  it('takes Dates and date strings, ignoring anything else', () => {
    expect(toDateBound(new Date(2026, 2, 14))).toBe('2026-03-14');
    expect(toDateBound('2026-03-14')).toBe('2026-03-14');
    expect(toDateBound('14/03/2026')).toBeUndefined();
    expect(toDateBound(new Date(Number.NaN))).toBeUndefined();
    expect(toDateBound(null)).toBeUndefined();
  });
});
