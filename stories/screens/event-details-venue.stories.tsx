import { VENUE_MESSAGES } from '@friendly/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EventDetailsPage } from '../../src/features/events/pages/event-details-page';
import { createEventsApi, pendingDetail, venueDayBeforeDetail, venueDetail } from './fixtures/events';
import { withScreen } from './support/screen';

/**
 * Event details' Venue section, for the host (docs/decisions/152): the area everyone sees,
 * the street address and arrival notes only members get, and when they get them.
 */
const meta = {
  title: 'Screens/Event Details/Venue',
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

/**
 * The Venue section, once the page has settled: the reviews' second read and their lazily
 * loaded Prev/Next come after the details, and the screenshot must not race them.
 */
const venueOf = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  const venue = await page.findByRole('region', { name: VENUE_MESSAGES.venueHeading });
  await page.findByText('Page 1 of 2');
  return within(venue);
};

const onJoinApi = createEventsApi({ detail: venueDetail });

/** A street address with arrival notes, seen by guests as soon as they join. */
export const AddressOnJoin: Story = {
  beforeEach: () => onJoinApi.reset(),
  parameters: { msw: { handlers: onJoinApi.handlers } },
  play: async ({ canvasElement }) => {
    const venue = await venueOf(canvasElement);
    await expect(venue.getByText(VENUE_MESSAGES.areaTerm)).toBeInTheDocument();
    await expect(venue.getByText('Surry Hills, Sydney NSW, Australia')).toBeInTheDocument();
    await expect(venue.getByText('12 Crown Street, Surry Hills NSW 2010')).toBeInTheDocument();
    await expect(venue.getByText(/^Ring the top bell, second floor\./)).toBeInTheDocument();
    await expect(venue.getByTestId('address-reveal')).toHaveTextContent(VENUE_MESSAGES.hostRevealOnJoin);
  },
};

const dayBeforeApi = createEventsApi({ detail: venueDayBeforeDetail });

/** Shown the day before, without arrival notes: no notes row. */
export const AddressDayBefore: Story = {
  beforeEach: () => dayBeforeApi.reset(),
  parameters: { msw: { handlers: dayBeforeApi.handlers } },
  play: async ({ canvasElement }) => {
    const venue = await venueOf(canvasElement);
    await expect(venue.getByText('12 Crown Street, Surry Hills NSW 2010')).toBeInTheDocument();
    await expect(venue.queryByText(VENUE_MESSAGES.arrivalNotesTerm)).not.toBeInTheDocument();
    await expect(venue.getByTestId('address-reveal')).toHaveTextContent(VENUE_MESSAGES.hostRevealDayBefore);
  },
};

const noAddressApi = createEventsApi({ detail: pendingDetail });

/** An event made before the venue had a street line: the area, and a word on what guests see. */
export const AreaOnly: Story = {
  beforeEach: () => noAddressApi.reset(),
  parameters: { msw: { handlers: noAddressApi.handlers } },
  play: async ({ canvasElement }) => {
    const venue = await venueOf(canvasElement);
    await expect(venue.getByText('Bondi Beach, Sydney NSW, Australia')).toBeInTheDocument();
    await expect(venue.queryByText(VENUE_MESSAGES.addressTerm)).not.toBeInTheDocument();
    await expect(venue.getByTestId('address-reveal')).toHaveTextContent(VENUE_MESSAGES.noAddress);
  },
};
