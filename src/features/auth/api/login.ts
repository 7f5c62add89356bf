import { codeSentResponseSchema, type LoginRequest } from '@friendly/contracts';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/http';

/** POST /api/login — sends a code to a registered host's phone (spec 000 §2.8, §7). */
export function useLogin() {
  return useSWRMutation(
    '/login',
    (path: string, { arg }: { arg: LoginRequest }) =>
      apiRequest(path, { json: arg, schema: codeSentResponseSchema }),
    { revalidate: false },
  );
}
