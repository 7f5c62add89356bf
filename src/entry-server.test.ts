import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ID } from './app/painted-page';
import { localeOf, pageDataJson, pageReads, paintPage } from './entry-server';

const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

const terms = {
  status: true,
  message: 'Content fetched.',
  data: {
    key: 'terms-and-conditions',
    title: 'Terms & Conditions',
    content: '<p>These terms explain the agreement.</p>',
    updated_at: '2026-11-20T23:30:00.000Z',
  },
};

const pageData = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`).exec(html)?.[1] ??
      'null',
  );

/** The server's render of the public pages (docs/decisions/145). */
describe('painting a public page', () => {
  it('paints the content pages and nothing that needs a session or a form', () => {
    expect(pageReads('/')).toEqual(['/cms/home', '/testimonials', '/faqs']);
    expect(pageReads('/terms-conditions')).toEqual(['/cms/terms-and-conditions']);
    expect(pageReads('/privacy-policy-mobile')).toEqual(['/cms/privacy-policy']);
    expect(pageReads('/refer-earn')).toEqual(['/cms/refer-and-earn']);
    for (const path of ['/login', '/contact-us', '/my-events', '/event-details/x', '/no-such-page']) {
      expect(pageReads(path), path).toBeNull();
    }
  });

  it('draws the screen into index.html in place of the overlay, with the answers it read beside it', async () => {
    const html = await paintPage({
      url: 'http://localhost/terms-conditions',
      template,
      reads: { '/cms/terms-and-conditions': terms },
      locale: 'en-AU',
    });
    expect(html).not.toBeNull();
    expect(html).not.toMatch(/<div data-slot="logo-loader"/);
    expect(html).toContain(
      '<h1 class="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Terms &amp; Conditions</h1>',
    );
    expect(html).toContain('<p>These terms explain the agreement.</p>');
    // The document's day (UTC), in the reader's language.
    expect(html).toContain('<time dateTime="2026-11-20T23:30:00.000Z">20 November 2026</time>');
    // The signed-out header: the server does not know the browser's session.
    expect(html).toContain('>Get Started</a>');
    const data = pageData(html ?? '');
    expect(data.locale).toBe('en-AU');
    expect(data.reads['/cms/terms-and-conditions'].data.title).toBe('Terms & Conditions');
  });

  it('declines a page whose answer is missing or not in its contract’s shape', async () => {
    const paint = (reads: Record<string, unknown>, url = 'http://localhost/terms-conditions') =>
      paintPage({ url, template, reads, locale: 'en-US' });
    expect(await paint({})).toBeNull();
    expect(await paint({ '/cms/terms-and-conditions': { status: true, data: { title: 7 } } })).toBeNull();
    expect(await paint({ '/cms/terms-and-conditions': terms }, 'http://localhost/login')).toBeNull();
  });

  it('writes answers no text can break out of, and reads the language a browser asks for', () => {
    const json = pageDataJson({
      reads: { '/cms/x': '</script><script>alert(1)</script>\u2028' },
      locale: 'en-US',
    });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json).reads['/cms/x']).toBe('</script><script>alert(1)</script>\u2028');

    expect(localeOf('en-AU,en;q=0.9')).toBe('en-AU');
    expect(localeOf('*, fr-CA;q=0.5')).toBe('fr-CA');
    expect(localeOf('not a language, de')).toBe('de');
    expect(localeOf(undefined)).toBe('en-US');
    expect(localeOf('x'.repeat(100_000))).toBe('en-US');
  });
});
