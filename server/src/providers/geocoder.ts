import type { PlaceDetails, PlaceKind, PlaceSuggestion } from '@friendly/contracts';

/**
 * What the self-hosted open geocoders (Photon, Nominatim) share: one JSON GET with a deadline
 * and our User-Agent, failures of every kind turned into one error, and one shape of a found
 * place, put into the API's words by the same two functions (docs/decisions/153).
 */

/** A place as either geocoder found it, in its parts. */
export type GeocodedPlace = {
  /** The API's place id: N, W or R and the OpenStreetMap id (Photon adds the point). */
  id: string;
  kind: PlaceKind;
  /** A venue's own name; a city's name; for an address, what the geocoder calls it, if anything. */
  name: string | undefined;
  /** '12 King Street', or '' when the place has no street. */
  street: string;
  suburb: string | undefined;
  city: string;
  region: string | undefined;
  country: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
  latitude: number;
  longitude: number;
};

/** The row of the list: 'The Grounds of Alexandria' / '7A Huntley Street, Alexandria, Sydney, …'. */
export function toSuggestion(place: GeocodedPlace): PlaceSuggestion {
  const main =
    place.kind === 'venue'
      ? (place.name ?? place.street)
      : place.kind === 'address'
        ? place.street || (place.name ?? place.city)
        : place.city || (place.name ?? '');
  const rest =
    place.kind === 'venue'
      ? [place.street, place.suburb, place.city, place.region, place.country]
      : place.kind === 'address'
        ? [place.suburb, place.city, place.region, place.country]
        : [place.region, place.country];
  const secondary = joinParts(rest.filter((part) => part !== main));
  return {
    place_id: place.id,
    description: joinParts([main, secondary]),
    main_text: main,
    secondary_text: secondary,
  };
}

/**
 * The details answer. As Google's, the formatted address leaves a venue's name out (the
 * name comes apart, in `name`); the coordinates are the exact point.
 */
export function toDetails(place: GeocodedPlace): PlaceDetails {
  const formatted =
    place.kind === 'city'
      ? joinParts([place.city || place.name, place.region, place.country])
      : joinParts([place.street, place.suburb, place.city, place.region, place.country]);
  const name =
    place.kind === 'venue'
      ? (place.name ?? place.street)
      : place.kind === 'address'
        ? place.street || (place.name ?? '')
        : place.city || (place.name ?? '');
  return {
    place_id: place.id,
    kind: place.kind,
    name,
    formatted_address: formatted || name,
    latitude: place.latitude,
    longitude: place.longitude,
    address_components: {
      suburb: place.kind === 'city' ? null : (place.suburb ?? null),
      city: place.city,
      region: place.region ?? null,
      country: place.country,
      country_code: place.countryCode,
      admin_code: null,
    },
    population: null,
  };
}

/** How long a search waits for the geocoder; a suggestion list later than this helps no one. */
export const GEOCODER_TIMEOUT_MS = 5000;

/**
 * The geocoder could not answer: unreachable, too slow, an error status or an answer we
 * cannot read. The route turns it into a 502 in the API's error shape.
 */
export class PlacesUnavailableError extends Error {
  override name = 'PlacesUnavailableError';
  constructor(
    message: string,
    /** The geocoder's HTTP status, when it answered at all. */
    readonly upstreamStatus: number | null = null,
  ) {
    super(message);
  }
}

export type GeocoderOptions = {
  /** Base URL without a trailing slash (a path prefix is kept: https://geo.example/photon). */
  url: string;
  userAgent: string;
  /** The language of the names (Photon's `lang`, Nominatim's `accept-language`). */
  language?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * GETs `path` under the geocoder's URL and parses its JSON. Never throws anything but a
 * PlacesUnavailableError: a refused connection must not read as the database's (the error
 * handler answers those 503), and the query text stays out of the message (it may be a
 * host's street address).
 */
export async function getJson(
  options: GeocoderOptions,
  path: string,
  query: URLSearchParams,
): Promise<unknown> {
  const url = `${options.url}${path}?${query}`;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: { accept: 'application/json', 'user-agent': options.userAgent },
      signal: AbortSignal.timeout(options.timeoutMs ?? GEOCODER_TIMEOUT_MS),
    });
  } catch (error) {
    const reason =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        ? 'timed out'
        : 'could not be reached';
    throw new PlacesUnavailableError(`The geocoder ${reason} (${path})`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new PlacesUnavailableError(`The geocoder answered ${response.status} (${path})`, response.status);
  }
  try {
    return await response.json();
  } catch {
    throw new PlacesUnavailableError(`The geocoder's answer is not JSON (${path})`, response.status);
  }
}

/** Countries that write the house number before the street ('12 King Street'). */
const NUMBER_FIRST = new Set(['AU', 'NZ', 'US', 'CA', 'GB', 'IE', 'FR', 'ZA', 'SG', 'MY', 'PH', 'IN']);

/** '12 King Street' (Australia), 'Unter den Linden 2' (Germany), or the street alone. */
export function streetLine(street: string | undefined, houseNumber: string | undefined, countryCode: string) {
  if (!street) return houseNumber ?? '';
  if (!houseNumber) return street;
  return NUMBER_FIRST.has(countryCode) ? `${houseNumber} ${street}` : `${street} ${houseNumber}`;
}

/** The parts, blanks and repeats left out, joined by commas: 'Newtown, Sydney, New South Wales, Australia'. */
export function joinParts(parts: ReadonlyArray<string | null | undefined>) {
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (text && !kept.includes(text)) kept.push(text);
  }
  return kept.join(', ');
}

/** 'node' or 'N' → 'N' (OpenStreetMap's object types), anything else null. */
export function osmTypeLetter(type: unknown): 'N' | 'W' | 'R' | null {
  if (typeof type !== 'string' || type === '') return null;
  const letter = type[0]!.toUpperCase();
  return letter === 'N' || letter === 'W' || letter === 'R' ? letter : null;
}

/** A number from a geocoder's JSON (Nominatim writes coordinates as strings). */
export function toNumber(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** A non-blank string from a geocoder's JSON, else undefined. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
