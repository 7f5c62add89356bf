import { CALENDAR, CALENDAR_FEED_MESSAGES, CALENDAR_MESSAGES, venueLine } from '@friendly/contracts';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import type { EventRow } from '../events/repository';
import { venueFor } from '../events/venue';

/**
 * RFC 5545 files of events (docs/decisions/150), made with ical-generator. Each event is a
 * VEVENT with a UID that never changes (`event-<id>@<host>`), its start and end as wall
 * times in the event's own IANA zone (`DTSTART;TZID=…`, with the zone's VTIMEZONE), and
 * SEQUENCE from `events.calendar_sequence`, which goes up when its title, place or status
 * changes, so a calendar that already holds it takes the new version.
 */

/** What the file says of one event and whose view it is. */
export type CalendarEntry = {
  event: Pick<
    EventRow,
    | 'id'
    | 'slug'
    | 'title'
    | 'description'
    | 'location'
    | 'latitude'
    | 'longitude'
    | 'venueLatitude'
    | 'venueLongitude'
    | 'address'
    | 'arrivalNotes'
    | 'addressReveal'
    | 'startsAt'
    | 'endsAt'
    | 'timeZone'
    | 'status'
    | 'goStatus'
    | 'calendarSequence'
    | 'updatedAt'
  >;
  /**
   * The host's own event links to its page in the web app; a member's has no page there.
   * The host sees the exact place; a member sees it once it is revealed to them
   * (docs/decisions/152).
   */
  hosting: boolean;
};

export type CalendarOptions = {
  /** The server's public origin (PUBLIC_URL): the UIDs' domain and the events' links. */
  origin: string;
  /** DTSTAMP: when the file was made. */
  now: Date;
  /** A feed's name (NAME / X-WR-CALNAME), left out of single files. */
  name?: string;
};

/** STATUS: a cancelled, called-off or rejected event will not happen; pending is not decided yet. */
export function calendarStatus(event: Pick<EventRow, 'status' | 'goStatus'>): ICalEventStatus {
  if (event.status === 'cancelled' || event.status === 'rejected' || event.goStatus === 'called_off') {
    return ICalEventStatus.CANCELLED;
  }
  if (event.status === 'pending') return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CONFIRMED;
}

// A VTIMEZONE per zone, read from the package's files once per process. An alias ('UTC',
// 'Asia/Calcutta') is served its zone's definition, whose TZID is the canonical name: it
// is renamed to the zone the events name, which is what their TZID parameters say.
const vtimezones = new Map<string, string | null>();
function vtimezone(zone: string): string | null {
  let component = vtimezones.get(zone);
  if (component === undefined) {
    const found = getVtimezoneComponent(zone);
    component = found
      ? `${found
          .trim()
          .split(/\r\n|\r|\n/)
          .map((line) => (line.startsWith('TZID:') ? `TZID:${zone}` : line))
          .join('\r\n')}\r\n`
      : null;
    vtimezones.set(zone, component);
  }
  return component;
}

// Wall-clock parts of an instant in a zone; one formatter per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function wallTime(instant: Date, zone: string): string {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The UID's domain: the public origin's host name, the same on every instance. */
const uidDomain = (origin: string) => {
  try {
    return new URL(origin).hostname || 'friendly-host';
  } catch {
    return 'friendly-host';
  }
};

export const eventUid = (eventId: number, origin: string) => `event-${eventId}@${uidDomain(origin)}`;

/**
 * Content lines longer than 75 octets folded as RFC 5545 §3.1 asks, as ical-generator
 * folds them (at most 74 octets, then CRLF and a space). Its own folding encodes every
 * character with a new TextEncoder, about 40 ms for a feed of 200 events; this one
 * counts octets arithmetically and leaves short lines alone.
 */
export function foldLines(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => {
      // Three octets at most per UTF-16 unit: a line this short cannot need folding.
      if (line.length * 3 <= 74 || Buffer.byteLength(line) <= 74) return line;
      let folded = '';
      let octets = 0;
      for (const character of line) {
        const point = character.codePointAt(0) ?? 0;
        const size = point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
        octets += size;
        if (octets > 74) {
          folded += '\r\n ';
          octets = size;
        }
        folded += character;
      }
      return folded;
    })
    .join('\r\n');
}

/**
 * One calendar file holding the entries, in the order given. ical-generator writes the
 * calendar's frame and each VEVENT; the VTIMEZONEs of the zones used and the events go in
 * before END:VCALENDAR, folded by `foldLines`.
 */
export function calendarFile(entries: readonly CalendarEntry[], options: CalendarOptions): string {
  const calendar = ical({
    prodId: { company: 'Friendly Host', product: 'Events', language: 'EN' },
    ...(options.name ? { name: options.name, ttl: CALENDAR.feedRefreshMinutes * 60 } : {}),
  });
  // Times are written as the event's wall clock with its TZID.
  calendar.timezone({ name: null, generator: vtimezone });
  const frame = calendar.toString();
  const zones = new Set<string>();
  let body = '';
  for (const { event, hosting } of entries) {
    const link = hosting ? `${options.origin}/event-details/${encodeURIComponent(event.slug)}` : null;
    const place = venueFor(event, hosting ? 'host' : 'member', options.now);
    const notes = place.arrival_notes ? `\n\n${CALENDAR_MESSAGES.arrivalNotes(place.arrival_notes)}` : '';
    const zoned = vtimezone(event.timeZone) !== null;
    if (zoned) zones.add(event.timeZone);
    body += calendar
      .createEvent({
        id: eventUid(event.id, options.origin),
        sequence: event.calendarSequence,
        stamp: options.now,
        lastModified: event.updatedAt,
        // A zone the VTIMEZONE list lacks (none of the IANA zones we accept, so far) is
        // written in UTC rather than with a TZID no reader could resolve.
        ...(zoned
          ? {
              start: wallTime(event.startsAt, event.timeZone),
              end: wallTime(event.endsAt, event.timeZone),
              timezone: event.timeZone,
            }
          : { start: event.startsAt, end: event.endsAt }),
        summary: event.title,
        description: `${event.description}${notes}\n\n${link ? CALENDAR_MESSAGES.eventLink(link) : CALENDAR_FEED_MESSAGES.membersSeeApp}`,
        location: {
          title: venueLine(place),
          geo: { lat: place.latitude, lon: place.longitude },
        },
        ...(link ? { url: link } : {}),
        status: calendarStatus(event),
      })
      .toString();
  }
  const timezones = [...zones].map((zone) => vtimezone(zone)).join('');
  const end = frame.lastIndexOf('END:VCALENDAR');
  return `${frame.slice(0, end)}${foldLines(`${timezones}${body}`)}${frame.slice(end)}`;
}
