import { readCountriesResponse } from '@friendly/contracts/countries-check';
import { useApiRead } from './read';

/** GET /api/countries — the country selector's list (spec 000 §7). */
export const countriesKey = '/countries';

// Read without zod (countries-check.ts, held to the schema): Login's first load stays off zod.
const countriesRead = { check: readCountriesResponse };

export function useCountries() {
  const { data, error, isLoading } = useApiRead(countriesKey, countriesRead, { revalidateOnFocus: false });
  return { countries: data?.countries ?? [], error, isLoading };
}
