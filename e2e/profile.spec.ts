import {
  codesSentTo,
  completeProfile,
  registerVerifiedHost,
  signInBrowser,
  uniquePhone,
} from './support/hosts';
import { expect, test } from './support/test';

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

  test('a new phone number waits for its code; the old one works until then', async ({ page, request }) => {
    // docs/decisions/060: the account stays verified on its number, the session goes on,
    // and the number changes only when the code sent to the new one is entered.
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
    const dialog = page.getByRole('dialog', { name: 'Verify your new number' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('pending-phone')).toHaveText(`+61 ${newPhone}`);
    await expect.poll(() => codesSentTo(newPhone).length).toBe(1);

    // Closed without a code: still signed in on the old number, the change waits.
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(form.getByRole('textbox', { name: 'Phone number' })).toHaveValue(host.phone);
    await expect(form.getByTestId('pending-phone-notice')).toContainText(`+61 ${newPhone}`);

    await form.getByRole('button', { name: 'Enter code' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
    await page.keyboard.type(codesSentTo(newPhone).at(-1)!);
    await dialog.getByRole('button', { name: 'Verify Number' }).click();
    await expect(page.getByText('Your phone number has been changed.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(form.getByRole('textbox', { name: 'Phone number' })).toHaveValue(newPhone);
    await expect(page).toHaveURL(/\/my-profile$/);
  });
});
