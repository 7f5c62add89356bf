import { admin } from './support/admin';
import { expect, test } from './support/test';

test.describe('content pages (spec 000 §2.7)', () => {
  const pages = [
    { path: '/terms-conditions', heading: 'Terms & Conditions', text: /These terms explain the agreement/ },
    { path: '/privacy-policy', heading: 'Privacy Policy', text: /./ },
    { path: '/refer-earn', heading: 'Refer a host, share the welcome', text: /Share your invitation/ },
  ];

  for (const { path, heading, text } of pages) {
    test(`${path} shows its seeded content inside the layout`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(text);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test(`${path}-mobile shows the same content with no header, footer or sign-in`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${path}-mobile`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
      // Nothing spills sideways in the guests' app web view.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a -mobile page opens even with an expired session and leaves it alone', async ({ page }) => {
    await page.goto('/terms-conditions-mobile');
    await page.evaluate(() => {
      localStorage.setItem('auth_token', 'not-a-token');
      localStorage.setItem('user_data', '{"slug":"someone"}');
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(page).toHaveURL(/\/terms-conditions-mobile$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe('not-a-token');
  });
});

test.describe('Contact Us (spec 000 §2.6, §5)', () => {
  test('checks the form on submit, then sends a trimmed message the team can read', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    const submit = form.getByRole('button', { name: 'Submit' });

    // Nothing is said before the first submit attempt.
    await expect(form.getByText('First name is required.')).toHaveCount(0);
    await submit.click();
    await expect(form.getByRole('textbox', { name: 'First Name' })).toBeFocused();
    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Subject is required.',
      'Message is required.',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('aria-invalid', 'true');

    // Too short, after trimming.
    await form.getByRole('textbox', { name: 'First Name' }).fill(' A ');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('B');
    await form.getByRole('textbox', { name: 'Subject' }).fill('Hi');
    await form.getByRole('textbox', { name: 'Message' }).fill('Too short');
    await submit.click();
    await expect(form.getByText('First name must be at least 2 characters.')).toBeVisible();
    await expect(form.getByText('Last name must be at least 2 characters.')).toBeVisible();
    await expect(form.getByText('Subject must be at least 3 characters.')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters.')).toBeVisible();

    const subject = `Hosting question ${Date.now()}`;
    await form.getByRole('textbox', { name: 'First Name' }).fill('  Maya ');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Patel');
    await form.getByRole('textbox', { name: 'Subject' }).fill(`  ${subject}  `);
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('Can I host a picnic for four people in the park?');
    await submit.click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expect(form.getByText(/is required\.|at least/)).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('');

    const inbox = admin('contact', 'list', '--limit', '50');
    expect(inbox).toContain('Maya Patel');
    expect(inbox).toContain(`Subject: ${subject}\n`);
    expect(inbox).toContain('Can I host a picnic for four people in the park?');
    expect(consoleErrors).toEqual([]);
  });

  test('is usable with the keyboard alone on a phone-sized screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    // Tab moves nothing while the loading overlay covers the page (docs/decisions/138).
    await expect(form.getByRole('textbox', { name: 'First Name' })).toBeVisible();
    await expect(page.locator('[data-slot="logo-loader"]')).toHaveCount(0);
    await form.getByRole('textbox', { name: 'First Name' }).focus();
    await page.keyboard.type('Sam');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Last Name' })).toBeFocused();
    await page.keyboard.type('Lee');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Subject' })).toBeFocused();
    await page.keyboard.type('Keyboard only');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await page.keyboard.type('Typed without a mouse, sent with Enter.');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Submit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
