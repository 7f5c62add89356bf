import { expect, test } from './support/test';

test.describe('the server started as `npm start` starts it', () => {
  test('reports itself healthy, with the embedded database', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.status).toBe(true);
    expect(body.database).toEqual({ driver: 'pglite', ok: true });
  });

  test('answers an unknown API path with a JSON 404', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({ status: false });
  });

  test('loads the app at / with its header and no console errors or warnings', async ({ page }) => {
    const errors: string[] = [];
    page.on(
      'console',
      (message) =>
        (message.type() === 'error' || message.type() === 'warning') && errors.push(message.text()),
    );
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/');
    await expect(page).toHaveTitle('Friendly Host');
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(page.getByRole('status')).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('serves a deep link straight from the address bar, with the seeded content', async ({ page }) => {
    const response = await page.goto('/terms-conditions');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  });

  test('navigates between screens without a full reload and scrolls to the top', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same-document';
    });
    await page.getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page).toHaveURL(/\/terms-conditions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same-document',
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('shows a friendly page for an address that does not exist', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('the global loading flag (spec 000 §4)', () => {
  test('covers each navigation with the logo loader for at least 800 ms, then lets go', async ({ page }) => {
    await page.goto('/privacy-policy');
    const loader = page.getByRole('status').filter({ hasText: 'Loading…' });
    await expect(loader).toBeHidden();

    const started = Date.now();
    await page.getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(loader).toBeVisible();
    await expect(loader).toBeHidden();
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  });
});
