import { getUserResponseSchema, VERIFICATION_TOKEN_HEADER } from '@friendly/contracts/auth';
import { useApiRead } from '../../../api/read';
import { verificationTicketFor } from '../../../lib/verification-ticket';

/** GET /api/get-user?slug= — the number being verified (spec 000 §2.9, §7). */
export const verificationUserKey = (slug: string) => `/get-user?slug=${encodeURIComponent(slug)}`;

/**
 * The account behind a verification link. With this tab's ticket the server shows the
 * whole number and says whether it may be corrected; without one it is masked.
 */
export function useVerificationUser(slug: string | null) {
  return useApiRead(
    slug ? verificationUserKey(slug) : null,
    { schema: getUserResponseSchema },
    {
      headers: (): Record<string, string> => {
        const ticket = slug ? verificationTicketFor(slug) : null;
        return ticket ? { [VERIFICATION_TOKEN_HEADER]: ticket } : {};
      },
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    },
  );
}
