// Writes `name.br` and `name.gz` next to every compressible file of a built app, so the
// server sends them as they are (@fastify/static `preCompressed`) instead of compressing
// on every request or sending them raw (docs/decisions/072).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, the headers cost more than the saving. */
const MIN_BYTES = 1024;

function* filesIn(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(full);
    else yield full;
  }
}

/** Compresses `dir` in place; answers how many files it compressed and their sizes. */
export function precompress(dir) {
  let files = 0;
  let rawBytes = 0;
  let brotliBytes = 0;
  for (const file of filesIn(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    const brotli = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gzip = gzipSync(bytes, { level: 9 });
    // A variant that is not smaller is not worth a lookup.
    if (brotli.length < bytes.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < bytes.length) writeFileSync(`${file}.gz`, gzip);
    files += 1;
    rawBytes += bytes.length;
    brotliBytes += brotli.length;
  }
  return { files, rawBytes, brotliBytes };
}

/** The Vite plugin: runs after `vite build` has written the bundle. */
export function precompressPlugin() {
  let outDir = 'dist';
  return {
    name: 'friendly:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const { files, rawBytes, brotliBytes } = precompress(outDir);
      this.info?.(
        `precompressed ${files} files: ${(rawBytes / 1000).toFixed(0)} kB → ${(brotliBytes / 1000).toFixed(0)} kB brotli`,
      );
    },
  };
}
