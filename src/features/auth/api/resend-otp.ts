import { resendOtpResponseSchema } from '@friendly/contracts';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/http';

/** POST /api/resend-otp — sends a new code; refused with retry_after during the cooldown. */
export function useResendOtp() {
  return useSWRMutation(
    '/resend-otp',
    (path: string, { arg }: { arg: { slug: string } }) =>
      apiRequest(path, { json: arg, schema: resendOtpResponseSchema }),
    { revalidate: false },
  );
}
