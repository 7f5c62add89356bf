import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { withPersistedCurrentUser } from './current-user';
import { ApiRequestError, getJson } from './http';

/**
 * SWR for the whole app: keys are API paths ('/testimonials'), fetched from /api; the
 * current user's entry is persisted (./current-user). Screen stories start from it too.
 */
export const swrConfig = {
  provider: () => withPersistedCurrentUser(new Map()),
  fetcher: (path: string) => getJson(path),
  // A 4xx will not fix itself by asking again; network and 5xx errors may.
  shouldRetryOnError: (error: unknown) =>
    !(error instanceof ApiRequestError && error.status !== null && error.status < 500),
  errorRetryCount: 2,
  revalidateOnFocus: false,
} satisfies SWRConfiguration;

export function SwrProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}
