import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/http';

/**
 * POST /api/logout — revokes the token on the server too (spec 000 §7); the session ends
 * in the browser whatever it answers, so failures are ignored.
 */
export function useLogout() {
  return useSWRMutation(
    '/logout',
    // The answer is not read: the session ends whatever it says.
    (path: string) => apiRequest(path, { method: 'POST' }),
    { revalidate: false, throwOnError: false },
  );
}
