import type { AppConfigResponse } from '@friendly/contracts/places';
import { useApiRead } from './read';

/**
 * GET /api/app-config — runtime settings the app needs from the server: which places
 * source to use (the server's gazetteer or Google Places with a browser key), the payment
 * provider's display name for 'Connect with …', the default country and avatar.
 * Fetched once per page load; it does not change while the app runs.
 */
export const appConfigKey = '/app-config';

// The contract (and zod) loads with the request, not with the screens that ask.
const appConfigRead = {
  schema: () => import('@friendly/contracts/places').then((m) => m.appConfigResponseSchema),
};

export function useAppConfig() {
  const { data, error, isLoading } = useApiRead<AppConfigResponse>(appConfigKey, appConfigRead, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
  return { config: data?.data, error, isLoading };
}
