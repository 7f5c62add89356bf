import { CANCELLATION_POLICIES } from './cancellation-policies';
import { EVENT_STATUSES } from './event-statuses';
import type { EventsListResponse } from './event-views';
import { GO_STATUSES } from './go-no-go';
import { REFUSED, readKind, type Shape } from './shape-check';

/**
 * The answer of GET /api/events (My Events) checked without zod, so the signed-in shell's
 * first load does not carry it (docs/decisions/085). It answers exactly what
 * `eventsListResponseSchema` answers — the same fields in the same order, unknown keys
 * dropped, null when the schema would refuse — which a property test holds it to
 * (event-list-check.test.ts): a field added to the schema and not here fails it.
 */

/** `eventTagSchema`, field for field. */
const EVENT_TAG: Shape = [
  ['id', 'int'],
  ['name', 'string'],
  ['image', 'string', 'nullable'],
];

/** `eventCardSchema`, field for field. */
const EVENT_CARD: Shape = [
  ['id', 'int'],
  ['slug', 'string'],
  ['title', 'string'],
  ['location', 'string'],
  ['image', 'string', 'nullable'],
  ['day', 'string'],
  ['date', 'string'],
  ['start_time', 'string'],
  ['end_time', 'string'],
  ['time_zone', 'string'],
  ['status', EVENT_STATUSES],
  ['price', 'string'],
  ['is_paid', 'boolean'],
  ['price_minor', 'int'],
  ['currency', 'string'],
  ['event_enabler_discount', 'boolean'],
  ['enabler_discount_amount', 'int'],
  ['is_capacity_limited', 'boolean'],
  ['spots', 'nonnegative-int'],
  ['capacity', 'int'],
  ['cancellation_policy', CANCELLATION_POLICIES],
  ['go_status', GO_STATUSES],
  ['min_guests', 'positive-int'],
  ['decision_at', 'string'],
  ['waitlist_count', 'nonnegative-int'],
  ['tags', { arrayOf: EVENT_TAG }],
  ['members', { arrayOf: 'string' }],
  ['totalMembers', 'nonnegative-int'],
];

/** `pagingSchema`, field for field. */
const PAGING: Shape = [
  ['current_page', 'positive-int'],
  ['last_page', 'positive-int'],
  ['per_page', 'positive-int'],
  ['total', 'nonnegative-int'],
];

/** `eventsListResponseSchema`, field for field. */
const EVENTS_LIST_RESPONSE: Shape = [
  ['status', 'true'],
  ['message', 'string'],
  ['data', { arrayOf: EVENT_CARD }],
  ['total_earning', { matches: /^\d+\.\d{2}$/ }],
  ['total_earning_minor', 'int'],
  ['currency', 'string'],
  ['paging', PAGING, 'optional'],
];

/** The answer as `eventsListResponseSchema` reads it, or null where it would refuse it. */
export function readEventsListResponse(value: unknown): EventsListResponse | null {
  const read = readKind(value, EVENTS_LIST_RESPONSE);
  return read === REFUSED ? null : (read as EventsListResponse);
}
