import type { CompleteProfileResponse, UserResponse } from '@friendly/contracts';
import * as React from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../../../api/http';
import { saveStoredUser } from '../../../lib/session';
import { currentUserKey } from './get-current-user';

/** POST /api/complete-profile (multipart) — first completion and My Profile updates alike. */
export function completeProfile(form: FormData) {
  return apiRequest<CompleteProfileResponse>('/complete-profile', { method: 'POST', form });
}

/**
 * completeProfile, then the session follows the answer: the stored user (which the header
 * reads) and the cached GET /api/user take the new profile. A new phone number stays
 * pending until its code is entered (docs/decisions/060); the session goes on.
 */
export function useCompleteProfile() {
  const { mutate } = useSWRConfig();
  return React.useCallback(
    async (form: FormData) => {
      const answer = await completeProfile(form);
      saveStoredUser(answer.user);
      await mutate<UserResponse>(currentUserKey, { status: true, data: answer.user }, { revalidate: false });
      return answer;
    },
    [mutate],
  );
}
