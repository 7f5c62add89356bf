import { codeSentResponseSchema, type RegisterRequest } from '@friendly/contracts';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/http';

/** POST /api/register — creates the host and sends a code (spec 000 §2.8, §7). */
export function useRegister() {
  return useSWRMutation(
    '/register',
    (path: string, { arg }: { arg: RegisterRequest }) =>
      apiRequest(path, { json: arg, schema: codeSentResponseSchema }),
    { revalidate: false },
  );
}
