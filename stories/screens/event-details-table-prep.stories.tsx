import { EVENT_MESSAGES, QUESTION_MESSAGES } from '@friendly/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { EventDetailsPage } from '../../src/features/events/pages/event-details-page';
import { createEventsApi, pendingDetail } from './fixtures/events';
import { answeredDetail, unansweredDetail } from './fixtures/questions';
import { withScreen } from './support/screen';

/**
 * Event details' Table prep card, for the host alone (docs/decisions/154): the summary line,
 * the counts, then who answered what; 'No answers yet.' before anyone has; nothing for an
 * event that asks no questions.
 */
const meta = {
  title: 'Screens/Event Details/Table Prep',
  component: EventDetailsPage,
  decorators: [withScreen],
  beforeEach: () => {
    localStorage.setItem('auth_token', 'story-token');
    return () => localStorage.removeItem('auth_token');
  },
  parameters: {
    frame: 'fullscreen',
    screen: { path: '/event-details/:slug', url: '/event-details/sunset-picnic-at-bondi' },
  },
} satisfies Meta<typeof EventDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the reviews and their Prev/Next, so each picture shows the whole page. */
async function loaded(canvasElement: HTMLElement) {
  const reviews = await within(canvasElement).findByRole('region', { name: 'Reviews' });
  await within(reviews).findByText(/^Page \d+ of \d+$/);
  await waitFor(() => expect(reviews).not.toHaveAttribute('aria-busy'));
}

const tablePrepOf = async (canvasElement: HTMLElement) => {
  await loaded(canvasElement);
  return within(await within(canvasElement).findByRole('region', { name: QUESTION_MESSAGES.tablePrep }));
};

const answeredApi = createEventsApi({ detail: answeredDetail });

/** Three members answered: the summary first, then the counts, then who. */
export const SummaryAndWho: Story = {
  beforeEach: () => answeredApi.reset(),
  parameters: { msw: { handlers: answeredApi.handlers } },
  play: async ({ canvasElement }) => {
    const card = await tablePrepOf(canvasElement);
    await expect(card.getByText(QUESTION_MESSAGES.privateHint)).toBeInTheDocument();
    await expect(card.getByTestId('table-prep-summary')).toHaveTextContent(
      '2 vegetarian · 1 gluten-free · 1 other diet · 1 allergy · 1 step-free access',
    );
    const counts = within(card.getByRole('list', { name: QUESTION_MESSAGES.tablePrepCounts }));
    const items = counts.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '2 vegetarian',
      '1 gluten-free',
      '1 other diet',
      '1 allergy',
      '1 step-free access',
    ]);
    await expect(card.getByRole('heading', { level: 3, name: QUESTION_MESSAGES.tablePrepWho })).toBeVisible();
    const who = within(card.getByRole('list', { name: QUESTION_MESSAGES.tablePrepWho }));
    await expect(who.getByText('Maya Patel')).toBeInTheDocument();
    await expect(who.getByText('Diet: Vegetarian, Gluten-free')).toBeInTheDocument();
    await expect(who.getByText('Allergies: Tree nuts')).toBeInTheDocument();
    await expect(who.getByText('Wine or no wine? Wine, please')).toBeInTheDocument();
    await expect(who.getByText('Theo Nguyen')).toBeInTheDocument();
    await expect(who.getByText('Access: Step-free access')).toBeInTheDocument();
    // A guest without a name, and their 'other' in their own words.
    await expect(who.getByText(EVENT_MESSAGES.memberFallbackName)).toBeInTheDocument();
    await expect(who.getByText('Diet: No pork')).toBeInTheDocument();
    await expect(
      who.getByText('Anything you would like to cook with us? Happy to bring dumplings to fold'),
    ).toBeInTheDocument();
    await expect(card.queryByText(QUESTION_MESSAGES.nobodyAnswered)).not.toBeInTheDocument();
  },
};

const unansweredApi = createEventsApi({ detail: unansweredDetail });

/** The event asks about diets, and nobody has answered yet. */
export const NoAnswersYet: Story = {
  beforeEach: () => unansweredApi.reset(),
  parameters: { msw: { handlers: unansweredApi.handlers } },
  play: async ({ canvasElement }) => {
    const card = await tablePrepOf(canvasElement);
    await expect(card.getByText(QUESTION_MESSAGES.nobodyAnswered)).toBeVisible();
    await expect(card.queryByTestId('table-prep-summary')).not.toBeInTheDocument();
    await expect(card.queryByRole('list')).not.toBeInTheDocument();
  },
};

const noQuestionsApi = createEventsApi({ detail: pendingDetail });

/** An event that asks nothing has no Table prep card. */
export const AsksNothing: Story = {
  beforeEach: () => noQuestionsApi.reset(),
  parameters: { msw: { handlers: noQuestionsApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await loaded(canvasElement);
    await expect(page.getByRole('heading', { name: EVENT_MESSAGES.aboutEvent })).toBeVisible();
    await expect(page.queryByRole('region', { name: QUESTION_MESSAGES.tablePrep })).not.toBeInTheDocument();
    await expect(page.queryByTestId('table-prep')).not.toBeInTheDocument();
  },
};
