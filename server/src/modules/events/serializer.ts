import {
  DEFAULT_AVATAR,
  EVENT_TYPE_LABELS,
  type EventCard,
  type EventDetail,
  type EventMember,
  type EventType,
  FREE_PRICE,
  formatMinor,
  GO_STATUSES,
  type GoStatus,
  type GuestAnswers,
  isEventCancellable,
  isEventEditable,
  USER_TYPE_LABELS,
  type UserType,
  weekdayOf,
} from '@friendly/contracts';
import type { StorageProvider } from '../../providers/storage';
import { policyOf, refundIfLeavingNowMinor } from './cancellation';
import { tablePrepOf } from './questions';
import type { CardParts, EventImageRow, EventRow, MemberRow } from './repository';

/** Events as the app reads them (spec 001 §3; docs/decisions/077). */

type Tag = { id: number; name: string; imageKey: string | null };

/**
 * weekdayOf, worked out once per date: a list's cards share a few dates, and date-fns's
 * parse and format were a tenth of a guest's browse (docs/decisions/142).
 */
const weekdays = new Map<string, string>();
function weekday(date: string) {
  let known = weekdays.get(date);
  if (known === undefined) {
    if (weekdays.size >= 4096) weekdays.clear();
    known = weekdayOf(date);
    weekdays.set(date, known);
  }
  return known;
}

const priceText = (event: EventRow) => (event.isPaid ? formatMinor(event.priceMinor) : FREE_PRICE);
/** Spots left: capacity less the seats taken, members' and those held while a guest pays (084). */
const remaining = (event: EventRow, taken: number) => Math.max(0, event.capacity - taken);
const tagsOf = (tags: Tag[] | undefined, storage: StorageProvider) =>
  (tags ?? []).map((tag) => ({
    id: tag.id,
    name: tag.name,
    image: tag.imageKey ? storage.urlFor(tag.imageKey) : null,
  }));
const avatarOf = (photoKey: string | null, storage: StorageProvider) =>
  photoKey ? storage.urlFor(photoKey) : DEFAULT_AVATAR;

/** The go/no-go as the answers carry it (docs/decisions/148). */
export function goNoGoOf(event: Pick<EventRow, 'goStatus' | 'minGuests' | 'decisionAt'>) {
  return {
    go_status: (GO_STATUSES as readonly string[]).includes(event.goStatus)
      ? (event.goStatus as GoStatus)
      : ('open' as const),
    min_guests: event.minGuests,
    decision_at: event.decisionAt.toISOString(),
  };
}

export function toEventCard(event: EventRow, parts: CardParts, storage: StorageProvider): EventCard {
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    location: event.location,
    image: parts.coverKey ? storage.urlFor(parts.coverKey) : null,
    day: weekday(event.date),
    date: event.date,
    start_time: event.startTime,
    end_time: event.endTime,
    time_zone: event.timeZone,
    status: event.status as EventCard['status'],
    price: priceText(event),
    is_paid: event.isPaid,
    price_minor: event.isPaid ? event.priceMinor : 0,
    currency: event.currency,
    event_enabler_discount: event.enableDiscount,
    enabler_discount_amount: event.discountPercent,
    is_capacity_limited: event.isCapacityLimited,
    spots: remaining(event, parts.taken),
    capacity: event.capacity,
    cancellation_policy: policyOf(event),
    ...goNoGoOf(event),
    waitlist_count: parts.waitlist,
    tags: tagsOf(parts.tags, storage),
    members: parts.memberPhotoKeys.map((photoKey) => avatarOf(photoKey, storage)),
    totalMembers: parts.joined,
  };
}

export type DetailParts = {
  images: EventImageRow[];
  categories: Tag[] | undefined;
  spots: Tag[] | undefined;
  ageGroups: Array<{ id: number; name: string }> | undefined;
  members: MemberRow[] | undefined;
  interests: Map<number, string[]>;
  /** Seats taken: members and live holds. */
  taken: number;
  /** When the detail is read: what a guest leaving now would get back depends on it. */
  now: Date;
  /** The members' answers to the event's questions, for the host's table prep (154). */
  answers: ReadonlyArray<{ userId: number; name: string | null; answers: GuestAnswers }>;
  /** The line for a seat: how many, and the first guests in order (docs/decisions/149). */
  waitlist: {
    count: number;
    guests: Array<{
      userId: number;
      slug: string;
      name: string | null;
      photoKey: string | null;
      state: string;
      offerExpiresAt: Date | null;
    }>;
  };
};

export function toEventMember(member: MemberRow, interests: string[], storage: StorageProvider): EventMember {
  return {
    id: member.userId,
    user_id: member.userId,
    slug: member.slug,
    name: member.name,
    avatar: avatarOf(member.photoKey, storage),
    location: member.location,
    categories: interests,
    joined_at: member.joinedAt.toISOString(),
  };
}

export function toEventDetail(event: EventRow, parts: DetailParts, storage: StorageProvider): EventDetail {
  const members = parts.members ?? [];
  const categories = parts.categories ?? [];
  const spots = parts.spots ?? [];
  const ages = parts.ageGroups ?? [];
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    description: event.description,
    date: event.date,
    day: weekday(event.date),
    start_time: event.startTime,
    end_time: event.endTime,
    time_zone: event.timeZone,
    starts_at: event.startsAt.toISOString(),
    ends_at: event.endsAt.toISOString(),
    location: event.location,
    // The host's own event: the exact place (docs/decisions/152).
    latitude: event.venueLatitude,
    longitude: event.venueLongitude,
    address: event.address,
    arrival_notes: event.arrivalNotes,
    address_reveal: event.addressReveal as EventDetail['address_reveal'],
    guest_questions: event.guestQuestions,
    table_prep: tablePrepOf(event.guestQuestions, parts.answers),
    status: event.status as EventDetail['status'],
    status_reason: event.statusReason,
    event_type: event.eventType as EventType,
    user_type: event.userType as UserType,
    event_type_label: EVENT_TYPE_LABELS[event.eventType as EventType] ?? event.eventType,
    user_type_label: USER_TYPE_LABELS[event.userType as UserType] ?? event.userType,
    is_paid: event.isPaid,
    price: priceText(event),
    price_minor: event.isPaid ? event.priceMinor : 0,
    currency: event.currency,
    event_enabler_discount: event.enableDiscount,
    enabler_discount_amount: event.discountPercent,
    is_capacity_limited: event.isCapacityLimited,
    capacity: event.capacity,
    spots: remaining(event, Math.max(parts.taken, members.length)),
    totalMembers: members.length,
    cancellation_policy: policyOf(event),
    refund_if_leaving_now_minor: refundIfLeavingNowMinor(event, parts.now),
    ...goNoGoOf(event),
    waitlist: {
      count: parts.waitlist.count,
      guests: parts.waitlist.guests.map((guest, index) => ({
        user_id: guest.userId,
        slug: guest.slug,
        name: guest.name,
        avatar: avatarOf(guest.photoKey, storage),
        position: index + 1,
        state: guest.state === 'offered' ? ('offered' as const) : ('waiting' as const),
        offer_expires_at: guest.offerExpiresAt?.toISOString() ?? null,
      })),
    },
    tags: tagsOf(categories, storage),
    spot_tags: tagsOf(spots, storage),
    age_groups: ages.map((age) => ({ id: age.id, name: age.name })),
    category_ids: categories.map((tag) => tag.id).join(','),
    spot_ids: spots.map((tag) => tag.id).join(','),
    age_group_ids: ages.map((age) => age.id).join(','),
    images: parts.images.map((image) => storage.urlFor(image.largeKey)),
    image_items: parts.images.map((image) => ({
      id: image.id,
      url: storage.urlFor(image.largeKey),
      card_url: storage.urlFor(image.cardKey),
    })),
    members: members.map((member) =>
      toEventMember(member, parts.interests.get(member.userId) ?? [], storage),
    ),
    is_editable: isEventEditable(event.status),
    is_cancellable: isEventCancellable(event.status),
    copied_from_id: event.copiedFromId,
    created_at: event.createdAt.toISOString(),
    updated_at: event.updatedAt.toISOString(),
  };
}
