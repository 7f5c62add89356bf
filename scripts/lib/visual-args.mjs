/**
 * Vitest's arguments for the visual layer (scripts/test-visual.mjs). `--update` goes last:
 * Vitest's `--update [type]` takes an optional value, so a file named right after it would
 * be read as that value and the run would cover every story instead of the file.
 */
export function visualArgs(argv) {
  const update = argv.includes('--update');
  const filters = argv.filter((arg) => arg !== '--update');
  return ['vitest', 'run', '-c', 'vitest.visual.config.ts', ...filters, ...(update ? ['--update'] : [])];
}
