import type { Page } from '@playwright/test';
import { chooseTime, dateIn, fillKeyInfo, PICNIC_PNG } from './support/events';
import { demoHost, registerReadyHost, signInBrowser } from './support/hosts';
import { expect, test } from './support/test';

/**
 * The event form (docs/decisions/088) on the real server: a ready host (the demo host: approved,
 * payouts connected — decision 083) creates an event with an image through both steps,
 * sees it on My Events, edits its title, and duplicates it (the copy's images are fetched
 * again as new files). The whole journey with guests is e2e/event-journey.spec.ts.
 */
test.describe.configure({ timeout: 180_000 });

async function fillWhenAndNext(page: Page) {
  await page.getByLabel(/^Date/).fill(dateIn(40));
  await chooseTime(page, 'Start time', '6:00 PM');
  await chooseTime(page, 'End time', '9:00 PM');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
}

test('a ready host creates an event with an image, edits its title and duplicates it', async ({
  page,
  request,
  consoleErrors,
}) => {
  const host = await demoHost(request);
  await signInBrowser(page, host);
  const title = `Garden long lunch ${Date.now().toString(36)}`;

  // Create: step 1, Next, step 2, Create Event.
  await page.goto('/my-events');
  await page.getByRole('link', { name: 'Add New Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Event' })).toBeVisible();
  await fillKeyInfo(page, { title, description: 'Lunch in the garden with produce from the beds.' });
  await page.locator('input[type="file"]').setInputFiles(PICNIC_PNG);
  await expect(page.getByRole('img', { name: 'gathering-picnic.png' })).toBeVisible();
  await fillWhenAndNext(page);
  await page.getByRole('radio', { name: 'Paid' }).click();
  await page.getByLabel(/^Price/).fill('12.50');
  await page.getByLabel(/^Capacity/).fill('4');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Event created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/my-events$/);

  // My Events shows it, pending.
  const list = page.getByRole('list', { name: 'My Events' });
  const card = list.getByRole('article', { name: title });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByText('A$12.50', { exact: true })).toBeVisible();

  // Edit its title: the locked fields say why.
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
  await expect(page.getByLabel(/^Date/)).toBeDisabled();
  await expect(page.getByTestId('locked-reason')).toBeVisible();
  await page.getByLabel(/^Title/).fill(`${title} (edited)`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel(/^Price/)).toBeDisabled();
  await page.getByRole('button', { name: 'Update Event' }).click();
  await expect(page.getByText('Event updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/my-events$/);
  const edited = list.getByRole('article', { name: `${title} (edited)` });
  await expect(edited).toBeVisible();

  // Duplicate: the fields are copied, date and times cleared, the image fetched again.
  await edited.getByRole('link', { name: `Duplicate ${title} (edited)` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Event' })).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toHaveValue(`${title} (edited)`);
  await expect(page.getByLabel(/^Date/)).toHaveValue('');
  await expect(page.locator('[data-slot="image-input-tile"]')).toHaveCount(1);
  await page.getByLabel(/^Title/).fill(`${title} (copy)`);
  await fillWhenAndNext(page);
  await expect(page.getByLabel(/^Price/)).toHaveValue('12.50');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Event created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/my-events$/);
  await expect(list.getByRole('article', { name: `${title} (copy)` })).toBeVisible();

  expect(consoleErrors).toEqual([]);
});

test('unsaved changes ask before the form is left, in the app and by the browser', async ({
  page,
  request,
  consoleErrors,
}) => {
  const host = await registerReadyHost(request);
  await signInBrowser(page, host);
  await page.goto('/event');
  // The form waits for three reference lists; a busy machine may take a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Event' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByLabel(/^Title/).fill('Half-written supper');

  // A link in the app: the form asks, and Stay keeps it as it was.
  await page.getByRole('link', { name: 'Back to My Events' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave this page?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/event$/);
  await expect(page.getByLabel(/^Title/)).toHaveValue('Half-written supper');

  // Closing the tab or reloading: the browser's own question (beforeunload).
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(page.getByLabel(/^Title/)).toHaveValue('Half-written supper');

  // Leave goes on.
  await page.getByRole('link', { name: 'Back to My Events' }).click();
  await page
    .getByRole('alertdialog', { name: 'Leave this page?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page).toHaveURL(/\/my-events$/);
  expect(consoleErrors).toEqual([]);
});
