import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup, type UserConfig } from 'vite';
import { precompressPlugin } from './scripts/lib/precompress.mjs';
import { FIRST_IMAGES, FIRST_READS } from './src/app/first-reads';
import { ROUTES } from './src/app/route-table';
import { FIRST_LOAD_DATA_ID, type FirstScreen } from './src/first-load';

/**
 * The built app is what `npm start` serves, so it is always React's production build, even
 * when the build inherits NODE_ENV=test or development — e.g. from the e2e global setup,
 * whose `npm start` rebuilds when a source changed since (that build was 177 KB of
 * development React in the entry, docs/decisions/072). Dev servers and tests are untouched.
 */
const productionBuild: Plugin = {
  name: 'friendly:production-build',
  apply: 'build',
  enforce: 'pre',
  config() {
    // Read after the config hooks: by Vite (isProduction, the NODE_ENV it defines) and by
    // the React plugin (the production JSX runtime).
    process.env.NODE_ENV = 'production';
  },
};

/**
 * The contracts' `.describe('…')` texts are for the OpenAPI document the server serves; a
 * browser never reads them. The web build leaves them out of the contracts' schemas, which
 * takes about half a kilobyte (gzip) off the sign-in screen's first load
 * (docs/FIRST-LOAD.md). A call whose argument is not one plain string is left as it is.
 */
const DESCRIBE_CALL =
  /\.describe\(\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\$]|\\.)*`)\s*,?\s*\)/g;
function withoutDescriptions(code: string): string {
  return code.replace(DESCRIBE_CALL, '');
}
const contractDescriptions: Plugin = {
  name: 'friendly:contract-descriptions',
  apply: 'build',
  transform(code, id) {
    if (!id.includes('/contracts/src/') || !code.includes('.describe(')) return null;
    return { code: withoutDescriptions(code), map: null };
  },
};

/**
 * The stylesheet inside index.html instead of linked from it: the first paint (the loading
 * overlay, then each screen) waits for the HTML alone, not for a second round trip
 * (docs/decisions/100). Every screen uses the one Tailwind stylesheet, so
 * there is nothing to split; its font stays a file of its own.
 */
/**
 * The brand font waits for its file (font-display: block, at most 3 s) instead of showing the
 * fallback and swapping: on a page the server painted (docs/decisions/145) the text is there
 * before the font, and lines that wrap differently in the fallback moved everything below
 * them when it swapped (CLS 0.03–0.25 on Home). The file is preloaded with the page
 * (`preloadFont`), so the wait is that of a 28 KB file asked for alongside the HTML.
 */
function withBlockingFont(css: string): string {
  return css.replace(
    /(@font-face\{font-family:Plus Jakarta Sans Variable;[^}]*?)font-display:swap/g,
    '$1font-display:block',
  );
}

const inlineStylesheet: Plugin = {
  name: 'friendly:inline-stylesheet',
  apply: 'build',
  enforce: 'post',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      // One stylesheet, and only one: every lazy chunk's stylesheet is the inline one.
      const stylesheets = Object.keys(context.bundle ?? {}).filter((file) => file.endsWith('.css'));
      if (stylesheets.length > 1) {
        throw new Error(
          `friendly:inline-stylesheet: the build made ${stylesheets.length} stylesheets (${stylesheets.join(', ')}); ` +
            'the app inlines its one stylesheet into index.html and tells the lazy chunks it is there',
        );
      }
      return html.replace(
        /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
        (tag, fileName: string) => {
          const asset = context.bundle?.[fileName];
          if (asset?.type !== 'asset') return tag;
          // Vite's preload helper loads the stylesheet a lazy chunk depends on (Log In's
          // form, the header's menu, the toaster, Messages) and waits for it, unless a
          // <link rel="stylesheet"> to it is in the page. A disabled one says so without
          // being fetched or applied: the rules are already inline.
          return `<style>${withBlockingFont(String(asset.source))}</style><link rel="stylesheet" href="/${fileName}" disabled>`;
        },
      );
    },
  },
};

/**
 * The brand font's Latin file, asked for with the page: without it, a page the server painted
 * (docs/decisions/145) shows its text in the fallback first, and the swap moves the lines
 * that wrap differently (CLS). Only the Latin file: the others are for other scripts.
 */
const LATIN_FONT = /^assets\/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/;
const preloadFont: Plugin = {
  name: 'friendly:preload-font',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, context) {
      const font = Object.keys(context.bundle ?? {}).find((file) => LATIN_FONT.test(file));
      if (!font) throw new Error('friendly:preload-font: no Latin file of the brand font in the build');
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: true },
          injectTo: 'head',
        },
      ];
    },
  },
};

/**
 * engine.io (under socket.io-client) with its WebSocket transport only. The app connects
 * over WebSocket alone (src/lib/realtime.ts, `transports: ['websocket']`) and the server
 * accepts nothing else (server/src/modules/chat/socket.ts), but engine.io's socket imports
 * its table of every transport, so long-polling and WebTransport came along on every
 * signed-in screen with the socket (about 1.5 KB). The table is replaced by one holding the
 * WebSocket transport, and socket.io-client's import of engine.io takes the four names it
 * uses from their modules, not from the package's index, whose table of transports would
 * bring them all back (docs/FIRST-LOAD.md).
 */
const ENGINE_IO_ESM = path.join(
  path.dirname(createRequire(import.meta.url).resolve('engine.io-client/package.json')),
  'build',
  'esm',
);
const WEBSOCKET_ONLY = '\0friendly:engine.io-websocket-only';
const ENGINE_IO_NAMES = '\0friendly:engine.io-names';
const SOCKET_IO_CLIENT = `${path.sep}socket.io-client${path.sep}`;
const engineModule = (file: string) => JSON.stringify(path.join(ENGINE_IO_ESM, file));
const websocketOnly: Plugin = {
  name: 'friendly:engine.io-websocket-only',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './transports/index.js' && importer?.startsWith(ENGINE_IO_ESM)) return WEBSOCKET_ONLY;
    if (source === 'engine.io-client' && importer?.includes(SOCKET_IO_CLIENT)) return ENGINE_IO_NAMES;
    return null;
  },
  load(id) {
    if (id === WEBSOCKET_ONLY) {
      return `import { WS } from ${engineModule('transports/websocket.js')};\nexport const transports = { websocket: WS };\n`;
    }
    if (id === ENGINE_IO_NAMES) {
      return [
        `export { Socket } from ${engineModule('socket.js')};`,
        `export { installTimerFunctions } from ${engineModule('util.js')};`,
        `export { nextTick } from ${engineModule('globals.js')};`,
        `export { parse } from ${engineModule('contrib/parseuri.js')};`,
        // socket.io-client's index passes the transports on, for a client that picks its own;
        // the app names only 'websocket'. The others' modules run code at load, so even
        // unused they would stay: here they are absent.
        `export { WS as WebSocket, WS as NodeWebSocket } from ${engineModule('transports/websocket.js')};`,
        'export const XHR = undefined, NodeXHR = undefined, Fetch = undefined, WebTransport = undefined;',
      ].join('\n');
    }
    return null;
  },
};

const SRC_APP = fileURLToPath(new URL('./src/app/', import.meta.url));
const FIRST_LOAD_ENTRY = fileURLToPath(new URL('./src/first-load.ts', import.meta.url));
const ROUTER_SOURCE = path.join(SRC_APP, 'router.tsx');

/** The router's screens (`Name: () => import('…')`) and the module each one loads. */
function screenModules(): Map<string, string> {
  const source = readFileSync(ROUTER_SOURCE, 'utf8');
  const modules = new Map<string, string>();
  for (const [, name, specifier] of source.matchAll(/(\w+):\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    const base = path.resolve(SRC_APP, specifier as string);
    modules.set(name as string, [`${base}.tsx`, `${base}.ts`].find((file) => existsSync(file)) ?? base);
  }
  return modules;
}

/** The app's entry chunk (index.html's script), as Vite names it. */
const ENTRY_CHUNK = /^assets\/index-[\w-]{8}\.js$/;

let screenChunkPattern: RegExp | undefined;
/** A screen's own chunk (the router's lazy import), as Vite names it: its module's name and hash. */
function screenChunk(): RegExp {
  screenChunkPattern ??= new RegExp(
    `^assets/(${[...screenModules().values()].map((file) => path.basename(file).replace(/\.tsx?$/, '')).join('|')})-[\\w-]{8}\\.js$`,
  );
  return screenChunkPattern;
}

/** A chunk's files with everything it imports statically. */
function withImports(bundle: Rollup.OutputBundle, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const file of chunk.imports) withImports(bundle, file, into);
  return into;
}

/**
 * The page's first script (src/first-load.ts) as an entry of its own, placed in index.html
 * before the app's entry — Vite would merge every module script of index.html into one —
 * with what it needs written beside it: for each route, its path and access, the chunks
 * of its screen the entry does not hold, its first reads and first image. It asks for
 * those while the entry is still arriving (docs/decisions/100). It imports
 * nothing, so the entry's chunks stay as they are.
 */
const firstLoadScript: Plugin = {
  name: 'friendly:first-load-script',
  apply: 'build',
  config: () => ({
    build: {
      rollupOptions: { input: { index: 'index.html', 'first-load': FIRST_LOAD_ENTRY } },
      modulePreload: {
        // A screen's files are preloaded by the router from the list written below
        // (src/app/screen-files.ts), so the entry does not carry Vite's own list of every
        // screen's chunks (2.3 KB gzip of every first load, docs/FIRST-LOAD.md). Every other
        // dynamic import keeps Vite's preloading.
        resolveDependencies: (filename: string, deps: string[], { hostId }: { hostId: string }) =>
          ENTRY_CHUNK.test(hostId) && screenChunk().test(filename) ? [] : deps,
      },
    },
  }),
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle, chunk: entry }) {
      if (!bundle || !entry) return [];
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const firstLoad = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === FIRST_LOAD_ENTRY);
      if (!firstLoad) throw new Error('friendly:first-load-script: no first-load chunk');
      if (firstLoad.imports.length > 0) throw new Error('src/first-load.ts must import nothing');
      const loaded = withImports(bundle, entry.fileName);
      const modules = screenModules();
      const screens: FirstScreen[] = [];
      for (const route of ROUTES) {
        const module = modules.get(route.name);
        const screenChunk = module && chunks.find((chunk) => chunk.facadeModuleId === module);
        if (module && !screenChunk) throw new Error(`friendly:first-load-script: no chunk for ${module}`);
        const files = screenChunk
          ? [...withImports(bundle, screenChunk.fileName)]
              .filter((file) => !loaded.has(file))
              .map((file) => `/${file}`)
          : [];
        const reads = [...(FIRST_READS[route.name] ?? [])];
        const image = FIRST_IMAGES[route.name];
        screens.push({ path: route.path, access: route.access, files, reads, ...(image ? { image } : {}) });
      }
      return [
        {
          tag: 'script',
          attrs: { type: 'module', crossorigin: true, src: `/${firstLoad.fileName}` },
          injectTo: 'head-prepend',
        },
        {
          tag: 'script',
          attrs: { type: 'application/json', id: FIRST_LOAD_DATA_ID },
          // Data, not script: `<` escaped so no text in it can close the element.
          children: JSON.stringify(screens).replace(/</g, '\\u003c'),
          injectTo: 'body',
        },
      ];
    },
  },
};

// The API server listens on API_PORT during `npm run dev`; in production the server
// serves the built app itself, so no proxy is involved.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

/**
 * `vite build --ssr src/entry-server.tsx` builds the server's render of the public pages
 * (docs/decisions/145) into dist-ssr/, outside the folder the server serves. Our workspace
 * packages are TypeScript sources, so they are bundled in; every other package is loaded
 * from node_modules at run time, as the server's own bundle does. No index.html, no CSS.
 */
const ssrBuild = {
  plugins: [productionBuild, contractDescriptions, react()],
  ssr: { noExternal: [/^@friendly\//] },
  publicDir: false,
  build: { outDir: 'dist-ssr', ssr: 'src/entry-server.tsx', sourcemap: true, emptyOutDir: true },
} satisfies UserConfig;

/** The web app's build and dev server; the test configs (vitest*.config.ts) extend it. */
export const appConfig = {
  plugins: [
    productionBuild,
    contractDescriptions,
    react(),
    tailwindcss(),
    firstLoadScript,
    inlineStylesheet,
    preloadFont,
    websocketOnly,
    precompressPlugin(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // React 19 + React Router 7 alone are ~390 kB minified (~124 kB gzip); screens load as separate chunks.
    chunkSizeWarningLimit: 450,
  },
} satisfies UserConfig;

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : appConfig));
