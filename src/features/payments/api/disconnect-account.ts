import { disconnectResponseSchema } from '@friendly/contracts/payments';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { currentUserKey } from '../../../api/current-user';
import { apiRequest } from '../../../api/http';
import { accountStatusKey } from './get-account-status';

/**
 * POST /api/stripe/disconnect (spec 001 §7): removes the payment account. The status and
 * the current user (which the route guard reads) are fetched again afterwards; failures —
 * the server's refusal while events are upcoming among them — are thrown for the page to word.
 */
export function useDisconnectAccount() {
  const { mutate } = useSWRConfig();
  const { trigger, isMutating } = useSWRMutation(
    accountStatusKey,
    () => apiRequest('/stripe/disconnect', { method: 'POST', schema: disconnectResponseSchema }),
    { populateCache: false, revalidate: true, onSuccess: () => void mutate(currentUserKey) },
  );
  return { disconnect: () => trigger(), isDisconnecting: isMutating };
}
