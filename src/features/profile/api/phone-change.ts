import type {
  PhoneChangeResponse,
  PhoneChangeVerifyRequest,
  ResendOtpResponse,
  UserResponse,
} from '@friendly/contracts';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/http';
import { saveStoredUser } from '../../../lib/session';
import { currentUserKey } from './get-current-user';

// Each answer carries the updated profile: it becomes the cached GET /api/user and the
// stored session user, so the header and every screen see the new number at once.
const intoCurrentUser = {
  populateCache: (answer: PhoneChangeResponse): UserResponse => ({ status: true, data: answer.data }),
  revalidate: false,
} as const;

function remember(answer: PhoneChangeResponse) {
  saveStoredUser(answer.data);
  return answer;
}

/** POST /api/user/phone-change/verify — the code sent to the pending number (docs/decisions/060). */
export function useVerifyPhoneChange() {
  return useSWRMutation(
    currentUserKey,
    async (_key: string, { arg }: { arg: PhoneChangeVerifyRequest }) =>
      remember(await apiRequest<PhoneChangeResponse>('/user/phone-change/verify', { json: arg })),
    intoCurrentUser,
  );
}

/** DELETE /api/user/phone-change — the host keeps the current number. */
export function useCancelPhoneChange() {
  return useSWRMutation(
    currentUserKey,
    async () => remember(await apiRequest<PhoneChangeResponse>('/user/phone-change', { method: 'DELETE' })),
    intoCurrentUser,
  );
}

/** POST /api/user/phone-change/resend — a new code to the pending number. */
export function useResendPhoneChangeCode() {
  return useSWRMutation('/user/phone-change/resend', (path: string) =>
    apiRequest<ResendOtpResponse>(path, { method: 'POST' }),
  );
}
