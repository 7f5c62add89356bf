import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './e2e/support/chromium.ts';
import { appConfig as viteConfig } from './vite.config.ts';
import { browser, optimizeDeps, separateCacheDir } from './vitest.config.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The visual layer: every story rendered again and compared pixel by pixel with its
 * committed baseline (see .storybook/visual.setup.ts). Its own config, not a project of
 * vitest.config.ts, so the two Storybook plugin instances never share state.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    plugins: [storybookTest({ configDir: path.join(root, '.storybook') }), separateCacheDir],
    optimizeDeps,
    test: {
      name: 'visual',
      setupFiles: ['.storybook/visual.setup.ts'],
      browser: {
        ...browser,
        // Vitest scales the test frame down to fit its outer page; a tall outer page lets
        // a tall story be captured at its real size (see .storybook/visual.setup.ts).
        provider: playwright({
          launchOptions: chromiumLaunchOptions(),
          contextOptions: { viewport: { width: 1600, height: 8000 } },
        }),
        viewport: { width: 1024, height: 768 },
        // The Storybook plugin forbids file writes from the browser unless allowed; this
        // layer must write baselines (on update) and diff images.
        api: { allowWrite: true },
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0005 },
            resolveScreenshotPath: ({ arg, browserName, platform, ext }) =>
              path.join(root, 'stories/__screenshots__', `${arg}-${browserName}-${platform}${ext}`),
            resolveDiffPath: ({ arg, browserName, platform, ext }) =>
              path.join(root, 'test-results/visual', `${arg}-${browserName}-${platform}${ext}`),
          },
        },
      },
    },
  }),
);
