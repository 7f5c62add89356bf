import { CALENDAR_MESSAGES } from '@friendly/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EventDetailsPage } from '../../src/features/events/pages/event-details-page';
import { cancelledDetail, createEventsApi, pendingDetail } from './fixtures/events';
import { toastSays, withScreen } from './support/screen';

/**
 * Event details' "Add to calendar" (the host's .ics, fetched with the session's token and
 * saved from a blob) and "Add to Google Calendar" (Google's template in a new tab), for an
 * event still to happen (docs/decisions/150).
 */
const meta = {
  title: 'Screens/Event Details/Add to Calendar',
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

const event = pendingDetail.data;
const ics = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  `UID:event-${event.id}@friendlyhost.example`,
  `SUMMARY:${event.title}`,
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

const file = fn<(authorization: string | null) => void>().mockName('GET /api/event/{id}/calendar.ics');
const fileHandler = (answer: 'ok' | 'missing') =>
  http.get('/api/event/:id/calendar.ics', async ({ request, params }) => {
    file(request.headers.get('authorization'));
    await delay(100);
    if (answer === 'missing' || Number(params.id) !== event.id)
      return HttpResponse.json({ status: false, message: 'Event not found' }, { status: 404 });
    return new HttpResponse(ics, {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${event.slug}.ics"`,
      },
    });
  });

const api = createEventsApi();
/** The event and its first page of reviews on screen (so a screenshot shows both), then the controls. */
const controls = async (canvas: HTMLElement) => {
  const page = within(canvas);
  await page.findByRole('complementary', { name: event.title });
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await within(reviews).findByText(/^\(\d+\) reviews$|^No reviews yet\.$/);
  await waitFor(() => expect(reviews).not.toHaveAttribute('aria-busy'));
  // Prev/Next load on need, after the reviews: the picture waits for them when they come.
  if (within(reviews).queryByText('No reviews yet.') === null) {
    await within(reviews).findByText(/^Page \d+ of \d+$/);
  }
  return {
    file: await page.findByRole('button', { name: CALENDAR_MESSAGES.addToCalendar }),
    google: page.getByRole('link', { name: new RegExp(`^${CALENDAR_MESSAGES.addToGoogleCalendar}`) }),
  };
};

/** Both controls under the side panel; Google's link carries the event in its zone. */
export const Controls: Story = {
  beforeEach: () => api.reset(),
  parameters: { msw: { handlers: [fileHandler('ok'), ...api.handlers] } },
  play: async ({ canvasElement }) => {
    const { file: button, google } = await controls(canvasElement);
    await expect(button).toBeEnabled();
    await expect(google).toHaveAttribute('target', '_blank');
    await expect(google).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(google).toHaveAccessibleName(
      `${CALENDAR_MESSAGES.addToGoogleCalendar} ${CALENDAR_MESSAGES.opensInNewTab}`,
    );
    const url = new URL(google.getAttribute('href') ?? '');
    await expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    await expect(url.searchParams.get('text')).toBe(event.title);
    await expect(url.searchParams.get('ctz')).toBe(event.time_zone);
    await expect(url.searchParams.get('location')).toBe(event.location);
  },
};

/** The file is fetched with the session's bearer token and saved under the event's slug. */
export const Downloads: Story = {
  parameters: { visual: { disable: true }, msw: { handlers: [fileHandler('ok'), ...api.handlers] } },
  beforeEach: () => {
    api.reset();
    file.mockClear();
    const saved = fn().mockName('a[download].click');
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) saved(this.download, this.href);
      else click.call(this);
    };
    (window as { savedDownloads?: typeof saved }).savedDownloads = saved;
    return () => {
      HTMLAnchorElement.prototype.click = click;
    };
  },
  play: async ({ canvasElement }) => {
    const { file: button } = await controls(canvasElement);
    await userEvent.click(button);
    const saved = (window as { savedDownloads?: ReturnType<typeof fn> }).savedDownloads!;
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith(`${event.slug}.ics`, expect.stringMatching(/^blob:/)),
    );
    await expect(file).toHaveBeenCalledWith('Bearer story-token');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  },
};

/** The server refuses: its message in a toast, the button usable again. */
export const DownloadFails: Story = {
  parameters: { msw: { handlers: [fileHandler('missing'), ...api.handlers] } },
  beforeEach: () => api.reset(),
  play: async ({ canvasElement }) => {
    const { file: button } = await controls(canvasElement);
    await userEvent.click(button);
    await toastSays('Event not found');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  },
};

const cancelledApi = createEventsApi({ detail: cancelledDetail });

/** A cancelled event is not one to add to a calendar: no controls. */
export const CancelledHasNone: Story = {
  parameters: { visual: { disable: true }, msw: { handlers: cancelledApi.handlers } },
  beforeEach: () => cancelledApi.reset(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { level: 1 });
    await expect(page.queryByRole('button', { name: CALENDAR_MESSAGES.addToCalendar })).toBeNull();
    await expect(
      page.queryByRole('link', { name: new RegExp(CALENDAR_MESSAGES.addToGoogleCalendar) }),
    ).toBeNull();
  },
};
