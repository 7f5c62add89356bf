/**
 * Where an event happens (docs/decisions/152). `location` is the area anyone may see — the
 * suburb or city — with a point rounded to about 500 m. The street address (or a venue's
 * name with its address), the exact point and the arrival notes are the host's and the
 * members' alone, and members see them when the host's `address_reveal` says so. No zod
 * here: the host's screens read these on their first load.
 */

export const ADDRESS_REVEALS = ['on_join', 'day_before'] as const;
export type AddressReveal = (typeof ADDRESS_REVEALS)[number];
export const DEFAULT_ADDRESS_REVEAL: AddressReveal = 'on_join';

export function isAddressReveal(value: unknown): value is AddressReveal {
  return typeof value === 'string' && (ADDRESS_REVEALS as readonly string[]).includes(value);
}

export const VENUE = {
  addressMax: 300,
  arrivalNotesMax: 500,
  /** `day_before`: the address reaches members this many hours before the start. */
  revealHoursBefore: 24,
  /** The grid the area's point is rounded to: 1/200 of a degree, about 555 m of latitude. */
  gridPerDegree: 200,
} as const;

export const ADDRESS_REVEAL_LABELS: Record<AddressReveal, string> = {
  on_join: 'As soon as they join',
  day_before: 'The day before (24 hours before it starts)',
};

export const VENUE_MESSAGES = {
  addressLabel: 'Street address or venue',
  addressHint: 'Only you and your guests see it, when you choose below. Others see the area.',
  addressTooLong: `The address may not be longer than ${VENUE.addressMax} characters.`,
  arrivalNotesLabel: 'Arrival notes (optional)',
  arrivalNotesHint: 'For example: ring the top bell, second floor.',
  arrivalNotesTooLong: `Arrival notes may not be longer than ${VENUE.arrivalNotesMax} characters.`,
  addressRevealLegend: 'Show your guests the address',
  addressRevealInvalid: 'Please choose when guests see the address.',
  /** What a guest reads before the address reaches them. */
  approximateNote: 'The exact address is shared with guests who hold a seat.',
  revealedDayBefore: 'The exact address is shared with guests 24 hours before the start.',
  /** Event details, for the host: the venue as guests will get it. */
  venueHeading: 'Venue',
  areaTerm: 'Area',
  addressTerm: 'Address',
  arrivalNotesTerm: 'Arrival notes',
  noAddress: 'No street address yet: guests see the area only.',
  hostRevealOnJoin: 'Guests see the address as soon as they join.',
  hostRevealDayBefore: 'Guests see the address 24 hours before the start.',
} as const;

/** A coordinate on the area's grid: what anyone but the host and members sees. */
export function approximateCoordinate(value: number) {
  return Math.round(value * VENUE.gridPerDegree) / VENUE.gridPerDegree;
}

/** When members see the address: at once (null) or 24 hours before the start. */
export function addressRevealedAt(reveal: string, startsAt: Date): Date | null {
  return reveal === 'day_before' ? new Date(startsAt.getTime() - VENUE.revealHoursBefore * 3_600_000) : null;
}

/** The event's place as one reader may see it (`venueSchema` in guest-events.ts). */
export type Venue = {
  area: string;
  latitude: number;
  longitude: number;
  approximate: boolean;
  address: string | null;
  arrival_notes: string | null;
  address_reveal: AddressReveal;
  revealed_at: string | null;
};

/**
 * The place in one line as a reader may see it: the address with the area when the address
 * does not already name it ('12 Crown Street, Surry Hills, Sydney NSW, Australia'), or the
 * area alone until the address is revealed.
 */
export function venueLine(venue: Pick<Venue, 'area' | 'address'>): string {
  if (!venue.address) return venue.area;
  const town = venue.area.split(',')[0]?.trim().toLowerCase() ?? '';
  return town && venue.address.toLowerCase().includes(town)
    ? venue.address
    : `${venue.address}, ${venue.area}`;
}
