import { type CodeSentResponse, codeSentResponseSchema, type LoginRequest } from '@friendly/contracts/auth';
import { usePost } from '../../../api/post';

/** POST /api/login — sends a code to a registered host's phone (spec 000 §2.8, §7). */
export const useLogin = () => usePost<LoginRequest, CodeSentResponse>('/login', codeSentResponseSchema);
