import { z } from 'zod';
import { CANCELLATION_POLICIES } from './cancellation-policies';
import { eventCardSchema, goNoGoShape } from './event-views';
import { coordinateField, timestampSchema } from './fields';
import { pageQuerySchema, pagingSchema } from './paging';
import { ACCESSIBILITY_NEEDS, DIETARY_NEEDS, QUESTION_MESSAGES, QUESTIONS } from './questions';
import { seatPaymentSchema } from './seat-payments';
import { ADDRESS_REVEALS } from './venue';
import { WAITLIST_MESSAGES, WAITLIST_STATES } from './waitlist';

/** Guests browse, join and leave events (docs/decisions/080). */

/** Ours: the default search radius around the guest, and the largest. */
export const GUEST_BROWSE = { defaultRadiusKm: 50, maxRadiusKm: 500, perPage: 20 } as const;

export const GUEST_EVENT_MESSAGES = {
  listed: 'Events retrieved successfully.',
  joined: 'You have joined the event.',
  alreadyJoined: 'You have already joined this event.',
  left: 'You have left the event.',
  notJoined: 'You have not joined this event.',
  full: 'This event is full.',
  notOpen: 'This event is not open for joining.',
  // Ours (docs/decisions/104): the team withdrew the host's approval.
  hostNotHosting: 'This event is not open for joining: its host is not hosting at the moment.',
  started: 'This event has already started.',
  nearNeedsBoth: 'Send both latitude and longitude, or neither.',
  latitude: 'Latitude must be a number from -90 to 90.',
  longitude: 'Longitude must be a number from -180 to 180.',
  radius: `The radius must be a number of kilometres from 1 to ${GUEST_BROWSE.maxRadiusKm}.`,
} as const;

const within = (min: number, max: number, error: string) =>
  z.coerce.number({ error }).min(min, { error }).max(max, { error });

export const guestEventsQuerySchema = pageQuerySchema({ defaultPerPage: GUEST_BROWSE.perPage }).extend({
  // Plain decimals only: '-5e-324' passed a number check and broke PostgreSQL's float8.
  latitude: coordinateField(-90, 90, GUEST_EVENT_MESSAGES.latitude),
  longitude: coordinateField(-180, 180, GUEST_EVENT_MESSAGES.longitude),
  radius_km: within(1, GUEST_BROWSE.maxRadiusKm, GUEST_EVENT_MESSAGES.radius).default(
    GUEST_BROWSE.defaultRadiusKm,
  ),
});
export type GuestEventsQuery = z.infer<typeof guestEventsQuerySchema>;

/** The event's place as one reader may see it (docs/decisions/152). */
export const venueSchema = z
  .object({
    area: z.string().describe('The suburb or city: what anyone may see'),
    latitude: z.number().describe('Exact when `approximate` is false, else on a ~500 m grid'),
    longitude: z.number(),
    approximate: z.boolean(),
    address: z
      .string()
      .nullable()
      .describe('The street address or venue; null until revealed to this reader'),
    arrival_notes: z.string().nullable().describe('How to get in; null until revealed to this reader'),
    address_reveal: z.enum(ADDRESS_REVEALS),
    revealed_at: z
      .string()
      .nullable()
      .describe('When members see the address (`day_before`); null when they see it as they join'),
  })
  .describe('Ours (docs/decisions/152)');

/** What an event asks guests (docs/decisions/154). */
export const guestQuestionsSchema = z
  .object({
    dietary: z.boolean(),
    allergies: z.boolean(),
    accessibility: z.boolean(),
    custom: z.array(z.string()).max(QUESTIONS.customMax).describe('The host’s own questions, in order'),
  })
  .describe('Ours: what the event asks guests when they join (docs/decisions/154)');

const answerText = z
  .string({ error: QUESTION_MESSAGES.tooLong })
  .trim()
  .max(QUESTIONS.answerMax, QUESTION_MESSAGES.tooLong);

/** A guest's answers: only to questions the event asks (422 otherwise), each optional. */
export const guestAnswersSchema = z
  .object({
    dietary: z.array(z.enum(DIETARY_NEEDS)).max(DIETARY_NEEDS.length).optional(),
    dietary_other: answerText.optional(),
    allergies: answerText.optional(),
    accessibility: z.array(z.enum(ACCESSIBILITY_NEEDS)).max(ACCESSIBILITY_NEEDS.length).optional(),
    accessibility_other: answerText.optional(),
    custom: z.array(answerText).max(QUESTIONS.customMax).optional().describe('By the questions’ order'),
  })
  .strict()
  .describe('Ours: the guest’s answers, read by the host alone (docs/decisions/154)');

/** The body of a join or a claim: the guest's answers, when the event asks anything. */
export const joinBodySchema = z.object({ answers: guestAnswersSchema.optional() }).nullish();
export const answersBodySchema = z.object({ answers: guestAnswersSchema });
export const answersResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ event_id: z.number().int(), answers: guestAnswersSchema }),
});

/** An event as a guest browses it: the card, its host, and whether this guest holds a seat. */
export const guestEventCardSchema = eventCardSchema.extend({
  starts_at: z.string(),
  ends_at: z.string(),
  host: z.object({ slug: z.string(), name: z.string().nullable(), image: z.string() }),
  joined: z.boolean(),
  distance_km: z
    .number()
    .nullable()
    .describe('From the point asked about to the area’s point (~500 m grid), when one was asked about'),
  venue: venueSchema,
  guest_questions: guestQuestionsSchema,
  answers: guestAnswersSchema
    .nullable()
    .describe('Ours: this guest’s own answers while they hold a seat; nobody else’s, ever'),
  refund_if_leaving_now_minor: z
    .number()
    .int()
    .nonnegative()
    .describe(
      'Ours: what this guest would get back leaving now under the event’s cancellation policy: of what they paid when they hold a paid seat, else of today’s seat price (docs/decisions/147)',
    ),
});
export type GuestEventCard = z.infer<typeof guestEventCardSchema>;

export const guestEventsResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.array(guestEventCardSchema),
  paging: pagingSchema,
});

export const guestMembershipResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({
    event_id: z.number().int(),
    status: z.enum(['joined', 'left', 'pending_payment']),
    spots: z.number().int().nonnegative().describe('Seats remaining'),
    payment: seatPaymentSchema.optional().describe('A paid join: how to pay for the held seat'),
    refund: z
      .object({ amount_minor: z.number().int(), currency: z.string() })
      .nullable()
      .optional()
      .describe('Leaving a paid seat: what will be given back, or null'),
    cancellation_policy: z
      .enum(CANCELLATION_POLICIES)
      .optional()
      .describe('Joining: the event’s cancellation policy (docs/decisions/147)'),
    refund_if_leaving_now_minor: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('Joining: what the guest would get back leaving now, of what the seat costs'),
    go_status: goNoGoShape.go_status.optional(),
    min_guests: goNoGoShape.min_guests.optional(),
    decision_at: goNoGoShape.decision_at.optional(),
    refund_if_resold_minor: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe(
        'Leaving a paid seat with less than all of it back: what the guest gets back in all if a guest from the waitlist takes the seat (the resale guarantee, docs/decisions/149)',
      ),
  }),
});

/** A guest's place in an event's line (docs/decisions/149). */
export const waitlistEntrySchema = z.object({
  event_id: z.number().int(),
  state: z.enum(WAITLIST_STATES),
  position: z
    .number()
    .int()
    .positive()
    .nullable()
    .describe('1 for the first guest in line; null once out of the line (seated, expired, left)'),
  auto_claim: z.boolean().describe('A freed seat is charged to the saved card at once'),
  card_saved: z.boolean().describe('Auto-claim on a paid event: whether the card is saved yet'),
  offer_expires_at: timestampSchema
    .nullable()
    .describe('Offered: the seat is held for the guest until then (claim it)'),
  setup: z
    .object({
      client_secret: z.string().nullable().describe('Stripe: the SetupIntent’s, for the payment sheet'),
      checkout_url: z.string().nullable().describe('The sandbox: its card page in setup mode'),
    })
    .nullable()
    .describe('Auto-claim on a paid event until the card is saved: where to save it'),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistBodySchema = z
  .object({ auto_claim: z.boolean({ error: WAITLIST_MESSAGES.autoClaim }).optional() })
  .nullish();

export const waitlistResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: waitlistEntrySchema,
});

export const waitlistsQuerySchema = pageQuerySchema({ defaultPerPage: GUEST_BROWSE.perPage });

export const waitlistsResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.array(waitlistEntrySchema.extend({ event: guestEventCardSchema })),
  paging: pagingSchema,
});
