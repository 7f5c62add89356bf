import { logoutResponseSchema } from '@friendly/contracts';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/http';

/**
 * POST /api/logout — revokes the token on the server too (spec 000 §7); the session ends
 * in the browser whatever it answers, so failures are ignored.
 */
export function useLogout() {
  return useSWRMutation(
    '/logout',
    (path: string) => apiRequest(path, { method: 'POST', schema: logoutResponseSchema }),
    { revalidate: false, throwOnError: false },
  );
}
