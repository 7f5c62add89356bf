import { randomBytes } from 'node:crypto';
import { CALENDAR, CALENDAR_FEED_MESSAGES, EVENT_MESSAGES } from '@friendly/contracts';
import type { Deps } from '../../context';
import { NotFoundError } from '../../lib/errors';
import type { UserRow } from '../users/repository';
import { calendarFile } from './ics';
import {
  calendarEventFor,
  calendarTokenOf,
  feedEventRows,
  findCalendarOwner,
  storeCalendarToken,
} from './repository';

/** Calendar files and private feeds (docs/decisions/150). */

type CalendarDeps = Pick<Deps, 'db' | 'clock'>;

/** The host's own event as a file; another host's or an unknown one is 404. */
export async function hostEventCalendar(deps: CalendarDeps, host: UserRow, idOrSlug: string, origin: string) {
  const event = await calendarEventFor(deps.db, idOrSlug, { hostId: host.id });
  if (!event) throw new NotFoundError(EVENT_MESSAGES.notFound);
  return { slug: event.slug, ics: calendarFile([{ event, hosting: true }], { origin, now: deps.clock() }) };
}

/** An event the guest holds a seat at, as a file; any other is 404. */
export async function memberEventCalendar(
  deps: CalendarDeps,
  guest: UserRow,
  idOrSlug: string,
  origin: string,
) {
  const event = await calendarEventFor(deps.db, idOrSlug, { memberId: guest.id });
  if (!event) throw new NotFoundError(EVENT_MESSAGES.notFound);
  return { slug: event.slug, ics: calendarFile([{ event, hosting: false }], { origin, now: deps.clock() }) };
}

/**
 * A person's private feed: two queries whatever the number of events. A token of the
 * wrong shape is refused before the database is asked; an unknown one finds no one.
 * Both are the same 404.
 */
export async function feedCalendar(deps: CalendarDeps, token: string, origin: string) {
  if (!CALENDAR.tokenPattern.test(token)) throw new NotFoundError(CALENDAR_FEED_MESSAGES.feedNotFound);
  const owner = await findCalendarOwner(deps.db, token);
  if (!owner) throw new NotFoundError(CALENDAR_FEED_MESSAGES.feedNotFound);
  const rows = await feedEventRows(deps.db, owner.id);
  return calendarFile(
    rows.map((event) => ({ event, hosting: event.hostId === owner.id })),
    { origin, now: deps.clock(), name: CALENDAR.feedName },
  );
}

const newToken = () => randomBytes(CALENDAR.tokenBytes).toString('base64url');
const feedUrl = (origin: string, token: string) => `${origin}/api/calendar/${token}.ics`;

/** The person's feed link, its token made on first ask. */
export async function calendarFeedLink(deps: CalendarDeps, user: UserRow, origin: string) {
  const token =
    (await calendarTokenOf(deps.db, user.id)) ??
    (await storeCalendarToken(deps.db, user.id, newToken(), { replace: false }));
  if (!token) throw new NotFoundError(CALENDAR_FEED_MESSAGES.feedNotFound);
  return { url: feedUrl(origin, token) };
}

/** A new feed link; the old token finds no one from now on. */
export async function rotateCalendarFeed(deps: CalendarDeps, user: UserRow, origin: string) {
  const token = await storeCalendarToken(deps.db, user.id, newToken(), { replace: true });
  if (!token) throw new NotFoundError(CALENDAR_FEED_MESSAGES.feedNotFound);
  return { url: feedUrl(origin, token) };
}
