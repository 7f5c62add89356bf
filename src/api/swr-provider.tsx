import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiRequestError, getJson } from './http';

/** SWR for the whole app: keys are API paths ('/testimonials'), fetched from /api. */
export function SwrProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        fetcher: (path: string) => getJson(path),
        // A 4xx will not fix itself by asking again; network and 5xx errors may.
        shouldRetryOnError: (error) =>
          !(error instanceof ApiRequestError && error.status !== null && error.status < 500),
        errorRetryCount: 2,
        revalidateOnFocus: false,
      }}
    >
      {children}
    </SWRConfig>
  );
}
