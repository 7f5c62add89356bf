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

/** Photon's layers of settlements, and of what has a street address (its docs/api-v1.md). */
const LAYERS: Record<PlaceSearchScope, readonly string[]> = {
  city: ['city'],
  // 'other' holds named places without a house number: a park, a beach, a hall.
  address: ['house', 'street', 'other'],
};
/** Layers whose features are areas to live in, not a door to knock on. */
const AREA_LAYERS = new Set(['city', 'district', 'locality', 'county', 'state', 'country']);
/** OSM keys of an address or a street rather than a venue. */
const NOT_VENUE_KEYS = new Set(['place', 'highway', 'boundary']);
/** How many found places are kept for their details (a search's list, many times over). */
const REMEMBERED_PLACES = 1000;
/** How far from the point in the id a details lookup searches, in km. */
const LOOKUP_RADIUS_KM = 0.05;

type PhotonFeature = {
  geometry?: { coordinates?: unknown };
  properties?: Record<string, unknown>;
};

/**
 * A Photon feature (GeocodeJSON) as a place, or null without an OSM id or coordinates. Its
 * id carries the point (`N240109189@52.5170365,13.3888599`): Photon has no lookup by id, so
 * details are found again near that point (docs/decisions/153).
 */
export function fromPhotonFeature(feature: PhotonFeature): GeocodedPlace | null {
  const properties = feature.properties ?? {};
  const coordinates = Array.isArray(feature.geometry?.coordinates) ? feature.geometry.coordinates : [];
  const longitude = toNumber(coordinates[0]);
  const latitude = toNumber(coordinates[1]);
  const letter = osmTypeLetter(properties.osm_type);
  const osmId = toNumber(properties.osm_id);
  if (latitude === null || longitude === null || !letter || osmId === null || !Number.isInteger(osmId))
    return null;
  const layer = text(properties.type) ?? 'other';
  const osmKey = text(properties.osm_key) ?? '';
  const name = text(properties.name);
  const countryCode = (text(properties.countrycode) ?? '').toUpperCase();
  const kind = AREA_LAYERS.has(layer) ? 'city' : name && !NOT_VENUE_KEYS.has(osmKey) ? 'venue' : 'address';
  // A street's own feature names the street; a house's names it under `street`.
  const street = streetLine(
    text(properties.street) ?? (osmKey === 'highway' ? name : undefined),
    text(properties.housenumber),
    countryCode,
  );
  return {
    id: `${letter}${osmId}@${latitude.toFixed(7).replace(/\.?0+$/, '')},${longitude.toFixed(7).replace(/\.?0+$/, '')}`,
    kind,
    name,
    street: kind === 'city' ? '' : street,
    suburb: kind === 'city' ? undefined : (text(properties.district) ?? text(properties.locality)),
    city:
      kind === 'city'
        ? layer === 'city'
          ? (name ?? '')
          : (text(properties.city) ?? name ?? '')
        : (text(properties.city) ?? text(properties.locality) ?? text(properties.county) ?? ''),
    region: text(properties.state),
    country: text(properties.country) ?? '',
    countryCode,
    latitude,
    longitude,
  };
}

function featuresOf(answer: unknown): PhotonFeature[] {
  const features = (answer as { features?: unknown } | null)?.features;
  if (!Array.isArray(features)) throw new PlacesUnavailableError("The geocoder's answer has no features");
  return features as PhotonFeature[];
}

/**
 * Photon (komoot's open geocoder over OpenStreetMap), self-hosted, asked by the server:
 * `/api?q=…&limit=…&lang=…&layer=…` for suggestions; details from the places it has just
 * suggested, or found again with `/reverse` at the point the id carries.
 */
export class PhotonPlaces implements PlacesProvider {
  private readonly found = new Map<string, GeocodedPlace>();

  constructor(private readonly options: GeocoderOptions) {}

  async autocomplete(
    input: string,
    limit: number,
    scope: PlaceSearchScope = 'city',
  ): Promise<PlaceSuggestion[]> {
    const query = new URLSearchParams({
      q: input,
      limit: String(limit),
      lang: this.options.language ?? 'en',
    });
    for (const layer of LAYERS[scope]) query.append('layer', layer);
    const features = featuresOf(await getJson(this.options, '/api', query));
    const places = features.flatMap((feature) => fromPhotonFeature(feature) ?? []).slice(0, limit);
    for (const place of places) this.remember(place);
    return places.map(toSuggestion);
  }

  async details(id: string): Promise<PlaceDetails | null> {
    const remembered = this.found.get(id);
    if (remembered) return toDetails(remembered);
    const match = /^([NWR]\d+)@(-?[\d.]+),(-?[\d.]+)$/.exec(id);
    if (!match) return null;
    const [, osmObject, latitude, longitude] = match as unknown as [string, string, string, string];
    const query = new URLSearchParams({
      lat: latitude,
      lon: longitude,
      radius: String(LOOKUP_RADIUS_KM),
      limit: '10',
      lang: this.options.language ?? 'en',
    });
    const features = featuresOf(await getJson(this.options, '/reverse', query));
    for (const feature of features) {
      const place = fromPhotonFeature(feature);
      if (place && place.id.split('@')[0] === osmObject) return toDetails({ ...place, id });
    }
    return null;
  }

  private remember(place: GeocodedPlace) {
    this.found.delete(place.id);
    this.found.set(place.id, place);
    if (this.found.size > REMEMBERED_PLACES) this.found.delete(this.found.keys().next().value as string);
  }
}
