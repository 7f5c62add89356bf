import {
  EVENT_FIELD_KEYS,
  EVENT_IMAGE_MESSAGES,
  EVENT_MESSAGES,
  type EventFields,
  eventFieldsSchema,
  formatMinor,
  GENERIC_MESSAGES,
  issuesToFieldErrors,
  LIMITS,
} from '@friendly/contracts';
import type { Deps } from '../../context';
import { ValidationError } from '../../lib/errors';
import type { UploadRules } from '../../lib/uploads';
import type { StorageProvider } from '../../providers/storage';
import { findActiveIds } from '../reference/repository';
import type { UserRow } from '../users/repository';
import type { EventRow, listEventImages } from './repository';

/**
 * Reading the event form (spec 001 §2, docs/decisions/075): its fields by the contract's
 * rules (`contracts/src/event-form.ts`), and what only the server knows (ids that exist,
 * locked fields, images to remove). Every mistake is reported at once, as the form shows
 * them.
 */

/** The file fields of the event form: `images[]` as the app sends them, `images` too. */
const imageRule = {
  maxBytes: LIMITS.eventImageMaxBytes,
  maxCount: LIMITS.eventImagesMax,
  tooLargeMessage: EVENT_IMAGE_MESSAGES.tooLarge,
  tooManyMessage: EVENT_MESSAGES.imagesTooMany,
};
export const EVENT_UPLOAD: UploadRules = {
  files: { 'images[]': imageRule, images: imageRule },
  // Every field of the form, and the three an edit or a copy adds (`_method`,
  // `removed_images`, `copied_from`): the venue and the questions took it past the default.
  maxFields: EVENT_FIELD_KEYS.length + 3,
};

/** The form as read: its fields, its staged image files and errors found while reading. */
export type EventSubmission = {
  fields: Record<string, unknown>;
  images: Array<{ filename: string; path: string }>;
  errors: Record<string, string[]>;
};

/** Messages by field, in the order found; the first becomes the answer's `message`. */
export type FieldErrors = Record<string, string[]>;

export function addError(errors: FieldErrors, field: string, message: string) {
  const list = errors[field] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[field] = list;
}

/** Upload errors come under the file field's name; the app shows them under `images`. */
export function uploadErrors(submission: EventSubmission) {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(submission.errors)) {
    for (const message of messages) addError(errors, field.startsWith('images') ? 'images' : field, message);
  }
  return errors;
}

export function throwIfAny(errors: FieldErrors) {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ValidationError(first, { errors });
}

/**
 * The form's fields by the contract's rules; throws a ValidationError with the messages
 * of every field that breaks one.
 */
export function parseEventFields(
  deps: Pick<Deps, 'clock'>,
  host: UserRow,
  raw: Record<string, unknown>,
  mode: 'create' | 'edit',
  currency: string = LIMITS.defaultCurrency,
): EventFields {
  const parsed = eventFieldsSchema({
    mode,
    defaultTimeZone: host.timeZone ?? 'UTC',
    now: deps.clock(),
    currency,
  }).safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(issuesToFieldErrors(parsed.error.issues))) {
    for (const message of messages) addError(errors, field, message);
  }
  throw new ValidationError(Object.values(errors)[0]?.[0] ?? GENERIC_MESSAGES.fieldErrors, { errors });
}

/**
 * Parses the fields after the errors found so far. When they do not parse, the form's
 * checks that need no fields (`checkTheRest`) still run, and every error is thrown at once.
 */
export async function parseWithTheRest(
  errors: FieldErrors,
  parse: () => EventFields,
  checkTheRest: (errors: FieldErrors) => void | Promise<void>,
): Promise<EventFields> {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof ValidationError) || !error.errors) throw error;
    for (const [field, messages] of Object.entries(error.errors)) {
      for (const message of messages) addError(errors, field, message);
    }
    await checkTheRest(errors);
    throwIfAny(errors);
    throw error;
  }
}

/** Checks the ids against the lists (not retired), all three in parallel. */
export async function checkReferences(deps: Pick<Deps, 'db'>, fields: EventFields, errors: FieldErrors) {
  const checks = [
    ['categories', fields.categoryIds, 'category', EVENT_MESSAGES.unknownCategory],
    ['spots', fields.spotIds, 'spot_ids', EVENT_MESSAGES.unknownSpot],
    ['ageGroups', fields.ageGroupIds, 'age_group_ids', EVENT_MESSAGES.unknownAgeGroup],
  ] as const;
  const found = await Promise.all(checks.map(([kind, ids]) => findActiveIds(deps.db, kind, ids)));
  checks.forEach(([, ids, field, message], index) => {
    if (ids.some((id) => !found[index]!.has(id))) addError(errors, field, message);
  });
}

/**
 * What an edit that leaves a field out keeps: the locked fields (which may only be sent
 * unchanged) and the discount (whose defaults are a new event's, not an edit's).
 */
export function keptValues(event: EventRow) {
  return {
    enable_discount: event.enableDiscount ? '1' : '0',
    discount_amount: String(event.discountPercent),
    date: event.date,
    start_time: event.startTime,
    end_time: event.endTime,
    time_zone: event.timeZone,
    event_type: event.eventType,
    user_type: event.userType,
    is_paid: event.isPaid ? '1' : '0',
    price: event.isPaid ? formatMinor(event.priceMinor) : '0',
    cancellation_policy: event.cancellationPolicy,
    min_guests: String(event.minGuests),
    decision_hours_before: String(event.decisionHoursBefore),
  };
}

/** Locked fields (spec 001 §2) that the edit would change: refused, never silently ignored. */
export function lockErrors(event: EventRow, fields: EventFields, errors: FieldErrors) {
  const changed: Array<[string, boolean]> = [
    ['date', fields.date !== event.date],
    ['start_time', fields.startTime !== event.startTime],
    ['end_time', fields.endTime !== event.endTime],
    ['time_zone', fields.timeZone !== event.timeZone],
    ['event_type', fields.eventType !== event.eventType],
    ['user_type', fields.userType !== event.userType],
    ['is_paid', fields.isPaid !== event.isPaid],
    ['price', fields.isPaid && event.isPaid && fields.priceMinor !== event.priceMinor],
  ];
  for (const [field, isChanged] of changed) if (isChanged) addError(errors, field, EVENT_MESSAGES.locked);
}

/** `removed_images`: a JSON list of the event's image URLs (as the detail gives them) or ids. */
export function removedImageIds(
  raw: unknown,
  images: Awaited<ReturnType<typeof listEventImages>>,
  storage: Pick<StorageProvider, 'urlFor'>,
  errors: FieldErrors,
) {
  if (raw === undefined || raw === null || raw === '') return [];
  let list: unknown;
  try {
    list = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    list = null;
  }
  if (!Array.isArray(list) || list.length > LIMITS.eventImagesMax * 2) {
    addError(errors, 'removed_images', EVENT_MESSAGES.removedImageUnknown);
    return [];
  }
  const ids = new Set<number>();
  for (const entry of list) {
    const match = images.find(
      (image) =>
        (typeof entry === 'number' && image.id === entry) ||
        (typeof entry === 'string' &&
          (entry === String(image.id) ||
            urlMatches(entry, storage.urlFor(image.largeKey)) ||
            urlMatches(entry, storage.urlFor(image.cardKey)))),
    );
    if (!match) {
      addError(errors, 'removed_images', EVENT_MESSAGES.removedImageUnknown);
      return [];
    }
    ids.add(match.id);
  }
  return [...ids];
}

/** An image URL as sent back: the same path, with or without the origin. */
function urlMatches(sent: string, url: string) {
  if (sent === url) return true;
  try {
    return new URL(sent, 'http://x').pathname === new URL(url, 'http://x').pathname;
  } catch {
    return false;
  }
}

export function withoutEmpty(fields: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
  );
}
