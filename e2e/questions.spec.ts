import { readFileSync } from 'node:fs';
import { admin } from './support/admin';
import { chooseTime, dateIn, fillKeyInfo, PICNIC_PNG } from './support/events';
import { registerGuest, type SignedInGuest } from './support/guests';
import { registerReadyHost, signInBrowser } from './support/hosts';
import { expect, test } from './support/test';

/**
 * Guest questions and the table prep of docs/decisions/154 on the real server and built
 * app: a host creates an event asking about diets and one question of their own, guests
 * join through the API with their answers, and the host reads them on the Table prep card
 * and finds the questions again in the edit form.
 */
test.describe.configure({ timeout: 180_000 });

const OWN_QUESTION = 'Wine or no wine?';

test('a host asks two questions and reads the guests’ answers on the table-prep card', async ({
  page,
  request,
  consoleErrors,
}) => {
  const host = await registerReadyHost(request);
  const title = `Long lunch ${Date.now().toString(36)}`;
  await signInBrowser(page, host);

  await test.step('the host creates the event asking about diets and one question of their own', async () => {
    await page.goto('/event');
    await fillKeyInfo(page, { title, description: 'A long lunch of shared plates, from noon until late.' });
    const questions = page.getByRole('group', { name: 'Questions for guests' });
    await expect(questions).toContainText('Only you see the answers.');
    await questions.getByRole('checkbox', { name: 'Dietary needs' }).click();
    await questions.getByRole('button', { name: 'Add a question' }).click();
    await expect(questions.getByRole('textbox', { name: 'Your question 1' })).toBeFocused();
    await page.keyboard.type(OWN_QUESTION);
    await page.getByLabel(/^Date/).fill(dateIn(30));
    await chooseTime(page, 'Start time', '12:00 PM');
    await chooseTime(page, 'End time', '4:00 PM');
    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'picnic.png', mimeType: 'image/png', buffer: readFileSync(PICNIC_PNG) }]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await page.getByLabel(/^Capacity/).fill('6');
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/event',
    );
    await page.getByRole('button', { name: 'Create Event' }).click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(200);
    await expect(page.getByText('Event created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/my-events$/);
  });

  const href = await page
    .getByRole('list', { name: 'My Events' })
    .getByRole('article', { name: title })
    .getByRole('link', { name: title, exact: true })
    .getAttribute('href');
  const slug = decodeURIComponent(href?.replace('/event-details/', '') ?? '');

  await test.step('an empty card until a guest answers', async () => {
    await page.goto(`/event-details/${encodeURIComponent(slug)}`);
    const card = page.getByRole('region', { name: 'Table prep' });
    await expect(card).toContainText('No answers yet.');
  });

  await test.step('guests join through the API with their answers', async () => {
    admin('events', 'approve', slug);
    const join = async (guest: SignedInGuest, answers: object) => {
      const answer = await request.post(`/api/guest/events/${encodeURIComponent(slug)}/join`, {
        headers: { authorization: `Bearer ${guest.token}` },
        data: { answers },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
    };
    const ana = await registerGuest(request, { name: 'Ana Lima' });
    await join(ana, { dietary: ['vegetarian', 'gluten_free'], custom: ['Red, please'] });
    const ben = await registerGuest(request, { name: 'Ben Okafor' });
    await join(ben, { dietary: ['vegetarian'] });
    // A question the event does not ask is refused, and takes no seat.
    const cy = await registerGuest(request, { name: 'Cy Park' });
    const refused = await request.post(`/api/guest/events/${encodeURIComponent(slug)}/join`, {
      headers: { authorization: `Bearer ${cy.token}` },
      data: { answers: { allergies: 'Sesame' } },
    });
    expect(refused.status()).toBe(422);
  });

  await test.step('the host reads the table prep: the summary, the counts, then who', async () => {
    await page.goto(`/event-details/${encodeURIComponent(slug)}`);
    const card = page.getByRole('region', { name: 'Table prep' });
    await expect(card.getByTestId('table-prep-summary')).toHaveText('2 vegetarian · 1 gluten-free');
    await expect(card.getByRole('list', { name: 'Counts' }).getByRole('listitem')).toHaveText([
      '2 vegetarian',
      '1 gluten-free',
    ]);
    const who = card.getByRole('list', { name: 'Who' });
    await expect(who).toContainText('Ana Lima');
    await expect(who).toContainText('Diet: Vegetarian, Gluten-free');
    await expect(who).toContainText(`${OWN_QUESTION} Red, please`);
    await expect(who).toContainText('Ben Okafor');
    await expect(who).not.toContainText('Cy Park');
    await expect(card).not.toContainText('Sesame');
  });

  await test.step('the edit form shows the questions back', async () => {
    await page.goto(`/event/${encodeURIComponent(slug)}`);
    const questions = page.getByRole('group', { name: 'Questions for guests' });
    await expect(questions.getByRole('checkbox', { name: 'Dietary needs' })).toBeChecked();
    await expect(questions.getByRole('checkbox', { name: 'Allergies' })).not.toBeChecked();
    await expect(questions.getByRole('textbox', { name: 'Your question 1' })).toHaveValue(OWN_QUESTION);
  });

  expect(consoleErrors).toEqual([]);
});
