import { describe, expect, it } from 'vitest';
import { zonedInstant } from './dates';
import {
  eventFieldsSchema,
  formatMinor,
  normaliseTime,
  parseFlag,
  parseIdList,
  parseMoneyToMinor,
} from './event-form';
import { EVENT_MESSAGES } from './events';

describe('event form values', () => {
  it('reads prices into minor units without floats, refusing more than two decimals', () => {
    expect(parseMoneyToMinor('45.5')).toBe(4550);
    expect(parseMoneyToMinor('0.07')).toBe(7);
    expect(parseMoneyToMinor('19.99')).toBe(1999);
    expect(parseMoneyToMinor(' 12 ')).toBe(1200);
    expect(parseMoneyToMinor(0.1)).toBe(10);
    for (const bad of ['', '-1', '1.234', '1e3', 'ten', '1,50', null, undefined, '12345678']) {
      expect(parseMoneyToMinor(bad), String(bad)).toBeNull();
    }
    expect(formatMinor(4550)).toBe('45.50');
    expect(formatMinor(7)).toBe('0.07');
    expect(formatMinor(0)).toBe('0.00');
  });

  it('reads id lists, flags and times as the app sends them', () => {
    expect(parseIdList('3, 7,3,12')).toEqual([3, 7, 12]);
    expect(parseIdList('')).toEqual([]);
    expect(parseIdList([1, '2'])).toEqual([1, 2]);
    expect(parseIdList('1,x')).toBeNull();
    expect(parseIdList('0')).toBeNull();
    expect(parseIdList('1'.repeat(500))).toBeNull();
    expect([parseFlag('1'), parseFlag('0'), parseFlag('true'), parseFlag('yes')]).toEqual([
      true,
      false,
      true,
      undefined,
    ]);
    expect(normaliseTime('09:30:00')).toBe('09:30');
    expect(normaliseTime('09:30')).toBe('09:30');
    expect(normaliseTime('09:30:15')).toBe('09:30:15');
  });

  it('derives instants from the date, the wall-clock time and the zone', () => {
    expect(zonedInstant('2026-12-19', '18:30', 'Australia/Sydney').toISOString()).toBe(
      '2026-12-19T07:30:00.000Z',
    );
    expect(zonedInstant('2026-07-01', '18:30', 'Australia/Sydney').toISOString()).toBe(
      '2026-07-01T08:30:00.000Z',
    );
    // 02:30 does not exist in New York on the day clocks go forward: it moves on an hour.
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });
});

describe('eventFieldsSchema', () => {
  const now = new Date('2026-11-22T09:00:00.000Z');
  const valid = {
    title: 'Board games night',
    description: 'Catan, snacks and friendly rivalry.',
    location: 'Newtown, Sydney',
    latitude: '-33.89',
    longitude: '151.18',
    category: '1,2',
    spot_ids: '1',
    age_group_ids: '2',
    date: '2026-12-24',
    start_time: '18:00:00',
    end_time: '22:30:00',
    time_zone: 'Australia/Sydney',
    event_type: 'all',
    user_type: 'couple',
    is_paid: '1',
    price: '12.5',
    enable_discount: '1',
    discount_amount: '25',
    is_capacity_limited: '1',
    capacity: '4',
  };

  it('reads a valid form into typed values', () => {
    const parsed = eventFieldsSchema({ mode: 'create', defaultTimeZone: 'UTC', now }).parse(valid);
    expect(parsed).toEqual({
      title: 'Board games night',
      description: 'Catan, snacks and friendly rivalry.',
      location: 'Newtown, Sydney',
      latitude: -33.89,
      longitude: 151.18,
      categoryIds: [1, 2],
      spotIds: [1],
      ageGroupIds: [2],
      date: '2026-12-24',
      startTime: '18:00',
      endTime: '22:30',
      timeZone: 'Australia/Sydney',
      eventType: 'all',
      userType: 'couple',
      isPaid: true,
      priceMinor: 1250,
      enableDiscount: true,
      discountPercent: 25,
      capacity: 4,
    });
  });

  it('takes the discount as on at 25 when the form leaves it out, and refuses an empty amount', () => {
    const { enable_discount: _on, discount_amount: _amount, ...withoutDiscount } = valid;
    const read = eventFieldsSchema({ mode: 'create', defaultTimeZone: 'UTC', now });
    expect(read.parse(withoutDiscount)).toMatchObject({ enableDiscount: true, discountPercent: 25 });
    expect(read.parse({ ...valid, discount_amount: '40' })).toMatchObject({ discountPercent: 40 });
    const empty = read.safeParse({ ...valid, discount_amount: '' });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([EVENT_MESSAGES.discountRange]);
  });

  it('applies the 20-day rule only when creating, and the past-date rule only when creating', () => {
    const soon = { ...valid, date: '2026-11-30' };
    const create = eventFieldsSchema({ mode: 'create', defaultTimeZone: 'UTC', now }).safeParse(soon);
    expect(create.success).toBe(false);
    expect(create.error?.issues.map((issue) => issue.message)).toEqual([EVENT_MESSAGES.standardTooSoon]);
    const past = { ...valid, date: '2026-11-01' };
    expect(eventFieldsSchema({ mode: 'edit', defaultTimeZone: 'UTC', now }).safeParse(past).success).toBe(
      true,
    );
  });
});
