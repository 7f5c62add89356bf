import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobScheduler } from './jobs';

/** A log that keeps what was written at error level. */
function recordingLog() {
  const errors: string[] = [];
  const log = { error: (_details: unknown, message: string) => errors.push(message) };
  return { log: log as unknown as FastifyBaseLogger, errors };
}

/** A job run that finishes when the test says so. */
function controlledRuns() {
  const pending: Array<() => void> = [];
  let started = 0;
  return {
    run: () => {
      started += 1;
      return new Promise<void>((resolve) => pending.push(resolve));
    },
    finishAll: async () => {
      for (const resolve of pending.splice(0)) resolve();
      await vi.advanceTimersByTimeAsync(0);
    },
    started: () => started,
  };
}

describe('JobScheduler (docs/decisions/076)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a job first after a short delay, then at its interval', async () => {
    const { log } = recordingLog();
    const scheduler = new JobScheduler(log);
    const run = vi.fn(async () => {});
    scheduler.add({ name: 'sweep', everyMs: 60_000, run });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(4);
    await scheduler.stop();
  });

  it('never runs a job twice at once on one instance', async () => {
    const { log } = recordingLog();
    const scheduler = new JobScheduler(log);
    const runs = controlledRuns();
    scheduler.add({ name: 'slow', everyMs: 1_000, firstAfterMs: 500, run: runs.run });
    // Ticks at 0.5 s, then every second: the first run is still going at the next four.
    await vi.advanceTimersByTimeAsync(4_600);
    expect(runs.started()).toBe(1);
    await runs.finishAll();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs.started()).toBe(2);
    await runs.finishAll();
    await scheduler.stop();
  });

  it('logs a failing run and tries again at the next tick', async () => {
    const { log, errors } = recordingLog();
    const scheduler = new JobScheduler(log);
    let calls = 0;
    scheduler.add({
      name: 'flaky',
      everyMs: 1_000,
      firstAfterMs: 500,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database went away');
      },
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(errors).toEqual(['job flaky failed']);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
    await scheduler.stop();
  });

  it('stops: waits for the run in flight, then runs nothing more', async () => {
    const { log } = recordingLog();
    const scheduler = new JobScheduler(log);
    const runs = controlledRuns();
    scheduler.add({ name: 'sweep', everyMs: 1_000, firstAfterMs: 1_000, run: runs.run });
    await vi.advanceTimersByTimeAsync(1_000);
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    await runs.finishAll();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs.started()).toBe(1);
  });
});
