import fc from 'fast-check';

/**
 * How the fuzzing suites run fast-check (docs/decisions/099): one seed per run, drawn
 * afresh unless FUZZ_SEED names one, and named in every failure so the run that found a
 * case replays it (`FUZZ_SEED=<seed> node scripts/test-server.mjs <file>`). FUZZ_RUNS
 * multiplies the runs of each property for a longer search by hand.
 */
export const FUZZ_SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : Math.floor(Math.random() * 0x7fffffff);
const FACTOR = process.env.FUZZ_RUNS ? Math.max(1, Number(process.env.FUZZ_RUNS)) : 1;

/** Runs one property; a failure names the seed, fast-check's path and the counterexample. */
export async function fuzz<T>(
  label: string,
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => Promise<void>,
  numRuns: number,
  /** Cases that once failed: run first, every time, whatever the seed. */
  examples: T[] = [],
) {
  try {
    await fc.assert(fc.asyncProperty(arbitrary, check), {
      seed: FUZZ_SEED,
      numRuns: numRuns * FACTOR,
      examples: examples.map((example) => [example] as [T]),
      includeErrorInReport: true,
      // A bound on a slow machine: fewer cases rather than a timeout.
      interruptAfterTimeLimit: 60_000,
    });
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    throw new Error(`${label} — replay with FUZZ_SEED=${FUZZ_SEED}\n${text}`);
  }
}

/**
 * The server's own time per request, as its logger reports it ("request completed",
 * `responseTime`: from the first hook to the last byte), not the test's clock around
 * `inject`; and the CPU time the process spent meanwhile (user + system), which a busy
 * neighbour does not inflate: waiting for a core is not work. Pass `stream` to the app;
 * `measure` runs one request and answers both.
 */
export function serverTimings() {
  let waiting: ((ms: number) => void) | null = null;
  const stream = {
    write(line: string) {
      if (!waiting || !line.includes('"responseTime"')) return;
      const { responseTime } = JSON.parse(line) as { responseTime: number };
      const resolve = waiting;
      waiting = null;
      resolve(responseTime);
    },
  };
  async function measure<R>(request: () => Promise<R>): Promise<{ response: R; ms: number; cpuMs: number }> {
    if (waiting) throw new Error('one measured request at a time');
    const timed = new Promise<number>((resolve) => {
      waiting = resolve;
    });
    const cpu = process.cpuUsage();
    const response = await request();
    const ms = await timed;
    const used = process.cpuUsage(cpu);
    return { response, ms, cpuMs: (used.user + used.system) / 1000 };
  }
  return { stream, measure };
}

/** The CPU time the process spends on `work` (user + system), in ms. */
export async function cpuTime<R>(work: () => Promise<R>): Promise<{ result: R; cpuMs: number; ms: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return { result, cpuMs: (used.user + used.system) / 1000, ms: performance.now() - started };
}

/** Quantiles and the largest of a list of times, rounded to 0.1 ms. */
export function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { n: sorted.length, p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted.at(-1) ?? 0) };
}
