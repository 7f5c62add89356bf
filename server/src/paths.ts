import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's root folder. This file lives in `src/` when run from source and
 * is bundled into `dist/` for production; both are one level below the package root.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(serverRoot, '..');
export const migrationsFolder = path.join(serverRoot, 'drizzle');
export const defaultWebDist = path.join(repoRoot, 'dist');
/** The server's render of the public pages, built beside the web app (`npm run build:app`). */
export const defaultWebRenderer = path.join(repoRoot, 'dist-ssr', 'entry-server.js');
