import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './e2e/support/chromium.ts';
import { appConfig as viteConfig } from './vite.config.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * VITEST_CACHE_DIR gives a run its own Vite cache, so two runs at once (two developers'
 * agents on one machine, say) never race on dependency optimisation. It must win over
 * the Storybook plugin's own cacheDir, hence `enforce: 'post'`.
 */
export const separateCacheDir: Plugin = {
  name: 'friendly:separate-cache-dir',
  enforce: 'post',
  config: () =>
    process.env.VITEST_CACHE_DIR ? { cacheDir: path.resolve(process.env.VITEST_CACHE_DIR) } : undefined,
};

/**
 * Scan every story and source file before the first test, so Vite bundles all their
 * dependencies up front instead of discovering one mid-run and reloading the page
 * (which fails a whole test file at random on a fresh clone).
 */
export const optimizeDeps = {
  entries: ['stories/**/*.stories.tsx', 'ui/src/**/*.tsx', 'src/**/*.tsx', '.storybook/preview.tsx'],
};

export const browser = {
  enabled: true,
  headless: true,
  // All story files share one test iframe instead of a fresh one each: the Storybook,
  // axe and MSW setup is paid once, which halves the stories and visual layers. Stories
  // cannot lean on a clean page anyway — .storybook/preview.tsx empties storage and
  // toasts before every story, and each screen story mounts its own router and SWR cache.
  isolate: false,
  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
  instances: [{ browser: 'chromium' as const }],
};

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          // Pure logic: contracts, server services, ui helpers. Node, no database.
          test: {
            name: 'unit',
            environment: 'node',
            include: [
              'contracts/src/**/*.test.ts',
              'server/src/**/*.test.ts',
              'ui/src/**/*.test.ts',
              'src/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
          },
        },
        {
          // The API through app.inject() against a real database: PGlite in-process, or
          // PostgreSQL when TEST_DATABASE_URL is set (see scripts/test-server.mjs).
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/test/**/*.test.ts'],
            // One migrated PGlite database that every test database copies (docs/PERFORMANCE.md).
            globalSetup: ['server/test/support/global-setup.ts'],
            // The files of a pass share one process and one imported server (114–139 s of
            // imports a pass before): every file builds its own app on its own database, and
            // the server keeps no state in modules that one app could leave to the next
            // (docs/PERFORMANCE.md). SERVER_ISOLATE=1 gives each file a fresh process again.
            isolate: process.env.SERVER_ISOLATE === '1',
            // Process tests pick their database kind by file: the lock of the embedded one
            // and pglite-* run in the PGlite pass, postgres-* in the PostgreSQL pass.
            exclude:
              process.env.TEST_DB === 'postgres'
                ? ['server/test/process/data-dir-lock.test.ts', 'server/test/process/pglite-*.test.ts']
                : ['server/test/process/postgres-*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          // Every story is a test: render, play function, axe (a11y addon, error mode).
          extends: true,
          plugins: [storybookTest({ configDir: path.join(root, '.storybook') }), separateCacheDir],
          optimizeDeps,
          test: { name: 'stories', browser },
        },
      ],
    },
  }),
);
