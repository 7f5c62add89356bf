import type { UserResponse } from '@friendly/contracts/auth';
import { completeProfileResponseSchema } from '@friendly/contracts/profile';
import { currentUserKey } from '../../../api/current-user';
import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';

/**
 * POST /api/complete-profile (multipart) — first completion and My Profile updates alike.
 * The answer's profile becomes the current user (the header, the guard, every screen). A
 * new phone number stays pending until its code is entered (docs/decisions/060).
 */
export function useCompleteProfile() {
  return useApiMutation(
    currentUserKey,
    (form: FormData) =>
      apiRequest('/complete-profile', { method: 'POST', form, schema: completeProfileResponseSchema }),
    { populateCache: (answer): UserResponse => ({ status: true, data: answer.user }) },
  );
}
