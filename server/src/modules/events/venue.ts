import { type AddressReveal, addressRevealedAt, type Venue } from '@friendly/contracts';
import type { EventRow } from './repository';

/**
 * Who reads an event's place (docs/decisions/152): its host, one of its members (a guest
 * whose seat is confirmed), or anyone else.
 */
export type VenueReader = 'host' | 'member' | 'other';

type PlaceColumns = Pick<
  EventRow,
  | 'location'
  | 'latitude'
  | 'longitude'
  | 'venueLatitude'
  | 'venueLongitude'
  | 'address'
  | 'arrivalNotes'
  | 'addressReveal'
  | 'startsAt'
>;

/** Whether this reader sees the exact place now: the host always, a member once revealed. */
export function seesExactPlace(event: PlaceColumns, reader: VenueReader, now: Date) {
  if (reader === 'host') return true;
  if (reader !== 'member') return false;
  const revealedAt = addressRevealedAt(event.addressReveal, event.startsAt);
  return revealedAt === null || now >= revealedAt;
}

/**
 * The event's place as `reader` may see it at `now`: the area and its ~500 m point for
 * anyone; the exact point, the address and the arrival notes for the host, and for members
 * once the host's reveal says so. The one place this is decided.
 */
export function venueFor(event: PlaceColumns, reader: VenueReader, now: Date): Venue {
  const exact = seesExactPlace(event, reader, now);
  const revealedAt = addressRevealedAt(event.addressReveal, event.startsAt);
  return {
    area: event.location,
    latitude: exact ? event.venueLatitude : event.latitude,
    longitude: exact ? event.venueLongitude : event.longitude,
    approximate: !exact,
    address: exact ? event.address : null,
    arrival_notes: exact ? event.arrivalNotes : null,
    address_reveal: event.addressReveal as AddressReveal,
    revealed_at: revealedAt?.toISOString() ?? null,
  };
}
