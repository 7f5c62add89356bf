import {
  type CodeSentResponse,
  codeSentResponseSchema,
  type RegisterRequest,
} from '@friendly/contracts/auth';
import { usePost } from '../../../api/post';

/** POST /api/register — creates the host and sends a code (spec 000 §2.8, §7). */
export const useRegister = () =>
  usePost<RegisterRequest, CodeSentResponse>('/register', codeSentResponseSchema);
