import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAINTED_PAGE_TTL_MS } from '../../src/lib/page-painter';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';

/** index.html as built: the loading overlay between the marks the render replaces. */
const INDEX_HTML =
  '<!doctype html><html><body><div id="root"><!--page--><div data-slot="logo-loader"></div><!--/page--></div></body></html>';

/**
 * A render with the web build's interface (src/entry-server.tsx): it paints `/` from the
 * home page's answer, declines `/declines`, throws on `/throws`, and reads a page that does
 * not exist for `/missing`. It counts its paints.
 */
const RENDERER = `
export let paints = 0;
export function pageReads(pathname) {
  if (pathname === '/missing') return ['/cms/no-such-page'];
  return ['/', '/throws', '/declines'].includes(pathname) ? ['/cms/home'] : null;
}
export function localeOf(header) {
  return typeof header === 'string' && header.startsWith('fr') ? 'fr' : 'en-US';
}
export async function paintPage({ url, template, reads, locale }) {
  const { pathname } = new URL(url);
  if (pathname === '/throws') throw new Error('the render failed');
  if (pathname === '/declines') return null;
  paints += 1;
  const title = reads['/cms/home'].data.title;
  return template.replace(/<!--page-->[\\s\\S]*?<!--\\/page-->/, () =>
    '<main lang="' + locale + '"><h1>' + title + '</h1>' + '<p>Painted.</p>'.repeat(200) + '</main>');
}
`;

let ctx: TestContext;
let dist: string;
let renderer: { paints: number };
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'friendly-painted-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  const rendererFile = path.join(dist, 'entry-server.mjs');
  writeFileSync(rendererFile, RENDERER);
  ctx = await createTestApp({ webDistDir: dist, webRenderer: rendererFile });
  renderer = await import(pathToFileURL(rendererFile).href);
});
afterAll(async () => {
  await closeTestApp(ctx);
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('the public pages, painted by the server (docs/decisions/145)', () => {
  it('sends the page drawn from the API’s own answer, compressed, never kept by a cache unchecked', async () => {
    const home = (await get('/api/cms/home')).json() as { data: { title: string } };
    const page = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toBe('accept-encoding, accept-language');
    // The document's own security headers, as every page has.
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain(`<h1>${home.data.title}</h1>`);
    expect(html).not.toContain('logo-loader');

    // Asked again with its ETag: not modified.
    const again = await get('/', {
      'accept-encoding': 'br, gzip',
      'if-none-match': String(page.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('paints a page once a second per language, then again', async () => {
    ctx.clock.advance(PAINTED_PAGE_TTL_MS);
    const before = renderer.paints;
    await get('/');
    await get('/?utm_source=newsletter');
    expect(renderer.paints).toBe(before + 1);
    const french = await get('/', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(french.body).toContain('<main lang="fr">');
    expect(renderer.paints).toBe(before + 2);
    ctx.clock.advance(PAINTED_PAGE_TTL_MS);
    await get('/');
    expect(renderer.paints).toBe(before + 3);
  });

  it('serves the app’s shell when a page cannot be painted, and for every other page', async () => {
    for (const url of ['/missing', '/throws', '/declines', '/login', '/my-events']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(INDEX_HTML);
    }
    // A HEAD is answered from the shell, as before.
    const head = await ctx.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('leaves the API’s answers and a missing file as they were', async () => {
    expect((await get('/api/no-such-endpoint')).statusCode).toBe(404);
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });
});
