import fc from 'fast-check';
import { describe, it } from 'vitest';
import { readEventDetailResponse } from './event-detail-check';
import { EVENT_STATUSES, EVENT_TYPES, USER_TYPES } from './event-messages';
import { eventDetailResponseSchema } from './event-views';
import {
  agreesWithSchema,
  oddValues,
  readsAsSchema,
  refusesAsSchema,
  withChanges,
} from './test-support/agrees-with-schema';
import { WAITLIST_STATES } from './waitlist';

const tag = { id: 1, name: 'Cooking class', image: '/images/tags/cooking.svg' };
const member = {
  id: 12,
  user_id: 12,
  slug: 'amy-chen',
  name: 'Amy Chen',
  avatar: '/media/avatars/12.webp',
  location: 'Newtown, Sydney NSW, Australia',
  categories: ['Dinner'],
  joined_at: '2026-10-01T10:00:00.000Z',
};
const waitlistGuest = {
  user_id: 21,
  slug: 'ben-okafor',
  name: 'Ben Okafor',
  avatar: '/media/avatars/21.webp',
  position: 1,
  state: 'offered',
  offer_expires_at: '2026-11-14T09:00:00.000Z',
};
const waitlist = {
  count: 3,
  guests: [
    waitlistGuest,
    {
      ...waitlistGuest,
      user_id: 22,
      slug: 'guest-22',
      name: null,
      position: 2,
      state: 'waiting',
      offer_expires_at: null,
    },
  ],
};
const image = { id: 5, url: '/media/events/9/1.webp', card_url: '/media/events/9/1-card.webp' };
const detail = {
  id: 9,
  slug: 'dumpling-folding-night',
  title: 'Dumpling folding night',
  description: 'We fold three kinds of dumplings from scratch.',
  date: '2026-11-15',
  day: 'Sun',
  start_time: '18:00',
  end_time: '21:00',
  time_zone: 'Australia/Sydney',
  starts_at: '2026-11-15T07:00:00.000Z',
  ends_at: '2026-11-15T10:00:00.000Z',
  location: 'Surry Hills, Sydney NSW, Australia',
  latitude: -33.8886,
  longitude: 151.2094,
  address: '12 Crown Street',
  arrival_notes: 'Ring the top bell, second floor.',
  address_reveal: 'day_before',
  guest_questions: { dietary: true, allergies: true, accessibility: false, custom: ['Wine or no wine?'] },
  table_prep: {
    summary: '1 vegetarian · 1 allergy',
    counts: [
      { key: 'dietary.vegetarian', label: '1 vegetarian', count: 1 },
      { key: 'allergies', label: '1 allergy', count: 1 },
    ],
    guests: [{ user_id: 12, name: 'Amy Chen', lines: ['Diet: Vegetarian', 'Allergies: tree nuts'] }],
  },
  status: 'completed',
  status_reason: null,
  event_type: 'all',
  user_type: 'individual',
  event_type_label: 'All',
  user_type_label: 'Individual',
  is_paid: true,
  price: '45.00',
  price_minor: 4500,
  currency: 'aud',
  event_enabler_discount: true,
  enabler_discount_amount: 10,
  is_capacity_limited: true,
  capacity: 6,
  spots: 2,
  totalMembers: 4,
  cancellation_policy: 'moderate',
  refund_if_leaving_now_minor: 2_500,
  go_status: 'open',
  min_guests: 3,
  decision_at: '2026-12-22T18:00:00.000Z',
  waitlist,
  tags: [tag],
  spot_tags: [{ ...tag, id: 2, name: 'Kitchen', image: null }],
  age_groups: [{ id: 3, name: '26–35' }],
  category_ids: '1',
  spot_ids: '2',
  age_group_ids: '3',
  images: [image.url],
  image_items: [image],
  members: [member, { ...member, id: 13, user_id: 13, name: null, location: null, categories: [] }],
  is_editable: false,
  is_cancellable: false,
  copied_from_id: null,
  created_at: '2026-10-01T09:00:00.000Z',
  updated_at: '2026-10-02T09:00:00.000Z',
};
const answer = { status: true, message: 'Event retrieved successfully.', data: detail };
const withDetail = (data: unknown) => ({ ...answer, data });

/** Event details' check without zod answers what the contract's schema answers (docs/decisions/085). */
describe('readEventDetailResponse', () => {
  it('reads a valid answer as the schema does, in its order, dropping unknown keys', () => {
    const extra = {
      ...answer,
      extra: 1,
      data: {
        ...detail,
        x: 2,
        tags: [{ ...tag, y: 3 }],
        members: [{ ...member, z: 4 }],
        image_items: [{ ...image, w: 5 }],
        age_groups: [{ id: 3, name: '26–35', v: 6 }],
        waitlist: { ...waitlist, u: 7, guests: [{ ...waitlistGuest, t: 8 }] },
      },
    };
    readsAsSchema(readEventDetailResponse, eventDetailResponseSchema, [
      answer,
      extra,
      withDetail({ ...detail, copied_from_id: 4, status_reason: 'Full' }),
      // No line (docs/decisions/149).
      withDetail({ ...detail, waitlist: { count: 0, guests: [] } }),
    ]);
  });

  it('refuses what the schema refuses', () => {
    refusesAsSchema(readEventDetailResponse, eventDetailResponseSchema, [
      null,
      [],
      { ...answer, status: false },
      withDetail({ ...detail, status: 'draft' }),
      withDetail({ ...detail, event_type: 'vip' }),
      withDetail({ ...detail, user_type: 'group' }),
      withDetail({ ...detail, spots: -1 }),
      withDetail({ ...detail, latitude: '-33.8' }),
      withDetail({ ...detail, copied_from_id: undefined }),
      withDetail({ ...detail, members: [{ ...member, categories: [1] }] }),
      withDetail({ ...detail, image_items: [{ id: 5, url: image.url }] }),
      withDetail({ ...detail, age_groups: [{ id: 3 }] }),
      withDetail({ ...detail, waitlist: undefined }),
      withDetail({ ...detail, waitlist: { count: -1, guests: [] } }),
      withDetail({ ...detail, waitlist: { count: 1 } }),
      // Out of the line: no longer listed.
      withDetail({ ...detail, waitlist: { ...waitlist, guests: [{ ...waitlistGuest, state: 'seated' }] } }),
      withDetail({ ...detail, waitlist: { ...waitlist, guests: [{ ...waitlistGuest, position: 0 }] } }),
      withDetail({
        ...detail,
        waitlist: { ...waitlist, guests: [{ ...waitlistGuest, offer_expires_at: undefined }] },
      }),
    ]);
  });

  it('agrees with the schema on arbitrary near misses', () => {
    const odd = oddValues({
      also: [
        fc.constantFrom(
          ...EVENT_STATUSES,
          ...EVENT_TYPES,
          ...USER_TYPES,
          ...WAITLIST_STATES,
          'draft',
          'FREE',
        ),
        fc.constant([{ id: 1, name: 'x', image: null }]),
      ],
    });
    const change = (base: object) => withChanges(base, odd);
    const nearAnswer = fc.oneof(
      change(answer),
      change(detail).map(withDetail),
      change(tag).map((changed) => withDetail({ ...detail, tags: [tag, changed] })),
      change(member).map((changed) => withDetail({ ...detail, members: [changed] })),
      change(image).map((changed) => withDetail({ ...detail, image_items: [changed] })),
      change(waitlist).map((changed) => withDetail({ ...detail, waitlist: changed })),
      change(waitlistGuest).map((changed) =>
        withDetail({ ...detail, waitlist: { ...waitlist, guests: [waitlistGuest, changed] } }),
      ),
    );
    agreesWithSchema(readEventDetailResponse, eventDetailResponseSchema, nearAnswer, { minAccepted: 30 });
  });
});
