import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, inTransaction } from '../db/client';
import { jobs } from '../db/schema';
import type { Clock } from './clock';

/**
 * The durable job queue (docs/decisions/146). Work that must happen at its time, exactly
 * once, whichever instances are up then, and after a restart if none was:
 * - `enqueueJob` writes a row (in the caller's transaction: the work is asked for together
 *   with what calls for it), keyed so that asking again moves the work, not doubles it;
 * - every instance's `JobQueue` claims due rows with `FOR UPDATE SKIP LOCKED`, holds each
 *   for a lease, and runs it on the app's clock;
 * - an atomic job's writes and its end commit in one transaction, which fails if the
 *   lease was lost meanwhile (another instance took the row over): its effect happens once;
 * - a failure is retried with backoff until the job's attempts run out (then `failed`,
 *   kept for the team to read);
 * - a recurring job answers its next time, and its row waits for it.
 */

export type JobRow = typeof jobs.$inferSelect;

/** What a job answers: nothing (done), or its next run (a recurring job's row waits for it). */
export type JobOutcome = undefined | { next: Date };

/**
 * What a job runs with. `giveWay` lets a job that works in steps (batch after batch, each
 * its own transaction) give the instance's requests in flight their turn between steps,
 * as the queue does between jobs.
 */
export type JobContext = { job: JobRow; db: Database; now: Date; giveWay: () => Promise<void> };

export type JobDefinition = {
  kind: string;
  /**
   * Runs the job. With `atomic` (the default) `db` is the transaction the job's end commits
   * in. Without, the job makes its own transactions (a call to a provider, which must not
   * hold one open) and must be safe to repeat: a crash after its work and before its end
   * runs it again.
   */
  run(context: JobContext): Promise<JobOutcome | undefined>;
  atomic?: boolean;
  /** Attempts before the job is `failed` (a recurring job is only ever retried). */
  maxAttempts?: number;
};

/** A job that runs every `everyMs`, from the first instance that starts it. */
export type RecurringJob = Omit<JobDefinition, 'run' | 'maxAttempts'> & {
  everyMs: number;
  /** When the first run is due after the row is made (default: at once). */
  firstAfterMs?: number;
  run(context: JobContext): Promise<unknown>;
};

/** How long a claimed job is held before another instance may take it over. */
export const JOB_LEASE_MS = 60_000;
/** How often an instance looks for due work. */
export const JOB_POLL_MS = 1_000;
/** A failed attempt's wait before the next: 10 s, doubling, at most 30 minutes. */
export const JOB_RETRY_BASE_MS = 10_000;
export const JOB_RETRY_MAX_MS = 30 * 60_000;
export const JOB_MAX_ATTEMPTS = 10;
/** How many due jobs an instance claims at a time. */
export const JOB_BATCH = 20;

export function retryDelayMs(attempt: number) {
  return Math.min(JOB_RETRY_MAX_MS, JOB_RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

/**
 * Asks for `kind` at `runAt`, once per `key`. Asked again while queued, done or failed, the
 * row is moved to the new time (and payload) and queued afresh; while running, it is left.
 */
export async function enqueueJob(
  db: Database,
  job: {
    kind: string;
    key: string;
    runAt: Date;
    now: Date;
    payload?: Record<string, unknown>;
    maxAttempts?: number;
  },
) {
  const values = {
    kind: job.kind,
    key: job.key,
    payload: job.payload ?? {},
    runAt: job.runAt,
    maxAttempts: job.maxAttempts ?? JOB_MAX_ATTEMPTS,
    createdAt: job.now,
    updatedAt: job.now,
  };
  await db
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: jobs.key,
      set: {
        kind: values.kind,
        payload: values.payload,
        runAt: values.runAt,
        maxAttempts: values.maxAttempts,
        state: 'queued',
        attempts: 0,
        lastError: null,
        doneAt: null,
        updatedAt: job.now,
      },
      setWhere: sql`${jobs.state} <> 'running'`,
    });
}

/** Drops queued work for `key` (the thing it was for went away). Running work is left to finish. */
export async function cancelJob(db: Database, key: string) {
  await db.delete(jobs).where(and(eq(jobs.key, key), eq(jobs.state, 'queued')));
}

const recurringKey = (kind: string) => `recurring:${kind}`;
/** Never given up: a recurring job is retried until it works. */
const RECURRING_ATTEMPTS = 2_147_483_647;

export class JobQueue {
  readonly instance = `${hostname().slice(0, 32)}-${process.pid}-${randomBytes(3).toString('hex')}`;
  readonly #definitions = new Map<string, JobDefinition>();
  readonly #recurring: RecurringJob[] = [];
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;
  #stopped = false;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly options: {
      leaseMs?: number;
      pollMs?: number;
      batch?: number;
      /** Resolves when a job may start: the app gives its requests in flight way first. */
      beforeEachJob?: () => Promise<void>;
    } = {},
  ) {}

  define(definition: JobDefinition) {
    if (this.#definitions.has(definition.kind)) throw new Error(`job ${definition.kind} defined twice`);
    this.#definitions.set(definition.kind, definition);
    return this;
  }

  /** A job every `everyMs`: one row, claimed by one instance at a time, moved on after each run. */
  recurring(job: RecurringJob) {
    this.#recurring.push(job);
    return this.define({
      kind: job.kind,
      atomic: job.atomic,
      maxAttempts: RECURRING_ATTEMPTS,
      run: async (context) => {
        await job.run(context);
        return { next: new Date(context.now.getTime() + job.everyMs) };
      },
    });
  }

  /** Makes the recurring jobs' rows where missing (every instance does; one row each). */
  async ensureRecurring() {
    const now = this.clock();
    for (const job of this.#recurring) {
      await this.db
        .insert(jobs)
        .values({
          kind: job.kind,
          key: recurringKey(job.kind),
          runAt: new Date(now.getTime() + (job.firstAfterMs ?? 0)),
          maxAttempts: RECURRING_ATTEMPTS,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: jobs.key });
    }
  }

  /**
   * Claims what is due now and runs it, batch after batch, until nothing is due: what an
   * instance's timer calls, and what tests call on their clock. Answers how many ran and
   * how many failed.
   */
  async runDue(): Promise<{ ran: number; failed: number }> {
    let ran = 0;
    let failed = 0;
    for (;;) {
      const claimed = await this.#claim();
      if (claimed.length === 0) return { ran, failed };
      for (const job of claimed) {
        // Requests first: on PGlite, whose queries run in this process one at a time, a
        // burst (1,000 go/no-go decisions due at once) otherwise holds every request, even a
        // connection's accept, until its last job (docs/PERFORMANCE.md). A turn of the event
        // loop lets requests in; the app's gate then waits for those in flight, a moment at most.
        await yieldToEventLoop();
        await this.options.beforeEachJob?.();
        if (await this.#run(job)) ran += 1;
        else failed += 1;
      }
    }
  }

  /**
   * Runs the recurring jobs now rather than at their next turn, then everything due: the
   * team's `jobs run-due`. A recurring job's run is safe to bring forward (it only does
   * what is due by then); a one-off job keeps its time.
   */
  async runNow(): Promise<{ ran: number; failed: number }> {
    const kinds = this.#recurring.map((job) => job.kind);
    if (kinds.length > 0) {
      const now = this.clock();
      await this.db
        .update(jobs)
        .set({ runAt: now, updatedAt: now })
        .where(and(inArray(jobs.kind, kinds), eq(jobs.state, 'queued'), sql`${jobs.runAt} > ${now}`));
    }
    return this.runDue();
  }

  /** Makes the recurring rows, then looks for due work every `pollMs` until `stop`. */
  async start() {
    await this.ensureRecurring();
    const pollMs = this.options.pollMs ?? JOB_POLL_MS;
    const tick = () => {
      if (this.#stopped || this.#running) return;
      this.#running = this.runDue()
        .catch((error: unknown) => this.log.error({ err: error }, 'the job queue could not run'))
        .finally(() => {
          this.#running = undefined;
        });
    };
    this.#timer = setInterval(tick, pollMs);
    this.#timer.unref();
    tick();
  }

  /** Stops looking and waits for the jobs in hand (the app's close). */
  async stop() {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.#running;
  }

  async #claim(): Promise<JobRow[]> {
    const kinds = [...this.#definitions.keys()];
    if (kinds.length === 0 || this.#stopped) return [];
    const now = this.clock();
    const until = new Date(now.getTime() + (this.options.leaseMs ?? JOB_LEASE_MS));
    const batch = this.options.batch ?? JOB_BATCH;
    // A claimed row whose lease passed with its attempts used up (its instance kept dying
    // on it) is given up rather than claimed again.
    await this.db
      .update(jobs)
      .set({ state: 'failed', lockedBy: null, lockedUntil: null, updatedAt: now, lastError: 'lease lost' })
      .where(
        and(
          eq(jobs.state, 'running'),
          sql`${jobs.lockedUntil} <= ${now}`,
          sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
          inArray(jobs.kind, kinds),
        ),
      );
    const due = sql`(
      select ${jobs.id} from ${jobs}
      where ${inArray(jobs.kind, kinds)}
        and ((${jobs.state} = 'queued' and ${jobs.runAt} <= ${now})
          or (${jobs.state} = 'running' and ${jobs.lockedUntil} <= ${now}))
      order by ${jobs.runAt}
      limit ${batch}
      for update skip locked
    )`;
    return this.db
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: this.instance,
        lockedUntil: until,
        updatedAt: now,
      })
      .where(sql`${jobs.id} in ${due}`)
      .returning();
  }

  /** The claim this instance holds on `job`: its end is written only while it still holds it. */
  #held(job: JobRow) {
    return and(
      eq(jobs.id, job.id),
      eq(jobs.state, 'running'),
      eq(jobs.lockedBy, this.instance),
      eq(jobs.attempts, job.attempts),
    );
  }

  async #finish(db: Database, job: JobRow, outcome: JobOutcome | undefined, now: Date) {
    const ended = await db
      .update(jobs)
      .set(
        outcome?.next
          ? {
              state: 'queued',
              runAt: outcome.next,
              attempts: 0,
              lockedBy: null,
              lockedUntil: null,
              lastError: null,
            }
          : { state: 'done', doneAt: now, lockedBy: null, lockedUntil: null, lastError: null },
      )
      .where(this.#held(job))
      .returning({ id: jobs.id });
    if (ended.length === 0) throw new LeaseLost(job);
  }

  async #run(job: JobRow): Promise<boolean> {
    const definition = this.#definitions.get(job.kind);
    if (!definition) return false;
    const now = this.clock();
    const giveWay = async () => {
      await yieldToEventLoop();
      await this.options.beforeEachJob?.();
    };
    try {
      if (definition.atomic ?? true) {
        await inTransaction(this.db, async (tx) => {
          const outcome = await definition.run({ job, db: tx, now, giveWay });
          await this.#finish(tx, job, outcome, now);
        });
      } else {
        const outcome = await definition.run({ job, db: this.db, now, giveWay });
        await this.#finish(this.db, job, outcome, now);
      }
      return true;
    } catch (error) {
      if (error instanceof LeaseLost) {
        this.log.warn({ job: job.key }, 'a job was taken over by another instance; its run here is undone');
        return false;
      }
      const message = error instanceof Error ? error.message : String(error);
      this.log.error({ err: error, job: job.key, attempt: job.attempts }, `job ${job.kind} failed`);
      const failedAt = this.clock();
      await this.db
        .update(jobs)
        .set({
          state: job.attempts >= job.maxAttempts ? 'failed' : 'queued',
          runAt: new Date(failedAt.getTime() + retryDelayMs(job.attempts)),
          lockedBy: null,
          lockedUntil: null,
          lastError: message.slice(0, 2000),
          updatedAt: failedAt,
        })
        .where(this.#held(job));
      return false;
    }
  }
}

class LeaseLost extends Error {
  constructor(job: JobRow) {
    super(`the claim on job ${job.key} was lost`);
  }
}
