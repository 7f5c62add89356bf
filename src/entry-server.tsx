/**
 * The server's render of the public pages (docs/decisions/145), built by
 * `vite build --ssr` into dist-ssr/ and loaded by the API server (server/src/lib/page-painter.ts).
 * A page is painted when it is public and its screen reads only content (FIRST_READS): Home,
 * the legal pages and Refer & Earn, with and without the site's layout. The server asks its
 * own API for those reads, and this module draws the screen with them into index.html and
 * writes them beside it, so the browser takes the page over without asking again.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { SwrProvider } from './api/swr-provider';
import { FIRST_READ_CHECKS } from './app/first-read-readers';
import { FIRST_READS } from './app/first-reads';
import { markPaintedPage, PAGE_DATA_ID, type PageData } from './app/painted-page';
import { appRoutes, loadScreenAt, routeAt } from './app/router';
import { TakenOver } from './app/taken-over';

/** Where index.html's loading overlay stands in #root: replaced by the painted screen. */
const PAGE_OUTLET = /<!--page-->[\s\S]*?<!--\/page-->/;

/** `JSON.stringify` for inside a <script> element: no text in it can close the element. */
export function pageDataJson(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A locale the runtime can write dates in, from an Accept-Language header; 'en-US' otherwise. */
export function localeOf(acceptLanguage: string | string[] | undefined): string {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  // A browser's is a few tags long; a longer one is read only as far as that.
  for (const part of header.slice(0, 200).split(',').slice(0, 8)) {
    const tag = part.split(';')[0]?.trim();
    if (!tag || tag === '*') continue;
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf([tag]);
      if (supported) return supported;
    } catch {
      // not a language tag: try the next
    }
  }
  return 'en-US';
}

/** The API reads (paths under /api) a painted page needs, or null for a page not painted here. */
export function pageReads(pathname: string): readonly string[] | null {
  const route = routeAt(pathname);
  if (!route || (route.access !== 'public' && route.access !== 'mobile')) return null;
  return FIRST_READS[route.name] ?? null;
}

export type PaintRequest = {
  /** The page's URL, absolute (http://host/path?query). */
  url: string;
  /** index.html as built. */
  template: string;
  /** Each of `pageReads`' answers, as the API sent it (status 200), by API path. */
  reads: Readonly<Record<string, unknown>>;
  /** The locale the page's dates are written in (`localeOf` the request's Accept-Language). */
  locale: string;
};

/**
 * index.html with the page drawn into it, or null when it is not painted here: not a
 * painted page, a read missing or not in its contract's shape. The app's shell then loads
 * the page as it always has, and shows the screen's own failure if there is one.
 */
export async function paintPage({ url, template, reads, locale }: PaintRequest): Promise<string | null> {
  const { pathname } = new URL(url);
  const needed = pageReads(pathname);
  if (!needed || !PAGE_OUTLET.test(template)) return null;
  const checked: Record<string, unknown> = {};
  for (const key of needed) {
    const check = FIRST_READ_CHECKS[key];
    const answer = check?.(reads[key]);
    if (!answer) return null;
    checked[key] = answer;
  }
  const screen = await loadScreenAt(pathname);
  if (!screen) return null;

  const { query, dataRoutes } = createStaticHandler(appRoutes({ loaded: screen, server: true }));
  const context = await query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(dataRoutes, context);
  // Every render here is of a painted page; renderToString is synchronous, so no other
  // request's locale is set between this line and the render.
  markPaintedPage(locale);
  const html = renderToString(
    <StrictMode>
      <SwrProvider painted={checked}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SwrProvider>
      <TakenOver />
    </StrictMode>,
  );
  const data = `<script type="application/json" id="${PAGE_DATA_ID}">${pageDataJson({ reads: checked, locale })}</script>`;
  return template.replace(PAGE_OUTLET, () => html).replace('</body>', () => `${data}</body>`);
}
