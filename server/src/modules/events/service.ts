import {
  type ChatMessage,
  EVENT_IMAGE_MESSAGES,
  EVENT_MESSAGES,
  type EventFields,
  type EventStatus,
  eventFieldsSchema,
  formatMinor,
  issuesToFieldErrors,
  LIMITS,
  normaliseTime,
  type PageQuery,
  zonedInstant,
} from '@friendly/contracts';
import type { Deps } from '../../context';
import { type Database, inTransaction } from '../../db/client';
import { findPage } from '../../db/paging';
import { events } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { randomSlug, randomToken } from '../../lib/ids';
import { EVENT_IMAGE, ImageRejectedError, processImage } from '../../lib/images';
import type { UploadRules } from '../../lib/uploads';
import { postSystemMessage } from '../chat/system-messages';
import { notify } from '../notifications/service';
import { hostEarningsMinor } from '../payments/seat-payments-repository';
import { findActiveIds } from '../reference/repository';
import { refuseUnlessHosting } from '../users/host-status';
import { lockUser, type UserRow, updateUser } from '../users/repository';
import {
  ageGroupsOf,
  categoriesOf,
  coverImagesOf,
  deleteEventImages,
  type EventRow,
  findHostedEvent,
  hostEventsOrder,
  hostEventsWhere,
  insertEvent,
  insertEventImages,
  interestsOf,
  joinedEventsOrder,
  joinedEventsWhere,
  listEventImages,
  listHostEvents,
  listJoinedEventRows,
  membersOf,
  replaceEventLinks,
  seatCountsOf,
  spotsOf,
  updateEventRow,
} from './repository';
import { toEventCard, toEventDetail } from './serializer';

/**
 * Events for their host (spec 001 §2, §5, §7): create, edit, cancel and read, with every
 * rule the form checks enforced here too (docs/decisions/075).
 */

/** The file fields of the event form: `images[]` as the app sends them, `images` too. */
const imageRule = {
  maxBytes: LIMITS.eventImageMaxBytes,
  maxCount: LIMITS.eventImagesMax,
  tooLargeMessage: EVENT_IMAGE_MESSAGES.tooLarge,
  tooManyMessage: EVENT_MESSAGES.imagesTooMany,
};
export const EVENT_UPLOAD: UploadRules = { files: { 'images[]': imageRule, images: imageRule } };

/** The form as read: its fields, its staged image files and errors found while reading. */
export type EventSubmission = {
  fields: Record<string, unknown>;
  images: Array<{ filename: string; path: string }>;
  errors: Record<string, string[]>;
};

/** Card members shown per event (avatars); the total is counted apart. */
const CARD_MEMBERS = 5;

function addError(errors: Record<string, string[]>, field: string, message: string) {
  const list = errors[field] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[field] = list;
}

/** Upload errors come under the file field's name; the app shows them under `images`. */
function uploadErrors(submission: EventSubmission) {
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(submission.errors)) {
    for (const message of messages) addError(errors, field.startsWith('images') ? 'images' : field, message);
  }
  return errors;
}

function throwIfAny(errors: Record<string, string[]>) {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ValidationError(first, { errors });
}

/** Checks the ids against the lists (not retired), all three in parallel. */
async function checkReferences(deps: Deps, fields: EventFields, errors: Record<string, string[]>) {
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

type StoredImage = { largeKey: string; cardKey: string };

/**
 * Re-encodes each staged image (type by its bytes, metadata dropped, a large view and a
 * card), one at a time to bound memory. A refused file is a message naming it.
 */
async function encodeImages(submission: EventSubmission, errors: Record<string, string[]>) {
  const encoded: Array<{ large: Buffer; card: Buffer }> = [];
  for (const image of submission.images) {
    try {
      const sizes = await processImage(image.path, EVENT_IMAGE);
      const large = sizes.find((size) => size.name === 'large')!;
      const card = sizes.find((size) => size.name === 'card')!;
      encoded.push({ large: large.bytes, card: card.bytes });
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      addError(errors, 'images', EVENT_IMAGE_MESSAGES.invalidType({ file: image.filename || 'File' }));
    }
  }
  return encoded;
}

async function storeImages(deps: Deps, encoded: Array<{ large: Buffer; card: Buffer }>) {
  const { storage } = deps.providers;
  const stored: StoredImage[] = [];
  try {
    for (const image of encoded) {
      const name = randomToken(16);
      const entry = { largeKey: `events/${name}-large.webp`, cardKey: `events/${name}-card.webp` };
      stored.push(entry);
      await storage.put(entry.largeKey, image.large, 'image/webp');
      await storage.put(entry.cardKey, image.card, 'image/webp');
    }
  } catch (error) {
    await removeStoredImages(deps, stored);
    throw error;
  }
  return stored;
}

async function removeStoredImages(deps: Deps, images: StoredImage[]) {
  await Promise.all(
    images.flatMap((image) => [
      deps.providers.storage.delete(image.largeKey).catch(() => undefined),
      deps.providers.storage.delete(image.cardKey).catch(() => undefined),
    ]),
  );
}

/** 'sunday-long-lunch-k3x9q2': readable, and unguessable enough that slugs don't enumerate. */
function eventSlug(title: string) {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${base || 'event'}-${randomSlug().slice(0, 8)}`;
}

function eventColumns(fields: EventFields) {
  return {
    title: fields.title,
    description: fields.description,
    location: fields.location,
    latitude: fields.latitude,
    longitude: fields.longitude,
    date: fields.date,
    startTime: fields.startTime,
    endTime: fields.endTime,
    timeZone: fields.timeZone,
    startsAt: zonedInstant(fields.date, fields.startTime, fields.timeZone),
    endsAt: zonedInstant(fields.date, fields.endTime, fields.timeZone),
    eventType: fields.eventType,
    userType: fields.userType,
    isPaid: fields.isPaid,
    priceMinor: fields.priceMinor,
    enableDiscount: fields.enableDiscount,
    discountPercent: fields.discountPercent,
    isCapacityLimited: true,
    capacity: fields.capacity,
  };
}

function parseFields(
  deps: Deps,
  host: UserRow,
  raw: Record<string, unknown>,
  mode: 'create' | 'edit',
  errors: Record<string, string[]>,
  currency: string = LIMITS.defaultCurrency,
) {
  const parsed = eventFieldsSchema({
    mode,
    defaultTimeZone: host.timeZone ?? 'UTC',
    now: deps.clock(),
    currency,
  }).safeParse(raw);
  if (parsed.success) return parsed.data;
  for (const [field, messages] of Object.entries(issuesToFieldErrors(parsed.error.issues))) {
    for (const message of messages) addError(errors, field, message);
  }
  return null;
}

/** A host may create events once approved and with payouts set up (spec 001 §2). */
function assertMayCreate(host: UserRow) {
  if (host.hostStatus !== 'approved') throw new ForbiddenError(EVENT_MESSAGES.hostNotApproved);
  if (!host.stripeOnboardingCompleted) throw new ForbiddenError(EVENT_MESSAGES.paymentSetupRequired);
}

/** The copied event, when the form says it duplicates one of this host's events. */
async function copiedFrom(deps: Deps, host: UserRow, raw: unknown) {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const key = String(raw).trim();
  if (key === '' || key.length > 96) return null;
  return (await findHostedEvent(deps.db, host.id, key))?.id ?? null;
}

export async function createEvent(deps: Deps, host: UserRow, submission: EventSubmission) {
  assertMayCreate(host);
  const errors = uploadErrors(submission);
  const fields = parseFields(deps, host, submission.fields, 'create', errors);
  if (fields) await checkReferences(deps, fields, errors);
  if (submission.images.length === 0 && !errors.images)
    addError(errors, 'images', EVENT_MESSAGES.imagesRequired);
  if (submission.images.length > LIMITS.eventImagesMax)
    addError(errors, 'images', EVENT_MESSAGES.imagesTooMany);
  // Images are decoded only when everything else is right: a form with mistakes costs no CPU.
  const encoded = Object.keys(errors).length === 0 ? await encodeImages(submission, errors) : [];
  throwIfAny(errors);

  const copiedFromId = await copiedFrom(
    deps,
    host,
    submission.fields.copied_from ?? submission.fields.duplicate,
  );
  const stored = await storeImages(deps, encoded);
  const now = deps.clock();
  try {
    const event = await inTransaction(deps.db, async (tx) => {
      // The host's row, locked as a disconnect of payouts locks it (docs/decisions/101): a
      // disconnect that committed meanwhile is seen here, one that comes later sees this event.
      const current = await lockUser(tx, host.id);
      if (!current) throw new NotFoundError(EVENT_MESSAGES.notFound);
      assertMayCreate(current);
      const row = await insertEvent(tx, {
        ...eventColumns(fields!),
        slug: eventSlug(fields!.title),
        hostId: host.id,
        status: 'pending',
        copiedFromId,
        createdAt: now,
        updatedAt: now,
      });
      await replaceEventLinks(tx, row.id, fields!);
      await insertEventImages(
        tx,
        row.id,
        stored.map((image, position) => ({ ...image, position })),
        now,
      );
      // The zone the app sent becomes the host's: the default of a form that sends none.
      if (submission.fields.time_zone && host.timeZone !== fields!.timeZone) {
        await updateUser(tx, host.id, { timeZone: fields!.timeZone, updatedAt: now });
      }
      return row;
    });
    return eventDetail(deps, event);
  } catch (error) {
    await removeStoredImages(deps, stored);
    throw error;
  }
}

/**
 * What an edit that leaves a field out keeps: the locked fields (which may only be sent
 * unchanged) and the discount (whose defaults are a new event's, not an edit's).
 */
function keptValues(event: EventRow) {
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
  };
}

/** Locked fields (spec 001 §2) that the edit would change: refused, never silently ignored. */
function lockErrors(event: EventRow, fields: EventFields, errors: Record<string, string[]>) {
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
function removedImageIds(
  raw: unknown,
  images: Awaited<ReturnType<typeof listEventImages>>,
  deps: Deps,
  errors: Record<string, string[]>,
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
  const { storage } = deps.providers;
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

export async function updateHostedEvent(
  deps: Deps,
  host: UserRow,
  idOrSlug: string,
  submission: EventSubmission,
) {
  // A host the team rejected, even after approving them, edits nothing (docs/decisions/104).
  refuseUnlessHosting(host, EVENT_MESSAGES.hostNotApprovedToEdit);
  const event = await findHostedEvent(deps.db, host.id, idOrSlug);
  if (!event) throw new NotFoundError(EVENT_MESSAGES.notFound);
  if (!isEditable(event)) throw new ConflictError(EVENT_MESSAGES.notEditable);

  const errors = uploadErrors(submission);
  // A locked field left out of the form keeps its value; one sent must match it.
  const raw = { ...keptValues(event), ...withoutEmpty(submission.fields) };
  if (typeof raw.start_time === 'string') raw.start_time = normaliseTime(raw.start_time) as string;
  if (typeof raw.end_time === 'string') raw.end_time = normaliseTime(raw.end_time) as string;
  const fields = parseFields(deps, host, raw, 'edit', errors, event.currency);
  if (fields) {
    lockErrors(event, fields, errors);
    await checkReferences(deps, fields, errors);
  }
  const [images, seats] = await Promise.all([
    listEventImages(deps.db, event.id),
    seatCountsOf(deps.db, [event.id], deps.clock()),
  ]);
  const removedIds = removedImageIds(submission.fields.removed_images, images, deps, errors);
  const kept = images.length - removedIds.length;
  const total = kept + submission.images.length;
  if (total === 0) addError(errors, 'images', EVENT_MESSAGES.imagesRequired);
  if (total > LIMITS.eventImagesMax) addError(errors, 'images', EVENT_MESSAGES.imagesTooMany);
  // Seats taken are members and live holds, the predicate joins count (docs/decisions/084, 101).
  const taken = seats.get(event.id)?.taken ?? 0;
  if (fields && fields.capacity < taken)
    addError(errors, 'capacity', EVENT_MESSAGES.capacityBelowSeatsTaken(taken));
  const encoded = Object.keys(errors).length === 0 ? await encodeImages(submission, errors) : [];
  throwIfAny(errors);

  const stored = await storeImages(deps, encoded);
  const now = deps.clock();
  let removed: StoredImage[] = [];
  let notice: ChatMessage | null = null;
  try {
    const updated = await inTransaction(deps.db, async (tx) => {
      // Read again under the row lock: a cancel or a review decided meanwhile wins.
      const current = await findHostedEvent(tx, host.id, String(event.id), { lock: true });
      if (!current) throw new NotFoundError(EVENT_MESSAGES.notFound);
      if (!isEditable(current)) throw new ConflictError(EVENT_MESSAGES.notEditable);
      // Counted again under the row lock joins take: no hold slips in between (docs/decisions/101).
      const takenNow = (await seatCountsOf(tx, [event.id], now)).get(event.id)?.taken ?? 0;
      if (fields!.capacity < takenNow) {
        const message = EVENT_MESSAGES.capacityBelowSeatsTaken(takenNow);
        throw new ValidationError(message, { errors: { capacity: [message] } });
      }
      const { date, startTime, endTime, timeZone, eventType, userType, isPaid, priceMinor, ...editable } =
        eventColumns(fields!);
      const row = await updateEventRow(tx, event.id, {
        title: editable.title,
        description: editable.description,
        location: editable.location,
        latitude: editable.latitude,
        longitude: editable.longitude,
        enableDiscount: editable.enableDiscount,
        discountPercent: editable.discountPercent,
        capacity: editable.capacity,
        updatedAt: now,
      });
      await replaceEventLinks(tx, event.id, fields!);
      const currentImages = await listEventImages(tx, event.id);
      removed = currentImages.filter((image) => removedIds.includes(image.id));
      await deleteEventImages(tx, event.id, removedIds);
      const nextPosition = Math.max(-1, ...currentImages.map((image) => image.position)) + 1;
      await insertEventImages(
        tx,
        event.id,
        stored.map((image, index) => ({ ...image, position: nextPosition + index })),
        now,
      );
      notice = await tellMembersOfChanges(deps, tx, host, current, row, now);
      return row;
    });
    await removeStoredImages(deps, removed);
    return { event: await eventDetail(deps, updated), notice };
  } catch (error) {
    await removeStoredImages(deps, stored);
    throw error;
  }
}

/** What members read of an edit: a new title, description or place (docs/decisions/103). */
function memberVisibleChanges(before: EventRow, after: EventRow) {
  const changes: Array<{ field: 'title' | 'description' | 'place'; text: string }> = [];
  if (after.title !== before.title) {
    changes.push({ field: 'title', text: `the title is now “${after.title}”` });
  }
  if (
    after.location !== before.location ||
    after.latitude !== before.latitude ||
    after.longitude !== before.longitude
  ) {
    changes.push({ field: 'place', text: `the place is now ${after.location}` });
  }
  if (after.description !== before.description) {
    changes.push({ field: 'description', text: 'the description has changed' });
  }
  return changes;
}

/** 'a', 'a and b', 'a, b and c'. */
function listed(parts: string[]) {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * An edit that changes what members came for (title, description, place) tells each of
 * them in-app and posts a notice in the event's group chat when it has one, in the edit's
 * transaction (the event's row is locked first, then the room's; docs/decisions/103, 084).
 * Answers the chat notice, for the route to broadcast once committed.
 */
async function tellMembersOfChanges(
  deps: Deps,
  tx: Database,
  host: UserRow,
  before: EventRow,
  after: EventRow,
  now: Date,
) {
  const changes = memberVisibleChanges(before, after);
  if (changes.length === 0) return null;
  const what = listed(changes.map((change) => change.text));
  const members = (await membersOf(tx, [after.id])).get(after.id) ?? [];
  for (const member of members) {
    await notify(
      tx,
      member.userId,
      {
        type: 'event.updated',
        title: 'An event you joined was updated',
        message: `${before.title} was updated: ${what}.`,
        data: { event_id: after.id, event_slug: after.slug, changed: changes.map((change) => change.field) },
      },
      now,
    );
  }
  return postSystemMessage(tx, deps, {
    eventId: after.id,
    host,
    content: `Event updated: ${what}.`,
    now,
  });
}

function withoutEmpty(fields: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
  );
}

function isEditable(event: EventRow) {
  return event.status !== 'cancelled' && event.status !== 'rejected';
}

/** Only a pending event can be cancelled by its host (spec 001 §4). */
export async function cancelEvent(deps: Deps, host: UserRow, idOrSlug: string) {
  const now = deps.clock();
  return inTransaction(deps.db, async (tx) => {
    const event = await findHostedEvent(tx, host.id, idOrSlug, { lock: true });
    if (!event) throw new NotFoundError(EVENT_MESSAGES.notFound);
    if (event.status !== 'pending') throw new ConflictError(EVENT_MESSAGES.notCancellable);
    return updateEventRow(tx, event.id, { status: 'cancelled', cancelledAt: now, updatedAt: now });
  });
}

// Reads ----------------------------------------------------------------------------------

/** Everything the details page shows of one event, in a constant number of queries. */
async function eventDetail(deps: Deps, event: EventRow) {
  const ids = [event.id];
  const [images, categories, spots, ages, members, seats] = await Promise.all([
    listEventImages(deps.db, event.id),
    categoriesOf(deps.db, ids),
    spotsOf(deps.db, ids),
    ageGroupsOf(deps.db, ids),
    membersOf(deps.db, ids),
    seatCountsOf(deps.db, ids, deps.clock()),
  ]);
  const memberRows = members.get(event.id) ?? [];
  const interests = await interestsOf(
    deps.db,
    memberRows.map((member) => member.userId),
  );
  return toEventDetail(
    event,
    {
      images,
      categories: categories.get(event.id),
      spots: spots.get(event.id),
      ageGroups: ages.get(event.id),
      members: memberRows,
      interests,
      taken: seats.get(event.id)?.taken ?? 0,
    },
    deps.providers.storage,
  );
}

export async function getHostedEventDetail(deps: Deps, host: UserRow, idOrSlug: string) {
  const event = await findHostedEvent(deps.db, host.id, idOrSlug);
  if (!event) throw new NotFoundError(EVENT_MESSAGES.notFound);
  return eventDetail(deps, event);
}

/** Cards for many events: five queries whatever their number (no N+1). */
export async function eventCards(deps: Deps, rows: EventRow[]) {
  const ids = rows.map((row) => row.id);
  const [covers, tags, members, seats] = await Promise.all([
    coverImagesOf(deps.db, ids),
    categoriesOf(deps.db, ids),
    membersOf(deps.db, ids, CARD_MEMBERS),
    seatCountsOf(deps.db, ids, deps.clock()),
  ]);
  return rows.map((row) =>
    toEventCard(
      row,
      {
        cover: covers.get(row.id),
        tags: tags.get(row.id),
        members: members.get(row.id),
        joined: seats.get(row.id)?.joined ?? 0,
        taken: seats.get(row.id)?.taken ?? 0,
      },
      deps.providers.storage,
    ),
  );
}

/**
 * My Events (spec 001 §2): the host's events by date, all of them, or one page when the
 * query names `page` or `per_page` (additive, docs/decisions/077).
 */
export async function listHostedEvents(deps: Deps, host: UserRow, page: PageQuery | null) {
  if (!page) {
    const rows = await listHostEvents(deps.db, host.id);
    return { cards: await eventCards(deps, rows), paging: null };
  }
  const { rows, paging } = await findPage(deps.db, events, {
    page: page.page,
    perPage: page.per_page,
    where: hostEventsWhere(host.id),
    orderBy: [...hostEventsOrder],
  });
  return { cards: await eventCards(deps, rows), paging };
}

/** The host's earnings so far: the sum of the host amounts of their guests' payments (docs/decisions/084). */
export function totalEarningMinor(deps: Deps, host: UserRow) {
  return hostEarningsMinor(deps.db, host.id);
}

/** Events the user hosts or holds a seat at, by start (spec 001 §7 GET /api/user/events/joined). */
export async function listJoinedEvents(deps: Deps, user: UserRow, page: PageQuery | null) {
  const { rows, paging } = page
    ? await findPage(deps.db, events, {
        page: page.page,
        perPage: page.per_page,
        where: joinedEventsWhere(user.id),
        orderBy: [...joinedEventsOrder],
      })
    : { rows: await listJoinedEventRows(deps.db, user.id), paging: null };
  const covers = await coverImagesOf(
    deps.db,
    rows.map((row) => row.id),
  );
  const { storage } = deps.providers;
  return {
    items: rows.map((row) => {
      const cover = covers.get(row.id);
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        status: row.status as EventStatus,
        date: row.date,
        start_time: row.startTime,
        end_time: row.endTime,
        time_zone: row.timeZone,
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt.toISOString(),
        location: row.location,
        cover_image_url: cover ? storage.urlFor(cover.cardKey) : null,
        role: row.hostId === user.id ? ('host' as const) : ('member' as const),
      };
    }),
    paging,
  };
}
