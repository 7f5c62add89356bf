import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { apiRequest } from './http';

/**
 * A POST whose answer changes nothing cached (sign-in, codes, the contact form): the
 * endpoint's path is its key, the body is the trigger's argument and the answer is read
 * through the contract's schema. Mutations that change cached data write their key
 * instead (docs/decisions/069).
 */
export function usePost<TBody, TAnswer>(path: string, schema: z.ZodType<TAnswer>) {
  return useSWRMutation(
    path,
    (key: string, { arg }: { arg: TBody }) => apiRequest(key, { json: arg, schema }),
    { revalidate: false },
  );
}
