import type { CountriesResponse } from '@friendly/contracts/auth';
import useSWR from 'swr';

/** GET /api/countries — the country selector's list (spec 000 §7). */
export const countriesKey = '/countries';

export function useCountries() {
  const { data, error, isLoading } = useSWR<CountriesResponse>(countriesKey, {
    revalidateOnFocus: false,
  });
  return { countries: data?.countries ?? [], error, isLoading };
}
