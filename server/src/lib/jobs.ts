import type { FastifyBaseLogger } from 'fastify';

/**
 * A job every instance runs on a timer (docs/decisions/076). Each run must be safe to run
 * at once on several instances and to repeat (the job takes its own lock and changes only
 * what is still due). Runs never overlap on one instance; a failing run is logged and the
 * next one tries again.
 */
export type Job = { name: string; everyMs: number; firstAfterMs?: number; run: () => Promise<unknown> };

export class JobScheduler {
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #running = new Map<string, Promise<unknown>>();
  #stopped = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  add(job: Job) {
    const tick = () => {
      if (this.#stopped || this.#running.has(job.name)) return;
      const run = job
        .run()
        .catch((error: unknown) => this.log.error({ err: error }, `job ${job.name} failed`))
        .finally(() => this.#running.delete(job.name));
      this.#running.set(job.name, run);
    };
    const first = setTimeout(tick, job.firstAfterMs ?? Math.min(5_000, job.everyMs));
    const every = setInterval(tick, job.everyMs);
    first.unref();
    every.unref();
    this.#timers.push(first, every);
  }

  /** Stops the timers and waits for runs in flight (the app's close). */
  async stop() {
    this.#stopped = true;
    for (const timer of this.#timers) clearTimeout(timer);
    await Promise.allSettled(this.#running.values());
  }
}
