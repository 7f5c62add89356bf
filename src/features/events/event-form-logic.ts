import {
  type CancellationPolicy,
  DEFAULT_CANCELLATION_POLICY,
} from '@friendly/contracts/cancellation-policies';
import { LIMITS } from '@friendly/contracts/constants';
import { EVENT_DATE_MESSAGES } from '@friendly/contracts/dates';
import {
  type EventFields,
  type EventFormMode,
  eventFieldsSchema,
  formatMinor,
} from '@friendly/contracts/event-form';
import { EVENT_MESSAGES, type EventType, type UserType } from '@friendly/contracts/event-messages';
import type { EventDetail } from '@friendly/contracts/event-views';
import { DECISION_HOURS, MIN_GUESTS } from '@friendly/contracts/go-no-go';
import { EVENT_IMAGE_MESSAGES } from '@friendly/contracts/images';
import { type AddressReveal, DEFAULT_ADDRESS_REVEAL } from '@friendly/contracts/venue';
import type { PlaceDetails } from '@friendly/ui';
import { z } from 'zod';
import { ApiRequestError } from '../../api/http';
import {
  QUESTION_FIELDS,
  type QuestionValues,
  questionFields,
  questionValues,
} from './components/event-questions-values';

/**
 * A place picked from the suggestions: the text shown and its coordinates (spec 001 §2).
 * The text is the event's area (the suburb or city anyone may see); the coordinates are
 * the exact point, the host's and the members' alone (docs/decisions/152).
 */
export type EventPlace = { text: string; latitude: number | null; longitude: number | null };

/**
 * The area of a picked street address or venue: its suburb, city, region and country, never
 * the street ('Surry Hills, Sydney NSW, Australia'). A short region (a state's code) goes
 * with its city, as addresses write it; a long one stands on its own. Without a suburb or
 * city, the formatted address less its first part (the street).
 */
export function areaOfPlace(place: Pick<PlaceDetails, 'addressParts' | 'formattedAddress'>): string {
  const { suburb, city, region, country } = place.addressParts;
  const parts: string[] = [];
  const add = (part: string | undefined) => {
    const text = part?.trim();
    if (text && !parts.some((known) => known.toLowerCase() === text.toLowerCase())) parts.push(text);
  };
  const shortRegion = region && /^[A-Z]{2,3}$/.test(region.trim()) ? region.trim() : null;
  add(suburb);
  add(city && shortRegion ? `${city.trim()} ${shortRegion}` : city);
  if (!city || !shortRegion) add(region);
  add(country);
  if (suburb?.trim() || city?.trim()) return parts.join(', ');
  const rest = place.formattedAddress.split(',').slice(1).join(',').trim();
  return rest || parts.join(', ');
}

/**
 * What a picked suggestion fills (docs/decisions/152): a city is the area itself; a street
 * address fills the area from its parts and the address line with itself; a venue, with its
 * name before its address.
 */
export function venueOfPick(place: PlaceDetails): { area: string; address: string | null } {
  if (place.kind !== 'address' && place.kind !== 'venue')
    return { area: place.formattedAddress, address: null };
  const name = place.kind === 'venue' ? place.name?.trim() : undefined;
  const address =
    name && !place.formattedAddress.toLowerCase().startsWith(name.toLowerCase())
      ? `${name}, ${place.formattedAddress}`
      : place.formattedAddress;
  return { area: areaOfPlace(place), address };
}

/** An image the event already has (edit mode), kept unless the host removes it. */
export type KeptImage = { id: number; url: string };

/** The event's images: those kept (edit) and the new files, in the order they are sent. */
export type EventImages = { kept: KeptImage[]; files: File[] };

/**
 * The form's fields in the order they are shown (step 1, then step 2), so the first invalid
 * one gets focus. Names are the multipart fields' (spec 001 §7), so the server's errors
 * land on them as they are.
 */
export type EventFormValues = {
  title: string;
  location: EventPlace;
  /** The street address or the venue with its address; blank for none (docs/decisions/152). */
  address: string;
  arrival_notes: string;
  /** When members see the address and the arrival notes. */
  address_reveal: AddressReveal;
} & QuestionValues & {
    category: number[];
    spot_ids: number[];
    age_group_ids: number[];
    date: string;
    start_time: string;
    end_time: string;
    description: string;
    images: EventImages;
    event_type: EventType;
    user_type: UserType;
    is_paid: boolean;
    price: string;
    enable_discount: boolean;
    discount_amount: string;
    capacity: string;
    /** What a guest who leaves gets back (docs/decisions/147). */
    cancellation_policy: CancellationPolicy;
    /** The least guests the event goes ahead with, and when that is decided (docs/decisions/148). */
    min_guests: string;
    decision_hours_before: string;
  };
export type EventFormField = keyof EventFormValues;

/** Step 1 (key info and images) and step 2 (how guests join), spec 001 §2. */
export const STEP_FIELDS = [
  [
    'title',
    'location',
    'address',
    'arrival_notes',
    'address_reveal',
    // What guests are asked when they join (docs/decisions/154).
    ...QUESTION_FIELDS,
    'category',
    'spot_ids',
    'age_group_ids',
    'date',
    'start_time',
    'end_time',
    'description',
    'images',
  ],
  [
    'event_type',
    'user_type',
    'is_paid',
    'price',
    'enable_discount',
    'discount_amount',
    'capacity',
    'min_guests',
    'decision_hours_before',
    'cancellation_policy',
  ],
] as const satisfies readonly (readonly EventFormField[])[];

/** The step that shows a field (0 or 1). */
export function stepOf(field: string): 0 | 1 {
  return (STEP_FIELDS[1] as readonly string[]).includes(field) ? 1 : 0;
}

/**
 * A new event: empty step 1; Standard, individual, free, discount on at 25 (spec 001 §2);
 * the flexible cancellation policy (docs/decisions/147); a minimum of one guest, decided 48
 * hours ahead (docs/decisions/148).
 */
export function emptyValues(): EventFormValues {
  return {
    title: '',
    location: { text: '', latitude: null, longitude: null },
    address: '',
    arrival_notes: '',
    address_reveal: DEFAULT_ADDRESS_REVEAL,
    ...questionValues(),
    category: [],
    spot_ids: [],
    age_group_ids: [],
    date: '',
    start_time: '',
    end_time: '',
    description: '',
    images: { kept: [], files: [] },
    event_type: 'all',
    user_type: 'individual',
    is_paid: false,
    price: '0',
    enable_discount: true,
    discount_amount: String(LIMITS.discount.default),
    capacity: '',
    cancellation_policy: DEFAULT_CANCELLATION_POLICY,
    min_guests: String(MIN_GUESTS.default),
    decision_hours_before: String(DECISION_HOURS.default),
  };
}

const idsOf = (list: string) =>
  list
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

/**
 * The form as a stored event fills it. Edit mode keeps its images; a duplicate (spec 001
 * §2) copies the fields but clears date and times, and its images come again as new files.
 */
export function valuesFromDetail(event: EventDetail, purpose: 'edit' | 'duplicate'): EventFormValues {
  const copy = purpose === 'duplicate';
  return {
    title: event.title,
    location: { text: event.location, latitude: event.latitude, longitude: event.longitude },
    address: event.address ?? '',
    arrival_notes: event.arrival_notes ?? '',
    address_reveal: event.address_reveal,
    // A copy asks the same questions; the answers stay with the original.
    ...questionValues(event.guest_questions),
    category: idsOf(event.category_ids),
    spot_ids: idsOf(event.spot_ids),
    age_group_ids: idsOf(event.age_group_ids),
    date: copy ? '' : event.date,
    start_time: copy ? '' : event.start_time,
    end_time: copy ? '' : event.end_time,
    description: event.description,
    images: { kept: copy ? [] : keptImagesOf(event), files: [] },
    event_type: event.event_type,
    user_type: event.user_type,
    is_paid: event.is_paid,
    price: event.is_paid ? formatMinor(event.price_minor) : '0',
    enable_discount: event.event_enabler_discount,
    discount_amount: String(event.enabler_discount_amount),
    capacity: String(event.capacity),
    cancellation_policy: event.cancellation_policy,
    min_guests: String(event.min_guests),
    decision_hours_before: String(decisionHoursOf(event)),
  };
}

/**
 * The hours before the start its go/no-go falls (docs/decisions/148): the detail carries
 * the instant, the form the hours; the default when the two do not make a whole number.
 */
export function decisionHoursOf(event: Pick<EventDetail, 'starts_at' | 'decision_at'>): number {
  const hours = (Date.parse(event.starts_at) - Date.parse(event.decision_at)) / 3_600_000;
  return Number.isInteger(hours) ? hours : DECISION_HOURS.default;
}

/**
 * Whether an edit may no longer change the minimum and its time: the event has been
 * confirmed or called off (docs/decisions/148). The server refuses a change then, under
 * `min_guests` and `decision_hours_before`.
 */
export function goNoGoDecided(event: Pick<EventDetail, 'go_status'>): boolean {
  return event.go_status !== 'open';
}

/**
 * Whether an edit may no longer change the cancellation policy: a paid event someone has
 * joined, so a guest has paid under it (docs/decisions/147). The server holds the exact
 * rule and refuses a change it does not allow, under `cancellation_policy`.
 */
export function cancellationPolicyLocked(event: Pick<EventDetail, 'is_paid' | 'totalMembers'>): boolean {
  return event.is_paid && event.totalMembers > 0;
}

/** The event's images as the gallery keeps them: by id when the detail has them, else by URL. */
export function keptImagesOf(event: Pick<EventDetail, 'images' | 'image_items'>): KeptImage[] {
  if (event.image_items.length > 0)
    return event.image_items.map((image) => ({ id: image.id, url: image.url }));
  return event.images.map((url, index) => ({ id: -(index + 1), url }));
}

/** `removed_images` (spec 001 §7): the URLs of the stored images the host took out. */
export function removedImages(original: readonly KeptImage[], kept: readonly KeptImage[]): string[] {
  const keptIds = new Set(kept.map((image) => image.id));
  return original.filter((image) => !keptIds.has(image.id)).map((image) => image.url);
}

/** Which field shows a message the contract or the server keyed by one of its body fields. */
export function fieldOf(key: string): EventFormField | null {
  switch (key) {
    case 'latitude':
    case 'longitude':
      return 'location';
    case 'time_zone':
      return 'date';
    case 'images[]':
    case 'removed_images':
      return 'images';
    case 'enable_discount':
      return 'discount_amount';
    case 'is_capacity_limited':
      return 'capacity';
    default:
      return null;
  }
}

/** 'HH:MM' as the spec's 24-hour time with seconds ('18:30:00'); empty stays empty. */
export function withSeconds(time: string): string {
  return /^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time;
}

export type EventFormContext = {
  mode: EventFormMode;
  /** The event's zone: the stored one in edit mode, the browser's otherwise (docs/decisions/075). */
  timeZone: string;
  now?: Date;
  /** The event's currency (the stored one when editing, the host's payout currency otherwise; docs/decisions/134). */
  currency?: string;
  /**
   * Edit mode: the seats taken when the event was read (members and guests paying; its
   * capacity less its spots). The server counts them again under the event's lock
   * (docs/decisions/101).
   */
  seatsTaken?: number;
};

/** The text fields of the multipart body (spec 001 §7), before the images. */
export function toFields(values: EventFormValues, context: Pick<EventFormContext, 'timeZone'>) {
  return {
    title: values.title,
    location: values.location.text,
    latitude: values.location.latitude == null ? '' : String(values.location.latitude),
    longitude: values.location.longitude == null ? '' : String(values.location.longitude),
    // Always sent: blank clears what an edit had (docs/decisions/152).
    address: values.address,
    arrival_notes: values.arrival_notes,
    address_reveal: values.address_reveal,
    // What is asked, or that nothing is: an edit's unticked question stops being asked
    // (docs/decisions/154).
    ...questionFields(values),
    category: values.category.join(','),
    spot_ids: values.spot_ids.join(','),
    age_group_ids: values.age_group_ids.join(','),
    date: values.date,
    start_time: withSeconds(values.start_time),
    end_time: withSeconds(values.end_time),
    time_zone: context.timeZone,
    description: values.description,
    event_type: values.event_type,
    user_type: values.user_type,
    is_paid: values.is_paid ? '1' : '0',
    // Choosing Free sets the price to 0 (spec 001 §2).
    price: values.is_paid ? values.price.trim() : '0',
    enable_discount: values.enable_discount ? '1' : '0',
    discount_amount: values.discount_amount.trim(),
    is_capacity_limited: '1',
    capacity: values.capacity.trim(),
    cancellation_policy: values.cancellation_policy,
    min_guests: values.min_guests.trim(),
    decision_hours_before: values.decision_hours_before.trim(),
  };
}

/** The Standard-event rule is a step 2 check (spec 001 §5): its messages show on the event type. */
const STEP_2_DATE_MESSAGES: readonly string[] = [
  EVENT_DATE_MESSAGES.standardTooSoon,
  EVENT_DATE_MESSAGES.standardDateMissing,
];

export type ParsedEvent = { fields: EventFields; images: EventImages };

/**
 * The form's values read by the contract (spec 001 §5), with its exact messages, plus
 * the image count (at least one, at most ten, kept ones counting in edit mode).
 */
export function eventFormSchema(context: EventFormContext) {
  const contract = eventFieldsSchema({
    mode: context.mode,
    defaultTimeZone: context.timeZone,
    ...(context.now ? { now: context.now } : {}),
    ...(context.currency ? { currency: context.currency } : {}),
  });
  return z.custom<EventFormValues>().transform((values, ctx): ParsedEvent => {
    const result = contract.safeParse(toFields(values, context));
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = String(issue.path[0] ?? '');
        const path = key === 'date' && STEP_2_DATE_MESSAGES.includes(issue.message) ? 'event_type' : key;
        ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
      }
    }
    const count = values.images.kept.length + values.images.files.length;
    if (count === 0)
      ctx.addIssue({ code: 'custom', path: ['images'], message: EVENT_IMAGE_MESSAGES.required });
    else if (count > LIMITS.eventImagesMax)
      ctx.addIssue({ code: 'custom', path: ['images'], message: EVENT_IMAGE_MESSAGES.tooMany });
    const taken = context.seatsTaken ?? 0;
    if (result.success && result.data.capacity < taken) {
      ctx.addIssue({
        code: 'custom',
        path: ['capacity'],
        message: EVENT_MESSAGES.capacityBelowSeatsTaken(taken),
      });
    }
    if (!result.success || ctx.issues.length > 0) return z.NEVER;
    return { fields: result.data, images: values.images };
  }) as unknown as z.ZodType<ParsedEvent, EventFormValues>;
}

/**
 * The multipart body of POST /api/event and POST /api/event/{id} (spec 001 §7): the text
 * fields as the form wrote them, the new images as `images[]`, and in edit mode `_method`
 * and `removed_images`; a copy names the event it copies (`copied_from`, docs/decisions/075).
 */
export function toFormData(
  values: EventFormValues,
  context: Pick<EventFormContext, 'timeZone'> & {
    edit?: { originalImages: readonly KeptImage[] };
    copiedFrom?: string;
  },
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(toFields(values, context))) form.set(key, value);
  for (const file of values.images.files) form.append('images[]', file, file.name);
  if (context.edit) {
    form.set('_method', 'POST');
    form.set(
      'removed_images',
      JSON.stringify(removedImages(context.edit.originalImages, values.images.kept)),
    );
  }
  if (context.copiedFrom) form.set('copied_from', context.copiedFrom);
  return form;
}

/** The spec's toast for each server field error (001 §8): '{field}: {first message}'. */
export function serverFieldToasts(error: unknown): string[] {
  if (!(error instanceof ApiRequestError) || !error.fieldErrors) return [];
  return Object.entries(error.fieldErrors)
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) => EVENT_MESSAGES.serverFieldError(field, messages[0] as string));
}

/**
 * A failed save (spec 001 §8): 401 → 'Authentication failed. Please login again.'; an
 * answer of failure → its message, else 'Failed to create/update event'; no answer (network,
 * an unreadable answer) → 'Something went wrong while creating/updating the event'.
 */
export function saveFailureMessage(error: unknown, mode: EventFormMode): string {
  const creating = mode === 'create';
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return EVENT_MESSAGES.authFailed;
    if (error.status !== null && (error.status < 200 || error.status >= 300)) {
      const message = error.body?.message;
      if (typeof message === 'string' && message.trim()) return message;
      return creating ? EVENT_MESSAGES.createFailed : EVENT_MESSAGES.updateFailed;
    }
  }
  return creating ? EVENT_MESSAGES.createCrashed : EVENT_MESSAGES.updateCrashed;
}

/** The file name a copied image gets: its URL's last part, as a .png or .jpg. */
export function copiedImageName(url: string, type: string, position: number): string {
  const last = url.split('?')[0]?.split('/').pop() ?? '';
  const base = last.replace(/\.[a-z0-9]+$/i, '') || `image-${position}`;
  return `${base}.${type === 'image/png' ? 'png' : 'jpg'}`;
}

/** The image types the server takes (spec 001 §5); a copy in another type is converted. */
const SENDABLE = ['image/png', 'image/jpeg'];

/**
 * A duplicate's images downloaded again as new files (spec 001 §2). The server stores
 * WebP views, which the form may not send (PNG or JPEG only), so each picture is redrawn
 * as a JPEG in the browser. A picture that cannot be fetched is left out and reported.
 */
export async function downloadImagesAsFiles(
  urls: readonly string[],
  fetchImage: (url: string) => Promise<Blob> = async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${response.status}`);
    return response.blob();
  },
  convert: (blob: Blob) => Promise<Blob> = toJpeg,
): Promise<{ files: File[]; failed: number }> {
  const results = await Promise.allSettled(
    urls.map(async (url, index) => {
      const fetched = await fetchImage(url);
      const blob = SENDABLE.includes(fetched.type) ? fetched : await convert(fetched);
      return new File([blob], copiedImageName(url, blob.type, index + 1), { type: blob.type });
    }),
  );
  const files = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  return { files, failed: results.length - files.length };
}

async function toJpeg(blob: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((out) => (out ? resolve(out) : reject(new Error('toBlob'))), 'image/jpeg', 0.9),
  );
}

/** Moves one item of a list by `offset` places (reordering new images). */
export function moved<T>(list: readonly T[], index: number, offset: number): T[] {
  const target = index + offset;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Upload progress is shown for bodies of at least this many bytes (ours, docs/decisions/088). */
export const PROGRESS_THRESHOLD_BYTES = 1024 * 1024;
