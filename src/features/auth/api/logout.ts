import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';

/**
 * POST /api/logout — revokes the token on the server too (spec 000 §7); the session ends
 * in the browser whatever it answers, so failures are ignored.
 */
export function useLogout() {
  return useApiMutation(
    '/logout',
    // The answer is not read: the session ends whatever it says.
    () => apiRequest<unknown>('/logout', { method: 'POST' }),
    { throwOnError: false },
  );
}
