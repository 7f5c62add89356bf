// The visual layer: every story compared with its committed pixel baseline.
// `--update` rewrites the baselines (review the images before committing them).
// Anything else is handed to Vitest, so a run can be narrowed:
//   npm run test:visual -- stories/ui/otp-input.stories.tsx   (files whose path contains it)
//   npm run test:visual -- otp-input -t "Filled"               (stories whose name matches)
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/build-if-stale.mjs';
import { visualArgs } from './lib/visual-args.mjs';

if (process.platform !== 'linux') {
  console.info(
    `Visual baselines are rendered on Linux with Debian's Chromium and cannot match on ${process.platform}; ` +
      'the visual layer is skipped here. CI runs it on Linux.',
  );
  process.exit(0);
}

rmSync(path.join(repoRoot, 'test-results', 'visual'), { recursive: true, force: true });
const result = spawnSync('npx', visualArgs(process.argv.slice(2)), { cwd: repoRoot, stdio: 'inherit' });
if (result.status !== 0) {
  console.error('\nVisual differences: compare reference, actual and diff images in test-results/visual/.');
  console.error(
    'If the change is intended, run `npm run test:visual:update -- <the same files>` and commit the new baselines.',
  );
}
process.exit(result.status ?? 1);
