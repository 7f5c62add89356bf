import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { AppConfig } from '../../src/config';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';

/**
 * Which database the server suite runs against: PGlite in memory by default, or a fresh
 * PostgreSQL database per test file when TEST_DB=postgres (scripts/test-server.mjs runs
 * the suite once for each when TEST_DATABASE_URL is set).
 */
export const testDriver: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export type TestDatabase = DatabaseHandle & { config: AppConfig['database'] };

export async function createTestDatabase(options: { logger?: Logger } = {}): Promise<TestDatabase> {
  if (testDriver === 'pglite') {
    const config = { driver: 'pglite', dataDir: 'memory' } as const;
    // A copy of the database global-setup.ts migrated, instead of an initdb per file.
    const template = inject('pgliteTemplate');
    const memoryTemplate = template ? new Blob([readFileSync(template)]) : undefined;
    return Object.assign(await openDatabase(config, { ...options, memoryTemplate }), { config });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `friendly_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const config = { driver: 'postgres', url: url.toString() } as const;
  const handle = await openDatabase(config, options);
  return {
    ...handle,
    config,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
