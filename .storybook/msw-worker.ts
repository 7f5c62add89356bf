import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * Serves MSW's service worker at /mockServiceWorker.js to Storybook (dev, static build
 * and the Vitest layers) straight from the installed msw package. Nothing is copied into
 * public/, so the worker never ships with the app and always matches the msw version.
 */
export function mswWorker(): Plugin {
  const workerPath = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  const source = () => readFileSync(workerPath, 'utf8');
  return {
    name: 'friendly:msw-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('content-type', 'application/javascript');
        response.setHeader('service-worker-allowed', '/');
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: source() });
    },
  };
}
