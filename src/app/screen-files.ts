/**
 * A screen's files, asked for together as soon as the router heads for it, so its chunk's
 * own imports do not wait for the chunk to arrive and be read. The build writes each route's
 * files into index.html for the page's first script (vite.config.ts, `firstLoadScript`;
 * src/first-load.ts reads them for the page's first screen); the router reads the same list
 * for every later one, which is why the entry does not carry Vite's own copy of it
 * (docs/FIRST-LOAD.md, "The screens' files from index.html").
 */

/** src/first-load.ts's FIRST_LOAD_DATA_ID (first-load.test.ts holds the two together). */
export const SCREEN_FILES_DATA_ID = 'friendly-first-load';

let filesByPath: Map<string, readonly string[]> | undefined;
const asked = new Set<string>();

function screenFiles(path: string): readonly string[] {
  if (!filesByPath) {
    filesByPath = new Map();
    try {
      const text = document.getElementById(SCREEN_FILES_DATA_ID)?.textContent;
      for (const screen of text ? (JSON.parse(text) as { path?: unknown; files?: unknown }[]) : []) {
        if (typeof screen.path === 'string' && Array.isArray(screen.files))
          filesByPath.set(
            screen.path,
            screen.files.filter((file): file is string => typeof file === 'string'),
          );
      }
    } catch {
      // no list (the dev server, a test page): each chunk brings its own imports
    }
  }
  return filesByPath.get(path) ?? [];
}

/** Preloads the files of the screen at route `path` ('/event-details/:slug') not asked for yet. */
export function preloadScreenFiles(path: string) {
  if (typeof document === 'undefined') return;
  for (const file of screenFiles(path)) {
    if (asked.has(file)) continue;
    asked.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}
