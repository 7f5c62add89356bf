import {
  type PhoneChangeResponse,
  type PhoneChangeVerifyRequest,
  phoneChangeResponseSchema,
  resendOtpResponseSchema,
  type UserResponse,
} from '@friendly/contracts/auth';
import { currentUserKey } from '../../../api/current-user';
import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';

// Each answer carries the updated profile: it becomes the current user, so the header
// and every screen see the new number at once.
const intoCurrentUser = {
  populateCache: (answer: PhoneChangeResponse): UserResponse => ({ status: true, data: answer.data }),
};

/** POST /api/user/phone-change/verify — the code sent to the pending number (docs/decisions/060). */
export function useVerifyPhoneChange() {
  return useApiMutation(
    currentUserKey,
    (body: PhoneChangeVerifyRequest) =>
      apiRequest('/user/phone-change/verify', { json: body, schema: phoneChangeResponseSchema }),
    intoCurrentUser,
  );
}

/** DELETE /api/user/phone-change — the host keeps the current number. */
export function useCancelPhoneChange() {
  return useApiMutation(
    currentUserKey,
    () => apiRequest('/user/phone-change', { method: 'DELETE', schema: phoneChangeResponseSchema }),
    intoCurrentUser,
  );
}

/** POST /api/user/phone-change/resend — a new code to the pending number. */
export function useResendPhoneChangeCode() {
  return useApiMutation('/user/phone-change/resend', () =>
    apiRequest('/user/phone-change/resend', { method: 'POST', schema: resendOtpResponseSchema }),
  );
}
