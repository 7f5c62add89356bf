/**
 * First-load rules (docs/FIRST-LOAD.md), checked by `npm run lint` after the import
 * boundaries of .dependency-cruiser.cjs: what a first visit downloads never carries zod,
 * sonner, the Radix tooltip or socket.io-client; they arrive in chunks of their own, on
 * first use.
 *
 * "Reached" means what the bundle means, so this cruise sees the graph the bundler sees,
 * which is why it is a cruise of its own (dependency-cruiser's `reachable` follows every
 * edge it knows, whatever its type):
 * - `import()` starts a chunk: dynamic imports are left out of the graph (the way the
 *   app keeps these packages off the first load);
 * - `import type` is erased (verbatimModuleSyntax): only the compiled imports count;
 * - the design system's barrel (`@friendly/ui`) is tree-shaken by name, which no module
 *   graph can tell, so the cruise stops at it. A ui component that carries one of the
 *   packages (Tooltip, NotificationBell, Toaster) is kept off by its twin and the e2e
 *   bundle budget, as docs/FIRST-LOAD.md lists.
 * scripts/lint-boundaries.test.ts proves each rule fires.
 */

// The first load: the page's first script, the entry with everything it imports eagerly
// (the router shell, the root route, the guard, the layout and its header), and the
// public and auth screens a visit can start on. The stories-only pages (`*-for-stories`)
// render the form in place and are no screen of the app.
const FIRST_SCRIPT = '^src/first-load\\.ts$';
const ENTRY = '^src/main\\.tsx$';
const HEADER = '^src/app/layout/site-header\\.tsx$';
const PUBLIC_SCREENS = '^src/features/(home|content|contact)/pages/';
const AUTH_SCREENS = '^src/features/auth/pages/';
const STORIES_ONLY = '-for-stories\\.tsx$';
// Contact Us and Verification check their forms with the contract's schemas as they
// render, so zod is theirs to load; the rest of the first load reaches it only in a chunk.
const FORMS_WITH_SCHEMAS = '^src/features/(contact/pages/contact-page|auth/pages/verification-page)\\.tsx$';

const pkg = (names) => `(^|/)node_modules/(${names.join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'first-load-without-zod',
      comment:
        'zod loads with the first schema a screen needs: read answers with a contracts *-check.ts reader or a lazy schema, and load forms after the first paint (docs/FIRST-LOAD.md).',
      severity: 'error',
      from: {
        path: [FIRST_SCRIPT, ENTRY, HEADER, PUBLIC_SCREENS, AUTH_SCREENS],
        pathNot: [STORIES_ONLY, FORMS_WITH_SCHEMAS],
      },
      to: { path: pkg(['zod']), reachable: true },
    },
    {
      name: 'first-load-without-toasts-tooltips-or-sockets',
      comment:
        'sonner, the Radix tooltip and socket.io-client load on first use: toasts through src/lib/toast.ts, the header bell through header-bell.tsx, realtime through src/lib/realtime-provider.tsx (docs/FIRST-LOAD.md).',
      severity: 'error',
      from: { path: [FIRST_SCRIPT, ENTRY, HEADER, PUBLIC_SCREENS, AUTH_SCREENS], pathNot: STORIES_ONLY },
      to: { path: pkg(['sonner', 'socket\\.io-client', '@radix-ui/react-tooltip']), reachable: true },
    },
  ],
  options: {
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Packages are nodes of the graph (that is what the rules look for), not followed into.
    doNotFollow: { path: ['node_modules', '^ui/src/index\\.ts$'] },
    // Build output (a package's own dist/ inside node_modules is how it is reached: kept).
    exclude: { path: ['^(dist|dist-ssr|storybook-static)/', '^(ui|contracts|server)/dist/'], dynamic: true },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
