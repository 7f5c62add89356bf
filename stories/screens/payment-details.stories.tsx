import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, type MockInstance, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { PaymentDetailsPage } from '../../src/features/payments/pages/payment-details-page';
import { createRemovalApi, refusedByServer, upcomingEvents } from './fixtures/payment-details';
import {
  accountId,
  completeStatus,
  createPaymentsApi,
  dashboardUrl,
  failure,
  never,
  notConnectedStatus,
  payoutsPendingStatus,
} from './fixtures/payments';
import { toastSays, withScreen } from './support/screen';

/**
 * Payment Details (spec 001 §2, §5 'Removing the payment account', §8 'Payment'): the
 * account id and yes/no rows, the dashboard in a new tab, removal behind 'Are you sure…'
 * with Cancel / Proceed — refused on the client while an event is upcoming, and by the
 * server — and 'Connect Stripe Account' without an account.
 */
const meta = {
  title: 'Screens/Payment Details',
  component: PaymentDetailsPage,
  decorators: [withScreen],
  parameters: { frame: 'fullscreen', screen: { path: '/payment-details' } },
} satisfies Meta<typeof PaymentDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONFIRM_TEXT =
  'Are you sure you want to remove your Stripe account? You will not be able to receive payouts until you reconnect.';

function apis(status: Parameters<typeof createPaymentsApi>[0] = {}, removal = createRemovalApi()) {
  const payments = createPaymentsApi({ status: [completeStatus], ...status });
  return { payments, removal, handlers: [...payments.handlers, ...removal.handlers] };
}

async function openRemoval(canvas: HTMLElement) {
  await userEvent.click(await within(canvas).findByRole('button', { name: 'Remove Stripe Account' }));
  return within(await within(document.body).findByRole('alertdialog', { name: 'Remove Stripe Account' }));
}

export const Connected: Story = {
  parameters: { msw: { handlers: apis().handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeInTheDocument();
    await expect(await page.findByText(accountId)).toBeInTheDocument();
    const terms = page.getAllByRole('term').map((term) => term.textContent);
    const values = page.getAllByRole('definition').map((value) => value.textContent);
    await expect(terms).toEqual(['Account ID', 'Details submitted', 'Charges enabled', 'Payouts enabled']);
    await expect(values).toEqual([accountId, 'Yes', 'Yes', 'Yes']);
    await expect(page.getByRole('button', { name: /Open Stripe Dashboard/ })).toBeEnabled();
    await expect(page.queryByRole('link', { name: 'Connect Stripe Account' })).not.toBeInTheDocument();
  },
};

export const PayoutsNotYetEnabled: Story = {
  parameters: { msw: { handlers: apis({ status: [payoutsPendingStatus] }).handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText(accountId);
    await expect(page.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      accountId,
      'Yes',
      'Yes',
      'No',
    ]);
  },
};

export const NotConnected: Story = {
  parameters: { msw: { handlers: apis({ status: [notConnectedStatus] }).handlers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Connect Stripe Account' })).toHaveAttribute(
      'href',
      '/connect-stripe',
    );
    await expect(page.queryByRole('button', { name: 'Remove Stripe Account' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: apis({ status: [never] }).handlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Loading payment details…',
    );
  },
};

export const StatusFailure: Story = {
  parameters: { msw: { handlers: apis({ status: [() => failure('Server error', 500)] }).handlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to fetch account status',
    );
  },
};

const dialogApi = apis();

/** The spec's exact question with Cancel and Proceed; Cancel closes it and nothing is called. */
export const RemoveDialog: Story = {
  beforeEach: () => dialogApi.removal.reset(),
  parameters: { msw: { handlers: dialogApi.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openRemoval(canvasElement);
    await expect(dialog.getByText(CONFIRM_TEXT)).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'Proceed' })).toBeEnabled();
  },
};

const cancelApi = apis();

export const RemoveCancelled: Story = {
  beforeEach: () => cancelApi.removal.reset(),
  parameters: { msw: { handlers: cancelApi.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openRemoval(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(cancelApi.removal.joinedCalls).not.toHaveBeenCalled();
    await expect(cancelApi.removal.disconnectCalls).not.toHaveBeenCalled();
  },
};

const removedApi = apis({ status: [completeStatus, notConnectedStatus] });

/** No event to come: the account is removed, the host is told, and the page offers to connect one. */
export const RemoveSucceeds: Story = {
  beforeEach: () => removedApi.removal.reset(),
  parameters: { msw: { handlers: removedApi.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openRemoval(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Proceed' }));
    await toastSays('Your Stripe account has been disconnected successfully.');
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Connect Stripe Account' }),
    ).toBeVisible();
    await expect(removedApi.removal.joinedCalls).toHaveBeenCalledTimes(1);
    await expect(removedApi.removal.disconnectCalls).toHaveBeenCalledTimes(1);
  },
};

const blockedApi = apis({}, createRemovalApi({ joined: () => HttpResponse.json(upcomingEvents) }));

/** An approved event still to come (spec 001 §5): refused on the client, the server is not asked. */
export const RemoveBlockedByUpcomingEvent: Story = {
  beforeEach: () => blockedApi.removal.reset(),
  parameters: { msw: { handlers: blockedApi.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openRemoval(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Proceed' }));
    const message =
      'You have active or pending upcoming events. Please complete or cancel them before removing your Stripe account.';
    await toastSays(message);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(message);
    await expect(blockedApi.removal.disconnectCalls).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByText(accountId)).toBeInTheDocument();
  },
};

const refusedApi = apis({}, createRemovalApi({ disconnect: refusedByServer }));

/** The client saw nothing to come, the server did: its message is shown. */
export const RemoveRefusedByServer: Story = {
  beforeEach: () => refusedApi.removal.reset(),
  parameters: { msw: { handlers: refusedApi.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openRemoval(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Proceed' }));
    await toastSays('You have active or pending upcoming events.');
    await expect(refusedApi.removal.disconnectCalls).toHaveBeenCalledTimes(1);
  },
};

const checkFailsApi = apis(
  {},
  createRemovalApi({
    joined: () => HttpResponse.json({ status: false, message: 'Server error' }, { status: 500 }),
    disconnect: () => HttpResponse.error(),
  }),
);

/** The event check failed, so removal went ahead (spec 001 §5); the network then failed: the fallback. */
export const RemoveFailsWithoutMessage: Story = {
  beforeEach: () => checkFailsApi.removal.reset(),
  parameters: { msw: { handlers: checkFailsApi.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openRemoval(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Proceed' }));
    await toastSays('Failed to disconnect Stripe account.');
    await expect(checkFailsApi.removal.disconnectCalls).toHaveBeenCalledTimes(1);
  },
};

const dashboardApi = apis();
let open: MockInstance<typeof window.open>;
const tab = { closed: false, opener: {} as unknown, location: { href: '' }, close() {} };

/** 'Open Stripe Dashboard' opens a tab inside the click and points it at the one-time link. */
export const OpenDashboard: Story = {
  beforeEach: () => {
    tab.location.href = '';
    open = spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    return () => open.mockRestore();
  },
  parameters: { msw: { handlers: dashboardApi.handlers } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /Open Stripe Dashboard/ }),
    );
    await waitFor(() => expect(tab.location.href).toBe(dashboardUrl));
    await expect(open).toHaveBeenCalledWith('', '_blank');
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { msw: { handlers: apis().handlers } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(accountId);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(canvasElement).getByRole('button', { name: 'Remove Stripe Account' })).toBeVisible();
  },
};
