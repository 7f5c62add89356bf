import { disconnectResponseSchema } from '@friendly/contracts/payments';
import { currentUserKey } from '../../../api/current-user';
import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';
import { accountStatusKey } from './get-account-status';

/**
 * POST /api/stripe/disconnect (spec 001 §7): removes the payment account. The status and
 * the current user (which the route guard reads) are fetched again afterwards; failures —
 * the server's refusal while events are upcoming among them — are thrown for the page to word.
 */
export function useDisconnectAccount() {
  return useApiMutation(
    accountStatusKey,
    () => apiRequest('/stripe/disconnect', { method: 'POST', schema: disconnectResponseSchema }),
    { revalidate: true, onSuccess: (_answer, cache) => void cache(currentUserKey) },
  );
}
