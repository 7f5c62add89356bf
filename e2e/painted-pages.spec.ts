import type { Page } from '@playwright/test';
import { registerVerifiedHost, signInBrowser } from './support/hosts';
import { expect, test } from './support/test';

/**
 * The public pages arrive painted by the server (docs/decisions/145): their content is in
 * the HTML, and the app takes the page over where it stands — no loading overlay, no second
 * request for what the HTML holds, no element drawn twice.
 */
const PAGES = [
  {
    path: '/',
    heading: 'Turn your table into a gathering worth joining with Friendly Host.',
    reads: ['/cms/home', '/testimonials', '/faqs'],
  },
  { path: '/terms-conditions', heading: 'Terms & Conditions', reads: ['/cms/terms-and-conditions'] },
  { path: '/privacy-policy', heading: 'Privacy Policy', reads: ['/cms/privacy-policy'] },
  { path: '/refer-earn', heading: 'Refer a host, share the welcome', reads: ['/cms/refer-and-earn'] },
  { path: '/privacy-policy-mobile', heading: 'Privacy Policy', reads: ['/cms/privacy-policy'] },
] as const;

type Watch = { overlaySeen: boolean; parsedHeading: Element | null; parsedText: string | null };

/**
 * Watches the page from its first byte: whether the loading overlay is ever put up, and the
 * heading the parser made (before any script could run), to compare with the one on screen
 * once the app has taken over.
 */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const watch: Watch = { overlaySeen: false, parsedHeading: null, parsedText: null };
    (window as unknown as { __paint: Watch }).__paint = watch;
    new MutationObserver(() => {
      if (document.querySelector('[data-slot="logo-loader"]')) watch.overlaySeen = true;
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive' || watch.parsedHeading) return;
      watch.parsedHeading = document.querySelector('h1');
      watch.parsedText = document.querySelector('main')?.textContent ?? null;
    });
  });
}

const apiReadsOf = (page: Page) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname.slice('/api'.length));
  });
  return asked;
};

/**
 * Opens the painted Privacy Policy with its screen's code held back, so the page is painted
 * but not yet the app's: main.tsx has run (the DOM is loaded) and waits for this chunk to
 * take the page over. Answers what lets the chunk go.
 */
async function openBeforeTakeOver(page: Page) {
  let letChunkGo = () => {};
  const chunkHeld = new Promise<void>((resolve) => {
    letChunkGo = resolve;
  });
  await page.route('**/assets/legal-page-*.js', async (route) => {
    await chunkHeld;
    await route.continue();
  });
  await page.goto('/privacy-policy', { waitUntil: 'domcontentloaded' });
  return letChunkGo;
}

test.describe('the public pages, painted by the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const { path, heading } of PAGES) {
      test(`${path} shows its content from the HTML alone`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('[data-slot="logo-loader"]')).toHaveCount(0);
      });
    }

    test('Home holds every section, its testimonials and its questions', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Who can host on Friendly Host?' })).toBeVisible();
      for (const id of ['about', 'features', 'how-it-works'])
        await expect(page.locator(`#${id}`)).toBeAttached();
      await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    });
  });

  for (const { path, heading, reads } of PAGES) {
    test(`${path} is taken over where it stands, without the overlay or a second read`, async ({
      page,
      consoleErrors,
    }) => {
      await watchFirstPaint(page);
      const asked = apiReadsOf(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The app has taken the page over: its first commit is done (src/app/taken-over.tsx).
      await page.waitForFunction(
        () => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false,
      );
      const watch = await page.evaluate(() => {
        const paint = (window as unknown as { __paint: Watch }).__paint;
        return {
          overlaySeen: paint.overlaySeen,
          sameHeading: paint.parsedHeading !== null && paint.parsedHeading === document.querySelector('h1'),
          sameText: paint.parsedText === document.querySelector('main')?.textContent,
        };
      });
      expect(watch).toEqual({ overlaySeen: false, sameHeading: true, sameText: true });
      for (const read of reads) expect(asked, read).not.toContain(read);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('Home answers at once: a question opens, and the next page loads as any navigation does', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false);
    const question = page.getByRole('button', { name: 'Who can host on Friendly Host?' });
    await question.click();
    const answer = page.getByRole('region', { name: 'Who can host on Friendly Host?' });
    await expect(answer).toContainText('Every host profile is reviewed by our team');
    // The ids the server wrote are the ones the app uses: the question names its answer.
    expect(await question.getAttribute('aria-controls')).toBe(await answer.getAttribute('id'));

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page.locator('[data-slot="logo-loader"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(page.locator('[data-slot="logo-loader"]')).toHaveCount(0);
    // The screen's files were asked for together, from the list in index.html
    // (src/app/screen-files.ts), not one import at a time.
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
        new URL(link.href).pathname.replace(/-[\w-]{8}\.js$/, ''),
      ),
    );
    expect(preloaded).toEqual(expect.arrayContaining(['/assets/legal-page', '/assets/rich-text']));
  });

  test('a link clicked before the app has taken over still navigates, in the app', async ({ page }) => {
    const letChunkGo = await openBeforeTakeOver(page);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same-document';
    });
    expect(await page.locator('#root').getAttribute('data-hydrated')).toBeNull();
    await page.getByRole('link', { name: 'Terms & Conditions' }).click();
    letChunkGo();

    await expect(page).toHaveURL(/\/terms-conditions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same-document',
    );
  });

  test('a page scrolled before the app has taken over stays where the visitor left it', async ({ page }) => {
    const letChunkGo = await openBeforeTakeOver(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    letChunkGo();
    await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false);
    // The app's first commit is done: its effects have run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('a link opened in a new tab before take-over is left to the browser', async ({ page, context }) => {
    const letChunkGo = await openBeforeTakeOver(page);
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Terms & Conditions' }).click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    letChunkGo();
    await expect(tab).toHaveURL(/\/terms-conditions$/);
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  test('a signed-in host gets their own header once the app has taken over', async ({ page, request }) => {
    const host = await registerVerifiedHost(request);
    await signInBrowser(page, host);
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(main.getByRole('link', { name: 'My Events' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  });

  test('writes the legal pages’ date in the reader’s language, the same before and after', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-AU' });
    const page = await context.newPage();
    await watchFirstPaint(page);
    await page.goto('/terms-conditions');
    await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false);
    const date = page.locator('main time');
    // en-AU writes the day first: "20 November 2026".
    await expect(date).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    const parsed = await page.evaluate(() => (window as unknown as { __paint: Watch }).__paint.parsedText);
    expect(parsed).toContain(await date.textContent());
    await context.close();
  });
});
