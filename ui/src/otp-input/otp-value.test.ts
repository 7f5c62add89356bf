import { describe, expect, it } from 'vitest';
import {
  fillOtpSlots,
  fromOtpSlots,
  isOtpComplete,
  normalizeOtpValue,
  sanitizeOtpDigits,
  toOtpSlots,
  typedOtpDigits,
} from './otp-value';

describe('sanitizeOtpDigits', () => {
  it('keeps digits only', () => {
    expect(sanitizeOtpDigits('123456')).toBe('123456');
    expect(sanitizeOtpDigits('123-456')).toBe('123456');
    expect(sanitizeOtpDigits(' 12 34 56\n')).toBe('123456');
    expect(sanitizeOtpDigits('Your code is G-482913.')).toBe('482913');
    expect(sanitizeOtpDigits('abc')).toBe('');
    expect(sanitizeOtpDigits(undefined)).toBe('');
  });
});

describe('slots and values', () => {
  it('splits a value into slots, gaps as empty slots', () => {
    expect(toOtpSlots('', 6)).toEqual(['', '', '', '', '', '']);
    expect(toOtpSlots('123', 6)).toEqual(['1', '2', '3', '', '', '']);
    expect(toOtpSlots('12 4', 6)).toEqual(['1', '2', '', '4', '', '']);
    expect(toOtpSlots('12345678', 6)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(toOtpSlots('1a2', 6)).toEqual(['1', '2', '', '', '', '']);
  });

  it('joins slots back, dropping trailing gaps', () => {
    expect(fromOtpSlots(['', '', '', '', '', ''])).toBe('');
    expect(fromOtpSlots(['1', '2', '', '4', '', ''])).toBe('12 4');
    expect(fromOtpSlots(['1', '2', '3', '4', '5', '6'])).toBe('123456');
    expect(normalizeOtpValue(' 1', 6)).toBe(' 1');
    expect(normalizeOtpValue('x12y', 6)).toBe('12');
  });

  it('is complete only when every box has a digit', () => {
    expect(isOtpComplete(toOtpSlots('123456', 6))).toBe(true);
    expect(isOtpComplete(toOtpSlots('12 456', 6))).toBe(false);
    expect(isOtpComplete(toOtpSlots('12345', 6))).toBe(false);
  });
});

describe('fillOtpSlots', () => {
  const empty = toOtpSlots('', 6);

  it('fills a full code from the first box wherever the caret is', () => {
    expect(fillOtpSlots(empty, 3, '482913')).toEqual({ slots: Array.from('482913'), focus: 5 });
    expect(fillOtpSlots(empty, 0, '482 913')).toEqual({ slots: Array.from('482913'), focus: 5 });
  });

  it('fills a partial code from the focused box and focuses the next empty one', () => {
    expect(fillOtpSlots(empty, 0, '48')).toEqual({ slots: ['4', '8', '', '', '', ''], focus: 2 });
    expect(fillOtpSlots(toOtpSlots('12', 6), 2, '345')).toEqual({
      slots: ['1', '2', '3', '4', '5', ''],
      focus: 5,
    });
  });

  it('stops at the last box', () => {
    expect(fillOtpSlots(empty, 4, '789')).toEqual({ slots: ['', '', '', '', '7', '8'], focus: 5 });
  });

  it('ignores text without digits', () => {
    expect(fillOtpSlots(empty, 2, 'abc')).toEqual({ slots: empty, focus: 2 });
  });
});

describe('typedOtpDigits', () => {
  it('finds the new digit when the old one was not replaced', () => {
    expect(typedOtpDigits('3', '35')).toBe('5');
    expect(typedOtpDigits('3', '53')).toBe('5');
    expect(typedOtpDigits('', '7')).toBe('7');
    expect(typedOtpDigits('1', '123456')).toBe('123456');
    expect(typedOtpDigits('1', 'x')).toBe('');
  });
});
