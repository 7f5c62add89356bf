import { type AccountStatusResponse, accountStatusResponseSchema } from '@friendly/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../../../api/http';
import { getStoredUser, saveStoredUser } from '../../../lib/session';
import { accountStatusKey } from './get-account-status';

/**
 * POST /api/stripe/handle-return with an empty body: the browser is back from the
 * provider, so the server re-reads the account; it answers the account-status shape
 * (docs/decisions/019).
 */
export function handleProviderReturn() {
  return apiRequest<AccountStatusResponse>('/stripe/handle-return', { method: 'POST' });
}

/**
 * The stored user data feeds the route guard (spec 000 §2.2 rules 6 and 7), so it takes
 * the account's new state at once rather than at the next page load.
 */
function rememberAccount(answer: unknown) {
  const stored = getStoredUser();
  const readable = accountStatusResponseSchema.safeParse(answer);
  if (!stored || !readable.success) return;
  const { user } = readable.data;
  saveStoredUser({
    ...stored,
    stripe_account_id: user.stripe_account_id,
    has_stripe_account: user.has_stripe_account,
    stripe_onboarding_completed: user.onboarding_completed,
  });
}

/**
 * Calls the return handler, then reloads the account status (spec 000 §4) — with the
 * handler's answer shown meanwhile, as it has the same shape. Failures are thrown for the
 * page to word; the status is reloaded either way.
 */
export function useHandleReturn() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    try {
      const answer = await handleProviderReturn();
      rememberAccount(answer);
      void mutate(accountStatusKey, answer, { revalidate: true });
      return answer;
    } catch (error) {
      void mutate(accountStatusKey);
      throw error;
    }
  }, [mutate]);
}
