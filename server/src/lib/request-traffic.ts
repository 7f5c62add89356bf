import type { FastifyInstance } from 'fastify';

/** The longest a queued job waits for the requests in flight to finish (docs/PERFORMANCE.md). */
export const QUIET_WAIT_MAX_MS = 40;

/**
 * The HTTP requests this instance is answering, so that background work can give way to
 * them: on PGlite every query runs on the server's one thread, one at a time, and a job's
 * queries otherwise sit in front of a guest's read (docs/PERFORMANCE.md, "The go/no-go
 * burst"). `quiet()` resolves once nothing is in flight, or after `maxWaitMs` whatever the
 * traffic, so a busy instance still works through its queue.
 */
export class RequestTraffic {
  #inFlight = 0;
  #waiters: Array<() => void> = [];

  get inFlight() {
    return this.#inFlight;
  }

  /** Counts a request from its start until its response is done or its connection closes. */
  track(app: FastifyInstance) {
    app.addHook('onRequest', (_request, reply, done) => {
      this.#inFlight += 1;
      reply.raw.once('close', () => this.#finished());
      done();
    });
  }

  quiet(maxWaitMs = QUIET_WAIT_MAX_MS): Promise<void> {
    if (this.#inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(), maxWaitMs);
      const settle = () => {
        clearTimeout(timer);
        this.#waiters = this.#waiters.filter((waiter) => waiter !== settle);
        resolve();
      };
      this.#waiters.push(settle);
    });
  }

  #finished() {
    this.#inFlight = Math.max(0, this.#inFlight - 1);
    if (this.#inFlight > 0) return;
    for (const waiter of [...this.#waiters]) waiter();
  }
}
