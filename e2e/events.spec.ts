import { demoHost, signInBrowser } from './support/hosts';
import { expect, test } from './support/test';

/**
 * My Events and Event details (docs/screens/086) on the real server: the demo host
 * (approved, payouts connected, events in every status, members and reviews — decision
 * 083) reads the list and its earnings, opens an event's details, its members' profiles
 * and reviews, and cancels its pending event.
 */
test.describe.configure({ timeout: 180_000 });

test('the demo host reads My Events and an event’s details, then cancels the pending event', async ({
  page,
  request,
  consoleErrors,
}) => {
  const host = await demoHost(request);
  await signInBrowser(page, host);

  await page.goto('/my-events');
  await expect(page.getByRole('heading', { level: 1, name: 'My Events' })).toBeVisible();
  await expect(page.getByText(/^You've made A\$[\d,]+\.\d{2} till now$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New Event' })).toHaveAttribute('href', '/event');
  const list = page.getByRole('list', { name: 'My Events' });
  // The demo's seven events, and any the other journeys (the event form's) made for this host.
  const listed = await request.get('/api/events', { headers: { authorization: `Bearer ${host.token}` } });
  const total = ((await listed.json()) as { data: unknown[] }).data.length;
  expect(total).toBeGreaterThanOrEqual(7);
  await expect(list.getByRole('article')).toHaveCount(total);
  // Edit is inert for rejected and cancelled events.
  for (const title of ['Rooftop wine & cheese evening', 'Beach picnic at Bronte']) {
    await expect(
      list.getByRole('article', { name: title }).getByRole('button', { name: 'Edit' }),
    ).toBeDisabled();
  }
  const approved = list.getByRole('article', { name: 'Slow Sunday long lunch' });
  await expect(approved.getByText('Approved', { exact: true })).toBeVisible();
  await expect(approved.getByText(/^(\d+ spots? remaining|Full)$/)).toBeVisible();
  await expect(approved.getByRole('link', { name: 'Duplicate Slow Sunday long lunch' })).toHaveAttribute(
    'href',
    /^\/event\?duplicate=/,
  );

  // A completed event: its members and reviews.
  const completed = list.getByRole('article', { name: 'Dumpling folding night' });
  await completed.getByRole('link', { name: 'Dumpling folding night', exact: true }).click();
  await expect(page).toHaveURL(/\/event-details\/[^/]+$/);
  const panel = page.getByRole('complementary', { name: 'Dumpling folding night' });
  await expect(panel.getByRole('heading', { level: 1, name: 'Dumpling folding night' })).toBeVisible();
  await expect(panel.getByText('Joining Price', { exact: true })).toBeVisible();
  await expect(panel.getByText('Event Enabler', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'About Event' })).toBeVisible();
  const going = page.getByRole('region', { name: "Who's Going..." });
  // An ended event's seats mean nothing any more: who came, no spots (docs/screens/086).
  await expect(going.getByText(/^\d+ Joined$/)).toBeVisible();
  await expect(going.getByText(/remaining|^Full$/)).toHaveCount(0);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(/^\(\d+\) reviews$/)).toBeVisible();
  await expect(reviews.getByRole('listitem').first()).toBeVisible();

  const firstMember = going.getByRole('button').first();
  const memberName = ((await firstMember.locator('span > span').first().textContent()) ?? '').trim();
  await firstMember.click();
  const profile = page.getByRole('dialog', { name: memberName });
  await expect(profile.getByRole('heading', { name: 'About' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();

  // Back to the list: cancel the pending event.
  await page.getByRole('link', { name: 'Back to lists' }).click();
  await expect(page).toHaveURL(/\/my-events$/);
  const pending = page
    .getByRole('list', { name: 'My Events' })
    .getByRole('article', { name: 'Sourdough starter swap' });
  await expect(pending.getByText('Pending', { exact: true })).toBeVisible();
  await pending.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel Event' });
  await expect(confirm).toContainText('Are you sure you want to cancel Sourdough starter swap?');
  await confirm.getByRole('button', { name: 'Yes, Cancel' }).click();
  await expect(page.getByText('Event cancelled successfully')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(pending.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await expect(pending.getByRole('button', { name: 'Cancel' })).toBeDisabled();

  // The server agrees: the details page reads it cancelled too.
  await pending.getByRole('link', { name: 'Sourdough starter swap', exact: true }).click();
  await expect(
    page
      .getByRole('complementary', { name: 'Sourdough starter swap' })
      .getByText('Cancelled', { exact: true }),
  ).toBeVisible();

  expect(consoleErrors).toEqual([]);
});
