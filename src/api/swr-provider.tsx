import type { ReactNode } from 'react';
import { preload, SWRConfig, type SWRConfiguration } from 'swr';
import { withPersistedCurrentUser } from './current-user';
import { ApiRequestError, apiRequest, type Check, type RequestOptions } from './http';

/**
 * SWR for the whole app: keys are API paths ('/testimonials'), each read through its
 * endpoint's reader (`useApiRead`, ./read); there is no global fetcher, so a read without
 * a reader fetches nothing. The current user's entry is persisted (./current-user).
 */
export const swrConfig = {
  provider: () => withPersistedCurrentUser(new Map()),
  // A 4xx will not fix itself by asking again; network and 5xx errors may.
  shouldRetryOnError: (error: unknown) =>
    !(error instanceof ApiRequestError && error.status !== null && error.status < 500),
  errorRetryCount: 2,
  revalidateOnFocus: false,
} satisfies SWRConfiguration;

/**
 * The app's SWR; the screen stories pass `stories` for a fresh cache per story that
 * neither retries nor dedupes, so every story sees its own handlers' answers. `painted`
 * holds the answers a page painted by the server was drawn with (docs/decisions/145): its
 * reads start with them, on the server and while the browser takes the page over.
 */
export function SwrProvider({
  children,
  stories = false,
  painted,
}: {
  children: ReactNode;
  stories?: boolean;
  painted?: Readonly<Record<string, unknown>>;
}) {
  const base = stories ? { ...swrConfig, shouldRetryOnError: false, dedupingInterval: 0 } : swrConfig;
  const value = painted ? { ...base, fallback: painted } : base;
  return <SWRConfig value={value}>{children}</SWRConfig>;
}

/**
 * The painted page's answers as the first answer of each read (SWR's `preload`): the check
 * a read makes when its screen mounts takes the answer the HTML was drawn with instead of
 * asking again. The server read them through the same checks before painting.
 */
export function takeOverPaintedReads(reads: Readonly<Record<string, unknown>>) {
  for (const [key, answer] of Object.entries(reads)) preload(key, () => Promise.resolve(answer));
}

/**
 * Asks for a read before its screen has rendered (the router's first reads), through the
 * screen's own check, which may still be loading (awaited once the answer is in); the
 * screen's `useApiRead` takes the answer over (SWR's `preload`). Here rather than in ./read
 * so that the entry does not import ./read: the bundler then splits the entry's HTTP client
 * into separate chunks, which costs every first load about 1 KB (docs/decisions/109).
 */
export function preloadApiRead<T>(
  key: string,
  check: Check<T> | Promise<Check<T>>,
  options: Pick<RequestOptions, 'send'> = {},
): Promise<T> {
  return preload(key, (path: string) => apiRequest<T>(path, { ...options, check }));
}
