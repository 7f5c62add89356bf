import type { AppConfigResponse } from '@friendly/contracts/places';
import useSWR from 'swr';

/**
 * GET /api/app-config — runtime settings the app needs from the server: which places
 * source to use (the server's gazetteer or Google Places with a browser key), the payment
 * provider's display name for 'Connect with …', the default country and avatar.
 * Fetched once per page load; it does not change while the app runs.
 */
export const appConfigKey = '/app-config';

export function useAppConfig() {
  const { data, error, isLoading } = useSWR<AppConfigResponse>(appConfigKey, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
  return { config: data?.data, error, isLoading };
}
