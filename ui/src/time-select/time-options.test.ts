import { describe, expect, it } from 'vitest';
import { buildTimeOptions, formatTimeLabel, parseTimeValue, timeLabel } from './time-options';

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
