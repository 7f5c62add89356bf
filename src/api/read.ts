import useSWR, { type Key, type SWRConfiguration, type SWRResponse } from 'swr';
import type { z } from 'zod';
import { apiRequest, type RequestOptions } from './http';

/**
 * How a read takes the API's answer (docs/decisions/069, 085, 109): through the contract's
 * schema, a loader of it (zod then arrives with the request, not with the screen), or a
 * zod-free check from contracts' `*-check` modules held to the schema by a property test —
 * whichever keeps the screen's first load in its budget. There is no fourth way: a read
 * without one would render a shape the API did not promise.
 */
export type AnswerReader<T> =
  | { schema: z.ZodType<T> | (() => Promise<z.ZodType<T>>); check?: never; load?: never }
  | { check: (answer: unknown) => T | null; schema?: never; load?: never };

/**
 * A read made of other reads (a member's profile tried at two endpoints, every page of the
 * transactions): `load` answers from `readApi` calls, each with its own reader.
 */
export type ComposedRead<T> = { load: () => Promise<T>; schema?: never; check?: never };

/** What the request may add to a read: the verification ticket's header, an early answer's sender. */
export type ReadOptions = Pick<RequestOptions, 'headers' | 'send' | 'signal'>;

/** GET `path`, its answer read through `reader`. */
export function readApi<T>(path: string, reader: AnswerReader<T>, options: ReadOptions = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, ...reader } as RequestOptions<T>);
}

/** A read's state as screens see it: SWR's answer, so every read shows the same four states. */
export type ApiRead<T> = SWRResponse<T, unknown>;

export type ReadConfig<T> = SWRConfiguration<T, unknown> & {
  /** Headers computed when the request starts (the verification ticket of this tab). */
  headers?: () => Record<string, string>;
};

/**
 * The app's one way to read an endpoint: SWR on the API path (`key`; null: not now), each
 * answer read through `reader`. Per-feature endpoint files call this, never SWR.
 */
export function useApiRead<T>(
  key: Key,
  reader: AnswerReader<T> | ComposedRead<T>,
  { headers, ...config }: ReadConfig<T> = {},
): ApiRead<T> {
  const read = useSWR<T, unknown>(
    key,
    (path: string) =>
      reader.load ? reader.load() : readApi(path, reader, headers ? { headers: headers() } : {}),
    config,
  );
  // Getters, as SWR's own: a screen re-renders only for what it reads.
  return {
    get data() {
      return read.data;
    },
    get error() {
      return read.error;
    },
    get isValidating() {
      return read.isValidating;
    },
    // Loading until the first answer. SWR also counts an answer the page arrived with
    // (SWR's fallback, a painted page's, docs/decisions/145) as loading while it checks it
    // once: the screen shows that answer meanwhile, as the server did.
    get isLoading() {
      return read.isLoading && read.data === undefined;
    },
    mutate: read.mutate,
  };
}
