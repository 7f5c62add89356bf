import { eq, like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../../src/db/client';
import { appMeta, jobs } from '../../src/db/schema';
import {
  cancelJob,
  enqueueJob,
  JOB_LEASE_MS,
  JobQueue,
  type JobRow,
  retryDelayMs,
} from '../../src/lib/job-queue';
import { createTestClock, type TestClock } from '../support/clock';
import { createTestDatabase, type TestDatabase, testDriver } from '../support/test-database';

/**
 * The durable job queue (docs/decisions/146) on the database the suite runs on: timed work
 * runs at its time, once, after a stop, across instances, and again after a failure.
 */
const silent = { error: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;

/** The job's visible effect: a counter per key, written in the job's own transaction. */
async function countRun(db: Database, key: string, now: Date) {
  await db
    .insert(appMeta)
    .values({ key: `ran:${key}`, value: '1', updatedAt: now })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: sql`(${appMeta.value}::int + 1)::text`, updatedAt: now },
    });
}

async function runsOf(db: Database): Promise<Record<string, number>> {
  const rows = await db.select().from(appMeta).where(like(appMeta.key, 'ran:%'));
  return Object.fromEntries(rows.map((row) => [row.key.slice('ran:'.length), Number(row.value)]));
}

const rowOf = async (db: Database, key: string): Promise<JobRow | undefined> =>
  (await db.select().from(jobs).where(eq(jobs.key, key)))[0];

describe('the durable job queue', () => {
  let database: TestDatabase | undefined;
  const extra: DatabaseHandle[] = [];
  let clock: TestClock;

  afterEach(async () => {
    for (const handle of extra.splice(0)) await handle.close();
    await database?.close();
    database = undefined;
  });

  async function setUp() {
    database = await createTestDatabase();
    clock = createTestClock();
    return database.db;
  }

  /** An instance's queue with the counting job, optionally failing its first `failures` runs. */
  function instance(db: Database, options: { failures?: number; leaseMs?: number } = {}) {
    let failures = options.failures ?? 0;
    return new JobQueue(db, clock, silent, { leaseMs: options.leaseMs }).define({
      kind: 'count',
      run: async ({ job, db: tx, now }) => {
        await countRun(tx, job.key, now);
        if (failures > 0) {
          failures -= 1;
          // The effect above is written in the job's transaction: a failure undoes it.
          throw new Error('not this time');
        }
        return undefined;
      },
    });
  }

  it('runs a job at its time, not before, and once', async () => {
    const db = await setUp();
    const queue = instance(db);
    await enqueueJob(db, {
      kind: 'count',
      key: 'a',
      runAt: new Date(clock().getTime() + 60_000),
      now: clock(),
    });
    expect(await queue.runDue()).toEqual({ ran: 0, failed: 0 });
    clock.advance(60_000);
    expect(await queue.runDue()).toEqual({ ran: 1, failed: 0 });
    expect(await queue.runDue()).toEqual({ ran: 0, failed: 0 });
    expect(await runsOf(db)).toEqual({ a: 1 });
    expect(await rowOf(db, 'a')).toMatchObject({ state: 'done', attempts: 1, lockedBy: null });
  });

  it('moves queued work asked for again under its key, and drops it when cancelled', async () => {
    const db = await setUp();
    const queue = instance(db);
    const now = clock();
    await enqueueJob(db, { kind: 'count', key: 'moved', runAt: new Date(now.getTime() + 1_000), now });
    await enqueueJob(db, { kind: 'count', key: 'moved', runAt: new Date(now.getTime() + 10_000), now });
    await enqueueJob(db, { kind: 'count', key: 'gone', runAt: new Date(now.getTime() + 1_000), now });
    await cancelJob(db, 'gone');
    clock.advance(5_000);
    expect(await queue.runDue()).toEqual({ ran: 0, failed: 0 });
    clock.advance(5_000);
    expect(await queue.runDue()).toEqual({ ran: 1, failed: 0 });
    expect(await runsOf(db)).toEqual({ moved: 1 });
    expect(await rowOf(db, 'gone')).toBeUndefined();
  });

  it('runs work that fell due while no instance was up, once one starts', async () => {
    const db = await setUp();
    // An instance asked for it and stopped before its time.
    const first = instance(db);
    await enqueueJob(db, {
      kind: 'count',
      key: 'while-down',
      runAt: new Date(clock().getTime() + 30_000),
      now: clock(),
    });
    await first.stop();
    clock.advance(3_600_000);
    const restarted = instance(db);
    expect(await restarted.runDue()).toEqual({ ran: 1, failed: 0 });
    expect(await runsOf(db)).toEqual({ 'while-down': 1 });
  });

  it('takes over a job whose instance died holding it, once its lease has passed', async () => {
    const db = await setUp();
    await enqueueJob(db, { kind: 'count', key: 'orphan', runAt: clock(), now: clock() });
    // The instance that claimed it never finished: its claim is in the row, its run is not.
    await db
      .update(jobs)
      .set({
        state: 'running',
        attempts: 1,
        lockedBy: 'gone-instance',
        lockedUntil: new Date(clock().getTime() + JOB_LEASE_MS),
      })
      .where(eq(jobs.key, 'orphan'));
    const survivor = instance(db);
    expect(await survivor.runDue()).toEqual({ ran: 0, failed: 0 });
    clock.advance(JOB_LEASE_MS);
    expect(await survivor.runDue()).toEqual({ ran: 1, failed: 0 });
    expect(await runsOf(db)).toEqual({ orphan: 1 });
    expect(await rowOf(db, 'orphan')).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('undoes the run of an instance that lost its lease to another', async () => {
    const db = await setUp();
    await enqueueJob(db, { kind: 'count', key: 'slow', runAt: clock(), now: clock() });
    // The run outlives its lease, and another instance claims the job meanwhile (written
    // here as that instance would write it: its name, one more attempt).
    const slow = new JobQueue(db, clock, silent).define({
      kind: 'count',
      run: async ({ job, db: tx, now }) => {
        await countRun(tx, job.key, now);
        await tx
          .update(jobs)
          .set({ lockedBy: 'other-instance', attempts: job.attempts + 1 })
          .where(eq(jobs.id, job.id));
        return undefined;
      },
    });
    expect(await slow.runDue()).toEqual({ ran: 0, failed: 1 });
    // Its effect went with its transaction (the stand-in claim too); nothing was written
    // as done.
    expect(await runsOf(db)).toEqual({});
    expect((await rowOf(db, 'slow'))?.state).toBe('running');
  });

  it('retries a failing job with a growing wait, its effect written once', async () => {
    const db = await setUp();
    const queue = instance(db, { failures: 2 });
    await enqueueJob(db, { kind: 'count', key: 'flaky', runAt: clock(), now: clock() });
    expect(await queue.runDue()).toEqual({ ran: 0, failed: 1 });
    expect(await rowOf(db, 'flaky')).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: 'not this time',
    });
    expect((await rowOf(db, 'flaky'))?.runAt).toEqual(new Date(clock().getTime() + retryDelayMs(1)));

    clock.advance(retryDelayMs(1) - 1);
    expect(await queue.runDue()).toEqual({ ran: 0, failed: 0 });
    clock.advance(1);
    expect(await queue.runDue()).toEqual({ ran: 0, failed: 1 });
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    clock.advance(retryDelayMs(2));
    expect(await queue.runDue()).toEqual({ ran: 1, failed: 0 });
    expect(await runsOf(db)).toEqual({ flaky: 1 });
    expect(await rowOf(db, 'flaky')).toMatchObject({ state: 'done', attempts: 3, lastError: null });
  });

  it('gives a job up when its attempts run out, and keeps why', async () => {
    const db = await setUp();
    const queue = instance(db, { failures: 5 });
    await enqueueJob(db, { kind: 'count', key: 'doomed', runAt: clock(), now: clock(), maxAttempts: 2 });
    await queue.runDue();
    clock.advance(retryDelayMs(1));
    await queue.runDue();
    clock.advance(retryDelayMs(10));
    expect(await queue.runDue()).toEqual({ ran: 0, failed: 0 });
    expect(await rowOf(db, 'doomed')).toMatchObject({
      state: 'failed',
      attempts: 2,
      lastError: 'not this time',
    });
    expect(await runsOf(db)).toEqual({});
  });

  it('never runs one job twice, whatever the number of instances asking at once', async () => {
    const db = await setUp();
    // On PostgreSQL each instance has its own connections; PGlite is one database in one
    // process, so its instances share it (and its one-at-a-time statements).
    const handles = [db];
    if (testDriver === 'postgres' && database) {
      for (let i = 0; i < 2; i++) {
        const handle = await openDatabase(database.config);
        extra.push(handle);
        handles.push(handle.db);
      }
    }
    const queues = [0, 1, 2].map((i) => instance(handles[i % handles.length] as Database));
    const now = clock();
    for (let i = 0; i < 60; i++) await enqueueJob(db, { kind: 'count', key: `job-${i}`, runAt: now, now });
    const results = await Promise.all(queues.map((queue) => queue.runDue()));
    expect(results.reduce((sum, result) => sum + result.ran, 0)).toBe(60);
    const runs = await runsOf(db);
    expect(Object.keys(runs)).toHaveLength(60);
    expect(Object.values(runs).every((count) => count === 1)).toBe(true);
  });

  it('runs a recurring job from one row, moved on after each run', async () => {
    const db = await setUp();
    const runs: Date[] = [];
    const make = () =>
      new JobQueue(db, clock, silent).recurring({
        kind: 'tick',
        everyMs: 60_000,
        run: async ({ now }) => {
          runs.push(now);
        },
      });
    const [a, b] = [make(), make()];
    await a.ensureRecurring();
    await b.ensureRecurring();
    expect(await db.select().from(jobs)).toHaveLength(1);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toHaveLength(1);
    clock.advance(59_999);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toHaveLength(1);
    clock.advance(1);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toHaveLength(2);
    expect((await rowOf(db, 'recurring:tick'))?.state).toBe('queued');

    // The team's `jobs run-due` brings the next turn forward; a one-off keeps its time.
    let later = 0;
    a.define({
      kind: 'later',
      run: async () => {
        later += 1;
        return undefined;
      },
    });
    await enqueueJob(db, {
      kind: 'later',
      key: 'later:1',
      runAt: new Date(clock().getTime() + 5_000),
      now: clock(),
    });
    clock.advance(1_000);
    expect(await a.runNow()).toEqual({ ran: 1, failed: 0 });
    expect(runs).toHaveLength(3);
    expect(later).toBe(0);
    expect(await a.runDue()).toEqual({ ran: 0, failed: 0 });
  });
});
