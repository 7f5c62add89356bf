import { type GetUserResponse, VERIFICATION_TOKEN_HEADER } from '@friendly/contracts/auth';
import useSWR from 'swr';
import { apiRequest } from '../../../api/http';
import { verificationTicketFor } from '../../../lib/verification-ticket';

/** GET /api/get-user?slug= — the number being verified (spec 000 §2.9, §7). */
export const verificationUserKey = (slug: string) => `/get-user?slug=${encodeURIComponent(slug)}`;

/**
 * The account behind a verification link. With this tab's ticket the server shows the
 * whole number and says whether it may be corrected; without one it is masked.
 */
export function useVerificationUser(slug: string | null) {
  return useSWR<GetUserResponse>(
    slug ? verificationUserKey(slug) : null,
    (key: string) => {
      const ticket = slug ? verificationTicketFor(slug) : null;
      return apiRequest<GetUserResponse>(key, {
        headers: ticket ? { [VERIFICATION_TOKEN_HEADER]: ticket } : {},
      });
    },
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}
