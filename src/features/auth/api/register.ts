import type { RegisterRequest } from '@friendly/contracts/auth';
import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';
import { codeSentSchema } from './code-sent-schema';

/** POST /api/register — creates the host and sends a code (spec 000 §2.8, §7). */
export const useRegister = () =>
  useApiMutation('/register', (body: RegisterRequest) =>
    apiRequest('/register', { json: body, schema: codeSentSchema }),
  );
