import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_LOAD_DATA_ID } from '../first-load';

/** A page holding the build's list of each route's files, recording the links put in its head. */
function pageWith(list: string | null) {
  const head: { rel: string; href: string; crossOrigin: string | null }[] = [];
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === FIRST_LOAD_DATA_ID && list !== null ? { textContent: list } : null,
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { append: (link: (typeof head)[number]) => head.push(link) },
  });
  return head;
}

async function freshModule() {
  vi.resetModules();
  return import('./screen-files');
}

describe('a screen’s files, preloaded as the router heads for it', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the list the page’s first script reads', async () => {
    const { SCREEN_FILES_DATA_ID } = await freshModule();
    expect(SCREEN_FILES_DATA_ID).toBe(FIRST_LOAD_DATA_ID);
  });

  it('asks for each file of the route once, as a module', async () => {
    const head = pageWith(
      JSON.stringify([
        { path: '/terms-conditions', files: ['/assets/legal-page-a.js', '/assets/rich-text-b.js'] },
        { path: '/privacy-policy', files: ['/assets/legal-page-a.js', '/assets/rich-text-b.js'] },
        { path: '/event-details/:slug', files: ['/assets/event-details-page-c.js'] },
      ]),
    );
    const { preloadScreenFiles } = await freshModule();
    preloadScreenFiles('/terms-conditions');
    preloadScreenFiles('/privacy-policy');
    preloadScreenFiles('/event-details/:slug');
    expect(head).toEqual([
      { rel: 'modulepreload', href: '/assets/legal-page-a.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/rich-text-b.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/event-details-page-c.js', crossOrigin: '' },
    ]);
  });

  it('asks for nothing without a list, with an unreadable one, or for an unknown route', async () => {
    for (const list of [null, '{', JSON.stringify([{ path: '/x', files: 'nope' }])]) {
      const head = pageWith(list);
      const { preloadScreenFiles } = await freshModule();
      preloadScreenFiles('/x');
      preloadScreenFiles('/terms-conditions');
      expect(head).toEqual([]);
    }
  });
});
