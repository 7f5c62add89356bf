import { once } from 'node:events';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The LISTEN connection behind the notification bell (server/src/db/client.ts): the database
 * may end it at any time — a restart, an administrator, a dropped database — before or after
 * the server gave it back. Runs in the PostgreSQL pass.
 */
let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

async function endListeners(db: TestDatabase) {
  const { rows } = await db.pool!.query<{ ended: boolean }>(
    `select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
  );
  return rows.length;
}

describe('the notification LISTEN connection', () => {
  it('listens again on a new connection when the database ends it', async () => {
    database = await createTestDatabase();
    const heard: string[] = [];
    const stop = await database.listen('bell_test', (payload) => heard.push(payload));
    await database.pool!.query(`select pg_notify('bell_test', 'before')`);
    await expect.poll(() => heard).toEqual(['before']);

    expect(await endListeners(database)).toBe(1);
    // It reconnects a second later; a notification sent before then is lost, so keep sending.
    let sent = 0;
    await expect
      .poll(
        async () => {
          await database!.pool!.query(`select pg_notify('bell_test', $1)`, [`after-${++sent}`]);
          return heard.some((payload) => payload.startsWith('after-'));
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(true);
    await stop();
  });

  it('carries on when the database ends a connection the listener has given back', async () => {
    database = await createTestDatabase();
    const stop = await database.listen('bell_test', () => undefined);
    await stop();
    // The stopped listener's connection is idle in the pool now; ending it reaches the
    // listener's handler as well as the pool's, and must not release it a second time.
    const lost = once(database.pool!, 'error');
    const admin = new pg.Client({ connectionString: (database.config as { url: string }).url });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
    } finally {
      await admin.end();
    }
    const [error] = await lost;
    expect(String(error)).toMatch(/terminat/i);
    const { rows } = await database.pool!.query<{ one: number }>('select 1 as one');
    expect(rows).toEqual([{ one: 1 }]);
  });
});
