import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The rules `npm run lint` enforces (docs/decisions/068), run here on a small tree with a
// deliberate breach of each, so a rule that stops firing fails this test.
const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs') as { forbidden: unknown[] };

const files: Record<string, string> = {
  'ui/src/button.ts': "import { LIMITS } from '../../contracts/src/limits';\nexport const b = LIMITS;\n",
  'ui/src/cn.ts': "export const cn = 'cn';\n",
  'ui/src/card.ts': "import { cn } from './cn';\nexport const card = cn;\n",
  'contracts/src/limits.ts':
    "import { helper } from '../../src/lib/helper';\nexport const LIMITS = helper;\n",
  'contracts/src/dates.ts': "import { LIMITS } from './limits';\nexport const d = LIMITS;\n",
  'contracts/src/index.ts': "export * from './dates';\n",
  'src/app/config.ts':
    "import { d } from '../../contracts/src/index';\nimport { LIMITS } from '../../contracts/src/limits';\nexport const c = [d, LIMITS];\n",
  'src/lib/helper.ts': "import { main } from '../../server/src/main';\nexport const helper = main;\n",
  'src/features/contact/form.ts':
    "import { login } from '../auth/login';\nimport { send } from './send';\nexport const f = [login, send];\n",
  'src/features/contact/send.ts': "import { helper } from '../../lib/helper';\nexport const send = helper;\n",
  'src/features/auth/login.ts': "export const login = 'login';\n",
  'src/app/router.ts':
    "import { f } from '../features/contact/form';\nimport { login } from '../features/auth/login';\nexport const r = [f, login];\n",
  'server/src/main.ts': "import { card } from '../../ui/src/card';\nexport const main = card;\n",
};

let root = '';
let result: ICruiseResult;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const answer = await cruise(['ui', 'contracts', 'src', 'server'], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden } as never,
    tsPreCompilationDeps: true,
  });
  result = answer.output as ICruiseResult;
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const breaches = () =>
  result.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`);

describe('import boundaries', () => {
  it('flags each deliberate breach, and only those', () => {
    expect(breaches().sort()).toEqual([
      'app-imports-contracts-by-module: src/app/config.ts → contracts/src/index.ts',
      'app-never-imports-the-server: src/lib/helper.ts → server/src/main.ts',
      'contracts-import-only-zod-and-dates: contracts/src/limits.ts → src/lib/helper.ts',
      'features-do-not-import-each-other: src/features/contact/form.ts → src/features/auth/login.ts',
      'server-stays-on-the-server: server/src/main.ts → ui/src/card.ts',
      'ui-imports-nothing-of-ours: ui/src/button.ts → contracts/src/limits.ts',
    ]);
  });

  it('counts the breaches as errors, so the lint fails', () => {
    expect(result.summary.error).toBe(6);
  });
});
