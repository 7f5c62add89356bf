import { type VerifyOtpRequest, verifyOtpResponseSchema } from '@friendly/contracts/auth';
import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';

/**
 * POST /api/verify-otp — checks the code; answers with the token and the user (spec 000
 * §7). The caller starts the session with them.
 */
export const useVerifyOtp = () =>
  useApiMutation('/verify-otp', (body: VerifyOtpRequest) =>
    apiRequest('/verify-otp', { json: body, schema: verifyOtpResponseSchema }),
  );
