import type { LoginRequest } from '@friendly/contracts/auth';
import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';
import { codeSentSchema } from './code-sent-schema';

/** POST /api/login — sends a code to a registered host's phone (spec 000 §2.8, §7). */
export const useLogin = () =>
  useApiMutation('/login', (body: LoginRequest) =>
    apiRequest('/login', { json: body, schema: codeSentSchema }),
  );
