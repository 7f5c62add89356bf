import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../../src/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly migrated PGlite database, which each test database starts from. */
    pgliteTemplate: string | null;
  }
}

/**
 * Runs once before the server suite: PGlite's initdb takes about two seconds in WASM, so
 * instead of paying it in every test file, the suite migrates one database here and hands
 * each test database a copy of it (test-database.ts). The PostgreSQL pass needs none:
 * creating and migrating a database there takes a quarter of a second.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    project.provide('pgliteTemplate', null);
    return;
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'friendly-pglite-template-'));
  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
