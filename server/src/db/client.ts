import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type Logger, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AppConfig } from '../config';
import { migrationsFolder } from '../paths';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Runs `work` in one transaction: everything it writes commits together or not at all.
 * The transaction is handed on as a Database, so repositories take either.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL's pool, for what needs its own connections (the socket.io adapter's LISTEN). */
  pool?: pg.Pool;
  /** Runs a trivial query; throws when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * The embedded database's files as a gzipped tar, consistent while serving: taken with
   * no transaction open and after a checkpoint; queries wait meanwhile (docs/decisions/097).
   * PostgreSQL has pg_dump instead.
   */
  dumpDataDir?(): Promise<Blob>;
  /** Hears NOTIFY on `channel` (delivered at commit); answers how to stop. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/**
 * How long a request waits for a PostgreSQL connection — a new one, or one of the pool's
 * when all ten are busy — before it answers 503. Long enough that a burst queueing on a
 * busy machine is served; short enough that a database that never answers a connect
 * (a network that drops packets) does not hang requests for the OS's minutes.
 */
export const POOL_CONNECT_TIMEOUT_MS = 15_000;

// Any constant works; every instance uses the same one so only one migrates at a time.
const MIGRATION_LOCK_ID = 724_311_905;

/**
 * Opens the database the config names and brings its schema up to date: PGlite (Postgres
 * in WASM) in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. One schema, one
 * set of migrations for both.
 */
export async function openDatabase(
  database: AppConfig['database'],
  options: {
    /** Sees every query Drizzle sends (tests count the round trips of a request). */
    logger?: Logger;
    /**
     * An in-memory PGlite starts as a copy of this dump (dumpDataDir's tar) instead of
     * running initdb, which takes seconds in WASM. The server suite hands every test file
     * a dump of a freshly migrated database (docs/PERFORMANCE.md, "CI's time per layer");
     * migrations still run, and find nothing left to do.
     */
    memoryTemplate?: Blob;
  } = {},
): Promise<DatabaseHandle> {
  if (database.driver === 'pglite') {
    if (database.dataDir !== 'memory') mkdirSync(database.dataDir, { recursive: true });
    const client =
      database.dataDir === 'memory'
        ? new PGlite(options.memoryTemplate ? { loadDataDir: options.memoryTemplate } : undefined)
        : new PGlite(database.dataDir);
    await client.waitReady;
    const db = drizzlePglite({ client, schema, logger: options.logger });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      // Inside a transaction of ours no other can be open (PGlite runs one at a time); the
      // checkpoint writes every page out, so the copy needs no recovery when it opens.
      dumpDataDir: () =>
        client.transaction(async (tx) => {
          await tx.exec('CHECKPOINT');
          return client.dumpDataDir('gzip');
        }),
      listen: async (channel, onPayload) => {
        const stop = await client.listen(channel, onPayload);
        return async () => {
          if (!client.closed) await stop();
        };
      },
      close: () => client.close(),
    };
  }

  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    // While the database is unreachable a request waits this long for a connection, then
    // answers 503 (lib/errors.ts), instead of hanging on a connection that never comes.
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    // A connection whose peer vanished without a word (a failover, a cut) is noticed.
    keepAlive: true,
  });
  // A client that loses its connection must not crash the process: idle ones report to
  // the pool, and every client gets a listener of its own, since one checked out for long
  // (the socket.io adapter's LISTEN, a transaction) has no other and an 'error' event
  // without a listener would end the process. The pool discards a broken client when it
  // comes back, and opens new ones once the database answers again (docs/decisions/094).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePg({ client: pool, schema, logger: options.logger });
  // Several instances may start at once; an advisory lock lets exactly one migrate.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    pool,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onPayload) => listenOnPool(pool, channel, onPayload),
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own, taken from the pool and kept; when it is lost (the
 * database restarted) it listens again on a new one, every second until it can.
 */
async function listenOnPool(pool: pg.Pool, channel: string, onPayload: (payload: string) => void) {
  type Listener = { client: pg.PoolClient; release: (destroy?: boolean) => void };
  let current: Listener | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replaceAll('"', '""')}"`;
  const again = () => {
    if (stopped) return;
    clearTimeout(retry);
    retry = setTimeout(connect, 1000);
  };
  const connect = async () => {
    let listener: Listener | undefined;
    try {
      const client = await pool.connect();
      // A client goes back to the pool once: an error can come after stop() gave it back
      // (the database ending idle connections) or twice in a row, and pg-pool throws on
      // a second release.
      let released = false;
      listener = {
        client,
        release: (destroy) => {
          if (released) return;
          released = true;
          client.removeAllListeners('notification');
          client.release(destroy);
        },
      };
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      const own = listener;
      client.on('error', () => {
        if (released) return;
        own.release(true);
        if (current === own) current = null;
        again();
      });
      await client.query(`LISTEN ${quoted}`);
      if (stopped) {
        listener.release(true);
        return;
      }
      current = listener;
    } catch {
      listener?.release(true);
      again();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const listener = current;
    current = null;
    if (listener) {
      await listener.client.query(`UNLISTEN ${quoted}`).catch(() => undefined);
      listener.release();
    }
  };
}

/**
 * Makes `dataDir` the embedded database of a dump (dumpDataDir's tar): for a restore, into
 * a folder that holds no database yet.
 */
export async function loadDataDir(dataDir: string, dump: Blob) {
  mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, { loadDataDir: dump });
  await client.waitReady;
  await client.query('select 1');
  await client.close();
}
