import { expect, test } from './support/test';

/** The pages run under the server's Content Security Policy (docs/decisions/062). */
test.describe('Content Security Policy in the browser', () => {
  test('the home page, Login and the API reference work with no violation', async ({ page }) => {
    const home = await page.goto('/');
    expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('banner')).toBeVisible();

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Become a Friendly Host?' })).toBeVisible();
    // A toast (sonner inserts its styles at run time) and the country list render too.
    await page.getByRole('textbox', { name: 'Phone number' }).fill('12');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Please fix the validation errors above.')).toBeVisible();

    await page.goto('/api/docs');
    await expect(page.getByText('Friendly Host API').first()).toBeVisible();
    await expect(page.getByText('/api/register').first()).toBeVisible();
  });

  test('an injected inline script is refused and reported', async ({ page, cspViolations }) => {
    test.info().annotations.push({ type: 'csp-violation-expected', description: 'provoked on purpose' });
    await page.goto('/terms-conditions');
    // An inline script runs as it is inserted, if the policy lets it run at all.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      return Boolean((window as unknown as { __injected?: boolean }).__injected);
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  });
});
