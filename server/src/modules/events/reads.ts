import {
  chargeCurrency,
  EVENT_MESSAGES,
  type EventStatus,
  type PageQuery,
  WAITLIST,
} from '@friendly/contracts';
import type { Deps } from '../../context';
import { NotFoundError } from '../../lib/errors';
import { memberAnswersOf } from '../guests/membership-repository';
import { hostEarningsMinor } from '../payments/seat-payments-repository';
import type { UserRow } from '../users/repository';
import { countInLine, lineOf } from '../waitlist/repository';
import {
  ageGroupsOf,
  cardPartsOf,
  categoriesOf,
  coverImagesOf,
  type EventRow,
  findHostEventsPage,
  findHostedEvent,
  findJoinedEventsPage,
  interestsOf,
  listEventImages,
  listHostEvents,
  listJoinedEventRows,
  membersOf,
  seatCountsOf,
  spotsOf,
} from './repository';
import { toEventCard, toEventDetail } from './serializer';

/**
 * Reading events (spec 001 §2, §5, §7): a host's details, cards for any list, My Events and
 * the events a user joined, each in a constant number of queries (docs/decisions/075, 077).
 */

/** Card members shown per event (avatars); the total is counted apart. */
const CARD_MEMBERS = 5;

/** What reading events needs: the database, the time (holds that lapsed) and storage (URLs). */
type ReadDeps = Pick<Deps, 'db' | 'clock' | 'providers'>;

/** Everything the details page shows of one event, in a constant number of queries. */
export async function eventDetail(deps: ReadDeps, event: EventRow) {
  const ids = [event.id];
  const [images, categories, spots, ages, members, seats, lineCount, line, answers] = await Promise.all([
    listEventImages(deps.db, event.id),
    categoriesOf(deps.db, ids),
    spotsOf(deps.db, ids),
    ageGroupsOf(deps.db, ids),
    membersOf(deps.db, ids),
    seatCountsOf(deps.db, ids, deps.clock()),
    countInLine(deps.db, event.id),
    lineOf(deps.db, event.id, WAITLIST.namesShown),
    memberAnswersOf(deps.db, ids),
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
      now: deps.clock(),
      waitlist: { count: lineCount, guests: line },
      answers: answers.get(event.id) ?? [],
    },
    deps.providers.storage,
  );
}

export async function getHostedEventDetail(deps: ReadDeps, host: UserRow, idOrSlug: string) {
  const event = await findHostedEvent(deps.db, host.id, idOrSlug);
  if (!event) throw new NotFoundError(EVENT_MESSAGES.notFound);
  return eventDetail(deps, event);
}

/** A card of an event nobody has joined and without pictures or tags. */
const NO_PARTS = { coverKey: null, tags: [], memberPhotoKeys: [], joined: 0, taken: 0, waitlist: 0 };

/** Cards for many events: the events, then one query for all their parts (no N+1). */
export async function eventCards(deps: ReadDeps, rows: EventRow[]) {
  const parts = await cardPartsOf(
    deps.db,
    rows.map((row) => row.id),
    deps.clock(),
    CARD_MEMBERS,
  );
  return rows.map((row) => toEventCard(row, parts.get(row.id) ?? NO_PARTS, deps.providers.storage));
}

/**
 * My Events (spec 001 §2): the host's events by date, all of them, or one page when the
 * query names `page` or `per_page` (additive, docs/decisions/077).
 */
export async function listHostedEvents(deps: ReadDeps, host: UserRow, page: PageQuery | null) {
  if (!page) {
    const rows = await listHostEvents(deps.db, host.id);
    return { cards: await eventCards(deps, rows), paging: null };
  }
  const { rows, paging } = await findHostEventsPage(deps.db, host.id, {
    page: page.page,
    perPage: page.per_page,
  });
  return { cards: await eventCards(deps, rows), paging };
}

/**
 * The host's earnings so far in their payout currency: the sum of the host amounts of their
 * guests' payments in it (docs/decisions/084, 134). Payments in another currency (before
 * the host's account changed currency) are in Payment Transaction, per currency.
 */
export function totalEarningMinor(deps: Pick<Deps, 'db'>, host: UserRow) {
  return hostEarningsMinor(deps.db, host.id, chargeCurrency(host.payoutCurrency));
}

/** Events the user hosts or holds a seat at, by start (spec 001 §7 GET /api/user/events/joined). */
export async function listJoinedEvents(deps: ReadDeps, user: UserRow, page: PageQuery | null) {
  const { rows, paging } = page
    ? await findJoinedEventsPage(deps.db, user.id, { page: page.page, perPage: page.per_page })
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
