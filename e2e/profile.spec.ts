import { expect, test } from '@playwright/test';
import {
  codesSentTo,
  completeProfile,
  registerVerifiedHost,
  signInBrowser,
  uniquePhone,
} from './support/hosts';

/** My Profile (spec 000 §2.11): the profile form plus email, saved for real. */
test.describe('My Profile', () => {
  test('checks the email, saves the changes and shows them after a reload', async ({ page, request }) => {
    const host = await registerVerifiedHost(request);
    await completeProfile(request, host);
    await signInBrowser(page, host);

    await page.goto('/my-profile');
    const form = page.getByRole('main');
    const name = form.getByRole('textbox', { name: 'What should we call you?' });
    await expect(name).toHaveValue('Maya Patel');
    await expect(form.getByRole('combobox', { name: 'What city are you currently based in?' })).toHaveValue(
      /^Sydney/,
    );

    // Email is required here, and must look like one.
    const email = form.getByRole('textbox', { name: 'Email' });
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await expect(form.getByText('Email is required.')).toBeVisible();
    await email.fill('maya@');
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();

    const address = `maya.${host.phone}@example.com`;
    await email.fill(address);
    await name.fill('Maya P.');
    await form
      .getByRole('textbox', { name: 'Let us know more about you' })
      .fill('Dinners, walks and board games.');
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Maya P\./ })).toBeVisible();

    await page.reload();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(address);
    await expect(form.getByRole('textbox', { name: 'What should we call you?' })).toHaveValue('Maya P.');
  });

  test('a new phone number needs a code, and the resend cooldown protects it', async ({ page, request }) => {
    // The host signed in seconds ago, so the 60-second cooldown is still running
    // (docs/decisions/011, 014); the full change is covered by the server tests and the
    // PhoneChangeGoesToVerification story.
    const host = await registerVerifiedHost(request);
    await completeProfile(request, host);
    await signInBrowser(page, host);
    await page.goto('/my-profile');
    const form = page.getByRole('main');
    await expect(form.getByRole('textbox', { name: 'What should we call you?' })).toHaveValue('Maya Patel');

    const newPhone = uniquePhone();
    await form.getByRole('textbox', { name: 'Email' }).fill(`maya.${newPhone}@example.com`);
    await form.getByRole('textbox', { name: 'Phone number' }).fill(newPhone);
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText(/^Please wait \d+ seconds? before requesting a new code\.$/)).toBeVisible();
    expect(codesSentTo(newPhone)).toEqual([]);

    // Nothing changed: still signed in, with the old number.
    await page.reload();
    await expect(form.getByRole('textbox', { name: 'Phone number' })).toHaveValue(host.phone);
    await expect(page).toHaveURL(/\/my-profile$/);
  });
});
