import { describe, expect, it } from 'vitest';
import { formatNotificationDate, formatNotificationTime, formatSentAt } from './format';

describe('notification times', () => {
  it("shows today's items as 'Today • time' in the given zone, with a plain space before AM/PM", () => {
    expect(formatSentAt('2026-11-22T09:41:00Z', 'today', 'UTC')).toBe('Today • 9:41 AM');
    expect(formatSentAt('2026-11-22T21:05:00Z', 'today', 'Australia/Sydney')).toBe('Today • 8:05 AM');
  });

  it('shows earlier items with short month, 2-digit day and year, then the time', () => {
    expect(formatSentAt('2026-11-03T15:30:00Z', 'earlier', 'UTC')).toBe('Nov 03, 2026 • 3:30 PM');
    expect(formatNotificationDate('2025-01-09T00:10:00Z', 'UTC')).toBe('Jan 09, 2025');
  });

  it('uses the zone for the calendar day, not UTC', () => {
    expect(formatNotificationDate('2026-11-03T23:30:00Z', 'Asia/Tokyo')).toBe('Nov 04, 2026');
  });

  it('falls back to the local zone when the zone is missing or unknown', () => {
    const local = formatNotificationTime('2026-11-03T15:30:00Z');
    expect(formatNotificationTime('2026-11-03T15:30:00Z', 'Not/AZone')).toBe(local);
    expect(local).not.toMatch(/\u202f/);
  });
});
