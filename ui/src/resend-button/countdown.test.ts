import { describe, expect, it } from 'vitest';
import { describeCountdown, formatCountdown, remainingSeconds } from './countdown';

describe('remainingSeconds', () => {
  it('rounds up to whole seconds and never goes below zero', () => {
    expect(remainingSeconds(60_000, 0)).toBe(60);
    expect(remainingSeconds(60_000, 1)).toBe(60);
    expect(remainingSeconds(60_000, 59_001)).toBe(1);
    expect(remainingSeconds(60_000, 60_000)).toBe(0);
    expect(remainingSeconds(60_000, 90_000)).toBe(0);
  });

  it('is zero without an end time', () => {
    expect(remainingSeconds(null, 5)).toBe(0);
    expect(remainingSeconds(undefined, 5)).toBe(0);
    expect(remainingSeconds(Number.NaN, 5)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(45)).toBe('0:45');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(125)).toBe('2:05');
  });
});

describe('describeCountdown', () => {
  it('spells the seconds out for screen readers', () => {
    expect(describeCountdown(45)).toBe('Available in 45 seconds');
    expect(describeCountdown(1)).toBe('Available in 1 second');
  });
});
