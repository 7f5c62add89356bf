import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressPlugin } from './scripts/lib/precompress.mjs';

/**
 * The built app is what `npm start` serves, so it is always React's production build, even
 * when the build inherits NODE_ENV=test or development — e.g. from the e2e global setup,
 * whose `npm start` rebuilds when a source changed since (that build was 177 KB of
 * development React in the entry, issue 11). Dev servers and tests are untouched.
 */
const productionBuild: Plugin = {
  name: 'friendly:production-build',
  apply: 'build',
  enforce: 'pre',
  config() {
    // Read after the config hooks: by Vite (isProduction, the NODE_ENV it defines) and by
    // the React plugin (the production JSX runtime).
    process.env.NODE_ENV = 'production';
  },
};

// The API server listens on API_PORT during `npm run dev`; in production the server
// serves the built app itself, so no proxy is involved.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [productionBuild, react(), tailwindcss(), precompressPlugin()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // React 19 + React Router 7 alone are ~390 kB minified (~124 kB gzip); screens load as separate chunks.
    chunkSizeWarningLimit: 450,
  },
});
