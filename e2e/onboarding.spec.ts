import path from 'node:path';
import type { Page } from '@playwright/test';
import { admin } from './support/admin';
import { codesSentTo, uniquePhone } from './support/hosts';
import { expect, test } from './support/test';

/**
 * A new host's whole first day, in the browser against the real server (spec 000 §2.8–2.12,
 * 001 'Notifications'): sign up with an Australian number, read the code from the SMS
 * outbox, verify, complete the profile with a photo and a city from the suggestions, wait
 * for the team (the admin CLI) to approve, sign in again, connect a payout account through
 * the sandbox onboarding, read the approval notification and log out.
 */
test.describe.configure({ timeout: 120_000 });

/** Types the newest code from the outbox (the `nth` sent to this number) and verifies. */
async function enterCode(page: Page, phone: string, nth: number) {
  await expect(page).toHaveURL(/\/verification\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your phone number' })).toBeVisible();
  await expect.poll(() => codesSentTo(phone).length).toBe(nth);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(codesSentTo(phone).at(-1) ?? '');
  await page.getByRole('button', { name: 'Verify Number' }).click();
}

async function logOut(page: Page) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
}

test('a new host signs up, is approved, connects payouts and reads the news', async ({
  page,
  consoleErrors,
}) => {
  const phone = uniquePhone();

  // Sign up (Australia is preselected).
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/register$/);
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await expect(signUp.getByRole('button', { name: /^Country code: Australia/ })).toBeVisible();
  await signUp.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await signUp.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('We sent a 6-digit code to your phone.')).toBeVisible();

  // Verify with the code the SMS outbox holds; not approved yet → Complete Profile.
  await enterCode(page, phone, 1);
  await expect(page).toHaveURL(/\/complete-profile$/);

  // Complete the profile: photo, name, phone, a city picked from suggestions, bio.
  const form = page.getByRole('main');
  await expect(form.getByRole('button', { name: 'Complete Profile' })).toBeVisible();
  await form
    .locator('input[type="file"]')
    .first()
    .setInputFiles(path.resolve('public/images/default-avatar.png'));
  await form.getByRole('textbox', { name: 'What should we call you?' }).fill('Maya Patel');
  await expect(form.getByRole('textbox', { name: 'Phone number' })).toHaveValue(phone);
  const city = form.getByRole('combobox', { name: 'What city are you currently based in?' });
  await city.fill('Sydn');
  const sydney = page.getByRole('option', { name: /^Sydney/ }).first();
  await expect(sydney).toBeVisible();
  await sydney.click();
  await expect(city).toHaveValue(/^Sydney/);
  await form
    .getByRole('textbox', { name: 'Let us know more about you' })
    .fill('I host small dinners and board-game nights for curious people.');
  await form.getByRole('button', { name: 'Complete Profile' }).click();

  const review = page.getByRole('dialog', { name: 'Your Application is Under Review' });
  await expect(review).toBeVisible();
  await review.getByRole('button', { name: 'Got It!' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The header shows the new photo and name.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Maya Patel/ })).toBeVisible();
  await logOut(page);

  // The team approves the host.
  const hosts = admin('hosts', 'list');
  expect(hosts).toContain('Maya Patel');
  admin('hosts', 'approve', `+61${phone}`);

  // Sign in again: approved, no payment account → Connect Stripe.
  const logIn = page.getByRole('form', { name: 'Log in' });
  await logIn.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await logIn.getByRole('button', { name: 'Continue' }).click();
  await enterCode(page, phone, 2);
  await expect(page).toHaveURL(/\/connect-stripe$/);
  await expect(page.getByRole('heading', { name: 'Get Ready to Receive Payments' })).toBeVisible();

  // The sandbox onboarding, then back to the app.
  await page.getByRole('button', { name: /^Connect with / }).click();
  await expect(page.getByRole('heading', { name: 'Set up payouts for Friendly Host' })).toBeVisible();
  await page.getByLabel('Name shown to guests').fill('Maya Patel Dinners');
  await page.getByRole('button', { name: 'Agree and submit' }).click();

  await expect(page.getByRole('heading', { name: 'Payment Setup Complete' })).toBeVisible();
  await expect(page.getByText('Stripe account setup completed successfully!')).toBeVisible();
  await expect(page).not.toHaveURL(/success=/);
  await expect(page.getByRole('link', { name: 'Continue to Dashboard' })).toHaveAttribute('href', '/');

  // The success toast sits over the header's right end, and sonner holds a toast open
  // while the pointer rests on it: move the pointer away and let it close (3 s).
  await page.mouse.move(0, 0);
  await expect(page.getByText('Stripe account setup completed successfully!')).toBeHidden();

  // The approval is waiting in Notifications; opening it marks it read.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Notifications/ })
    .click();
  await expect(page).toHaveURL(/\/notifications$/);
  const approval = page.getByRole('button', {
    name: /^Unread: Welcome aboard! Your host profile has been approved/,
  });
  await expect(approval).toBeVisible();
  await approval.click();
  await expect(page.getByRole('button', { name: /^Read: Welcome aboard!/ })).toBeVisible();
  // Connecting the payout account is news too; 'Mark all as read' clears the rest.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: /^Unread:/ })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notifications' })).toBeVisible();

  await logOut(page);
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/login$/);
  expect(consoleErrors).toEqual([]);
});
