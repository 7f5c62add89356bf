import fc from 'fast-check';
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
import { discountedPriceMinor, formatMoneyWithCurrency, minimumChargeMinor } from './money';
import { QUESTION_MESSAGES, QUESTIONS } from './questions';
import { VENUE, VENUE_MESSAGES } from './venue';

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

  it('reads the venue: an address and arrival notes, and when members see them', () => {
    const schema = eventFieldsSchema({ mode: 'create', defaultTimeZone: 'UTC', now });
    expect(
      schema.parse({
        ...valid,
        address: '  12 Crown Street, Surry Hills  ',
        arrival_notes: 'Ring the top bell,\nsecond floor.',
        address_reveal: 'day_before',
      }),
    ).toMatchObject({
      address: '12 Crown Street, Surry Hills',
      arrivalNotes: 'Ring the top bell,\nsecond floor.',
      addressReveal: 'day_before',
    });
    // A browser's multipart form sends CRLF line breaks: stored and counted as one.
    expect(
      schema.parse({
        ...valid,
        arrival_notes: 'Ring the top bell,\r\nsecond floor.',
        description: 'One\r\ntwo lines here.',
      }),
    ).toMatchObject({
      arrivalNotes: 'Ring the top bell,\nsecond floor.',
      description: 'One\ntwo lines here.',
    });
    expect(schema.parse({ ...valid, address: '   ', arrival_notes: '' })).toMatchObject({
      address: null,
      arrivalNotes: null,
    });
    const refused = schema.safeParse({
      ...valid,
      address: 'a'.repeat(VENUE.addressMax + 1),
      arrival_notes: 'b'.repeat(VENUE.arrivalNotesMax + 1),
      address_reveal: 'never',
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual(
      expect.arrayContaining([
        ['address', VENUE_MESSAGES.addressTooLong],
        ['arrival_notes', VENUE_MESSAGES.arrivalNotesTooLong],
        ['address_reveal', VENUE_MESSAGES.addressRevealInvalid],
      ]),
    );
    // One line for the address; the notes may have several.
    expect(schema.safeParse({ ...valid, address: '12 Crown\nStreet' }).success).toBe(false);
  });

  it('reads the questions guests are asked: three kinds and up to three of the host’s own', () => {
    const schema = eventFieldsSchema({ mode: 'create', defaultTimeZone: 'UTC', now });
    expect(
      schema.parse({
        ...valid,
        questions_dietary: '1',
        questions_allergies: '1',
        questions_accessibility: '0',
        custom_question_1: '  Wine or no wine?  ',
        custom_question_3: 'Anything we should know?',
      }).guestQuestions,
    ).toEqual({
      dietary: true,
      allergies: true,
      accessibility: false,
      custom: ['Wine or no wine?', 'Anything we should know?'],
    });
    const refused = schema.safeParse({
      ...valid,
      questions_dietary: 'yes',
      custom_question_2: 'q'.repeat(QUESTIONS.customQuestionMax + 1),
    });
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual(
      expect.arrayContaining([
        ['questions_dietary', QUESTION_MESSAGES.flagInvalid],
        ['custom_question_2', QUESTION_MESSAGES.customTooLong],
      ]),
    );
  });

  it('reads a valid form into typed values', () => {
    const parsed = eventFieldsSchema({ mode: 'create', defaultTimeZone: 'UTC', now }).parse(valid);
    expect(parsed).toEqual({
      title: 'Board games night',
      description: 'Catan, snacks and friendly rivalry.',
      location: 'Newtown, Sydney',
      latitude: -33.89,
      longitude: 151.18,
      address: undefined,
      arrivalNotes: undefined,
      addressReveal: undefined,
      guestQuestions: undefined,
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
      cancellationPolicy: 'flexible',
      minGuests: 1,
      decisionHoursBefore: 48,
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

  it('takes the cancellation policy named, flexible when left out, and refuses any other', () => {
    const read = eventFieldsSchema({ mode: 'create', defaultTimeZone: 'UTC', now });
    for (const policy of ['flexible', 'moderate', 'strict'])
      expect(read.parse({ ...valid, cancellation_policy: policy })).toMatchObject({
        cancellationPolicy: policy,
      });
    expect(read.parse({ ...valid, cancellation_policy: ' strict ' })).toMatchObject({
      cancellationPolicy: 'strict',
    });
    for (const wrong of ['', 'lenient', 'Strict', 3, ['strict']]) {
      const refused = read.safeParse({ ...valid, cancellation_policy: wrong });
      expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
        ['cancellation_policy', EVENT_MESSAGES.cancellationPolicyInvalid],
      ]);
    }
  });

  it('takes a minimum up to the capacity and a decision 24 to 168 hours ahead (docs/decisions/148)', () => {
    const read = eventFieldsSchema({ mode: 'create', defaultTimeZone: 'UTC', now });
    expect(read.parse({ ...valid, min_guests: '4', decision_hours_before: '168' })).toMatchObject({
      minGuests: 4,
      decisionHoursBefore: 168,
    });
    const messages = (fields: Record<string, string>) =>
      read.safeParse({ ...valid, ...fields }).error?.issues.map((issue) => [issue.path[0], issue.message]);
    for (const minGuests of ['0', '5', '2.5', 'two', ''])
      expect(messages({ min_guests: minGuests })).toEqual([['min_guests', EVENT_MESSAGES.minGuestsRange]]);
    for (const hours of ['23', '169', '48.5', ''])
      expect(messages({ decision_hours_before: hours })).toEqual([
        ['decision_hours_before', EVENT_MESSAGES.decisionHoursRange],
      ]);
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

  // docs/decisions/102 ----------------------------------------------------------------------
  const messagesOf = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
  const create = (options: { now?: Date; currency?: string } = {}) =>
    eventFieldsSchema({ mode: 'create', defaultTimeZone: 'UTC', now, ...options });

  it('refuses a paid price below the provider minimum, naming it in the currency', () => {
    const usd = EVENT_MESSAGES.priceBelowMinimum('0.50 USD');
    expect(usd).toBe('Price for paid events must be at least 0.50 USD');
    for (const price of ['0', '0.00', '0.01', '0.49']) {
      expect(messagesOf(create().safeParse({ ...valid, price, enable_discount: '0' })), price).toEqual({
        price: usd,
      });
    }
    expect(create().safeParse({ ...valid, price: '0.50', enable_discount: '0' }).success).toBe(true);
    // The table is the provider's: 0.30 is enough in pounds, not in dollars.
    expect(
      create({ currency: 'gbp' }).safeParse({ ...valid, price: '0.30', enable_discount: '0' }).success,
    ).toBe(true);
    expect(formatMoneyWithCurrency(minimumChargeMinor('jpy'), 'jpy')).toBe('50 JPY');
    // A free event stores 0 whatever was typed: no minimum applies.
    expect(create().safeParse({ ...valid, is_paid: '0', price: '0', discount_amount: '100' }).success).toBe(
      true,
    );
  });

  it('refuses a discount that takes a paid seat below the minimum, or to nothing', () => {
    expect(messagesOf(create().safeParse({ ...valid, price: '0.50', discount_amount: '25' }))).toEqual({
      discount_amount: EVENT_MESSAGES.discountBelowMinimum('0.50 USD'),
    });
    expect(messagesOf(create().safeParse({ ...valid, price: '45.50', discount_amount: '100' }))).toEqual({
      discount_amount: EVENT_MESSAGES.discountFullForPaid,
    });
    // 0.67 less 25 % is 0.50 (0.1675 rounds to 0.17): just enough. 0.66 less 25 % is 0.49.
    expect(create().safeParse({ ...valid, price: '0.67', discount_amount: '25' }).success).toBe(true);
    expect(create().safeParse({ ...valid, price: '0.66', discount_amount: '25' }).success).toBe(false);
    // Switched off, the amount is not read: the price alone counts.
    expect(
      create().safeParse({ ...valid, price: '0.50', enable_discount: '0', discount_amount: '100' }).success,
    ).toBe(true);
  });

  it('takes only whole percents, saying so for 12.5', () => {
    expect(messagesOf(create().safeParse({ ...valid, discount_amount: '12.5' }))).toEqual({
      discount_amount: EVENT_MESSAGES.discountWholeNumber,
    });
    expect(messagesOf(create().safeParse({ ...valid, discount_amount: 12.5 }))).toEqual({
      discount_amount: EVENT_MESSAGES.discountWholeNumber,
    });
    expect(create().parse({ ...valid, discount_amount: '12.0' })).toMatchObject({ discountPercent: 12 });
    expect(messagesOf(create().safeParse({ ...valid, discount_amount: '101' }))).toEqual({
      discount_amount: EVENT_MESSAGES.discountRange,
    });
  });

  it('accepts a paid form only when every guest can be charged at least the minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        (priceMinor, discount, discountOn) => {
          const price = `${Math.floor(priceMinor / 100)}.${String(priceMinor % 100).padStart(2, '0')}`;
          const result = create().safeParse({
            ...valid,
            price,
            enable_discount: discountOn ? '1' : '0',
            discount_amount: String(discount),
          });
          const charged = discountOn ? discountedPriceMinor(priceMinor, discount) : priceMinor;
          expect(result.success).toBe(charged >= 50 && (!discountOn || discount < 100));
        },
      ),
    );
  });

  it('refuses a start already gone today, judged in the event’s zone, when creating', () => {
    // 09:00 UTC on Nov 22 is 20:00 in Sydney (UTC+11) and 01:00 in Los Angeles (UTC-8).
    const today = (zone: string, start: string) => ({
      ...valid,
      event_type: 'premium',
      date: '2026-11-22',
      time_zone: zone,
      start_time: start,
      end_time: '23:30:00',
    });
    expect(EVENT_MESSAGES.startInPast).toBe('Start time cannot be in the past');
    expect(messagesOf(create().safeParse(today('Australia/Sydney', '19:30:00')))).toStrictEqual({
      start_time: 'Start time cannot be in the past',
    });
    expect(create().safeParse(today('Australia/Sydney', '20:00:00')).success).toBe(true);
    expect(messagesOf(create().safeParse(today('America/Los_Angeles', '00:30:00')))).toStrictEqual({
      start_time: EVENT_MESSAGES.startInPast,
    });
    expect(create().safeParse(today('America/Los_Angeles', '01:00:00')).success).toBe(true);
    expect(
      messagesOf(
        create().safeParse({ ...today('Australia/Sydney', '19:30:00'), event_type: 'plus-priority' }),
      ),
    ).toEqual({ start_time: EVENT_MESSAGES.startInPast });
    // An edit keeps the stored start (it is locked): an event under way can still be edited.
    expect(
      eventFieldsSchema({ mode: 'edit', defaultTimeZone: 'UTC', now }).safeParse(
        today('Australia/Sydney', '19:30:00'),
      ).success,
    ).toBe(true);
  });
});
