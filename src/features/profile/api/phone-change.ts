import {
  type PhoneChangeResponse,
  type PhoneChangeVerifyRequest,
  phoneChangeResponseSchema,
  resendOtpResponseSchema,
  type UserResponse,
} from '@friendly/contracts/auth';
import useSWRMutation from 'swr/mutation';
import { currentUserKey } from '../../../api/current-user';
import { apiRequest } from '../../../api/http';

// Each answer carries the updated profile: it becomes the current user, so the header
// and every screen see the new number at once.
const intoCurrentUser = {
  populateCache: (answer: PhoneChangeResponse): UserResponse => ({ status: true, data: answer.data }),
  revalidate: false,
} as const;

/** POST /api/user/phone-change/verify — the code sent to the pending number (docs/decisions/060). */
export function useVerifyPhoneChange() {
  return useSWRMutation(
    currentUserKey,
    (_key: string, { arg }: { arg: PhoneChangeVerifyRequest }) =>
      apiRequest('/user/phone-change/verify', { json: arg, schema: phoneChangeResponseSchema }),
    intoCurrentUser,
  );
}

/** DELETE /api/user/phone-change — the host keeps the current number. */
export function useCancelPhoneChange() {
  return useSWRMutation(
    currentUserKey,
    () => apiRequest('/user/phone-change', { method: 'DELETE', schema: phoneChangeResponseSchema }),
    intoCurrentUser,
  );
}

/** POST /api/user/phone-change/resend — a new code to the pending number. */
export function useResendPhoneChangeCode() {
  return useSWRMutation(
    '/user/phone-change/resend',
    (path: string) => apiRequest(path, { method: 'POST', schema: resendOtpResponseSchema }),
    { revalidate: false },
  );
}
