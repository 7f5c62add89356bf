import { CALENDAR_FEED_MESSAGES } from '@friendly/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MyProfilePage } from '../../src/features/profile/pages/my-profile-page';
import {
  atTop,
  calendarFeedAnswer,
  calendarFeedUrl,
  completedHost,
  profileHandlers,
  withSession,
} from './fixtures/profile';
import { toastSays, withScreen } from './support/screen';

/**
 * My Profile's "Calendar feed" (docs/decisions/150): the private feed link read-only with
 * Copy, what it is for, and "Get a new link" behind a confirm step, since the old link
 * stops working at once.
 */
const meta = {
  title: 'Screens/My Profile/Calendar Feed',
  component: MyProfilePage,
  decorators: [withScreen],
  beforeEach: withSession(completedHost),
  parameters: {
    frame: 'fullscreen',
    screen: { path: '/my-profile' },
    msw: { handlers: profileHandlers(completedHost) },
  },
} satisfies Meta<typeof MyProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvas: HTMLElement) =>
  within(await within(canvas).findByRole('region', { name: CALENDAR_FEED_MESSAGES.feedTitle }));
const linkField = (feed: ReturnType<typeof within>) =>
  feed.findByRole('textbox', { name: CALENDAR_FEED_MESSAGES.feedUrlLabel });

const clipboard = fn<(text: string) => Promise<void>>().mockName('navigator.clipboard.writeText');

/** The link, read-only, with Copy: the link goes to the clipboard and a toast says so. */
export const Filled: Story = {
  beforeEach: () => {
    clipboard.mockReset().mockResolvedValue(undefined);
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: clipboard } });
    return () => {
      delete (navigator as { clipboard?: unknown }).clipboard;
      if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
    };
  },
  play: atTop(async ({ canvasElement }) => {
    const feed = await section(canvasElement);
    await expect(feed.getByText(CALENDAR_FEED_MESSAGES.feedExplanation)).toBeVisible();
    const field = await linkField(feed);
    await expect(field).toHaveValue(calendarFeedUrl);
    await expect(field).toHaveAttribute('readonly');
    await userEvent.click(feed.getByRole('button', { name: CALENDAR_FEED_MESSAGES.copy }));
    await expect(clipboard).toHaveBeenCalledWith(calendarFeedUrl);
    await toastSays(CALENDAR_FEED_MESSAGES.copied);
    await expect(feed.getByRole('button', { name: CALENDAR_FEED_MESSAGES.rotate })).toBeEnabled();
  }),
};

/** While the link is on its way. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/user/calendar-feed', async () => {
          await delay('infinite');
          return HttpResponse.json(calendarFeedAnswer());
        }),
        ...profileHandlers(completedHost),
      ],
    },
  },
  play: atTop(async ({ canvasElement }) => {
    const feed = await section(canvasElement);
    await expect(await feed.findByRole('status', { name: CALENDAR_FEED_MESSAGES.feedLoading })).toBeVisible();
    await expect(feed.queryByRole('textbox')).toBeNull();
  }),
};

/** The link could not be loaded: the server's message and Try Again. */
export const LoadFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/user/calendar-feed', () =>
          HttpResponse.json(
            { status: false, message: CALENDAR_FEED_MESSAGES.feedLoadFailed },
            { status: 503 },
          ),
        ),
        ...profileHandlers(completedHost),
      ],
    },
  },
  play: atTop(async ({ canvasElement }) => {
    const feed = await section(canvasElement);
    await expect(await feed.findByRole('alert')).toHaveTextContent(CALENDAR_FEED_MESSAGES.feedLoadFailed);
    await expect(feed.getByRole('button', { name: 'Try Again' })).toBeVisible();
  }),
};

const rotated = `${calendarFeedUrl.slice(0, -'.ics'.length - 6)}rotate.ics`;
const rotate = fn().mockName('POST /api/user/calendar-feed/rotate');
const rotateHandler = http.post('/api/user/calendar-feed/rotate', async () => {
  rotate();
  await delay(100);
  return HttpResponse.json(calendarFeedAnswer(rotated, CALENDAR_FEED_MESSAGES.feedRotated));
});

/** "Get a new link" asks first: the old link stops working. */
export const RotateConfirm: Story = {
  parameters: { msw: { handlers: [rotateHandler, ...profileHandlers(completedHost)] } },
  beforeEach: () => {
    rotate.mockClear();
  },
  play: async ({ canvasElement }) => {
    const feed = await section(canvasElement);
    await linkField(feed);
    await userEvent.click(feed.getByRole('button', { name: CALENDAR_FEED_MESSAGES.rotate }));
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: CALENDAR_FEED_MESSAGES.rotateTitle }),
    );
    await expect(dialog.getByText(CALENDAR_FEED_MESSAGES.rotateBody)).toBeVisible();
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: CALENDAR_FEED_MESSAGES.rotateCancel })).toHaveFocus(),
    );
    await expect(rotate).not.toHaveBeenCalled();
  },
};

/** Kept: nothing is sent and the link stays. */
export const RotateCancelled: Story = {
  parameters: {
    visual: { disable: true },
    msw: { handlers: [rotateHandler, ...profileHandlers(completedHost)] },
  },
  beforeEach: () => {
    rotate.mockClear();
  },
  play: atTop(async ({ canvasElement }) => {
    const feed = await section(canvasElement);
    await linkField(feed);
    await userEvent.click(feed.getByRole('button', { name: CALENDAR_FEED_MESSAGES.rotate }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: CALENDAR_FEED_MESSAGES.rotateCancel }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(rotate).not.toHaveBeenCalled();
    await expect(await linkField(feed)).toHaveValue(calendarFeedUrl);
  }),
};

/** Confirmed: the new link replaces the old one and a toast says the old one is dead. */
export const Rotated: Story = {
  parameters: { msw: { handlers: [rotateHandler, ...profileHandlers(completedHost)] } },
  beforeEach: () => {
    rotate.mockClear();
  },
  play: atTop(
    async ({ canvasElement }) => {
      const feed = await section(canvasElement);
      await linkField(feed);
      await userEvent.click(feed.getByRole('button', { name: CALENDAR_FEED_MESSAGES.rotate }));
      const dialog = within(await within(document.body).findByRole('alertdialog'));
      await userEvent.click(dialog.getByRole('button', { name: CALENDAR_FEED_MESSAGES.rotateConfirm }));
      await toastSays(CALENDAR_FEED_MESSAGES.rotated);
      await expect(rotate).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
      await waitFor(async () => expect(await linkField(feed)).toHaveValue(rotated));
    },
    { keepToast: true },
  ),
};
