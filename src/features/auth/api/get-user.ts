import type { GetUserResponse } from '@friendly/contracts';
import useSWR from 'swr';

/** GET /api/get-user?slug= — the number being verified (spec 000 §2.9, §7). */
export const verificationUserKey = (slug: string) => `/get-user?slug=${encodeURIComponent(slug)}`;

export function useVerificationUser(slug: string | null) {
  return useSWR<GetUserResponse>(slug ? verificationUserKey(slug) : null, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
