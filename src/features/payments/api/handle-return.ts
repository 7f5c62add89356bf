import type { UserResponse } from '@friendly/contracts/auth';
import { accountStatusResponseSchema } from '@friendly/contracts/payments';
import { currentUserKey } from '../../../api/current-user';
import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';
import { accountStatusKey } from './get-account-status';

/**
 * POST /api/stripe/handle-return with an empty body: the browser is back from the
 * provider, so the server re-reads the account; it answers the account-status shape
 * (docs/decisions/019), which is shown at once while the status is read again (spec 000
 * §4). The current user takes the account's new state, since it feeds the route guard
 * (spec 000 §2.2 rules 6 and 7). Failures are thrown for the page to word; the status is
 * reloaded either way.
 */
export function useHandleReturn() {
  return useApiMutation(
    accountStatusKey,
    () => apiRequest('/stripe/handle-return', { method: 'POST', schema: accountStatusResponseSchema }),
    {
      populateCache: true,
      revalidate: true,
      onSuccess: ({ user }, cache) =>
        void cache<UserResponse>(
          currentUserKey,
          (current) =>
            current && {
              ...current,
              data: {
                ...current.data,
                stripe_account_id: user.stripe_account_id,
                has_stripe_account: user.has_stripe_account,
                stripe_onboarding_completed: user.onboarding_completed,
              },
            },
          { revalidate: false },
        ),
      onError: (_error, cache) => void cache(accountStatusKey),
    },
  );
}
