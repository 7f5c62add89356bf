import type { CodeSentResponse, LoginRequest } from '@friendly/contracts';
import { apiRequest } from '../../../api/http';

/** POST /api/login — sends a code to a registered host's phone (spec 000 §2.8, §7). */
export function login(request: LoginRequest) {
  return apiRequest<CodeSentResponse>('/login', { json: request });
}
