import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { admin } from './support/admin';
import {
  chooseTime,
  createEventThroughApi,
  dateIn,
  eventDetail,
  fillKeyInfo,
  noisePng,
  PICNIC_PNG,
  TABLE_JPG,
} from './support/events';
import { joinEvent, payInSandbox, registerGuest } from './support/guests';
import { registerReadyHost, signInBrowser } from './support/hosts';
import { tabTo } from './support/keyboard';
import { expect, test } from './support/test';

/**
 * The end-to-end journey of docs/decisions/092 on the real server and built app. A new host, approved by
 * the team and with payouts connected in the sandbox, creates a paid event with two images
 * through both steps of the form; the team approves it (and a free event of the host's)
 * with the admin CLI; one guest joins the free event and another pays for a seat at the
 * paid one on the sandbox's test card page, through the guests' API. The host then sees the
 * members and the earnings on My Events and on the details pages, duplicates the event,
 * edits the copy and cancels it while it is pending. Every account is the test's own, so
 * the specs may run in any order.
 */
test.describe.configure({ timeout: 300_000 });

/** The slug of a card's event, read from its details link. */
async function slugOfCard(page: Page, title: string) {
  const href = await page
    .getByRole('list', { name: 'My Events' })
    .getByRole('article', { name: title })
    .getByRole('link', { name: title, exact: true })
    .getAttribute('href');
  const slug = /^\/event-details\/([^/]+)$/.exec(href ?? '')?.[1];
  if (!slug) throw new Error(`no details link on the card of ${title}: ${href}`);
  return decodeURIComponent(slug);
}

test('a ready host’s event from creation to paid guests, a copy edited and cancelled', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  const host = await registerReadyHost(request);
  const stamp = Date.now().toString(36);
  const paidTitle = `Harbour picnic ${stamp}`;
  const freeTitle = `Board games in the park ${stamp}`;
  const copyTitle = `Harbour picnic, second sitting ${stamp}`;
  const list = page.getByRole('list', { name: 'My Events' });
  await signInBrowser(page, host);

  await test.step('a new host has no events yet', async () => {
    await page.goto('/my-events');
    await expect(page.getByText('No events found. Start by creating your first event!')).toBeVisible();
    await expect(page.getByText(/You've made/)).toHaveCount(0);
  });

  await test.step('the host creates a paid event with two images through both steps', async () => {
    await page.getByRole('link', { name: 'Add New Event' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Event' })).toBeVisible();
    await fillKeyInfo(page, {
      title: paidTitle,
      description: 'A picnic by the harbour: bring a rug, we bring the bread.',
    });
    await page.getByLabel(/^Date/).fill(dateIn(40));
    await chooseTime(page, 'Start time', '12:00 PM');
    await chooseTime(page, 'End time', '3:00 PM');
    // One small picture and one of 1.3 MB, large enough for the upload to show its progress.
    await page
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'gathering-picnic.png', mimeType: 'image/png', buffer: readFileSync(PICNIC_PNG) },
        noisePng('harbour-rug.png'),
      ]);
    await expect(page.getByRole('img', { name: 'gathering-picnic.png' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'harbour-rug.png' })).toBeVisible();
    await expect(page.getByText('2 of 10 images')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Standard' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Enable discount' })).toBeChecked();
    await expect(page.getByLabel(/^Discount amount/)).toHaveValue('25');
    await page.getByRole('radio', { name: 'Paid' }).click();
    await page.getByLabel(/^Price/).fill('20');
    await page.getByLabel(/^Capacity/).fill('4');
    await page.getByRole('button', { name: 'Create Event' }).click();
    // The browser's own upload progress, shown until My Events follows a second after the save.
    await expect(page.getByRole('progressbar', { name: 'Uploading images… 100%' })).toBeVisible();
    await expect(page.getByText('Event created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/my-events$/);

    const card = list.getByRole('article', { name: paidTitle });
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await expect(card.getByText('A$20.00', { exact: true })).toBeVisible();
    await expect(card.getByText('4 spots remaining')).toBeVisible();
    await expect(card.getByText('0 Joined')).toBeVisible();
  });
  const paidSlug = await slugOfCard(page, paidTitle);
  const stored = await eventDetail(request, host, paidSlug);
  expect(stored).toMatchObject({ title: paidTitle, is_paid: true, price: '20.00', capacity: 4 });
  expect(stored.images).toHaveLength(2);

  // The host's free event, made through the API as the form sends it.
  const freeSlug = await createEventThroughApi(request, host, { title: freeTitle, capacity: 5 });

  await test.step('the team approves both with the admin CLI', async () => {
    expect(admin('events', 'list', '--status', 'pending')).toContain(paidSlug);
    admin('events', 'approve', paidSlug);
    admin('events', 'approve', freeSlug);
    expect((await eventDetail(request, host, paidSlug)).status).toBe('approved');
  });

  const ana = await registerGuest(request, {
    name: 'Ana Lima',
    about: 'Tea, crosswords and long walks.',
    location: 'Sydney, Australia',
  });
  const sam = await registerGuest(request, {
    name: 'Sam Carter',
    about: 'Always brings the good cheese.',
    location: 'Sydney, Australia',
  });

  await test.step('one guest joins the free event, another pays for a seat in the sandbox', async () => {
    const freeSeat = await joinEvent(request, ana, freeSlug);
    expect(freeSeat).toMatchObject({ status: 'joined', spots: 4 });
    expect(freeSeat.payment).toBeUndefined();

    const paidSeat = await joinEvent(request, sam, paidSlug);
    // Joined 40 days ahead: the early-bird discount (25 %) applies (docs/decisions/084).
    expect(paidSeat).toMatchObject({
      status: 'pending_payment',
      payment: { amount: '15.00', amount_minor: 1500, discount_percent: 25 },
    });
    await payInSandbox(context, paidSeat.payment?.checkout_url ?? '');
    expect((await eventDetail(request, host, paidSlug)).totalMembers).toBe(1);
  });

  await test.step('the host sees the members and the earnings on My Events', async () => {
    await page.goto('/my-events');
    // 15.00 paid, less the 15 % commission (2.25): 12.75 is the host's.
    await expect(page.getByText("You've made A$12.75 till now")).toBeVisible();
    const paid = list.getByRole('article', { name: paidTitle });
    await expect(paid.getByText('Approved', { exact: true })).toBeVisible();
    await expect(paid.getByText('1 Joined')).toBeVisible();
    await expect(paid.getByText('3 spots remaining')).toBeVisible();
    await expect(paid.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const free = list.getByRole('article', { name: freeTitle });
    await expect(free.getByText('1 Joined')).toBeVisible();
    await expect(free.getByText('4 spots remaining')).toBeVisible();
    await expect(free.getByText('FREE', { exact: true })).toBeVisible();
  });

  await test.step('and on each event’s details page', async () => {
    await list.getByRole('link', { name: paidTitle, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/event-details/${paidSlug}$`));
    const panel = page.getByRole('complementary', { name: paidTitle });
    await expect(panel.getByText('Joining Price', { exact: true })).toBeVisible();
    await expect(panel.getByText('A$20.00', { exact: true })).toBeVisible();
    await expect(panel.getByText('Event Enabler', { exact: true })).toBeVisible();
    const gallery = page.getByRole('region', { name: paidTitle });
    await expect(gallery.getByRole('tab')).toHaveCount(2);
    const going = page.getByRole('region', { name: "Who's Going..." });
    await expect(going.getByText('1 Joined, 3 spots remaining')).toBeVisible();
    await going.getByRole('button', { name: /^Sam Carter/ }).click();
    const profile = page.getByRole('dialog', { name: 'Sam Carter' });
    await expect(profile.getByText('Always brings the good cheese.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();

    await page.goto(`/event-details/${freeSlug}`);
    const freePanel = page.getByRole('complementary', { name: freeTitle });
    await expect(freePanel.getByText('FREE', { exact: true })).toBeVisible();
    const freeGoing = page.getByRole('region', { name: "Who's Going..." });
    await expect(freeGoing.getByText('1 Joined, 4 spots remaining')).toBeVisible();
    await expect(freeGoing.getByRole('button', { name: /^Ana Lima/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reviews' }).getByText('No reviews yet.')).toBeVisible();
  });

  let copySlug = '';
  await test.step('the host duplicates the paid event', async () => {
    await page.getByRole('link', { name: 'Back to lists' }).click();
    await list.getByRole('link', { name: `Duplicate ${paidTitle}` }).click();
    await expect(page).toHaveURL(new RegExp(`/event\\?duplicate=${paidSlug}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Event' })).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toHaveValue(paidTitle);
    await expect(page.getByLabel(/^Date/)).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Start time' })).toHaveText('Select time');
    // Both pictures fetched again, as new files.
    await expect(page.locator('[data-slot="image-input-tile"][data-new]')).toHaveCount(2);
    await page.getByLabel(/^Title/).fill(copyTitle);
    await page.getByLabel(/^Date/).fill(dateIn(47));
    await chooseTime(page, 'Start time', '12:00 PM');
    await chooseTime(page, 'End time', '3:00 PM');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('radio', { name: 'Paid' })).toBeChecked();
    await expect(page.getByLabel(/^Price/)).toHaveValue('20.00');
    await expect(page.getByLabel(/^Capacity/)).toHaveValue('4');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText('Event created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/my-events$/);
    await expect(
      list.getByRole('article', { name: copyTitle }).getByText('Pending', { exact: true }),
    ).toBeVisible();
    copySlug = await slugOfCard(page, copyTitle);
    const copy = await eventDetail(request, host, copySlug);
    expect(copy.images).toHaveLength(2);
    expect(copy.images.some((url) => stored.images.includes(url))).toBe(false);
  });

  await test.step('edits the copy', async () => {
    await list.getByRole('article', { name: copyTitle }).getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toHaveValue(copyTitle);
    await expect(page.getByLabel(/^Date/)).toBeDisabled();
    await expect(page.getByLabel(/^Date/)).toHaveValue(dateIn(47));
    await page
      .getByLabel(/^Description/)
      .fill('The second sitting of the harbour picnic: same rugs, new bread.');
    await page.getByRole('button', { name: 'Remove image 2' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel(/^Price/)).toBeDisabled();
    await page.getByLabel(/^Capacity/).fill('3');
    await page.getByRole('button', { name: 'Update Event' }).click();
    await expect(page.getByText('Event updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/my-events$/);
    await expect(list.getByRole('article', { name: copyTitle }).getByText('3 spots remaining')).toBeVisible();
    const edited = await eventDetail(request, host, copySlug);
    expect(edited).toMatchObject({
      description: 'The second sitting of the harbour picnic: same rugs, new bread.',
      capacity: 3,
      status: 'pending',
    });
    expect(edited.images).toHaveLength(1);
    // The original is untouched.
    expect((await eventDetail(request, host, paidSlug)).title).toBe(paidTitle);
  });

  await test.step('and cancels it while it is pending, from its details page', async () => {
    await list.getByRole('link', { name: copyTitle, exact: true }).click();
    const panel = page.getByRole('complementary', { name: copyTitle });
    await panel.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel Event' });
    await expect(confirm).toContainText(`Are you sure you want to cancel ${copyTitle}?`);
    await confirm.getByRole('button', { name: 'Yes, Cancel' }).click();
    await expect(page.getByText('Event cancelled successfully')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(panel.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect((await eventDetail(request, host, copySlug)).status).toBe('cancelled');
    // The paid event and its guest are unaffected.
    await page.getByRole('link', { name: 'Back to lists' }).click();
    await expect(list.getByRole('article', { name: paidTitle }).getByText('1 Joined')).toBeVisible();
    await expect(page.getByText("You've made A$12.75 till now")).toBeVisible();
  });

  expect(consoleErrors).toEqual([]);
});

/** 'YYYY-MM-DD' as the keys typed into the browser's date field (month, day, year in en-US). */
const dateKeys = (date: string) => {
  const [year, month, day] = date.split('-');
  return `${month}${day}${year}`;
};

test('the same creation with the keyboard alone', async ({ page, request, consoleErrors }) => {
  const host = await registerReadyHost(request);
  const title = `Keyboard supper club ${Date.now().toString(36)}`;
  const date = dateIn(40);
  await signInBrowser(page, host);
  await page.goto('/my-events');
  await expect(page.getByRole('heading', { level: 1, name: 'My Events' })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Add New Event' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Event' })).toBeVisible();

  // Step 1, field by field in the order Tab visits them; the Title is a few Tabs away
  // (WCAG 2.4.1: fewer than 24 from the top of the page).
  const titleField = page.getByLabel(/^Title/);
  expect(await tabTo(page, titleField)).toBeLessThan(24);
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  const location = page.getByRole('combobox', { name: /^Location/ });
  await expect(location).toBeFocused();
  await page.keyboard.type('Sydney');
  await expect(
    page.getByRole('listbox', { name: 'Place suggestions' }).getByRole('option').first(),
  ).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(location).toHaveValue(/^Sydney/);
  await expect(page.getByRole('listbox', { name: 'Place suggestions' })).toBeHidden();

  // The venue (docs/decisions/152): the street, the notes, then when guests see them — a
  // radio group is one Tab stop, its arrows choose.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Street address or venue/)).toBeFocused();
  await page.keyboard.type('12 Crown Street');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Arrival notes/)).toBeFocused();
  await page.keyboard.type('Ring the top bell.');
  await page.keyboard.press('Tab');
  const asJoining = page.getByRole('radio', { name: 'As soon as they join' });
  await expect(asJoining).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /^The day before/ })).toBeChecked();

  // The questions for guests (docs/decisions/154): each box a Tab stop, Space ticks.
  await page.keyboard.press('Tab');
  const dietary = page.getByRole('checkbox', { name: 'Dietary needs' });
  await expect(dietary).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dietary).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Add a question' }), 4);

  // Each chip group is one Tab stop: Tab enters it, the arrows move inside, Space ticks.
  const categories = page.getByRole('group', { name: /^Categories/ }).getByRole('checkbox');
  await page.keyboard.press('Tab');
  await expect(categories.first()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(categories.first()).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(categories.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(categories.nth(1)).toBeChecked();
  for (const group of [/^Spots/, /^Ages/]) {
    // One Tab leaves the group it is in for the next one's first box.
    await page.keyboard.press('Tab');
    const first = page.getByRole('group', { name: group }).getByRole('checkbox').first();
    await expect(first).toBeFocused();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
  }

  const dateField = page.getByLabel(/^Date/);
  await tabTo(page, dateField);
  await page.keyboard.type(dateKeys(date));
  await expect(dateField).toHaveValue(date);
  await page.keyboard.press('Tab');
  // The date field's own segments take Tab first; go on to the start time.
  await tabTo(page, page.getByRole('combobox', { name: 'Start time' }), 4);
  await chooseTime(page, 'Start time', '6:00 PM');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'End time' })).toBeFocused();
  await chooseTime(page, 'End time', '9:00 PM');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Description/)).toBeFocused();
  await page.keyboard.type('Supper for five: soup, bread and a long table.');

  // The file chooser opens from the keyboard; only choosing the files is Playwright's.
  await tabTo(page, page.getByRole('button', { name: 'Add images' }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles([PICNIC_PNG, TABLE_JPG]);
  await expect(page.getByRole('img', { name: 'gathering-picnic.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'gathering-table.jpg' })).toBeVisible();
  // The second picture becomes the cover, with the keyboard.
  await tabTo(page, page.getByRole('button', { name: 'Move image 2 earlier' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-slot="image-input-tile"] img').first()).toHaveAccessibleName(
    'gathering-table.jpg',
  );

  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Step 2 of 2')).toBeVisible();

  // Step 2: the choices are radio groups (arrows choose), then the numbers.
  await tabTo(page, page.getByRole('radio', { name: 'Standard' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Friendly Plus' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Friendly Plus' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Individual' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Couple' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Free' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Paid' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Price/)).toBeFocused();
  await page.keyboard.type('18.50');
  await page.keyboard.press('Tab');
  const discount = page.getByRole('switch', { name: 'Enable discount' });
  await expect(discount).toBeFocused();
  await page.keyboard.press('Space');
  await expect(discount).not.toBeChecked();
  await expect(page.getByLabel(/^Discount amount/)).toBeDisabled();
  await page.keyboard.press('Space');
  await expect(discount).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Discount amount/)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('10');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Capacity/)).toBeFocused();
  await page.keyboard.type('5');
  await tabTo(page, page.getByRole('button', { name: 'Create Event' }));
  await page.keyboard.press('Enter');

  await expect(page.getByText('Event created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/my-events$/);
  const card = page.getByRole('list', { name: 'My Events' }).getByRole('article', { name: title });
  await expect(card.getByText('A$18.50', { exact: true })).toBeVisible();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();

  // What the server stored is what was typed and chosen.
  const events = await request.get('/api/events', { headers: { authorization: `Bearer ${host.token}` } });
  const { data } = (await events.json()) as { data: { slug: string; title: string }[] };
  const slug = data.find((event) => event.title === title)?.slug ?? '';
  const stored = await eventDetail(request, host, slug);
  expect(stored).toMatchObject({
    title,
    date,
    start_time: '18:00',
    end_time: '21:00',
    description: 'Supper for five: soup, bread and a long table.',
    event_type: 'plus-priority',
    user_type: 'couple',
    is_paid: true,
    price: '18.50',
    event_enabler_discount: true,
    enabler_discount_amount: 10,
    capacity: 5,
  });
  expect(stored.images).toHaveLength(2);
  expect(consoleErrors).toEqual([]);
});
