// Bundles the server into dist/ for `npm start`. Our own workspace packages
// (@friendly/contracts) are TypeScript sources, so they are bundled in; every other
// package stays external and is loaded from node_modules at run time.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @type {import('esbuild').Plugin} */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@friendly/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ['src/main.ts', 'src/cli/admin.ts'],
  entryNames: '[name]',
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  splitting: true,
  logLevel: 'warning',
  plugins: [externalDependencies],
});
console.info('server built into server/dist');
