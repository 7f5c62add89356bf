import type { CodeSentResponse, RegisterRequest } from '@friendly/contracts';
import { apiRequest } from '../../../api/http';

/** POST /api/register — creates the host and sends a code (spec 000 §2.8, §7). */
export function register(request: RegisterRequest) {
  return apiRequest<CodeSentResponse>('/register', { json: request });
}
