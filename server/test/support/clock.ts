import type { Clock } from '../../src/lib/clock';

export type TestClock = Clock & { advance(ms: number): void; set(date: Date): void };

/** A clock that stands still until a test moves it. */
export function createTestClock(start = new Date('2026-11-22T09:00:00.000Z')): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (date) => {
    now = date.getTime();
  };
  return clock;
}
