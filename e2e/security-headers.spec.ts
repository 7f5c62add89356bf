import { CSP_VIOLATION_EXPECTED, expect, test } from './support/test';

/** The pages run under the server's Content Security Policy (docs/decisions/062). */
test.describe('Content Security Policy in the browser', () => {
  test('the home page, Login and the API reference work with no violation', async ({ page }) => {
    const home = await page.goto('/');
    const policy = home?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(home?.headers()['x-frame-options']).toBe('DENY');
    await expect(page.getByRole('banner')).toBeVisible();

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Become a Friendly Host?' })).toBeVisible();
    // The country list (a Radix popover: positioned through style properties) opens…
    await page.getByRole('button', { name: /^Country code: / }).click();
    await expect(page.getByRole('listbox').getByRole('option', { name: /Australia/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    // …and a toast shows (sonner inserts its <style> element at run time).
    await page.getByRole('textbox', { name: 'Phone number' }).fill('12');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Please fix the validation errors above.')).toBeVisible();

    const docs = await page.goto('/api/docs');
    expect(docs?.headers()['content-security-policy']).toBe(policy);
    await expect(page.getByText('Friendly Host API').first()).toBeVisible();
    // Swagger UI ran (its scripts are files under /api/docs/static) and listed the operations.
    await expect(page.locator('.opblock').first()).toBeVisible();
    await expect(page.getByText('/api/register').first()).toBeVisible();
    expect(await page.locator('.opblock').count()).toBeGreaterThan(10);
  });

  test('an injected inline script is refused, and the fixture sees the violation', async ({
    page,
    cspViolations,
  }) => {
    // This test checks the collected violations itself instead of failing on them.
    test.info().annotations.push({ type: CSP_VIOLATION_EXPECTED, description: 'provoked on purpose' });
    await page.goto('/terms-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    expect(cspViolations).toEqual([]);
    // An inline script runs as it is inserted, if the policy lets it run at all.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      return Boolean((window as unknown as { __injected?: boolean }).__injected);
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(cspViolations[0]).toContain("script-src 'self'");
    // Seen twice: in the console's words and as the document's securitypolicyviolation event.
    await expect
      .poll(() => cspViolations.filter((text) => text.startsWith('securitypolicyviolation')))
      .toEqual([expect.stringContaining('script-src-elem refused inline')]);
  });
});
