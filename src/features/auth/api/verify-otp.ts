import {
  type VerifyOtpRequest,
  type VerifyOtpResponse,
  verifyOtpResponseSchema,
} from '@friendly/contracts/auth';
import { usePost } from '../../../api/post';

/**
 * POST /api/verify-otp — checks the code; answers with the token and the user (spec 000
 * §7). The caller starts the session with them.
 */
export const useVerifyOtp = () =>
  usePost<VerifyOtpRequest, VerifyOtpResponse>('/verify-otp', verifyOtpResponseSchema);
