import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readEventsListResponse } from './event-list-check';
import { EVENT_STATUSES } from './event-messages';
import { eventsListResponseSchema } from './event-views';
import { agreesWithSchema, oddValues, refusesAsSchema } from './test-support/agrees-with-schema';

const viaZod = (value: unknown) => {
  const result = eventsListResponseSchema.safeParse(value);
  return result.success ? result.data : null;
};

const card = {
  id: 3,
  slug: 'board-games-night',
  title: 'Board games night',
  location: 'Sydney, New South Wales, Australia',
  image: '/media/events/3/card.webp',
  day: 'Sat',
  date: '2026-12-12',
  start_time: '18:00',
  end_time: '21:30',
  time_zone: 'Australia/Sydney',
  status: 'approved',
  price: '25.00',
  is_paid: true,
  price_minor: 2500,
  currency: 'aud',
  event_enabler_discount: true,
  enabler_discount_amount: 25,
  is_capacity_limited: true,
  spots: 2,
  capacity: 6,
  cancellation_policy: 'strict',
  go_status: 'confirmed',
  min_guests: 2,
  decision_at: '2026-12-22T18:00:00.000Z',
  waitlist_count: 3,
  tags: [{ id: 1, name: 'Board games', image: null }],
  members: ['/media/avatars/1.webp'],
  totalMembers: 4,
};

const answer = {
  status: true,
  message: 'Events retrieved successfully.',
  data: [
    card,
    {
      ...card,
      id: 4,
      slug: 'picnic',
      image: null,
      price: 'FREE',
      is_paid: false,
      waitlist_count: 0,
      tags: [],
    },
  ],
  total_earning: '120.50',
  total_earning_minor: 12050,
  currency: 'AUD',
  paging: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
};

/** My Events' check without zod answers what the contract's schema answers. */
describe('readEventsListResponse', () => {
  it('reads a valid answer as the schema does, in its order, dropping unknown keys', () => {
    const extra = {
      ...answer,
      extra: 1,
      data: [{ ...card, x: 2, tags: [{ ...card.tags[0], y: 3 }] }],
      paging: { ...answer.paging, z: 4 },
    };
    for (const value of [answer, extra, { ...answer, paging: undefined }]) {
      const read = readEventsListResponse(value);
      expect(read).not.toBeNull();
      expect(read).toEqual(viaZod(value));
      expect(Object.keys(read ?? {})).toEqual(Object.keys(viaZod(value) ?? {}));
      expect(Object.keys(read?.data[0] ?? {})).toEqual(Object.keys(viaZod(value)?.data[0] ?? {}));
    }
  });

  it('refuses what the schema refuses', () => {
    refusesAsSchema(readEventsListResponse, eventsListResponseSchema, [
      null,
      [],
      { ...answer, status: false },
      { ...answer, total_earning: '120.5' },
      { ...answer, total_earning_minor: 1.5 },
      { ...answer, paging: null },
      { ...answer, paging: { ...answer.paging, current_page: 0 } },
      { ...answer, data: [{ ...card, status: 'draft' }] },
      { ...answer, data: [{ ...card, spots: -1 }] },
      // The line's size (docs/decisions/149): a count, and always there.
      { ...answer, data: [{ ...card, waitlist_count: -1 }] },
      { ...answer, data: [{ ...card, waitlist_count: 1.5 }] },
      { ...answer, data: [{ ...card, waitlist_count: undefined }] },
      { ...answer, data: [{ ...card, tags: [{ id: 1, name: 'x' }] }] },
      { ...answer, data: [{ ...card, members: [null] }] },
    ]);
  });

  it('agrees with the schema on arbitrary near misses', () => {
    const odd = oddValues({
      also: [
        fc.constantFrom(...EVENT_STATUSES, 'draft', '12.00', '1.5', 'FREE'),
        fc.constant([{ id: 1, name: 'x', image: null }]),
      ],
    });
    const change = <T extends object>(keys: (keyof T & string)[]) =>
      fc.array(fc.tuple(fc.constantFrom(...keys), odd), { maxLength: 1 });
    const nearAnswer = fc
      .tuple(
        change<typeof answer>(Object.keys(answer) as (keyof typeof answer)[]),
        change<typeof card>(Object.keys(card) as (keyof typeof card)[]),
        fc.option(change<typeof answer.paging>(Object.keys(answer.paging) as (keyof typeof answer.paging)[])),
        fc.option(fc.tuple(fc.constantFrom('id', 'name', 'image'), odd)),
        fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 2 }),
      )
      .map(([top, inCard, inPaging, inTag, extra]) => {
        const tag: Record<string, unknown> = { ...card.tags[0] };
        if (inTag) tag[inTag[0]] = inTag[1];
        const first: Record<string, unknown> = { ...extra, ...card, tags: [tag] };
        for (const [key, value] of inCard) first[key] = value;
        const paging: Record<string, unknown> = { ...answer.paging };
        for (const [key, value] of inPaging ?? []) paging[key] = value;
        const value: Record<string, unknown> = { ...answer, data: [card, first], paging };
        for (const [key, changed] of top) value[key] = changed;
        return value;
      });
    agreesWithSchema(readEventsListResponse, eventsListResponseSchema, nearAnswer, { minAccepted: 30 });
  });
});
