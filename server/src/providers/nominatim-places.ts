import type { PlaceDetails, PlaceSearchScope, PlaceSuggestion } from '@friendly/contracts';
import {
  type GeocodedPlace,
  type GeocoderOptions,
  getJson,
  osmTypeLetter,
  PlacesUnavailableError,
  streetLine,
  text,
  toDetails,
  toNumber,
  toSuggestion,
} from './geocoder';
import type { PlacesProvider } from './places';

/** From this address rank on, a place is a street, a house or a thing in it (Nominatim's ranks). */
const STREET_RANK = 26;
/** Categories (OSM keys) of an address or a street rather than a venue. */
const NOT_VENUE_CATEGORIES = new Set(['place', 'highway', 'boundary']);

type NominatimResult = Record<string, unknown> & { address?: Record<string, unknown> };

/** A Nominatim result (`format=jsonv2&addressdetails=1`) as a place, or null without an OSM id or point. */
export function fromNominatimResult(result: NominatimResult): GeocodedPlace | null {
  const latitude = toNumber(result.lat);
  const longitude = toNumber(result.lon);
  const letter = osmTypeLetter(result.osm_type);
  const osmId = toNumber(result.osm_id);
  if (latitude === null || longitude === null || !letter || osmId === null || !Number.isInteger(osmId))
    return null;
  const address = result.address ?? {};
  const part = (...keys: string[]) => {
    for (const key of keys) {
      const value = text(address[key]);
      if (value) return value;
    }
    return undefined;
  };
  const rank = toNumber(result.place_rank) ?? STREET_RANK;
  const category = text(result.category) ?? text(result.class) ?? '';
  const name = text(result.name);
  const countryCode = (part('country_code') ?? '').toUpperCase();
  const kind =
    rank < STREET_RANK ? 'city' : name && !NOT_VENUE_CATEGORIES.has(category) ? 'venue' : 'address';
  const town = part('city', 'town', 'village', 'municipality', 'hamlet');
  return {
    id: `${letter}${osmId}`,
    kind,
    name,
    street:
      kind === 'city'
        ? ''
        : streetLine(
            part('road', 'pedestrian', 'footway', 'path', 'square') ??
              (category === 'highway' ? name : undefined),
            part('house_number'),
            countryCode,
          ),
    suburb:
      kind === 'city' ? undefined : part('suburb', 'city_district', 'neighbourhood', 'quarter', 'borough'),
    city: kind === 'city' ? (name ?? town ?? '') : (town ?? part('county') ?? ''),
    region: part('state', 'region', 'province'),
    country: part('country') ?? '',
    countryCode,
    latitude,
    longitude,
  };
}

function resultsOf(answer: unknown): NominatimResult[] {
  if (!Array.isArray(answer)) throw new PlacesUnavailableError("The geocoder's answer is not a list");
  return answer as NominatimResult[];
}

/**
 * Nominatim (OpenStreetMap's geocoder), self-hosted, asked by the server:
 * `/search?format=jsonv2&addressdetails=1` for suggestions (cities with `featureType=city`,
 * addresses and venues with `layer=address,poi`) and `/lookup?osm_ids=…` for details.
 * The OSM Foundation's public instance forbids search-as-you-type; the config refuses it.
 */
export class NominatimPlaces implements PlacesProvider {
  constructor(private readonly options: GeocoderOptions) {}

  private query(fields: Record<string, string>) {
    return new URLSearchParams({
      ...fields,
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': this.options.language ?? 'en',
    });
  }

  async autocomplete(
    input: string,
    limit: number,
    scope: PlaceSearchScope = 'city',
  ): Promise<PlaceSuggestion[]> {
    const query = this.query(
      scope === 'city'
        ? { q: input, limit: String(limit), featureType: 'city' }
        : { q: input, limit: String(limit), layer: 'address,poi' },
    );
    const results = resultsOf(await getJson(this.options, '/search', query));
    return results
      .flatMap((result) => fromNominatimResult(result) ?? [])
      .slice(0, limit)
      .map(toSuggestion);
  }

  async details(id: string): Promise<PlaceDetails | null> {
    if (!/^[NWR]\d+$/.test(id)) return null;
    const results = resultsOf(await getJson(this.options, '/lookup', this.query({ osm_ids: id })));
    const place = results.map(fromNominatimResult).find((found) => found?.id === id);
    return place ? toDetails(place) : null;
  }
}
