import { useCallback, useRef } from 'react';
import { type ScopedMutator, useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';

/**
 * What every mutation hook returns (docs/decisions/069, 109): `trigger` sends it and
 * answers the endpoint's answer (read through its contract by the sender), `isMutating`
 * is true while it runs.
 */
export type ApiMutation<Arg, Answer> = {
  trigger: (arg: Arg) => Promise<Answer>;
  isMutating: boolean;
};

/** The SWR cache, for a mutation that touches keys besides its own. */
export type CacheMutator = ScopedMutator;

export type MutationOptions<Arg, Answer, Data> = {
  /** Write the answer into the key (`true`: as it is), or not (the default). */
  populateCache?: boolean | ((answer: Answer, current: Data | undefined) => Data);
  /** Fetch the key again afterwards (the default: false). */
  revalidate?: boolean;
  /** What the key shows while the mutation runs; put back if it fails. */
  optimisticData?: (current: Data | undefined, arg: Arg) => Data;
  /** false: a failure is handed to `onError` and `trigger` answers undefined. */
  throwOnError?: boolean;
  onSuccess?: (answer: Answer, cache: CacheMutator) => void;
  onError?: (error: unknown, cache: CacheMutator) => void;
};

/**
 * The app's one way to change data: `send` makes the request (`apiRequest` with the
 * answer's schema), keyed by the SWR entry it changes (or its own path when it changes
 * nothing cached); the options say how that entry follows.
 */
export function useApiMutation<Arg = void, Answer = unknown, Data = unknown>(
  key: string,
  send: (arg: Arg) => Promise<Answer>,
  options: MutationOptions<Arg, Answer, Data> = {},
): ApiMutation<Arg, Answer> {
  const { mutate } = useSWRConfig();
  const latest = useRef({ send, options });
  latest.current = { send, options };
  const { trigger, isMutating } = useSWRMutation<Answer, unknown, string, Arg, Data>(
    key,
    (_key, { arg }) => latest.current.send(arg),
    {
      populateCache: options.populateCache as never,
      revalidate: options.revalidate ?? false,
      throwOnError: options.throwOnError ?? true,
      onSuccess: (answer) => latest.current.options.onSuccess?.(answer, mutate),
      onError: (error) => latest.current.options.onError?.(error, mutate),
    },
  );
  const triggerWith = useCallback(
    (arg: Arg) => {
      const optimistic = latest.current.options.optimisticData;
      // SWR types `trigger` by whether Arg may be omitted; every hook here passes it.
      const send = trigger as (
        arg: Arg,
        options?: { optimisticData?: (current?: Data) => Data },
      ) => Promise<Answer>;
      return send(arg, optimistic ? { optimisticData: (current) => optimistic(current, arg) } : undefined);
    },
    [trigger],
  );
  return { trigger: triggerWith, isMutating };
}

/**
 * The SWR cache from outside a mutation: `revalidate(key)` fetches a key again (a live
 * message, a closed conversation), `revalidate(filter)` every key it matches (live data).
 */
export function useRevalidate(): CacheMutator {
  return useSWRConfig().mutate;
}
