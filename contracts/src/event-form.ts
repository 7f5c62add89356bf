import { z } from 'zod';
import {
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_EXPLANATIONS,
  DEFAULT_CANCELLATION_POLICY,
  isCancellationPolicy,
} from './cancellation-policies';
import { LIMITS } from './constants';
import {
  type CalendarContext,
  eventDateError,
  eventStartError,
  isValidTimeZone,
  parseTimeValue,
  standardEventDateError,
} from './dates';
import { EVENT_MESSAGES, EVENT_TYPES, USER_TYPES } from './events';
import {
  filePart,
  hasForbiddenCharacters,
  INPUT_MESSAGES,
  textField,
  toTrimmedLines,
  toTrimmedText,
} from './fields';
import { DECISION_HOURS, MIN_GUESTS } from './go-no-go';
import { discountedPriceMinor, formatMoneyWithCurrency, minimumChargeMinor } from './money';
import { type GuestQuestions, QUESTION_MESSAGES, QUESTIONS } from './questions';
import {
  ADDRESS_REVEALS,
  type AddressReveal,
  DEFAULT_ADDRESS_REVEAL,
  isAddressReveal,
  VENUE,
  VENUE_MESSAGES,
} from './venue';

/**
 * The event form's fields as the app posts them (spec 001 §7: multipart, every value a
 * text) and the rules both sides check (§5), with the spec's messages. The server also
 * checks what only it can: that the ids exist, the images' bytes, edit locks against the
 * stored event, capacity against its members (docs/decisions/075).
 */

/** Ours: the longest texts worth storing. */
export const EVENT_TEXT_LIMITS = { title: 120, description: 5000, location: 300 } as const;
/** Ours: the largest price (major units) and the most ids in one list. */
export const EVENT_PRICE_MAX = 10_000;
export const EVENT_ID_LIST_MAX = 20;

/** Fields an edit may not change (spec 001 §2: date, time, event type, user type, paid/free and price). */
export const EVENT_LOCKED_FIELDS = [
  'date',
  'start_time',
  'end_time',
  'event_type',
  'user_type',
  'is_paid',
  'price',
] as const;
export type EventLockedField = (typeof EVENT_LOCKED_FIELDS)[number];

// Parsers for form values --------------------------------------------------------------

/** 'HH:MM' or the spec's 'HH:MM:SS' (seconds zero) as 'HH:MM'; anything else stays as sent. */
export function normaliseTime(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  const withSeconds = /^(\d{2}:\d{2}):00$/.exec(trimmed);
  return withSeconds ? withSeconds[1] : trimmed;
}

/** '1', 'true', 'on' → true; '0', 'false', 'off' → false; booleans as they are; else undefined. */
export function parseFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (text === '1' || text === 'true' || text === 'on') return true;
  if (text === '0' || text === 'false' || text === 'off') return false;
  return undefined;
}

/**
 * A comma-separated list of ids ('3,7,12'), an array of them, or one number, as distinct
 * positive integers in the order given. `null` when any part is not an id.
 */
export function parseIdList(value: unknown): number[] | null {
  const parts =
    typeof value === 'number'
      ? [String(value)]
      : Array.isArray(value)
        ? value.map((part) => String(part))
        : typeof value === 'string'
          ? value.length > 400
            ? null
            : value.split(',')
          : value == null
            ? []
            : null;
  if (!parts) return null;
  const ids: number[] = [];
  for (const raw of parts) {
    const part = raw.trim();
    if (part === '') continue;
    if (!/^\d{1,9}$/.test(part) || Number(part) === 0) return null;
    const id = Number(part);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * A price in major units ('25', '25.5', '25.50') as integer minor units (2550), or `null`
 * when it is not a number of 0 or more with at most two decimals. Money never passes
 * through a float (docs/decisions/075).
 */
export function parseMoneyToMinor(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export { formatMinor } from './money';

/** A number with decimals that are not all zero ('12.5'): a percent we store only whole (docs/decisions/102). */
function hasFraction(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && !Number.isInteger(value);
  return typeof value === 'string' && /^-?\d{1,6}\.\d*[1-9]\d*$/.test(value.trim());
}

/** A whole number from a text or a number; `null` when it is not one. */
function parseWholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^-?\d{1,6}(\.0+)?$/.test(text)) return null;
  return Math.trunc(Number(text));
}

// The schema -------------------------------------------------------------------------

export type EventFormMode = 'create' | 'edit';

export type EventFieldsOptions = {
  mode: EventFormMode;
  /** The zone the date rules use when the form sends none (the host's, else UTC). */
  defaultTimeZone: string;
  /** The current instant (the server's clock; tests freeze it). */
  now?: Date;
  /** The event's currency, whose provider minimum a paid seat must reach; usd by default. */
  currency?: string;
};

/** The form's field names, as the app posts them (spec 001 §7) plus our `time_zone`. */
export const EVENT_FIELD_KEYS = [
  'title',
  'description',
  'location',
  'latitude',
  'longitude',
  'address',
  'arrival_notes',
  'address_reveal',
  'questions_dietary',
  'questions_allergies',
  'questions_accessibility',
  'custom_question_1',
  'custom_question_2',
  'custom_question_3',
  'category',
  'spot_ids',
  'age_group_ids',
  'date',
  'start_time',
  'end_time',
  'time_zone',
  'event_type',
  'user_type',
  'is_paid',
  'price',
  'enable_discount',
  'discount_amount',
  'is_capacity_limited',
  'capacity',
  'cancellation_policy',
  'min_guests',
  'decision_hours_before',
] as const;
export type EventFieldKey = (typeof EVENT_FIELD_KEYS)[number];

const titleSchema = textField({
  required: EVENT_MESSAGES.titleRequired,
  min: LIMITS.eventTitleMin,
  max: EVENT_TEXT_LIMITS.title,
  tooLong: EVENT_MESSAGES.titleTooLong,
});
const descriptionSchema = textField({
  required: EVENT_MESSAGES.descriptionRequired,
  min: LIMITS.eventDescriptionMin,
  max: EVENT_TEXT_LIMITS.description,
  tooLong: EVENT_MESSAGES.descriptionTooLong,
  kind: 'multi-line',
});
const locationSchema = textField({
  required: EVENT_MESSAGES.locationRequired,
  max: EVENT_TEXT_LIMITS.location,
  tooLong: EVENT_MESSAGES.locationTooLong,
});
/** Optional text: blank is none; otherwise within its length, on its lines. */
const optionalText = (max: number, tooLong: string, kind?: 'multi-line') =>
  z.preprocess(
    kind === 'multi-line' ? toTrimmedLines : toTrimmedText,
    z.string({ error: INPUT_MESSAGES.notText }).superRefine((value, ctx) => {
      if (value.length > max) ctx.addIssue({ code: 'custom', message: tooLong });
      else if (hasForbiddenCharacters(value, kind))
        ctx.addIssue({ code: 'custom', message: INPUT_MESSAGES.forbiddenCharacters });
    }),
  );
const optionalAddressSchema = optionalText(VENUE.addressMax, VENUE_MESSAGES.addressTooLong);
const optionalArrivalNotesSchema = optionalText(
  VENUE.arrivalNotesMax,
  VENUE_MESSAGES.arrivalNotesTooLong,
  'multi-line',
);
const optionalCustomQuestionSchema = optionalText(
  QUESTIONS.customQuestionMax,
  QUESTION_MESSAGES.customTooLong,
);
const timeZoneSchema = z.preprocess(
  toTrimmedText,
  z
    .string({ error: EVENT_MESSAGES.timeZoneInvalid })
    .max(64, { error: EVENT_MESSAGES.timeZoneInvalid, abort: true })
    .refine((value) => value === '' || isValidTimeZone(value), EVENT_MESSAGES.timeZoneInvalid),
);
const eventTypeSchema = z.preprocess(
  toTrimmedText,
  z.enum(EVENT_TYPES, { error: EVENT_MESSAGES.eventTypeInvalid }),
);
const userTypeSchema = z.preprocess(
  toTrimmedText,
  z.enum(USER_TYPES, { error: EVENT_MESSAGES.userTypeInvalid }),
);

const idListField = (required: string, unknown: string) =>
  z.unknown().transform((value, ctx) => {
    const ids = parseIdList(value);
    if (ids === null || ids.length > EVENT_ID_LIST_MAX) {
      ctx.addIssue({ code: 'custom', message: unknown });
      return z.NEVER;
    }
    if (ids.length === 0) {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    return ids;
  });

/** A latitude or longitude from a text or a number; `null` when missing or out of range. */
function coordinate(value: unknown, max: number): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(number) && Math.abs(number) <= max ? number : null;
}

const timeField = (required: string) =>
  z.preprocess(
    (value) => normaliseTime(toTrimmedText(value)),
    z.string({ error: required }).superRefine((value, ctx) => {
      const minutes = parseTimeValue(value);
      if (minutes == null) ctx.addIssue({ code: 'custom', message: required });
      else if (minutes % LIMITS.timeOptionStepMinutes !== 0) {
        ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.timeNotOnGrid });
      }
    }),
  );

const flag = (fallback: boolean, message: string) =>
  z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return fallback;
    const parsed = parseFlag(value);
    if (parsed === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return parsed;
  });

/**
 * The event form's text fields, read and checked (spec 001 §5): what the app posts in
 * `POST /api/event` and `POST /api/event/{id}`. The output has typed values: id lists,
 * booleans, the price in minor units, 'HH:MM' times and the time zone.
 */
export function eventFieldsSchema(options: EventFieldsOptions) {
  const creating = options.mode === 'create';
  const keys = Object.fromEntries(EVENT_FIELD_KEYS.map((key) => [key, z.unknown().optional()])) as Record<
    EventFieldKey,
    z.ZodOptional<z.ZodUnknown>
  >;
  // Every field is read in one pass, so each answer carries every message at once, the
  // rules that read two fields (dates and the zone, price and paid) included.
  return z.object(keys).transform((raw, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    function take<Schema extends z.ZodType>(
      key: EventFieldKey,
      schema: Schema,
    ): z.output<Schema> | undefined {
      const result = schema.safeParse(raw[key]);
      if (result.success) return result.data;
      for (const problem of result.error.issues) issue(key, problem.message);
      return undefined;
    }

    const title = take('title', titleSchema);
    const description = take('description', descriptionSchema);
    const location = take('location', locationSchema);
    const latitude = coordinate(raw.latitude, 90);
    const longitude = coordinate(raw.longitude, 180);
    if (location !== undefined && (latitude === null || longitude === null)) {
      issue('location', EVENT_MESSAGES.locationRequired);
    }
    // The venue (docs/decisions/152): both optional; left out, on_join.
    const address = take('address', optionalAddressSchema);
    const arrivalNotes = take('arrival_notes', optionalArrivalNotesSchema);
    const sentReveal =
      typeof raw.address_reveal === 'string' ? raw.address_reveal.trim() : raw.address_reveal;
    const addressReveal =
      sentReveal === undefined
        ? undefined
        : sentReveal === ''
          ? DEFAULT_ADDRESS_REVEAL
          : isAddressReveal(sentReveal)
            ? sentReveal
            : null;
    if (addressReveal === null) issue('address_reveal', VENUE_MESSAGES.addressRevealInvalid);
    // What guests are asked (docs/decisions/154): none of these sent, an edit keeps them.
    const questionKeys = [
      'questions_dietary',
      'questions_allergies',
      'questions_accessibility',
      'custom_question_1',
      'custom_question_2',
      'custom_question_3',
    ] as const;
    const asksFlag = (key: (typeof questionKeys)[number]) => {
      const value = typeof raw[key] === 'string' ? (raw[key] as string).trim() : raw[key];
      if (value === undefined || value === '' || value === '0' || value === false) return false;
      if (value === '1' || value === true) return true;
      issue(key, QUESTION_MESSAGES.flagInvalid);
      return false;
    };
    const custom: string[] = [];
    for (const key of ['custom_question_1', 'custom_question_2', 'custom_question_3'] as const) {
      const question = take(key, optionalCustomQuestionSchema);
      if (question) custom.push(question);
    }
    const guestQuestions = questionKeys.some((key) => raw[key] !== undefined)
      ? {
          dietary: asksFlag('questions_dietary'),
          allergies: asksFlag('questions_allergies'),
          accessibility: asksFlag('questions_accessibility'),
          custom,
        }
      : undefined;
    const categoryIds = take(
      'category',
      idListField(EVENT_MESSAGES.categoryRequired, EVENT_MESSAGES.unknownCategory),
    );
    const spotIds = take('spot_ids', idListField(EVENT_MESSAGES.spotRequired, EVENT_MESSAGES.unknownSpot));
    const ageGroupIds = take(
      'age_group_ids',
      idListField(EVENT_MESSAGES.ageGroupRequired, EVENT_MESSAGES.unknownAgeGroup),
    );
    const sentZone = take('time_zone', timeZoneSchema);
    const timeZone = sentZone || options.defaultTimeZone;
    const eventType = take('event_type', eventTypeSchema);
    const userType = take('user_type', userTypeSchema);

    const date = typeof raw.date === 'string' ? raw.date.trim() : '';
    const calendar: CalendarContext = { timeZone, now: options.now };
    const dateError = eventDateError(date, { ...calendar, creating });
    if (dateError) issue('date', dateError);
    else if (creating && eventType === 'all') {
      const tooSoon = standardEventDateError(date, calendar);
      if (tooSoon) issue('date', tooSoon);
    }

    const startTime = take('start_time', timeField(EVENT_MESSAGES.startTimeRequired));
    const endTime = take('end_time', timeField(EVENT_MESSAGES.endTimeRequired));
    const start = parseTimeValue(startTime);
    const end = parseTimeValue(endTime);
    if (start != null && end != null && end <= start) issue('end_time', EVENT_MESSAGES.endBeforeStart);
    // Today's date is not enough: the start itself, in the event's zone, is not gone
    // (docs/decisions/102). An edit cannot move the start (it is locked), so only a new event.
    if (!dateError && start != null) {
      const startError = eventStartError(date, startTime, { ...calendar, creating });
      if (startError) issue('start_time', startError);
    }

    const isPaid = take('is_paid', flag(false, EVENT_MESSAGES.priceRequired));
    let priceMinor = 0;
    let priceRead = false;
    if (isPaid) {
      const minor = parseMoneyToMinor(raw.price);
      if (minor === null) issue('price', EVENT_MESSAGES.priceRequired);
      else if (minor > EVENT_PRICE_MAX * 100) issue('price', EVENT_MESSAGES.priceTooHigh);
      else {
        priceMinor = minor;
        priceRead = true;
      }
    }

    const enableDiscount = take('enable_discount', flag(true, EVENT_MESSAGES.discountRange));
    let discountPercent: number = LIMITS.discount.default;
    let discountRead = false;
    if (enableDiscount) {
      // Left out, it is the default (on at 25, spec 001 §2); sent empty, it is missing.
      // Stored as a whole percent: 12.5 is refused with a message that says why (102).
      const amount =
        raw.discount_amount === undefined ? LIMITS.discount.default : parseWholeNumber(raw.discount_amount);
      if (amount === null && hasFraction(raw.discount_amount)) {
        issue('discount_amount', EVENT_MESSAGES.discountWholeNumber);
      } else if (amount === null || amount < LIMITS.discount.min || amount > LIMITS.discount.max) {
        issue('discount_amount', EVENT_MESSAGES.discountRange);
      } else {
        discountPercent = amount;
        discountRead = true;
      }
    }

    // A paid seat is one the payment provider can charge, after the early-bird discount
    // too: at least its minimum charge in the event's currency (docs/decisions/102). A
    // price already stored below it (before this rule) is locked, so an edit is judged on
    // the discount only, never refused for a price the host cannot change.
    if (isPaid && priceRead) {
      const currency = options.currency ?? LIMITS.defaultCurrency;
      const minimum = minimumChargeMinor(currency);
      const minimumText = formatMoneyWithCurrency(minimum, currency);
      if (priceMinor < minimum && creating) issue('price', EVENT_MESSAGES.priceBelowMinimum(minimumText));
      if (enableDiscount && discountRead) {
        if (discountPercent >= LIMITS.discount.max) {
          issue('discount_amount', EVENT_MESSAGES.discountFullForPaid);
        } else if (priceMinor >= minimum && discountedPriceMinor(priceMinor, discountPercent) < minimum) {
          issue('discount_amount', EVENT_MESSAGES.discountBelowMinimum(minimumText));
        }
      }
    }

    if (take('is_capacity_limited', flag(true, EVENT_MESSAGES.capacityAlwaysLimited)) === false) {
      issue('is_capacity_limited', EVENT_MESSAGES.capacityAlwaysLimited);
    }
    const capacity = parseWholeNumber(raw.capacity);
    if (capacity === null) issue('capacity', EVENT_MESSAGES.capacityNumber);
    else if (capacity < LIMITS.capacity.min) issue('capacity', EVENT_MESSAGES.capacityMin);
    else if (capacity > LIMITS.capacity.max) issue('capacity', EVENT_MESSAGES.capacityMax);

    // Left out, the default (docs/decisions/147); anything else named is refused.
    const sentPolicy =
      typeof raw.cancellation_policy === 'string' ? raw.cancellation_policy.trim() : raw.cancellation_policy;
    const cancellationPolicy =
      sentPolicy === undefined
        ? DEFAULT_CANCELLATION_POLICY
        : isCancellationPolicy(sentPolicy)
          ? sentPolicy
          : null;
    if (cancellationPolicy === null) issue('cancellation_policy', EVENT_MESSAGES.cancellationPolicyInvalid);

    // The go/no-go (docs/decisions/148): left out, one guest and 48 hours.
    const minGuests = raw.min_guests === undefined ? MIN_GUESTS.default : parseWholeNumber(raw.min_guests);
    // Judged against a capacity that is itself right; a wrong capacity has its own message.
    const capacityRead =
      capacity !== null && capacity >= LIMITS.capacity.min && capacity <= LIMITS.capacity.max;
    if (minGuests === null || minGuests < MIN_GUESTS.min || (capacityRead && minGuests > capacity)) {
      issue('min_guests', EVENT_MESSAGES.minGuestsRange);
    }
    const decisionHours =
      raw.decision_hours_before === undefined
        ? DECISION_HOURS.default
        : parseWholeNumber(raw.decision_hours_before);
    if (decisionHours === null || decisionHours < DECISION_HOURS.min || decisionHours > DECISION_HOURS.max) {
      issue('decision_hours_before', EVENT_MESSAGES.decisionHoursRange);
    }

    if (ctx.issues.length > 0) return z.NEVER;
    return {
      title: title!,
      description: description!,
      location: location!,
      latitude: latitude!,
      longitude: longitude!,
      // Left out (undefined), an edit keeps what the event has; blank clears it.
      address: raw.address === undefined ? undefined : address || null,
      arrivalNotes: raw.arrival_notes === undefined ? undefined : arrivalNotes || null,
      addressReveal: addressReveal as AddressReveal | undefined,
      guestQuestions: guestQuestions as GuestQuestions | undefined,
      categoryIds: categoryIds!,
      spotIds: spotIds!,
      ageGroupIds: ageGroupIds!,
      date,
      startTime: startTime!,
      endTime: endTime!,
      timeZone,
      eventType: eventType!,
      userType: userType!,
      isPaid: isPaid!,
      priceMinor,
      enableDiscount: enableDiscount!,
      discountPercent,
      capacity: capacity!,
      cancellationPolicy: cancellationPolicy!,
      minGuests: minGuests!,
      decisionHoursBefore: decisionHours!,
    };
  });
}
export type EventFields = z.output<ReturnType<typeof eventFieldsSchema>>;

// Requests and answers for the OpenAPI reference ------------------------------------------

const flagPart = z.enum(['0', '1']);
const idListPart = (what: string) =>
  z.string().describe(`Comma-separated ${what} ids (at least 1, at most ${EVENT_ID_LIST_MAX})`);
const eventImagesPart = z
  .array(
    filePart(
      `PNG or JPEG (judged by its bytes), at most ${LIMITS.eventImageMaxBytes / 1024 / 1024} MB; \`images\` is read too`,
    ),
  )
  .max(LIMITS.eventImagesMax);

/**
 * The multipart body of `POST /api/event` (spec 001 §7) for the OpenAPI reference: every
 * part as the app sends it (text, numbers as text, files). The server reads the form
 * itself and checks it with `eventFieldsSchema` and the image rules; this documents it.
 */
export const eventMultipartSchema = z.object({
  title: z.string().min(LIMITS.eventTitleMin).max(EVENT_TEXT_LIMITS.title),
  location: z.string().max(EVENT_TEXT_LIMITS.location).describe('A place picked from the suggestions'),
  latitude: z.number().min(-90).max(90).describe('Of the place: the exact point when there is one'),
  longitude: z.number().min(-180).max(180).describe('Of the place'),
  address: z
    .string()
    .max(VENUE.addressMax)
    .optional()
    .describe(
      'Ours: the street address or the venue with its address, the host’s and members’ alone (docs/decisions/152)',
    ),
  arrival_notes: z
    .string()
    .max(VENUE.arrivalNotesMax)
    .optional()
    .describe('Ours: how to get in, the host’s and members’ alone'),
  address_reveal: z
    .enum(ADDRESS_REVEALS)
    .optional()
    .describe(
      'Ours: when members see the address: on_join (default) or day_before (24 hours before the start)',
    ),
  questions_dietary: flagPart
    .optional()
    .describe('Ours: ask guests their dietary needs (docs/decisions/154)'),
  questions_allergies: flagPart.optional().describe('Ours: ask guests their allergies'),
  questions_accessibility: flagPart.optional().describe('Ours: ask guests their accessibility needs'),
  custom_question_1: z
    .string()
    .max(QUESTIONS.customQuestionMax)
    .optional()
    .describe(
      'Ours: a question of the host’s own (up to three); none of the question parts sent, an edit keeps them',
    ),
  custom_question_2: z.string().max(QUESTIONS.customQuestionMax).optional(),
  custom_question_3: z.string().max(QUESTIONS.customQuestionMax).optional(),
  category: idListPart('category'),
  spot_ids: idListPart('spot'),
  age_group_ids: idListPart('age group'),
  date: z.string().describe('YYYY-MM-DD, in the event’s time zone'),
  start_time: z.string().describe('HH:MM:SS (24-hour) on the 30-minute grid'),
  end_time: z.string().describe('HH:MM:SS, after start_time'),
  time_zone: z
    .string()
    .optional()
    .describe('IANA zone of the event (ours); the host’s zone by default (docs/decisions/075)'),
  description: z.string().min(LIMITS.eventDescriptionMin).max(EVENT_TEXT_LIMITS.description),
  event_type: z.enum(EVENT_TYPES),
  user_type: z.enum(USER_TYPES),
  is_paid: flagPart.optional().describe('0 (free) by default'),
  price: z
    .string()
    .optional()
    .describe(
      `Major units, at most 2 decimals, up to ${EVENT_PRICE_MAX}; required when is_paid is 1, and then at least the payment provider's minimum charge in the event's currency (${formatMoneyWithCurrency(minimumChargeMinor())}), after the discount too (docs/decisions/102)`,
    ),
  enable_discount: flagPart.optional().describe('1 by default'),
  discount_amount: z
    .number()
    .int()
    .min(LIMITS.discount.min)
    .max(LIMITS.discount.max)
    .optional()
    .describe(
      `Whole percent (12.5 is refused); ${LIMITS.discount.default} when left out (an empty value is refused while the discount is on); under 100 on a paid event (docs/decisions/102)`,
    ),
  is_capacity_limited: z.literal('1').optional().describe('Always 1: capacity is always limited'),
  capacity: z.number().int().min(LIMITS.capacity.min).max(LIMITS.capacity.max),
  cancellation_policy: z
    .enum(CANCELLATION_POLICIES)
    .optional()
    .describe(
      `Ours (docs/decisions/147): ${CANCELLATION_POLICIES.map((policy) => `${policy}, ${CANCELLATION_POLICY_EXPLANATIONS[policy].toLowerCase()}`).join(' ')} ${DEFAULT_CANCELLATION_POLICY} when left out; locked once a guest has paid`,
    ),
  min_guests: z
    .number()
    .int()
    .min(MIN_GUESTS.min)
    .optional()
    .describe(
      `Ours (docs/decisions/148): at most the capacity, ${MIN_GUESTS.default} when left out; fewer members at the decision time call the event off, every seat refunded in full`,
    ),
  decision_hours_before: z
    .number()
    .int()
    .min(DECISION_HOURS.min)
    .max(DECISION_HOURS.max)
    .optional()
    .describe(
      `Ours: when the go/no-go falls, in hours before the start; ${DECISION_HOURS.default} when left out`,
    ),
  'images[]': eventImagesPart.min(1).describe(`1–${LIMITS.eventImagesMax} images`),
  copied_from: z
    .string()
    .optional()
    .describe('Id or slug of one of the host’s events this one is a copy of (ours)'),
});

/**
 * The multipart body of `POST /api/event/{id}` (`_method` POST): the same form, where the
 * locked fields (date, times, zone, event type, user type, paid/free and price) and the
 * discount may be left out to keep their values, and new images are added to the kept ones.
 */
export const eventUpdateMultipartSchema = eventMultipartSchema
  .omit({ copied_from: true })
  .partial({
    date: true,
    start_time: true,
    end_time: true,
    event_type: true,
    user_type: true,
  })
  .extend({
    'images[]': eventImagesPart
      .optional()
      .describe(`New images, added to the kept ones: ${LIMITS.eventImagesMax} at most in all`),
    removed_images: z
      .string()
      .optional()
      .describe('JSON list of image URLs (as in the event’s images) or image ids to remove'),
    _method: z.literal('POST').optional(),
  });

export const eventIdParamsSchema = z.object({
  id: z.string().max(96).describe('The event id or slug'),
});
