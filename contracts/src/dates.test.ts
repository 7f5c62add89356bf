import { describe, expect, it } from 'vitest';
import {
  buildTimeOptions,
  calendarDateIn,
  daysFromToday,
  EVENT_DATE_MESSAGES,
  eventDateError,
  formatCalendarDate,
  formatDaySeparator,
  formatEventSchedule,
  formatLastMessageTime,
  formatShortDate,
  formatTime,
  formatTimeLabel,
  formatTodayOrDateTime,
  isAtLeastDaysAhead,
  isCalendarDate,
  isDateInPast,
  isValidTimeZone,
  parseTimeValue,
  standardEventDateError,
  timeLabel,
  todayIn,
} from './dates';

describe('today in a time zone', () => {
  // 2026-11-22 21:05 UTC is already 23 November in Sydney and still 22 November in New York.
  const now = new Date('2026-11-22T21:05:00Z');

  it("is the zone's calendar date, not UTC's", () => {
    expect(todayIn({ timeZone: 'UTC', now })).toBe('2026-11-22');
    expect(todayIn({ timeZone: 'Australia/Sydney', now })).toBe('2026-11-23');
    expect(todayIn({ timeZone: 'America/New_York', now })).toBe('2026-11-22');
  });

  it('falls back to UTC when the zone is missing or unknown', () => {
    expect(todayIn({ now })).toBe('2026-11-22');
    expect(todayIn({ timeZone: 'Not/AZone', now })).toBe('2026-11-22');
    expect(calendarDateIn('2026-11-03T23:30:00Z', 'Asia/Tokyo')).toBe('2026-11-04');
  });

  it('knows real zones', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Not/AZone')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(undefined)).toBe(false);
  });

  it('reads only real YYYY-MM-DD dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});

describe('event date rules (spec 001 §5)', () => {
  const sydney = { timeZone: 'Australia/Sydney', now: new Date('2026-11-22T21:05:00Z') }; // 23 Nov there

  it("'not in the past' counts the host's today", () => {
    expect(isDateInPast('2026-11-22', sydney)).toBe(true);
    expect(isDateInPast('2026-11-23', sydney)).toBe(false);
    expect(isDateInPast('2026-11-22', { timeZone: 'America/New_York', now: sydney.now })).toBe(false);
    expect(isDateInPast('', sydney)).toBe(false);
  });

  it("'at least 20 days after today' is 20 calendar days in the host's zone", () => {
    expect(daysFromToday('2026-12-13', sydney)).toBe(20);
    expect(isAtLeastDaysAhead('2026-12-13', 20, sydney)).toBe(true);
    expect(isAtLeastDaysAhead('2026-12-12', 20, sydney)).toBe(false);
  });

  it('counts calendar days across a daylight-saving change', () => {
    // Sydney moves its clocks forward on 4 October 2026.
    const context = { timeZone: 'Australia/Sydney', now: new Date('2026-09-30T14:30:00Z') }; // 1 Oct 00:30
    expect(daysFromToday('2026-10-21', context)).toBe(20);
  });

  it('gives the exact messages of step 1', () => {
    expect(eventDateError('', { ...sydney, creating: true })).toBe('Date is required');
    expect(eventDateError(null, { ...sydney, creating: false })).toBe('Date is required');
    expect(eventDateError('2026-11-22', { ...sydney, creating: true })).toBe('Date cannot be in the past');
    expect(eventDateError('2026-11-22', { ...sydney, creating: false })).toBeUndefined();
    expect(eventDateError('2026-11-23', { ...sydney, creating: true })).toBeUndefined();
  });

  it('gives the exact messages of the Standard event rule', () => {
    expect(standardEventDateError(undefined, sydney)).toBe('Please select a date in Step 1.');
    expect(standardEventDateError('2026-12-12', sydney)).toBe(
      'Open-to-All events must be at least 20 days after creation. Please select a later date.',
    );
    expect(standardEventDateError('2026-12-13', sydney)).toBeUndefined();
    expect(EVENT_DATE_MESSAGES.standardTooSoon).toContain('20 days');
  });
});

describe('buildTimeOptions', () => {
  it('lists the day every 30 minutes, 12:00 AM to 11:30 PM, with 24-hour values', () => {
    const options = buildTimeOptions();
    expect(options).toHaveLength(48);
    expect(options[0]).toEqual({ value: '00:00', label: '12:00 AM', disabled: false });
    expect(options[1]).toEqual({ value: '00:30', label: '12:30 AM', disabled: false });
    expect(options[2]).toEqual({ value: '01:00', label: '1:00 AM', disabled: false });
    expect(options[23]).toEqual({ value: '11:30', label: '11:30 AM', disabled: false });
    expect(options[24]).toEqual({ value: '12:00', label: '12:00 PM', disabled: false });
    expect(options[26]).toEqual({ value: '13:00', label: '1:00 PM', disabled: false });
    expect(options.at(-1)).toEqual({ value: '23:30', label: '11:30 PM', disabled: false });
  });

  it('has unique values in ascending order', () => {
    const values = buildTimeOptions().map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    expect([...values].sort()).toEqual(values);
  });

  it('disables options at or before `after`, so an end time must follow the start', () => {
    const options = buildTimeOptions({ after: '10:00' });
    const enabled = options.filter((option) => !option.disabled).map((option) => option.value);
    expect(enabled[0]).toBe('10:30');
    expect(options.find((option) => option.value === '10:00')?.disabled).toBe(true);
    expect(options.find((option) => option.value === '00:00')?.disabled).toBe(true);
    expect(enabled).toHaveLength(27);
  });

  it('handles an `after` between steps and at the end of the day', () => {
    expect(buildTimeOptions({ after: '10:15' }).find((o) => !o.disabled)?.value).toBe('10:30');
    expect(buildTimeOptions({ after: '23:30' }).every((o) => o.disabled)).toBe(true);
  });

  it('ignores an empty or malformed `after`', () => {
    for (const after of [undefined, null, '', '7pm', '24:00', '9:00']) {
      expect(buildTimeOptions({ after }).some((o) => o.disabled)).toBe(false);
    }
  });

  it('supports other steps that divide the day', () => {
    expect(buildTimeOptions({ stepMinutes: 15 })).toHaveLength(96);
    expect(buildTimeOptions({ stepMinutes: 60 }).at(-1)?.label).toBe('11:00 PM');
    expect(() => buildTimeOptions({ stepMinutes: 7 })).toThrow(RangeError);
    expect(() => buildTimeOptions({ stepMinutes: 0 })).toThrow(RangeError);
  });

  it('keeps a stored time between steps in order, disabled by `after` like the rest', () => {
    const options = buildTimeOptions({ include: '10:15', after: '10:15' });
    expect(options).toHaveLength(49);
    const index = options.findIndex((option) => option.value === '10:15');
    expect(options[index]).toEqual({ value: '10:15', label: '10:15 AM', disabled: true });
    expect(options[index - 1]?.value).toBe('10:00');
    expect(options[index + 1]).toEqual({ value: '10:30', label: '10:30 AM', disabled: false });
    expect(buildTimeOptions({ include: '10:30' })).toHaveLength(48);
    expect(buildTimeOptions({ include: 'nope' })).toHaveLength(48);
  });
});

describe('time helpers', () => {
  it('parses only strict HH:MM values', () => {
    expect(parseTimeValue('00:00')).toBe(0);
    expect(parseTimeValue('23:59')).toBe(1439);
    expect(parseTimeValue('13:30')).toBe(810);
    expect(parseTimeValue('1:30')).toBeNull();
    expect(parseTimeValue('24:00')).toBeNull();
    expect(parseTimeValue(undefined)).toBeNull();
  });

  it('labels midnight, noon and afternoon times in 12-hour format', () => {
    expect(formatTimeLabel(0)).toBe('12:00 AM');
    expect(formatTimeLabel(720)).toBe('12:00 PM');
    expect(formatTimeLabel(750)).toBe('12:30 PM');
    expect(timeLabel('18:30')).toBe('6:30 PM');
    expect(timeLabel('nope')).toBeUndefined();
  });
});

describe('notification times (spec 001 §2)', () => {
  it("shows today's items as 'Today • time' in the given zone, with a plain space before AM/PM", () => {
    expect(formatTodayOrDateTime('2026-11-22T09:41:00Z', true, 'UTC')).toBe('Today • 9:41 AM');
    expect(formatTodayOrDateTime('2026-11-22T21:05:00Z', true, 'Australia/Sydney')).toBe('Today • 8:05 AM');
  });

  it('shows earlier items with short month, 2-digit day and year, then the time', () => {
    expect(formatTodayOrDateTime('2026-11-03T15:30:00Z', false, 'UTC')).toBe('Nov 03, 2026 • 3:30 PM');
    expect(formatShortDate('2025-01-09T00:10:00Z', 'UTC')).toBe('Jan 09, 2025');
  });

  it('uses the zone for the calendar day, not UTC', () => {
    expect(formatShortDate('2026-11-03T23:30:00Z', 'Asia/Tokyo')).toBe('Nov 04, 2026');
  });

  it('falls back to the local zone when the zone is missing or unknown', () => {
    const local = formatTime('2026-11-03T15:30:00Z');
    expect(formatTime('2026-11-03T15:30:00Z', 'Not/AZone')).toBe(local);
    expect(local).not.toMatch(/\u202f/);
  });
});

describe('chat times (spec 001 §2)', () => {
  const context = { timeZone: 'Australia/Sydney', now: new Date('2026-11-22T21:05:00Z') }; // Mon 23 Nov, 8:05 AM

  it("shows the time for today's last message, 'Yesterday', then a short date with the year only if another year", () => {
    expect(formatLastMessageTime('2026-11-22T20:00:00Z', context)).toBe('7:00 AM');
    expect(formatLastMessageTime('2026-11-22T10:00:00Z', context)).toBe('Yesterday');
    expect(formatLastMessageTime('2026-11-03T10:00:00Z', context)).toBe('Nov 03');
    expect(formatLastMessageTime('2025-12-30T10:00:00Z', context)).toBe('Dec 30, 2025');
  });

  it("reads day separators as 'Today, …', 'Yesterday, …' or the weekday and date", () => {
    expect(formatDaySeparator('2026-11-22T20:00:00Z', context)).toBe('Today, Nov 23');
    expect(formatDaySeparator('2026-11-22T10:00:00Z', context)).toBe('Yesterday, Nov 22');
    expect(formatDaySeparator('2026-11-18T10:00:00Z', context)).toBe('Wednesday, Nov 18');
    expect(formatDaySeparator('2025-12-30T10:00:00Z', context)).toBe('Tuesday, Dec 30, 2025');
  });
});

describe('event dates as the event screens show them (spec 001 §2)', () => {
  it('writes a card date without shifting it by the machine zone', () => {
    expect(formatCalendarDate('2026-12-19')).toBe('Dec 19, 2026');
    expect(formatCalendarDate('2027-01-01')).toBe('Jan 01, 2027');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });

  it("writes 'weekday, day month, start to end' with 12-hour times", () => {
    expect(formatEventSchedule('2026-12-19', '18:30', '21:00')).toBe(
      'Saturday, 19 December, 6:30 PM to 9:00 PM',
    );
    expect(formatEventSchedule('2027-01-03', '00:00', '12:00')).toBe(
      'Sunday, 3 January, 12:00 AM to 12:00 PM',
    );
  });
});

describe('chat times at the edges of a day and a year', () => {
  it("counts days in the host's zone: one instant is yesterday's in Sydney and today's in New York", () => {
    const now = new Date('2026-11-23T13:30:00Z'); // 12:30 AM on 24 Nov in Sydney, 8:30 AM on 23 Nov in New York
    const instant = '2026-11-23T12:00:00Z'; // 11:00 PM on 23 Nov in Sydney, 7:00 AM on 23 Nov in New York
    expect(formatLastMessageTime(instant, { timeZone: 'Australia/Sydney', now })).toBe('Yesterday');
    expect(formatLastMessageTime(instant, { timeZone: 'America/New_York', now })).toBe('7:00 AM');
    expect(formatDaySeparator(instant, { timeZone: 'Australia/Sydney', now })).toBe('Yesterday, Nov 23');
    expect(formatDaySeparator(instant, { timeZone: 'America/New_York', now })).toBe('Today, Nov 23');
  });

  it("calls last year's 31 December 'Yesterday' on 1 January, and an older day by its date with the year", () => {
    const context = { timeZone: 'UTC', now: new Date('2027-01-01T09:00:00Z') };
    expect(formatLastMessageTime('2026-12-31T23:59:00Z', context)).toBe('Yesterday');
    expect(formatDaySeparator('2026-12-31T23:59:00Z', context)).toBe('Yesterday, Dec 31, 2026');
    expect(formatLastMessageTime('2026-12-30T08:00:00Z', context)).toBe('Dec 30, 2026');
    expect(formatDaySeparator('2026-12-30T08:00:00Z', context)).toBe('Wednesday, Dec 30, 2026');
    expect(formatDaySeparator('2027-01-01T00:00:00Z', context)).toBe('Today, Jan 01');
  });

  it('reads a missing or unknown zone as UTC', () => {
    const now = new Date('2026-11-22T21:05:00Z');
    expect(formatLastMessageTime('2026-11-22T20:00:00Z', { now })).toBe('8:00 PM');
    expect(formatLastMessageTime('2026-11-22T20:00:00Z', { timeZone: 'Not/AZone', now })).toBe('8:00 PM');
  });
});
