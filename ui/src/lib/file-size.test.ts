import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

const KB = 1024;
const MB = 1024 * KB;

describe('formatFileSize', () => {
  it('writes bytes below a kilobyte as they are', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(256)).toBe('256 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('counts KB and MB in steps of 1024, with one decimal below 100 and none from 100', () => {
    expect(formatFileSize(KB)).toBe('1 KB');
    expect(formatFileSize(12_600)).toBe('12.3 KB');
    expect(formatFileSize(150 * KB)).toBe('150 KB');
    expect(formatFileSize(1_363_149)).toBe('1.3 MB');
    expect(formatFileSize(1.25 * MB)).toBe('1.3 MB');
    expect(formatFileSize(3 * MB)).toBe('3 MB');
    expect(formatFileSize(10 * MB)).toBe('10 MB');
    expect(formatFileSize(25 * MB)).toBe('25 MB');
    expect(formatFileSize(150.4 * MB)).toBe('150 MB');
  });

  it('moves to the next unit when the rounded number would reach 1024', () => {
    expect(formatFileSize(MB - 1)).toBe('1 MB');
    expect(formatFileSize(2 * 1024 * MB)).toBe('2 GB');
  });

  it('keeps the number and its unit together on request, for prose that may wrap', () => {
    expect(formatFileSize(10 * MB, { nonBreaking: true })).toBe('10\u00a0MB');
    expect(formatFileSize(512, { nonBreaking: true })).toBe('512\u00a0B');
  });
});
