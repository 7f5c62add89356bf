import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { lastCodeSentTo, type SignedInHost, signInBrowser } from './support/hosts';
import { expect, test } from './support/test';

/**
 * The event form (issue 14) on the real server: a ready host (the demo host: approved,
 * payouts connected — decision 083) creates an event with an image through both steps,
 * sees it on My Events, edits its title, and duplicates it (the copy's images are fetched
 * again as new files).
 */
test.describe.configure({ timeout: 180_000 });

const DEMO_HOST_PHONE = '400000000';
const IMAGE = path.resolve('public/images/stories/gathering-picnic.png');

function admin(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/admin.mjs', ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

async function signInDemoHost(request: APIRequestContext): Promise<SignedInHost> {
  const login = await request.post('/api/login', {
    data: { country_code: '+61', country_id: 21, iso_code: 'AU', role: 'host', phone: DEMO_HOST_PHONE },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { user_slug } = (await login.json()) as { user_slug: string };
  const verified = await request.post('/api/verify-otp', {
    data: { slug: user_slug, otp: lastCodeSentTo(DEMO_HOST_PHONE) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const body = (await verified.json()) as { token: string; data: SignedInHost['user'] };
  return { token: body.token, phone: DEMO_HOST_PHONE, user: body.data };
}

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A calendar date `days` from today ('YYYY-MM-DD'). */
function dateIn(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function chooseTime(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

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
}) => {
  admin('demo', 'seed');
  const host = await signInDemoHost(request);
  const errors = collectErrors(page);
  await signInBrowser(page, host);
  const title = `Garden long lunch ${Date.now().toString(36)}`;

  // Create: step 1, Next, step 2, Create Event.
  await page.goto('/my-events');
  await page.getByRole('link', { name: 'Add New Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Event' })).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole('combobox', { name: /^Location/ }).pressSequentially('Sydney');
  await page.getByRole('listbox', { name: 'Place suggestions' }).getByRole('option').first().click();
  for (const group of [/^Categories/, /^Spots/, /^Ages/])
    await page.getByRole('group', { name: group }).getByRole('checkbox').first().click();
  await page.getByLabel(/^Description/).fill('Lunch in the garden with produce from the beds.');
  await page.locator('input[type="file"]').setInputFiles(IMAGE);
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
  await expect(card.getByText('Pending')).toBeVisible();
  await expect(card.getByText('$12.50')).toBeVisible();

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

  expect(errors).toEqual([]);
});
