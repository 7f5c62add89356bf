import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HostEventReviewsPage } from '../../src/features/reviews/pages/host-event-reviews-page';
import { atPhone, cardLabels, expectNothingOffScreen, PHONE_VIEWPORTS } from '../support/phones';
import { allHostReviews, createHostReviewsApi } from './fixtures/host-reviews';
import { withScreen } from './support/screen';

/**
 * Event Reviews (spec 001 §2 'Event Reviews', §7, §8): Reviewer, Event, Rating (stars read
 * as 'N out of 5 stars'), Comment and Date; 'Showing N reviews'; Newest, Oldest, Rating
 * High → Low and Rating Low → High; 10 a page; 'No reviews found.' and the failure text.
 */
const meta = {
  title: 'Screens/Event Reviews',
  component: HostEventReviewsPage,
  decorators: [withScreen],
  parameters: {
    frame: 'fullscreen',
    screen: { path: '/host-event-reviews' },
    viewport: { options: PHONE_VIEWPORTS },
  },
} satisfies Meta<typeof HostEventReviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const reviewsTable = (canvas: HTMLElement) =>
  within(canvas).findByRole('table', { name: 'Reviews of your events' });

/** The reviewers' names in the order shown, once the first row is `first`. */
async function reviewersAfter(canvas: HTMLElement, first: string) {
  const table = await reviewsTable(canvas);
  await waitFor(() => expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(first));
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
}

const ratingsShown = async (canvas: HTMLElement) =>
  within(await reviewsTable(canvas))
    .getAllByText(/out of 5 stars$/)
    .map((text) => Number(text.textContent?.charAt(0)));

const filledApi = createHostReviewsApi();

export const Filled: Story = {
  beforeEach: () => filledApi.reset(),
  parameters: { msw: { handlers: filledApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Event Reviews' })).toBeInTheDocument();
    const table = await reviewsTable(canvasElement);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[↑↓]/, '')),
    ).toEqual(['Reviewer', 'Event', 'Rating', 'Comment', 'Date']);
    await expect(await page.findByText('Showing 12 reviews')).toBeInTheDocument();
    await reviewersAfter(canvasElement, 'Maya Patel');
    const newest = within(within(table).getAllByRole('row')[1]!);
    await expect(newest.getByRole('link', { name: 'Board Games Night' })).toHaveAttribute(
      'href',
      '/event-details/board-games-night',
    );
    await expect(newest.getByText('5 out of 5 stars')).toBeInTheDocument();
    await expect(
      newest.getByText('Such a warm group — Amelia made everyone feel welcome.'),
    ).toBeInTheDocument();
    await expect(newest.getByText('Nov 21, 2026')).toBeInTheDocument();
    // No name: 'User'; no comment: a dash.
    await expect(within(table).getByRole('rowheader', { name: 'User' })).toBeInTheDocument();
    await expect(within(table).getByText('—')).toBeInTheDocument();

    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('date_desc');
    await expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest', 'Oldest', 'Rating High → Low', 'Rating Low → High']);
    await expect(within(table).getByRole('columnheader', { name: /Date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 2');
    await expect(filledApi.calls).toHaveBeenCalledWith('page=1&sort=date_desc');
  },
};

const sortApi = createHostReviewsApi();

/** Each order asks the server for it (`sort`), starts at page 1 and marks the column it follows. */
export const Sorts: Story = {
  beforeEach: () => sortApi.reset(),
  parameters: { msw: { handlers: sortApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await reviewersAfter(canvasElement, 'Maya Patel');
    const sort = page.getByRole('combobox', { name: 'Sort by' });

    await userEvent.selectOptions(sort, 'Rating High → Low');
    await reviewersAfter(canvasElement, 'Maya Patel');
    await waitFor(() => expect(sortApi.calls).toHaveBeenCalledWith('page=1&sort=rating_desc'));
    await waitFor(async () =>
      expect((await ratingsShown(canvasElement)).slice(0, 5)).toEqual([5, 5, 5, 5, 4]),
    );
    const table = await reviewsTable(canvasElement);
    await expect(within(table).getByRole('columnheader', { name: /Rating/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await userEvent.selectOptions(sort, 'Rating Low → High');
    await reviewersAfter(canvasElement, 'Jack Brown');
    await expect((await ratingsShown(canvasElement)).slice(0, 3)).toEqual([1, 2, 3]);
    await expect(within(table).getByRole('columnheader', { name: /Rating/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await userEvent.selectOptions(sort, 'Oldest');
    await reviewersAfter(canvasElement, 'Ava Taylor');
    await expect(within(table).getByRole('columnheader', { name: /Date/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(sortApi.calls).toHaveBeenCalledWith('page=1&sort=date_asc');
  },
};

const pagingApi = createHostReviewsApi();

export const Paging: Story = {
  beforeEach: () => pagingApi.reset(),
  parameters: { msw: { handlers: pagingApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await reviewersAfter(canvasElement, 'Maya Patel');
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    const names = await reviewersAfter(canvasElement, 'Oliver Lee');
    await expect(names).toEqual(['Oliver Lee', 'Ava Taylor']);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 2');
    await expect(page.getByText('Showing 12 reviews')).toBeInTheDocument();
    await expect(pagingApi.calls).toHaveBeenCalledWith('page=2&sort=date_desc');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: createHostReviewsApi(allHostReviews, async () => {
        await delay('infinite');
        return HttpResponse.json(null);
      }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const table = await reviewsTable(canvasElement);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).queryByRole('rowheader')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByText(/^Showing/)).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: createHostReviewsApi([]).handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No reviews found.')).toBeInTheDocument();
    await expect(page.getByText('Showing 0 reviews')).toBeInTheDocument();
    // One page: no pager.
    await expect(page.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

/** The server's message when it gave one (spec 001 §8). */
export const LoadFailure: Story = {
  parameters: {
    msw: {
      handlers: createHostReviewsApi(allHostReviews, () =>
        HttpResponse.json(
          { success: false, status: false, message: 'Reviews are unavailable right now.' },
          { status: 503 },
        ),
      ).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('Reviews are unavailable right now.');
    await expect(page.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** No message to show (the network failed): 'Failed to load reviews.'. */
export const LoadFailureWithoutMessage: Story = {
  parameters: {
    msw: { handlers: createHostReviewsApi(allHostReviews, () => HttpResponse.error()).handlers },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load reviews.',
    );
  },
};

/**
 * A small phone (320 px): each review is a card headed by its reviewer, the stars and the
 * whole comment first, then the event and the date; nothing is off-screen and the sort
 * stays reachable.
 */
export const NarrowViewport: Story = {
  globals: { viewport: atPhone(320) },
  parameters: { msw: { handlers: createHostReviewsApi().handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await reviewersAfter(canvasElement, 'Maya Patel');
    await expectNothingOffScreen(page.getByRole('region', { name: 'Reviews of your events' }));
    const table = await reviewsTable(canvasElement);
    const card = within(table).getAllByRole('row')[1]!;
    await expect(cardLabels(card)).toEqual(['Rating', 'Comment', 'Event', 'Date']);
    await expect(within(card).getByText('5 out of 5 stars').parentElement).toBeVisible();
    await expect(
      within(card).getByText('Such a warm group — Amelia made everyone feel welcome.'),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  },
};

/**
 * A 390 px phone: the cards carry the rating and comment in view, and the order is changed
 * from the keyboard — Tab reaches the sort, and the cards follow the new order.
 */
export const Phone390: Story = {
  globals: { viewport: atPhone(390) },
  parameters: { msw: { handlers: createHostReviewsApi().handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await reviewersAfter(canvasElement, 'Maya Patel');
    await expectNothingOffScreen(page.getByRole('region', { name: 'Reviews of your events' }));
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await userEvent.tab();
    await expect(sort).toHaveFocus();
    await userEvent.selectOptions(sort, 'Rating Low → High');
    await reviewersAfter(canvasElement, 'Jack Brown');
    const table = await reviewsTable(canvasElement);
    const card = within(table).getAllByRole('row')[1]!;
    await expect(within(card).getByText('1 out of 5 stars').parentElement).toBeVisible();
    await expect(within(card).getByText('Started 40 minutes late and ran out of wine.')).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: /Rating/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expectNothingOffScreen(page.getByRole('region', { name: 'Reviews of your events' }));
  },
};
