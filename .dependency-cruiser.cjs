/**
 * Import boundaries (docs/decisions/068), checked by `npm run lint`:
 * - ui/ (the design system) imports nothing of ours: no contracts, no app, no server;
 * - contracts/ imports only zod and the date library;
 * - a feature never imports another feature (shared parts live in src/components,
 *   src/lib or src/api; the app shell in src/app composes features);
 * - the server never imports the app, ui/ or stories, and the app never imports the server
 *   (stories may read the seeded content, plain data, so they show what a server seeds).
 * scripts/lint-boundaries.test.ts proves each rule fires. What the first load may not
 * reach (zod, sonner, the Radix tooltip, socket.io-client) is a cruise of its own, over the
 * graph the bundler sees: .dependency-cruiser.first-load.cjs, docs/FIRST-LOAD.md.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'ui-imports-nothing-of-ours',
      comment: 'ui/ is a design system: rules, messages and data come in by props.',
      severity: 'error',
      from: { path: '^ui/src/' },
      to: { path: '^(contracts|src|server|stories|e2e)/' },
    },
    {
      name: 'contracts-import-only-zod-and-dates',
      comment: 'contracts/ is shared by the browser and the server: zod and the date library only.',
      severity: 'error',
      from: { path: '^contracts/src/' },
      to: {
        pathNot: ['^contracts/src/', 'node_modules/(zod|date-fns|@date-fns/tz)/'],
      },
    },
    {
      name: 'features-do-not-import-each-other',
      comment: 'Share through src/components, src/lib or src/api; src/app composes features.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'app-imports-contracts-by-module',
      comment:
        "The app imports '@friendly/contracts/<module>', never the barrel, so a screen carries only the rules it uses (docs/decisions/072).",
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^contracts/src/index\\.ts$' },
    },
    {
      name: 'server-stays-on-the-server',
      comment: 'The server never imports the app, the design system or stories.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|ui|stories|e2e)/' },
    },
    {
      name: 'app-never-imports-the-server',
      comment: 'The browser talks to the server over HTTP only; shared shapes live in contracts/.',
      severity: 'error',
      from: { path: '^(src|ui|stories)/' },
      // Except the seeded content, plain data the home stories show as the server seeds it.
      to: { path: '^server/', pathNot: '^server/src/db/seed/content-data\\.ts$' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-ssr|node_modules|storybook-static)/' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
