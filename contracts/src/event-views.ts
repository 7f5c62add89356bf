import { z } from 'zod';
import { CANCELLATION_POLICIES } from './cancellation-policies';
import { EVENT_TYPES, eventStatusSchema, USER_TYPES } from './events';
import { timestampSchema } from './fields';
import { GO_STATUSES } from './go-no-go';
import { pageQuerySchema, pagingSchema } from './paging';
import { ADDRESS_REVEALS } from './venue';
import { IN_LINE_STATES, WAITLIST } from './waitlist';

const EVENTS_PER_PAGE = 20;

/**
 * What the event calls answer (spec 001 §3 'Event card', 'Event detail', §7), plus our
 * additive fields, each described (docs/decisions/077).
 */

const money = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .describe('Major units with 2 decimals, e.g. "25.00"');

/** A tag on a card or a detail: a category (with its image) or a spot. */
export const eventTagSchema = z.object({
  id: z.number().int().describe('Ours: the category or spot id (the edit form needs it)'),
  name: z.string(),
  image: z.string().nullable().describe('URL of the tag’s icon, or null'),
});

/** A member as the host reads them on an event (spec 001 §3 'Member in the list'). */
export const eventMemberSchema = z.object({
  id: z.number().int().describe('The member’s user id'),
  user_id: z.number().int(),
  slug: z.string().describe('For GET /api/public/user/{slug}'),
  name: z.string().nullable().describe('Null when the guest has not said; the app shows "Member"'),
  avatar: z.string().describe('URL of the photo, or the default avatar'),
  location: z.string().nullable(),
  categories: z.array(z.string()).describe('The guest’s interests, by name'),
  joined_at: timestampSchema,
});
export type EventMember = z.infer<typeof eventMemberSchema>;

/** A guest in an event's line, as the host reads them (docs/decisions/149). */
export const waitlistGuestSchema = z.object({
  user_id: z.number().int(),
  slug: z.string(),
  name: z.string().nullable().describe('Null when the guest has not said; the app shows "Member"'),
  avatar: z.string(),
  position: z.number().int().positive(),
  state: z.enum(IN_LINE_STATES).describe('offered: a seat is held for them to claim'),
  offer_expires_at: timestampSchema.nullable(),
});
export type WaitlistGuest = z.infer<typeof waitlistGuestSchema>;

/** The go/no-go of an event (docs/decisions/148), on its cards, details and the join answer. */
export const goNoGoShape = {
  go_status: z
    .enum(GO_STATUSES)
    .describe('Ours: open until the decision time, then confirmed or called_off (docs/decisions/148)'),
  min_guests: z.number().int().positive().describe('Ours: members needed by the decision time'),
  decision_at: timestampSchema.describe('Ours: when the go/no-go falls'),
};

/** One card of My Events (spec 001 §3 'Event card (list)'). */
export const eventCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  location: z.string(),
  image: z.string().nullable().describe('URL of the cover card (640×480), the first image'),
  day: z.string().describe('Weekday of the event’s date, e.g. "Sat"'),
  date: z.string().describe('YYYY-MM-DD in the event’s time zone'),
  start_time: z.string().describe('Ours: HH:MM'),
  end_time: z.string().describe('Ours: HH:MM'),
  time_zone: z.string().describe('Ours: the event’s IANA zone'),
  status: eventStatusSchema,
  price: z.string().describe('"FREE" for a free event, else major units, e.g. "25.00"'),
  is_paid: z.boolean(),
  price_minor: z.number().int().describe('Ours: the price in minor units of `currency`; 0 when free'),
  currency: z
    .string()
    .describe('Ours: ISO code, lower case, the host’s payout currency when created (docs/decisions/134)'),
  event_enabler_discount: z.boolean().describe('Ours: whether the early-bird discount is on'),
  enabler_discount_amount: z.number().int().describe('Ours: the early-bird discount, in whole percent'),
  is_capacity_limited: z.boolean(),
  spots: z.number().int().nonnegative().describe('Seats remaining'),
  capacity: z.number().int(),
  cancellation_policy: z
    .enum(CANCELLATION_POLICIES)
    .describe('Ours: what a guest who leaves gets back (docs/decisions/147)'),
  ...goNoGoShape,
  waitlist_count: z
    .number()
    .int()
    .nonnegative()
    .describe('Ours: guests in the line for a seat (docs/decisions/149)'),
  tags: z.array(eventTagSchema).describe('The event’s categories'),
  members: z.array(z.string()).describe('Avatar URLs of the first members who joined (at most 5)'),
  totalMembers: z.number().int().nonnegative(),
});
export type EventCard = z.infer<typeof eventCardSchema>;

export const eventsListResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.array(eventCardSchema),
  total_earning: money.describe('The host’s earnings from these events so far (host amounts)'),
  total_earning_minor: z.number().int().describe('Ours: the same in minor units'),
  currency: z
    .string()
    .describe(
      'The host’s payout currency, lower case; the earnings above are those in it (docs/decisions/134)',
    ),
  paging: pagingSchema.optional().describe('Ours: only when page or per_page was asked for'),
});
export type EventsListResponse = z.infer<typeof eventsListResponseSchema>;

/** `?page&per_page` on the event lists: optional, additive (without them the whole list comes). */
const pageQuery = pageQuerySchema({ defaultPerPage: EVENTS_PER_PAGE }).shape;
export const eventsListQuerySchema = z.object({
  page: pageQuery.page.unwrap().optional(),
  per_page: pageQuery.per_page.unwrap().optional(),
});

/** The page size of the event lists when only `page` is given (ours, docs/decisions/077). */
export const EVENTS_PER_PAGE_DEFAULT = EVENTS_PER_PAGE;

/** The image of an event, in both sizes (ours, beside the spec's list of URLs). */
export const eventImageSchema = z.object({
  id: z.number().int(),
  url: z.string().describe('The large view (at most 1600 px)'),
  card_url: z.string().describe('The card (640×480)'),
});

/** An event as its details page and edit form read it (spec 001 §3 'Event detail (read)'). */
export const eventDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  day: z.string(),
  start_time: z.string().describe('HH:MM'),
  end_time: z.string().describe('HH:MM'),
  time_zone: z.string(),
  starts_at: timestampSchema,
  ends_at: timestampSchema,
  location: z.string().describe('The area: the suburb or city (docs/decisions/152)'),
  latitude: z.number().describe('The exact point: the host’s own event'),
  longitude: z.number(),
  address: z.string().nullable().describe('Ours: the street address or venue (docs/decisions/152)'),
  arrival_notes: z.string().nullable().describe('Ours: how to get in'),
  address_reveal: z.enum(ADDRESS_REVEALS).describe('Ours: when members see the address'),
  guest_questions: z
    .object({
      dietary: z.boolean(),
      allergies: z.boolean(),
      accessibility: z.boolean(),
      custom: z.array(z.string()),
    })
    .describe('Ours: what guests are asked when they join (docs/decisions/154)'),
  table_prep: z
    .object({
      summary: z.string().describe('"2 vegetarian · 1 allergy · 1 step-free access"; empty when none'),
      counts: z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int() })),
      guests: z.array(
        z.object({
          user_id: z.number().int(),
          name: z.string().nullable(),
          lines: z.array(z.string()).describe('Their answers in words'),
        }),
      ),
    })
    .describe('Ours: the members’ answers, for the host alone (docs/decisions/154)'),
  status: eventStatusSchema,
  status_reason: z.string().nullable(),
  event_type: z.enum(EVENT_TYPES),
  user_type: z.enum(USER_TYPES),
  event_type_label: z.string(),
  user_type_label: z.string(),
  is_paid: z.boolean(),
  price: z.string().describe('"FREE" for a free event, else major units'),
  price_minor: z.number().int(),
  currency: z.string(),
  event_enabler_discount: z.boolean(),
  enabler_discount_amount: z.number().int(),
  is_capacity_limited: z.boolean(),
  capacity: z.number().int(),
  spots: z.number().int().nonnegative().describe('Seats remaining; spots + totalMembers = capacity'),
  totalMembers: z.number().int().nonnegative(),
  cancellation_policy: z
    .enum(CANCELLATION_POLICIES)
    .describe('Ours: what a guest who leaves gets back (docs/decisions/147)'),
  refund_if_leaving_now_minor: z
    .number()
    .int()
    .nonnegative()
    .describe(
      'Ours: what a guest who paid for a seat today would get back leaving now, in minor units of `currency` (0 when free)',
    ),
  ...goNoGoShape,
  waitlist: z
    .object({
      count: z.number().int().nonnegative(),
      guests: z
        .array(waitlistGuestSchema)
        .describe(`The line in order: its first ${WAITLIST.namesShown} guests`),
    })
    .describe('Ours: the guests in line for a seat (docs/decisions/149)'),
  tags: z.array(eventTagSchema).describe('Categories'),
  spot_tags: z.array(eventTagSchema).describe('Spots'),
  age_groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  category_ids: z.string().describe('Ours: comma string'),
  spot_ids: z.string().describe('Ours: comma string'),
  age_group_ids: z.string().describe('Comma string'),
  images: z.array(z.string()).describe('URLs of the large views, in order'),
  image_items: z.array(eventImageSchema),
  members: z.array(eventMemberSchema),
  is_editable: z.boolean(),
  is_cancellable: z.boolean(),
  copied_from_id: z.number().int().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventDetailResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: eventDetailSchema,
});
export type EventDetailResponse = z.infer<typeof eventDetailResponseSchema>;

/** `POST /api/event` and `POST /api/event/{id}` (spec 001 §7: status, message, errors). */
export const eventSaveResponseSchema = eventDetailResponseSchema;

export const eventCancelResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int(), slug: z.string(), status: eventStatusSchema }),
});

/** An event the signed-in user takes part in (spec 001 §3 'Event (from lists for chat and removal checks)'). */
export const joinedEventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: eventStatusSchema,
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  time_zone: z.string(),
  starts_at: timestampSchema,
  ends_at: timestampSchema,
  location: z.string(),
  cover_image_url: z.string().nullable(),
  role: z.enum(['host', 'member']).describe('Ours: whether the user hosts the event or joined it'),
});

export const joinedEventsResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.array(joinedEventSchema),
  paging: pagingSchema.optional(),
});
export type JoinedEventsResponse = z.infer<typeof joinedEventsResponseSchema>;
