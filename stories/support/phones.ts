import { expect } from 'storybook/test';

/**
 * The phone widths the tables are shown at (docs/decisions/128): 320 px, the narrowest
 * phone WCAG's reflow asks for, and 390 px, a common phone today (iPhone 12 to 15). Add them to a file's
 * `parameters.viewport.options` and pick one with `globals: { viewport: atPhone(390) }`;
 * Storybook's toolbar and the visual layer both size the page to it.
 */
export const PHONE_VIEWPORTS = {
  phone320: { name: 'Phone, 320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone390: { name: 'Phone, 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

export const atPhone = (width: 320 | 390) => ({ value: `phone${width}`, isRotated: false });

/** A table card's labels from top to bottom, as a phone user reads them. */
export function cardLabels(row: Element): Array<string | null> {
  return Array.from(row.querySelectorAll<HTMLElement>('[data-slot="data-table-label"]'))
    .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
    .map((label) => label.textContent);
}

/**
 * Nothing is off-screen: the page does not scroll sideways, nor does the table's region,
 * and every cell of the table ends within the viewport.
 */
export async function expectNothingOffScreen(region: HTMLElement) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  for (const cell of region.querySelectorAll('tbody [data-column]')) {
    await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  }
}
