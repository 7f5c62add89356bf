import { type VerifyOtpRequest, verifyOtpResponseSchema } from '@friendly/contracts';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/http';

/**
 * POST /api/verify-otp — checks the code; answers with the token and the user (spec 000
 * §7). The caller starts the session with them.
 */
export function useVerifyOtp() {
  return useSWRMutation(
    '/verify-otp',
    (path: string, { arg }: { arg: VerifyOtpRequest }) =>
      apiRequest(path, { json: arg, schema: verifyOtpResponseSchema }),
    { revalidate: false },
  );
}
