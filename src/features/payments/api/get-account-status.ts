import { accountStatusResponseSchema } from '@friendly/contracts/payments';
import { useMemo } from 'react';
import { useApiRead } from '../../../api/read';
import { type ConnectionState, connectionStateOf } from '../account-state';

/**
 * GET /api/stripe/account-status — the connected account's state, fresh from the
 * provider (spec 000 §7, docs/decisions/019). The answer is read through its contract:
 * a failed or unreadable answer is the page's 'unknown' state.
 */
export const accountStatusKey = '/stripe/account-status';

export function useAccountStatus({ paused = false }: { paused?: boolean } = {}) {
  const { data, error, isValidating, mutate } = useApiRead(
    paused ? null : accountStatusKey,
    { schema: accountStatusResponseSchema },
    { revalidateOnFocus: false },
  );
  const state = useMemo<ConnectionState | null>(() => {
    if (error) return { kind: 'unknown' };
    return data === undefined ? null : connectionStateOf(data);
  }, [data, error]);
  return {
    /** null while the first answer is on its way (or the call is paused). */
    state,
    isRefreshing: isValidating,
    refresh: () => mutate(),
  };
}
