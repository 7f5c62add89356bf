import { readLogoutResponse } from '@friendly/contracts/session-check';
import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';

/**
 * POST /api/logout — revokes the token on the server too (spec 000 §7); the session ends
 * in the browser whatever it answers, so failures, an unreadable answer among them, are
 * ignored. Read without zod: Log Out is in the signed-in header (docs/decisions/126).
 */
export function useLogout() {
  return useApiMutation(
    '/logout',
    () => apiRequest('/logout', { method: 'POST', check: readLogoutResponse }),
    { throwOnError: false },
  );
}
