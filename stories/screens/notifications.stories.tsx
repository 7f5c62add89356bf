import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { useApiRead } from '../../src/api/read';
import { unreadCountKey, unreadCountRead } from '../../src/api/unread-count';
import { NotificationsPage } from '../../src/features/notifications/pages/notifications-page';
import {
  allReadNotifications,
  createNotificationsApi,
  emptyNotifications,
  filledNotifications,
  linkedNotifications,
  longNotifications,
  refilledSeatNotifications,
} from './fixtures/notifications';
import { withScreen } from './support/screen';

/**
 * Notifications (spec 001 §2, §7, §8): Today and Earlier, unread items highlighted, a
 * click (or Enter/Space) marks one read at once, 'Mark all as read' shows 'Marking…'.
 * Each change fires 'notifications-updated' so the header bell recounts (spec 000 §2.3).
 * Times are formatted from the fixture's own dates in the answer's zone (UTC), so no
 * story reads the clock.
 */
const meta = {
  title: 'Screens/Notifications',
  component: NotificationsPage,
  decorators: [withScreen],
  parameters: { frame: 'fullscreen', screen: { path: '/notifications', beside: <HeaderUnreadCount /> } },
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const listApi = (response: typeof filledNotifications) => [
  http.get('/api/notifications', () => HttpResponse.json(response)),
];

/**
 * The header's unread count as the header reads it (same key, same cache), hidden: the
 * stories see it recount without the header's pixels.
 */
function HeaderUnreadCount() {
  const { data } = useApiRead(unreadCountKey, unreadCountRead);
  return <output hidden data-testid="header-unread-count" data-count={data?.unread_count ?? ''} />;
}

/** Waits until the header's count reads `count`. */
const headerCounts = (canvasElement: HTMLElement, count: number) =>
  waitFor(() =>
    expect(within(canvasElement).getByTestId('header-unread-count')).toHaveAttribute(
      'data-count',
      String(count),
    ),
  );

export const Filled: Story = {
  parameters: { msw: { handlers: listApi(filledNotifications) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const today = await page.findByRole('region', { name: 'Today' });
    const earlier = page.getByRole('region', { name: 'Earlier' });
    await expect(within(today).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(earlier).getAllByRole('listitem')).toHaveLength(3);

    const approved = within(today).getByRole('button', {
      name: 'Unread: Your host profile has been approved. Welcome aboard! Today • 9:41 AM',
    });
    await expect(approved).toHaveAttribute('data-state', 'unread');
    await expect(approved).not.toHaveAttribute('aria-disabled');
    await expect(
      within(today).getByRole('button', { name: /^Read: Maya Patel joined Sunset Picnic/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(within(earlier).getByText('Nov 03, 2026 • 6:30 PM')).toBeInTheDocument();
    // Without a message the title is shown.
    await expect(
      within(earlier).getByRole('button', { name: 'Read: Welcome to Friendly Host Dec 31, 2025 • 11:59 PM' }),
    ).toBeInTheDocument();
    await expect(page.getAllByRole('button', { name: /^Unread:/ })).toHaveLength(3);
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/notifications', async () => {
          await delay('infinite');
          return HttpResponse.json(filledNotifications);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('status')).toHaveTextContent('Loading notifications…');
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expect(page.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: listApi(emptyNotifications) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No notifications yet.')).toBeInTheDocument();
    await expect(page.queryByRole('list')).not.toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

/** Whatever went wrong, the page says 'Failed to load notifications' (spec 001 §8). */
export const LoadFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/notifications', () =>
          HttpResponse.json({ status: false, message: 'Something went wrong.' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(/^Failed to load notifications$/);
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const AllRead: Story = {
  parameters: { msw: { handlers: listApi(allReadNotifications) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('region', { name: 'Today' });
    await expect(page.queryAllByRole('button', { name: /^Unread:/ })).toHaveLength(0);
    await expect(page.getAllByRole('button', { name: /^Read:/ })).toHaveLength(6);
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

const markOneApi = createNotificationsApi(filledNotifications);

/** A click shows the item read at once, posts its id and makes the header recount. */
export const MarkOne: Story = {
  beforeEach: () => markOneApi.reset(),
  parameters: { msw: { handlers: markOneApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await headerCounts(canvasElement, 3);
    const item = await page.findByRole('button', { name: /^Unread: Two new guests joined/ });
    await userEvent.click(item);
    // Optimistic: read before the server has answered.
    await expect(item).toHaveAttribute('data-state', 'read');
    await expect(item).toHaveAccessibleName(/^Read: Two new guests joined Board Games Night\./);
    await waitFor(() => expect(markOneApi.markOne).toHaveBeenCalledWith({ notification_id: 38 }));
    await headerCounts(canvasElement, 2);
    await expect(page.getAllByRole('button', { name: /^Unread:/ })).toHaveLength(2);
    // A read item is inert: clicking it again asks nothing.
    await userEvent.click(item);
    await expect(markOneApi.markOne).toHaveBeenCalledTimes(1);
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  },
};

const keyboardApi = createNotificationsApi(filledNotifications);

/** Enter and Space mark an item read too. */
export const MarkWithKeyboard: Story = {
  beforeEach: () => keyboardApi.reset(),
  parameters: { msw: { handlers: keyboardApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const first = await page.findByRole('button', { name: /^Unread: Your host profile/ });
    const second = page.getByRole('button', { name: /^Unread: Your payout account/ });
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('data-state', 'read');
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('data-state', 'read');
    await waitFor(() => expect(keyboardApi.markOne).toHaveBeenCalledTimes(2));
    await expect(keyboardApi.markOne).toHaveBeenNthCalledWith(1, { notification_id: 41 });
    await expect(keyboardApi.markOne).toHaveBeenNthCalledWith(2, { notification_id: 40 });
  },
};

const failingMarkApi = createNotificationsApi(filledNotifications, { failMarks: true });

/** When marking fails the item turns unread again; the failure is only logged (spec 001 §8). */
export const MarkOneFails: Story = {
  beforeEach: () => {
    failingMarkApi.reset();
    const consoleError = spyOn(console, 'error').mockImplementation(() => {});
    return () => consoleError.mockRestore();
  },
  parameters: { msw: { handlers: failingMarkApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const item = await page.findByRole('button', { name: /^Unread: Your host profile/ });
    await userEvent.click(item);
    await expect(item).toHaveAttribute('data-state', 'read');
    await waitFor(() => expect(item).toHaveAttribute('data-state', 'unread'));
    await expect(console.error).toHaveBeenCalledWith(
      'Failed to mark notification as read',
      expect.anything(),
    );
    await expect(page.queryByRole('alert')).not.toBeInTheDocument();
  },
};

const markAllApi = createNotificationsApi(filledNotifications);

/** 'Marking…' while the call runs, then every item is read and the button is disabled. */
export const MarkAll: Story = {
  beforeEach: () => markAllApi.reset(),
  parameters: { msw: { handlers: markAllApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('region', { name: 'Today' });
    await headerCounts(canvasElement, 3);
    const release = markAllApi.holdMarkAll();
    await userEvent.click(page.getByRole('button', { name: 'Mark all as read' }));
    const busy = page.getByRole('button', { name: 'Marking…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(markAllApi.markAll).toHaveBeenCalledTimes(1));
    await expect(page.getAllByRole('button', { name: /^Unread:/ })).toHaveLength(3);
    release();
    await waitFor(() => expect(page.queryAllByRole('button', { name: /^Unread:/ })).toHaveLength(0));
    await waitFor(() => expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    await headerCounts(canvasElement, 0);
  },
};

/** A small phone (Storybook's 'mobile1', 320 px — narrower than the spec's 360 px): the header wraps, long messages and links break inside their item. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { msw: { handlers: listApi(longNotifications) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const item = await page.findByRole('button', { name: /^Unread: Reminder: Community Garden/ });
    const main = page.getByRole('main');
    await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(main.getBoundingClientRect().right);
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  },
};

/** Where a followed link went: the harness's stand-in for the other screens. */
const redirectedTo = async (canvasElement: HTMLElement, path: string) =>
  expect(await within(canvasElement).findByTestId('redirected')).toHaveAttribute('data-path', path);

/**
 * Every kind the server writes (docs/screens/089). The event's news and a guest joining or leaving
 * link to the event's details, a payment to Payment Transaction, a review to Event Reviews,
 * a ready payout account to Payment Details. A link is named by the notification's text
 * and described by its state and time; the other kinds — and an event kind without its
 * slug — stay buttons that only mark read.
 */
export const LinkKinds: Story = {
  parameters: { msw: { handlers: listApi(linkedNotifications) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const today = await page.findByRole('region', { name: 'Today' });
    const earlier = page.getByRole('region', { name: 'Earlier' });
    const expected: [HTMLElement, string, string][] = [
      [today, 'Maya Patel paid $25.00 and joined Sunset Picnic at Bondi.', '/payment-transaction'],
      [today, 'Leo Chen rated Board Games Night 5 out of 5.', '/host-event-reviews'],
      [today, 'Priya Shah joined Sunset Picnic at Bondi.', '/event-details/sunset-picnic-at-bondi-12'],
      [today, 'Sam Okafor left Sunset Picnic at Bondi.', '/event-details/sunset-picnic-at-bondi-12'],
      [
        today,
        'Sunset Picnic at Bondi is approved and open for guests to join.',
        '/event-details/sunset-picnic-at-bondi-12',
      ],
      [
        earlier,
        'Board Games Night has ended. Guests can now leave their reviews.',
        '/event-details/board-games-night-9',
      ],
      [
        earlier,
        'Rooftop Jazz Evening was not approved: the venue address is incomplete.',
        '/event-details/rooftop-jazz-evening-11',
      ],
      [
        earlier,
        'Our team cancelled Harbour Kayak Morning: storm warning. Every guest who paid is refunded in full.',
        '/event-details/harbour-kayak-morning-10',
      ],
      [
        earlier,
        'Your Stripe account is connected and ready to receive payouts. You can now create events.',
        '/payment-details',
      ],
    ];
    for (const [region, name, href] of expected) {
      await expect(within(region).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(page.getAllByRole('link')).toHaveLength(expected.length);

    // State and time describe the link; unread ones are highlighted.
    const paid = page.getByRole('link', { name: /^Maya Patel paid/ });
    await expect(paid).toHaveAccessibleDescription('Unread: Today • 11:05 AM');
    await expect(paid).toHaveAttribute('data-state', 'unread');
    const left = page.getByRole('link', { name: /^Sam Okafor left/ });
    await expect(left).toHaveAccessibleDescription('Read: Today • 8:30 AM');
    await expect(left).toHaveAttribute('data-state', 'read');
    await expect(page.getByRole('link', { name: /^Your Stripe account/ })).toHaveAccessibleDescription(
      'Read: Nov 10, 2026 • 9:00 AM',
    );

    // No screen to open: buttons, as before.
    await expect(
      within(earlier).getByRole('button', { name: /^Read: You now sign in with \+61 400000000\./ }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(
      within(earlier).getByRole('button', { name: /^Unread: Trivia Night is approved/ }),
    ).not.toHaveAttribute('aria-disabled');
    await expect(within(earlier).getByRole('button', { name: /^Read: Welcome aboard!/ })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  },
};

const followApi = createNotificationsApi(linkedNotifications);

/** Following an unread link marks it read (the header recounts) and opens its screen. */
export const FollowLink: Story = {
  beforeEach: () => followApi.reset(),
  parameters: { msw: { handlers: followApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const unread = linkedNotifications.unread_count;
    await headerCounts(canvasElement, unread);
    await userEvent.click(
      await page.findByRole('link', { name: 'Priya Shah joined Sunset Picnic at Bondi.' }),
    );
    await redirectedTo(canvasElement, '/event-details/sunset-picnic-at-bondi-12');
    await waitFor(() => expect(followApi.markOne).toHaveBeenCalledWith({ notification_id: 68 }));
    await expect(followApi.markOne).toHaveBeenCalledTimes(1);
    await headerCounts(canvasElement, unread - 1);
  },
};

const followKeyboardApi = createNotificationsApi(linkedNotifications);

/** A link is reached with Tab and followed with Enter, which marks it read too. */
export const FollowLinkWithKeyboard: Story = {
  beforeEach: () => followKeyboardApi.reset(),
  parameters: { msw: { handlers: followKeyboardApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const paid = await page.findByRole('link', { name: /^Maya Patel paid/ });
    page.getByRole('button', { name: 'Mark all as read' }).focus();
    await userEvent.tab();
    await expect(paid).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await redirectedTo(canvasElement, '/payment-transaction');
    await waitFor(() => expect(followKeyboardApi.markOne).toHaveBeenCalledWith({ notification_id: 70 }));
  },
};

const refilledApi = createNotificationsApi(refilledSeatNotifications);

/**
 * A freed seat taken from the waitlist (docs/decisions/149): the host hears of it and the
 * item links to the event's details, as a guest leaving does.
 */
export const SeatRefilled: Story = {
  beforeEach: () => refilledApi.reset(),
  parameters: { msw: { handlers: refilledApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const today = await page.findByRole('region', { name: 'Today' });
    const refilled = within(today).getByRole('link', {
      name: 'Priya Shah took a freed seat at Sunset Picnic at Bondi from the waitlist.',
    });
    await expect(refilled).toHaveAttribute('href', '/event-details/sunset-picnic-at-bondi-12');
    await expect(refilled).toHaveAccessibleDescription('Unread: Today • 10:20 AM');
    await expect(refilled).toHaveAttribute('data-state', 'unread');
    await expect(
      within(today).getByRole('link', { name: 'Sam Okafor left Sunset Picnic at Bondi.' }),
    ).toHaveAttribute('href', '/event-details/sunset-picnic-at-bondi-12');
    await headerCounts(canvasElement, 1);
    await expect(page.getAllByRole('link')).toHaveLength(2);
  },
};

const followReadApi = createNotificationsApi(linkedNotifications);

/** A read link still opens its screen, and asks the server nothing. */
export const FollowReadLink: Story = {
  beforeEach: () => followReadApi.reset(),
  parameters: { msw: { handlers: followReadApi.handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('link', { name: /^Your Stripe account is connected/ }));
    await redirectedTo(canvasElement, '/payment-details');
    await expect(followReadApi.markOne).not.toHaveBeenCalled();
  },
};
