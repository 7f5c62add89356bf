import type { Locator, Page } from '@playwright/test';

/**
 * Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user moves
 * through a page; answers how many presses it took.
 */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<number> {
  for (let presses = 0; presses <= limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return presses;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** What has the focus, as a short description for a failure message. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `${element.tagName.toLowerCase()} ${name}`.trim();
  });
}
