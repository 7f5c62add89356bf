import type { UserResponse } from '@friendly/contracts/auth';
import { completeProfileResponseSchema } from '@friendly/contracts/profile';
import useSWRMutation from 'swr/mutation';
import { currentUserKey } from '../../../api/current-user';
import { apiRequest } from '../../../api/http';

/**
 * POST /api/complete-profile (multipart) — first completion and My Profile updates alike.
 * The answer's profile becomes the current user (the header, the guard, every screen). A
 * new phone number stays pending until its code is entered (docs/decisions/060).
 */
export function useCompleteProfile() {
  return useSWRMutation(
    currentUserKey,
    (_key: string, { arg }: { arg: FormData }) =>
      apiRequest('/complete-profile', { method: 'POST', form: arg, schema: completeProfileResponseSchema }),
    {
      populateCache: (answer): UserResponse => ({ status: true, data: answer.user }),
      revalidate: false,
    },
  );
}
