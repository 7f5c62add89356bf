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
const firstLoad = require('../.dependency-cruiser.first-load.cjs') as {
  forbidden: unknown[];
  options: Record<string, unknown>;
};

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

// The first-load rules (docs/FIRST-LOAD.md) on two small trees: one where a first-load
// file reaches each package statically, and one that uses only the allowed ways.
const PACKAGES = ['zod', 'sonner', 'socket.io-client', '@radix-ui/react-tooltip'];
const packageFiles = Object.fromEntries(
  PACKAGES.flatMap((name) => [
    [`node_modules/${name}/package.json`, JSON.stringify({ name, main: 'index.js' })],
    [`node_modules/${name}/index.js`, 'export const value = 1;\n'],
  ]),
);

const reachingEachPackage: Record<string, string> = {
  ...packageFiles,
  // The first script takes zod.
  'src/first-load.ts': "import { value } from 'zod';\nexport const first = value;\n",
  // The entry reaches socket.io-client through the router shell and a shared module.
  'src/main.tsx': "import { router } from './app/router';\nexport const main = router;\n",
  'src/app/router.tsx': "import { socket } from '../lib/realtime';\nexport const router = socket;\n",
  'src/lib/realtime.ts': "import { value } from 'socket.io-client';\nexport const socket = value;\n",
  // The header imports sonner instead of going through src/lib/toast.ts.
  'src/app/layout/site-header.tsx': "import { value } from 'sonner';\nexport const header = value;\n",
  // A routed auth screen imports the Radix tooltip.
  'src/features/auth/pages/login-screen.tsx':
    "import { value } from '@radix-ui/react-tooltip';\nexport const login = value;\n",
};

const allowedWays: Record<string, string> = {
  ...packageFiles,
  // A dynamic import starts a chunk; a type import is erased.
  'src/first-load.ts':
    "import type { value } from 'zod';\nexport const load = () => import('socket.io-client');\nexport type V = typeof value;\n",
  // The design system's barrel re-exports its toast (and sonner); the bundle keeps only
  // the names a module imports, so the cruise stops at the barrel.
  'ui/src/index.ts': "export * from './toast';\n",
  'ui/src/toast.ts': "import { value } from 'sonner';\nexport const toast = value;\n",
  'src/main.tsx':
    "import { toast } from '../ui/src/index';\nexport const main = () => import('sonner').then(() => toast);\n",
  // The stories-only page renders the form, and its schema, in place.
  'src/features/auth/pages/login-page-for-stories.tsx':
    "import { value } from 'zod';\nexport const page = value;\n",
  // Contact Us and Verification check their forms with the contract's schemas.
  'src/features/contact/pages/contact-page.tsx':
    "import { value } from 'zod';\nexport const contact = value;\n",
  'src/features/auth/pages/verification-page.tsx':
    "import { value } from 'zod';\nexport const code = value;\n",
  // Screens outside the first load may import anything.
  'src/features/messages/pages/messages-page.tsx':
    "import { value } from 'socket.io-client';\nimport { value as t } from '@radix-ui/react-tooltip';\nexport const m = [value, t];\n",
};

async function cruiseFirstLoad(tree: Record<string, string>) {
  const treeRoot = mkdtempSync(path.join(tmpdir(), 'first-load-'));
  try {
    for (const [file, text] of Object.entries(tree)) {
      mkdirSync(path.dirname(path.join(treeRoot, file)), { recursive: true });
      writeFileSync(path.join(treeRoot, file), text);
    }
    const { tsConfig: _tsConfig, ...options } = firstLoad.options;
    const answer = await cruise(['src'], {
      ...options,
      baseDir: treeRoot,
      validate: true,
      ruleSet: { forbidden: firstLoad.forbidden } as never,
    });
    const output = answer.output as ICruiseResult;
    return output.summary.violations.map(
      (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`,
    );
  } finally {
    rmSync(treeRoot, { recursive: true, force: true });
  }
}

describe('first-load rules', () => {
  it('flags a first-load file that reaches zod, sonner, socket.io-client or the tooltip statically', async () => {
    expect((await cruiseFirstLoad(reachingEachPackage)).sort()).toEqual([
      'first-load-without-toasts-tooltips-or-sockets: src/app/layout/site-header.tsx → node_modules/sonner/index.js',
      'first-load-without-toasts-tooltips-or-sockets: src/features/auth/pages/login-screen.tsx → node_modules/@radix-ui/react-tooltip/index.js',
      'first-load-without-toasts-tooltips-or-sockets: src/main.tsx → node_modules/socket.io-client/index.js',
      'first-load-without-zod: src/first-load.ts → node_modules/zod/index.js',
    ]);
  });

  it('lets dynamic and type imports, the ui barrel, stories-only pages and form screens through', async () => {
    expect(await cruiseFirstLoad(allowedWays)).toEqual([]);
  });
});
