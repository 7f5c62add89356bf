import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/lib/precompress.mjs';

// The API server listens on API_PORT during `npm run dev`; in production the server
// serves the built app itself, so no proxy is involved.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressPlugin()],
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
