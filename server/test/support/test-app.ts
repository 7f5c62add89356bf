import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config';
import { createTestClock, type TestClock } from './clock';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestContext = {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  /** The app's clock: move it forward instead of sleeping. */
  clock: TestClock;
  /** A fresh DATA_DIR (outbox, uploads, generated secrets), removed on close. */
  dataDir: string;
};

/** A server on a fresh database and DATA_DIR, driven with `app.inject()`. Close it in `afterAll`. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  /** Extra routes for a test, registered before the app is ready. */
  register?: (app: FastifyInstance) => void | Promise<void>,
  options: Omit<BuildAppOptions, 'database' | 'clock'> & {
    clock?: TestClock;
    /** Sees every query the app sends. */
    queryLogger?: Logger;
  } = {},
): Promise<TestContext> {
  const { queryLogger, ...appOptions } = options;
  const database = await createTestDatabase({ logger: queryLogger });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'friendly-test-'));
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const config: AppConfig = {
    ...base,
    database: database.config,
    webDistDir: null,
    webRenderer: null,
    // Every test request comes from 127.0.0.1: per-IP limits are raised except where a test
    // sets them on purpose.
    rateLimits: {
      otpSendPerIpPerHour: 10_000,
      otpCheckPerIpPer10Minutes: 10_000,
      contactPerIpPerHour: 10_000,
      placesPerIpPerMinute: 10_000,
    },
    // Per-account chat limits too (docs/decisions/105): tests send and upload in quick
    // succession as one account; the limits' own tests set them low.
    chatLimits: {
      burst: 100_000,
      perSecond: 100_000,
      uploadsPerHour: 100_000,
      uploadBytesPerHour: 1024 ** 4,
    },
    ...overrides,
  };
  const clock = options.clock ?? createTestClock();
  // Jobs run when a test says so, on the test's clock.
  const app = await buildApp(config, {
    jobs: false,
    privateAnswerTtlMs: 0,
    realtime: false,
    // No timer reading the reference version in the background: query counts stay exact.
    // The tests of that poll set it themselves.
    referenceDataPollMs: 0,
    ...appOptions,
    database,
    clock,
  });
  await register?.(app);
  await app.ready();
  return { app, database, config, clock, dataDir };
}

export async function closeTestApp(context: TestContext | undefined) {
  if (!context) return;
  await context.app.close();
  await context.database.close();
  rmSync(context.dataDir, { recursive: true, force: true });
}
