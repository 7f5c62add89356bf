import {
  approximateCoordinate,
  type ChatMessage,
  chargeCurrency,
  DEFAULT_ADDRESS_REVEAL,
  decisionAt,
  EVENT_MESSAGES,
  type EventFields,
  LIMITS,
  NO_QUESTIONS,
  normaliseTime,
  zonedInstant,
} from '@friendly/contracts';
import type { Deps } from '../../context';
import { type Database, inTransaction } from '../../db/client';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { randomSlug } from '../../lib/ids';
import { postSystemMessage } from '../chat/system-messages';
import { hasPaidSeats } from '../payments/seat-payments-repository';
import { refuseUnlessHosting } from '../users/host-status';
import { lockUser, type UserRow, updateUser } from '../users/repository';
import { refillFreedSeats } from '../waitlist/refill';
import { scheduleDecision } from './go-no-go';
import { encodeImages, removeStoredImages, type StoredImage, storeImages } from './images';
import { notifyEveryMember } from './members';
import { eventDetail } from './reads';
import {
  deleteEventImages,
  type EventRow,
  findHostedEvent,
  insertEvent,
  insertEventImages,
  listEventImages,
  replaceEventLinks,
  seatCountsOf,
  updateEventRow,
} from './repository';
import {
  addError,
  checkReferences,
  type EventSubmission,
  type FieldErrors,
  keptValues,
  lockErrors,
  parseEventFields,
  parseWithTheRest,
  removedImageIds,
  throwIfAny,
  uploadErrors,
  withoutEmpty,
} from './submission';

/**
 * A host's writes to their events (spec 001 §2, §4): create, edit and cancel, with every
 * rule the form checks enforced here too (docs/decisions/075). The form is read by
 * `submission.ts`, its images encoded and stored by `images.ts`.
 */

/** What writing events needs: the database, the time and storage (images). */
type WriteDeps = Pick<Deps, 'db' | 'clock' | 'providers'>;

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
    // The exact point is the venue's; anyone else sees the area's (docs/decisions/152).
    latitude: approximateCoordinate(fields.latitude),
    longitude: approximateCoordinate(fields.longitude),
    venueLatitude: fields.latitude,
    venueLongitude: fields.longitude,
    address: fields.address ?? null,
    arrivalNotes: fields.arrivalNotes ?? null,
    addressReveal: fields.addressReveal ?? DEFAULT_ADDRESS_REVEAL,
    guestQuestions: fields.guestQuestions ?? NO_QUESTIONS,
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
    cancellationPolicy: fields.cancellationPolicy,
    minGuests: fields.minGuests,
    decisionHoursBefore: fields.decisionHoursBefore,
    decisionAt: decisionAt(
      zonedInstant(fields.date, fields.startTime, fields.timeZone),
      fields.decisionHoursBefore,
    ),
  };
}

/** A host may create events once approved and with payouts set up (spec 001 §2). */
function assertMayCreate(host: UserRow) {
  if (host.hostStatus !== 'approved') throw new ForbiddenError(EVENT_MESSAGES.hostNotApproved);
  if (!host.stripeOnboardingCompleted) throw new ForbiddenError(EVENT_MESSAGES.paymentSetupRequired);
}

/** The copied event, when the form says it duplicates one of this host's events. */
async function copiedFrom(deps: WriteDeps, host: UserRow, raw: unknown) {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const key = String(raw).trim();
  if (key === '' || key.length > 96) return null;
  return (await findHostedEvent(deps.db, host.id, key))?.id ?? null;
}

export async function createEvent(deps: WriteDeps, host: UserRow, submission: EventSubmission) {
  assertMayCreate(host);
  const errors = uploadErrors(submission);
  const imageCountErrors = (errors: FieldErrors) => {
    if (submission.images.length === 0 && !errors.images)
      addError(errors, 'images', EVENT_MESSAGES.imagesRequired);
    if (submission.images.length > LIMITS.eventImagesMax)
      addError(errors, 'images', EVENT_MESSAGES.imagesTooMany);
  };
  // Priced in the host's payout currency, checked against its minimum (docs/decisions/134).
  const currency = chargeCurrency(host.payoutCurrency);
  const fields = await parseWithTheRest(
    errors,
    () => parseEventFields(deps, host, submission.fields, 'create', currency),
    imageCountErrors,
  );
  await checkReferences(deps, fields, errors);
  imageCountErrors(errors);
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
        ...eventColumns(fields),
        currency,
        slug: eventSlug(fields.title),
        hostId: host.id,
        status: 'pending',
        copiedFromId,
        createdAt: now,
        updatedAt: now,
      });
      await replaceEventLinks(tx, row.id, fields);
      await insertEventImages(
        tx,
        row.id,
        stored.map((image, position) => ({ ...image, position })),
        now,
      );
      // Its go/no-go, on the job queue at its time (docs/decisions/146, 148).
      await scheduleDecision(tx, row, now);
      // The zone the app sent becomes the host's: the default of a form that sends none.
      if (submission.fields.time_zone && host.timeZone !== fields.timeZone) {
        await updateUser(tx, host.id, { timeZone: fields.timeZone, updatedAt: now });
      }
      return row;
    });
    return eventDetail(deps, event);
  } catch (error) {
    await removeStoredImages(deps, stored);
    throw error;
  }
}

export async function updateHostedEvent(
  deps: WriteDeps,
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
  let imagesAndSeats:
    | Promise<[Awaited<ReturnType<typeof listEventImages>>, Awaited<ReturnType<typeof seatCountsOf>>]>
    | undefined;
  const loadImagesAndSeats = () =>
    (imagesAndSeats ??= Promise.all([
      listEventImages(deps.db, event.id),
      seatCountsOf(deps.db, [event.id], deps.clock()),
    ]));
  // Images kept, removed and added: checked whether or not the fields parse.
  let removedIds: number[] = [];
  const imageErrors = async (errors: FieldErrors) => {
    const [images] = await loadImagesAndSeats();
    removedIds = removedImageIds(submission.fields.removed_images, images, deps.providers.storage, errors);
    const total = images.length - removedIds.length + submission.images.length;
    if (total === 0) addError(errors, 'images', EVENT_MESSAGES.imagesRequired);
    if (total > LIMITS.eventImagesMax) addError(errors, 'images', EVENT_MESSAGES.imagesTooMany);
  };
  const fields = await parseWithTheRest(
    errors,
    () => parseEventFields(deps, host, raw, 'edit', event.currency),
    imageErrors,
  );
  lockErrors(event, fields, errors);
  // Decided, the minimum and its time stay as they were (docs/decisions/148).
  if (event.goStatus !== 'open') {
    if (fields.minGuests !== event.minGuests) addError(errors, 'min_guests', EVENT_MESSAGES.goNoGoDecided);
    if (fields.decisionHoursBefore !== event.decisionHoursBefore) {
      addError(errors, 'decision_hours_before', EVENT_MESSAGES.goNoGoDecided);
    }
  }
  // The policy a paid guest joined under stays theirs (docs/decisions/147).
  const policyChanged = (policy: string) => fields.cancellationPolicy !== policy;
  if (policyChanged(event.cancellationPolicy) && (await hasPaidSeats(deps.db, event.id))) {
    addError(errors, 'cancellation_policy', EVENT_MESSAGES.cancellationPolicyLocked);
  }
  await checkReferences(deps, fields, errors);
  await imageErrors(errors);
  // Seats taken are members and live holds, the predicate joins count (docs/decisions/084, 101).
  const [, seats] = await loadImagesAndSeats();
  const taken = seats.get(event.id)?.taken ?? 0;
  if (fields.capacity < taken) addError(errors, 'capacity', EVENT_MESSAGES.capacityBelowSeatsTaken(taken));
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
      if (fields.capacity < takenNow) {
        const message = EVENT_MESSAGES.capacityBelowSeatsTaken(takenNow);
        throw new ValidationError(message, { errors: { capacity: [message] } });
      }
      // A guest may have paid since: payments change under the event's row lock too.
      if (policyChanged(current.cancellationPolicy) && (await hasPaidSeats(tx, event.id))) {
        const message = EVENT_MESSAGES.cancellationPolicyLocked;
        throw new ValidationError(message, { errors: { cancellation_policy: [message] } });
      }
      const { date, startTime, endTime, timeZone, eventType, userType, isPaid, priceMinor, ...editable } =
        eventColumns(fields);
      const row = await updateEventRow(tx, event.id, {
        title: editable.title,
        description: editable.description,
        location: editable.location,
        latitude: editable.latitude,
        longitude: editable.longitude,
        venueLatitude: editable.venueLatitude,
        venueLongitude: editable.venueLongitude,
        // Left out of the form, the venue's address, notes and reveal stay as they are.
        address: fields.address === undefined ? current.address : editable.address,
        arrivalNotes: fields.arrivalNotes === undefined ? current.arrivalNotes : editable.arrivalNotes,
        addressReveal: fields.addressReveal === undefined ? current.addressReveal : editable.addressReveal,
        // Questions: none of their fields sent, they stay as they are (docs/decisions/154).
        guestQuestions:
          fields.guestQuestions === undefined ? current.guestQuestions : editable.guestQuestions,
        enableDiscount: editable.enableDiscount,
        discountPercent: editable.discountPercent,
        capacity: editable.capacity,
        cancellationPolicy: editable.cancellationPolicy,
        // Calendars that hold the event take the new title or place (docs/decisions/150).
        ...(editable.title !== current.title || placeChanged(current, editable)
          ? { calendarSequence: current.calendarSequence + 1 }
          : {}),
        // The go/no-go moves with the edit until it has been decided (docs/decisions/148).
        ...(current.goStatus === 'open'
          ? {
              minGuests: editable.minGuests,
              decisionHoursBefore: editable.decisionHoursBefore,
              decisionAt: editable.decisionAt,
            }
          : {}),
        updatedAt: now,
      });
      await scheduleDecision(tx, row, now);
      // Seats added: the line gets them first (docs/decisions/149).
      if (row.capacity > current.capacity) await refillFreedSeats(tx, row, now, deps.providers.payments.name);
      await replaceEventLinks(tx, event.id, fields);
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

type Place = Pick<EventRow, 'location' | 'venueLatitude' | 'venueLongitude' | 'address'>;

/** Whether the event moved: its area, its exact point or its street address. */
function placeChanged(before: Place, after: Place) {
  return (
    after.location !== before.location ||
    after.venueLatitude !== before.venueLatitude ||
    after.venueLongitude !== before.venueLongitude ||
    after.address !== before.address
  );
}

/**
 * What members read of an edit: a new title, description, place or arrival notes
 * (docs/decisions/103). A notice names the area only: the address itself is read where it
 * is revealed, never copied into a notification or the chat (docs/decisions/152).
 */
function memberVisibleChanges(before: EventRow, after: EventRow) {
  const changes: Array<{ field: 'title' | 'description' | 'place' | 'arrival_notes'; text: string }> = [];
  if (after.title !== before.title) {
    changes.push({ field: 'title', text: `the title is now “${after.title}”` });
  }
  if (after.location !== before.location) {
    changes.push({ field: 'place', text: `the place is now ${after.location}` });
  } else if (placeChanged(before, after)) {
    changes.push({ field: 'place', text: 'the address has changed' });
  }
  if (after.arrivalNotes !== before.arrivalNotes) {
    changes.push({ field: 'arrival_notes', text: 'the arrival notes have changed' });
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
  deps: WriteDeps,
  tx: Database,
  host: UserRow,
  before: EventRow,
  after: EventRow,
  now: Date,
) {
  const changes = memberVisibleChanges(before, after);
  if (changes.length === 0) return null;
  const what = listed(changes.map((change) => change.text));
  await notifyEveryMember(
    tx,
    after.id,
    {
      type: 'event.updated',
      facts: {
        // Named as members knew it, before the edit.
        event: { id: after.id, slug: after.slug, title: before.title },
        what,
        changed: changes.map((change) => change.field),
      },
    },
    now,
  );
  return postSystemMessage(tx, deps, {
    eventId: after.id,
    host,
    content: `Event updated: ${what}.`,
    now,
  });
}

function isEditable(event: EventRow) {
  return event.status !== 'cancelled' && event.status !== 'rejected';
}

/** Only a pending event can be cancelled by its host (spec 001 §4). */
export async function cancelEvent(deps: WriteDeps, host: UserRow, idOrSlug: string) {
  const now = deps.clock();
  return inTransaction(deps.db, async (tx) => {
    const event = await findHostedEvent(tx, host.id, idOrSlug, { lock: true });
    if (!event) throw new NotFoundError(EVENT_MESSAGES.notFound);
    if (event.status !== 'pending') throw new ConflictError(EVENT_MESSAGES.notCancellable);
    return updateEventRow(tx, event.id, {
      status: 'cancelled',
      cancelledAt: now,
      // Calendars that hold it show it cancelled (docs/decisions/150).
      calendarSequence: event.calendarSequence + 1,
      updatedAt: now,
    });
  });
}
