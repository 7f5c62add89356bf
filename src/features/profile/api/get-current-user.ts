import type { UserResponse } from '@friendly/contracts';
import useSWR from 'swr';

/** GET /api/user — the signed-in host's profile (spec 000 §3, §7), to prefill the form. */
export const currentUserKey = '/user';

/** Asks only while a token is stored; without one the page sends the visitor to /login. */
export function useCurrentUser(signedIn: boolean) {
  const { data, error, isLoading, mutate } = useSWR<UserResponse>(signedIn ? currentUserKey : null, {
    revalidateOnFocus: false,
  });
  return { user: data?.data, error, isLoading: signedIn && isLoading, retry: () => mutate() };
}
