import { CANCELLATION_POLICIES } from './cancellation-policies';
import { EVENT_STATUSES, EVENT_TYPES, USER_TYPES } from './event-messages';
import type { EventDetailResponse } from './event-views';
import { GO_STATUSES } from './go-no-go';
import { REFUSED, readKind, type Shape } from './shape-check';

/**
 * The answer of GET /api/event-detail/{id or slug} checked without zod, so the Event
 * details screen's first load does not carry it (docs/decisions/085, docs/FIRST-LOAD.md).
 * It answers exactly what `eventDetailResponseSchema` answers — the same fields in the same
 * order, unknown keys dropped, null where the schema would refuse — which a property test
 * holds it to (event-detail-check.test.ts): a field added to the schema and not here fails it.
 */

/** `eventTagSchema`, field for field. */
const EVENT_TAG: Shape = [
  ['id', 'int'],
  ['name', 'string'],
  ['image', 'string', 'nullable'],
];

/** `eventMemberSchema`, field for field. */
const EVENT_MEMBER: Shape = [
  ['id', 'int'],
  ['user_id', 'int'],
  ['slug', 'string'],
  ['name', 'string', 'nullable'],
  ['avatar', 'string'],
  ['location', 'string', 'nullable'],
  ['categories', { arrayOf: 'string' }],
  ['joined_at', 'string'],
];

/** `eventImageSchema`, field for field. */
const EVENT_IMAGE: Shape = [
  ['id', 'int'],
  ['url', 'string'],
  ['card_url', 'string'],
];

/** `waitlistGuestSchema`, field for field. */
const WAITLIST_GUEST: Shape = [
  ['user_id', 'int'],
  ['slug', 'string'],
  ['name', 'string', 'nullable'],
  ['avatar', 'string'],
  ['position', 'positive-int'],
  // IN_LINE_STATES, written out: the waitlist's module stays off the first load.
  ['state', ['waiting', 'offered']],
  ['offer_expires_at', 'string', 'nullable'],
];

/** `eventDetailSchema`, field for field. */
const EVENT_DETAIL: Shape = [
  ['id', 'int'],
  ['slug', 'string'],
  ['title', 'string'],
  ['description', 'string'],
  ['date', 'string'],
  ['day', 'string'],
  ['start_time', 'string'],
  ['end_time', 'string'],
  ['time_zone', 'string'],
  ['starts_at', 'string'],
  ['ends_at', 'string'],
  ['location', 'string'],
  ['latitude', 'number'],
  ['longitude', 'number'],
  ['address', 'string', 'nullable'],
  ['arrival_notes', 'string', 'nullable'],
  // ADDRESS_REVEALS, written out: the venue's module stays off the first load.
  ['address_reveal', ['on_join', 'day_before']],
  [
    'guest_questions',
    [
      ['dietary', 'boolean'],
      ['allergies', 'boolean'],
      ['accessibility', 'boolean'],
      ['custom', { arrayOf: 'string' }],
    ],
  ],
  [
    'table_prep',
    [
      ['summary', 'string'],
      [
        'counts',
        {
          arrayOf: [
            ['key', 'string'],
            ['label', 'string'],
            ['count', 'int'],
          ],
        },
      ],
      [
        'guests',
        {
          arrayOf: [
            ['user_id', 'int'],
            ['name', 'string', 'nullable'],
            ['lines', { arrayOf: 'string' }],
          ],
        },
      ],
    ],
  ],
  ['status', EVENT_STATUSES],
  ['status_reason', 'string', 'nullable'],
  ['event_type', EVENT_TYPES],
  ['user_type', USER_TYPES],
  ['event_type_label', 'string'],
  ['user_type_label', 'string'],
  ['is_paid', 'boolean'],
  ['price', 'string'],
  ['price_minor', 'int'],
  ['currency', 'string'],
  ['event_enabler_discount', 'boolean'],
  ['enabler_discount_amount', 'int'],
  ['is_capacity_limited', 'boolean'],
  ['capacity', 'int'],
  ['spots', 'nonnegative-int'],
  ['totalMembers', 'nonnegative-int'],
  ['cancellation_policy', CANCELLATION_POLICIES],
  ['refund_if_leaving_now_minor', 'nonnegative-int'],
  ['go_status', GO_STATUSES],
  ['min_guests', 'positive-int'],
  ['decision_at', 'string'],
  [
    'waitlist',
    [
      ['count', 'nonnegative-int'],
      ['guests', { arrayOf: WAITLIST_GUEST }],
    ],
  ],
  ['tags', { arrayOf: EVENT_TAG }],
  ['spot_tags', { arrayOf: EVENT_TAG }],
  [
    'age_groups',
    {
      arrayOf: [
        ['id', 'int'],
        ['name', 'string'],
      ],
    },
  ],
  ['category_ids', 'string'],
  ['spot_ids', 'string'],
  ['age_group_ids', 'string'],
  ['images', { arrayOf: 'string' }],
  ['image_items', { arrayOf: EVENT_IMAGE }],
  ['members', { arrayOf: EVENT_MEMBER }],
  ['is_editable', 'boolean'],
  ['is_cancellable', 'boolean'],
  ['copied_from_id', 'int', 'nullable'],
  ['created_at', 'string'],
  ['updated_at', 'string'],
];

/** `eventDetailResponseSchema`, field for field. */
const EVENT_DETAIL_RESPONSE: Shape = [
  ['status', 'true'],
  ['message', 'string'],
  ['data', EVENT_DETAIL],
];

/** The answer as `eventDetailResponseSchema` reads it, or null where it would refuse it. */
export function readEventDetailResponse(value: unknown): EventDetailResponse | null {
  const read = readKind(value, EVENT_DETAIL_RESPONSE);
  return read === REFUSED ? null : (read as EventDetailResponse);
}
