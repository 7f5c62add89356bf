import type { VerifyOtpRequest, VerifyOtpResponse } from '@friendly/contracts';
import { apiRequest } from '../../../api/http';

/** POST /api/verify-otp — checks the code; answers with the token and the user (spec 000 §7). */
export function verifyOtp(request: VerifyOtpRequest) {
  return apiRequest<VerifyOtpResponse>('/verify-otp', { json: request });
}
