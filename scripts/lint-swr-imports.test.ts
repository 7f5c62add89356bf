import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The rule `npm run lint` enforces with biome (docs/decisions/109): SWR is imported only in
// src/api/, where the one read and the one mutation helper live. Run here on a small tree
// with deliberate breaches, so a rule that stops firing fails this test.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const biome = path.join(repo, 'node_modules', '.bin', 'biome');

const files: Record<string, string> = {
  'src/api/read.ts': "import useSWR from 'swr';\nexport const read = useSWR;\n",
  'src/api/mutation.ts':
    "import useSWRMutation from 'swr/mutation';\nexport const change = useSWRMutation;\n",
  'src/features/home/api/get-faqs.ts': "import useSWR from 'swr';\nexport const faqs = useSWR;\n",
  'src/features/home/api/faq-key.ts': "import type { Key } from 'swr';\nexport type FaqKey = Key;\n",
  'src/app/router.tsx': "import { preload } from 'swr';\nexport const early = preload;\n",
  'stories/screens/support/screen.tsx':
    "import useSWRMutation from 'swr/mutation';\nexport const change = useSWRMutation;\n",
  'src/lib/fine.ts': "import { read } from '../api/read';\nexport const fine = read;\n",
};

let root = '';
let flagged: string[] = [];

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'lint-swr-'));
  // The repository's own configuration, outside git (the temporary tree is not a checkout).
  const config = JSON.parse(readFileSync(path.join(repo, 'biome.json'), 'utf8')) as Record<string, unknown>;
  delete config.$schema;
  writeFileSync(
    path.join(root, 'biome.json'),
    JSON.stringify({ ...config, vcs: { enabled: false }, files: { includes: ['**'] } }),
  );
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const run = spawnSync(biome, ['lint', '--reporter=json', '.'], { cwd: root, encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; severity: string; location: { path: string } }[];
  };
  flagged = report.diagnostics
    .filter((d) => d.category === 'lint/style/noRestrictedImports' && d.severity === 'error')
    .map((d) => d.location.path)
    .sort();
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('SWR only in src/api', () => {
  it('flags each import of swr outside src/api, types and subpaths included, and only those', () => {
    expect(flagged).toEqual([
      'src/app/router.tsx',
      'src/features/home/api/faq-key.ts',
      'src/features/home/api/get-faqs.ts',
      'stories/screens/support/screen.tsx',
    ]);
  });
});
