import {
  DEFAULT_AVATAR,
  EVENT_MESSAGES,
  GUEST_EVENT_MESSAGES,
  type GuestEventCard,
  type GuestEventsQuery,
} from '@friendly/contracts';
import { inArray } from 'drizzle-orm';
import type { Deps } from '../../context';
import { inTransaction } from '../../db/client';
import { findPage } from '../../db/paging';
import { events, users } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { EventRow } from '../events/repository';
import { eventCards } from '../events/service';
import { notify } from '../notifications/service';
import type { UserRow } from '../users/repository';
import {
  countSeatsHeld,
  findEventForGuest,
  findMembership,
  heldSeats,
  holdSeat,
  openEventsOrder,
  openEventsWhere,
  releaseSeat,
} from './membership-repository';

/**
 * Guests browse approved events that have not started, join free ones and leave
 * (issue 13; docs/decisions/080). Seats hold under concurrency: every join takes the
 * event's row lock, so capacity is checked and the seat taken as one step.
 */
export async function browseEvents(deps: Deps, guest: UserRow, query: GuestEventsQuery) {
  const near =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude, radiusKm: query.radius_km }
      : undefined;
  const { rows, paging } = await findPage(deps.db, events, {
    page: query.page,
    perPage: query.per_page,
    where: openEventsWhere(deps.clock(), near),
    orderBy: [...openEventsOrder],
  });
  return { items: await guestCards(deps, guest, rows, near), paging };
}

async function guestCards(
  deps: Deps,
  guest: UserRow,
  rows: EventRow[],
  near?: { latitude: number; longitude: number },
): Promise<GuestEventCard[]> {
  const { storage } = deps.providers;
  const hostIds = [...new Set(rows.map((row) => row.hostId))];
  const [cards, hosts, seats] = await Promise.all([
    eventCards(deps, rows),
    hostIds.length
      ? deps.db
          .select({ id: users.id, slug: users.slug, name: users.name, photoKey: users.profilePhotoKey })
          .from(users)
          .where(inArray(users.id, hostIds))
      : Promise.resolve([]),
    heldSeats(
      deps.db,
      guest.id,
      rows.map((row) => row.id),
    ),
  ]);
  const hostById = new Map(hosts.map((host) => [host.id, host]));
  return rows.map((row, index) => {
    const host = hostById.get(row.hostId);
    return {
      ...cards[index]!,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      host: {
        slug: host?.slug ?? '',
        name: host?.name ?? null,
        image: host?.photoKey ? storage.urlFor(host.photoKey) : DEFAULT_AVATAR,
      },
      joined: seats.has(row.id),
      distance_km: near ? Math.round(haversineKm(near, row) * 10) / 10 : null,
    };
  });
}

function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

/** A free event's seat, at once; the host is notified in the same transaction. */
export async function joinEvent(deps: Deps, guest: UserRow, idOrSlug: string) {
  const now = deps.clock();
  return inTransaction(deps.db, async (tx) => {
    const event = await findEventForGuest(tx, idOrSlug, { lock: true });
    if (!event || (event.status !== 'approved' && event.status !== 'completed')) {
      throw new NotFoundError(EVENT_MESSAGES.notFound);
    }
    if (event.status !== 'approved') throw new ConflictError(GUEST_EVENT_MESSAGES.notOpen);
    if (event.startsAt <= now) throw new ConflictError(GUEST_EVENT_MESSAGES.started);
    const membership = await findMembership(tx, event.id, guest.id);
    if (membership?.status === 'joined') throw new ConflictError(GUEST_EVENT_MESSAGES.alreadyJoined);
    if (event.isPaid) throw new ConflictError(GUEST_EVENT_MESSAGES.paidNotYet);
    const held = await countSeatsHeld(tx, event.id);
    if (held >= event.capacity) throw new ConflictError(GUEST_EVENT_MESSAGES.full);
    await holdSeat(tx, event.id, guest.id, now);
    await notify(
      tx,
      event.hostId,
      {
        type: 'event.member_joined',
        title: 'A guest joined your event',
        message: `${guest.name ?? 'A guest'} joined ${event.title}.`,
        data: { event_id: event.id, event_slug: event.slug, user_id: guest.id },
      },
      now,
    );
    return { event_id: event.id, status: 'joined' as const, spots: event.capacity - held - 1 };
  });
}

/** Gives the seat back before the event starts; the host is notified. */
export async function leaveEvent(deps: Deps, guest: UserRow, idOrSlug: string) {
  const now = deps.clock();
  return inTransaction(deps.db, async (tx) => {
    const event = await findEventForGuest(tx, idOrSlug, { lock: true });
    const membership = event ? await findMembership(tx, event.id, guest.id) : null;
    if (!event || !membership) throw new NotFoundError(EVENT_MESSAGES.notFound);
    if (membership.status !== 'joined') throw new ConflictError(GUEST_EVENT_MESSAGES.notJoined);
    if (event.startsAt <= now) throw new ConflictError(GUEST_EVENT_MESSAGES.started);
    await releaseSeat(tx, event.id, guest.id, now);
    await notify(
      tx,
      event.hostId,
      {
        type: 'event.member_left',
        title: 'A guest left your event',
        message: `${guest.name ?? 'A guest'} left ${event.title}.`,
        data: { event_id: event.id, event_slug: event.slug, user_id: guest.id },
      },
      now,
    );
    const held = await countSeatsHeld(tx, event.id);
    return { event_id: event.id, status: 'left' as const, spots: Math.max(0, event.capacity - held) };
  });
}
