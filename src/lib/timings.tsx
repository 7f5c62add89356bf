import { TIMINGS } from '@friendly/contracts/constants';
import { createContext, type ReactNode, use, useMemo } from 'react';

export type Timings = { [Key in keyof typeof TIMINGS]: number };

const TimingsContext = createContext<Timings>(TIMINGS);

/**
 * The spec's durations (contracts' TIMINGS: redirects, banners, polling), read by the
 * screens through this context so a story can run a 5-second banner in a fraction of the
 * time and still watch it come and go.
 */
export function TimingsProvider({ value, children }: { value: Partial<Timings>; children: ReactNode }) {
  const timings = useMemo(() => ({ ...TIMINGS, ...value }), [value]);
  return <TimingsContext value={timings}>{children}</TimingsContext>;
}

export function useTimings(): Timings {
  return use(TimingsContext);
}
