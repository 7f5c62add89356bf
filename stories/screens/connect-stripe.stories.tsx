import { PAYMENT_MESSAGES } from '@friendly/contracts';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { expect, fn, type Mock, type MockInstance, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { browserNavigation } from '../../src/features/payments/browser-navigation';
import { ConnectStripePage } from '../../src/features/payments/pages/connect-stripe-page';
import {
  accountId,
  completeStatus,
  createPaymentsApi,
  dashboardUrl,
  failure,
  incompleteStatus,
  never,
  notConnectedStatus,
  onboardingUrl,
  type PaymentsApiOptions,
  payoutsPendingStatus,
  providerErrorStatus,
  sandboxConfig,
  signInHost,
} from './fixtures/payments';
import { toastSays, withScreen } from './support/screen';

/**
 * Connect Stripe (/connect-stripe, spec 000 §2.12, §4, §8): the five states of the
 * account-status call, the provider's onboarding link, the dashboard in a new tab, and
 * the return with `?success=true` — its toast and its 5-second banner.
 *
 * The host is signed in (local storage) for every story. Leaving for the provider goes
 * through `browserNavigation.assign` (Location's own methods cannot be stubbed) and the
 * dashboard through `window.open`; both are replaced before each story and restored.
 */
const meta = {
  title: 'Screens/Connect Stripe',
  component: ConnectStripePage,
  decorators: [withScreen],
  parameters: { frame: 'fullscreen', screen: { path: '/connect-stripe' } },
} satisfies Meta<typeof ConnectStripePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stand-in for the tab window.open returns: the page points it at the dashboard. */
type FakeTab = { closed: boolean; opener: unknown; location: { href: string }; close: Mock };

let assign: MockInstance<(url: string) => void>;
let open: MockInstance<typeof window.open>;
let tab: FakeTab;

/** Signs the host in and stubs leaving the page. */
function prepare() {
  signInHost();
  tab = {
    closed: false,
    opener: window,
    location: { href: '' },
    close: fn(() => {
      tab.closed = true;
    }).mockName('tab.close'),
  };
  assign = spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  open = spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return () => {
    assign.mockRestore();
    open.mockRestore();
  };
}

/** A story's API: the fixture's handlers, spies reset before each run. */
function storyApi(options: PaymentsApiOptions) {
  const api = createPaymentsApi(options);
  return {
    api,
    beforeEach: () => {
      api.reset();
      return prepare();
    },
    parameters: { msw: { handlers: api.handlers } },
  };
}

/** Where the page's router is now (withScreen keeps the address to itself). */
function AddressProbe() {
  const location = useLocation();
  return <output hidden data-testid="address" data-path={`${location.pathname}${location.search}`} />;
}
const withAddress: Decorator = (Story) => (
  <>
    <Story />
    <AddressProbe />
  </>
);

const heading = (canvas: HTMLElement, name: string) =>
  within(canvas).findByRole('heading', { level: 1, name }, { timeout: 3000 });
const panel = (canvas: HTMLElement) => canvas.querySelector('section[data-state]');

const loading = storyApi({ status: [never] });
export const Loading: Story = {
  beforeEach: loading.beforeEach,
  parameters: loading.parameters,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('status')).toHaveTextContent('Checking your Stripe account…');
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Checking your Stripe account…');
    await expect(panel(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(page.queryByRole('button')).not.toBeInTheDocument();
  },
};

const notConnected = storyApi({ status: [notConnectedStatus] });
export const NotConnected: Story = {
  beforeEach: notConnected.beforeEach,
  parameters: notConnected.parameters,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Get Ready to Receive Payments');
    await expect(panel(canvasElement)).toHaveAttribute('data-state', 'not_connected');
    await expect(within(canvasElement).getByRole('button', { name: 'Connect with Stripe' })).toBeEnabled();
    await expect(within(canvasElement).queryByText(/Sandbox/)).not.toBeInTheDocument();
  },
};

/** With the sandbox provider the app's config names it, and the page says no real money moves. */
const sandbox = storyApi({ config: sandboxConfig, status: [notConnectedStatus] });
export const SandboxProvider: Story = {
  beforeEach: sandbox.beforeEach,
  parameters: sandbox.parameters,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Get Ready to Receive Payments');
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Connect with Stripe (sandbox)' })).toBeVisible();
    await expect(page.getByText('Sandbox — no real money moves.')).toBeVisible();
  },
};

const incomplete = storyApi({ status: [incompleteStatus] });
export const DetailsNotSubmitted: Story = {
  beforeEach: incomplete.beforeEach,
  parameters: incomplete.parameters,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Complete Your Stripe Setup');
    const page = within(canvasElement);
    await expect(
      page.getByText(/Your Stripe account is connected, but its setup is not finished\./),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue Setup with Stripe' })).toBeEnabled();
  },
};

/** Each capability in the list: its term and its Enabled/Disabled badge. */
async function expectCapability(canvas: HTMLElement, term: string, state: 'Enabled' | 'Disabled') {
  const name = within(canvas).getByText(term, { selector: 'dt' });
  const value = name.nextElementSibling as HTMLElement;
  await expect(value.tagName).toBe('DD');
  await expect(value).toHaveTextContent(state);
  await expect(value.querySelector('[data-slot="badge"]')).toHaveAttribute('data-state', state.toLowerCase());
}

const complete = storyApi({ status: [completeStatus] });
export const Complete: Story = {
  beforeEach: complete.beforeEach,
  parameters: complete.parameters,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Payment Setup Complete');
    const page = within(canvasElement);
    await expect(page.getByText('Your Stripe account is ready to receive payouts.')).toBeVisible();
    await expectCapability(canvasElement, 'Charges', 'Enabled');
    await expectCapability(canvasElement, 'Payouts', 'Enabled');
    await expect(
      page.getByRole('button', { name: 'Open Stripe Dashboard (opens in a new tab)' }),
    ).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Continue to Dashboard' })).toHaveAttribute('href', '/');
  },
};

const payoutsPending = storyApi({ status: [payoutsPendingStatus] });
export const CompletePayoutsDisabled: Story = {
  beforeEach: payoutsPending.beforeEach,
  parameters: payoutsPending.parameters,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Payment Setup Complete');
    await expectCapability(canvasElement, 'Charges', 'Enabled');
    await expectCapability(canvasElement, 'Payouts', 'Disabled');
  },
};

const continueHome = storyApi({ status: [completeStatus] });
/** 'Continue to Dashboard' goes Home. */
export const ContinueToDashboard: Story = {
  beforeEach: continueHome.beforeEach,
  parameters: { ...continueHome.parameters, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Payment Setup Complete');
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Continue to Dashboard' }));
    await expect(await within(canvasElement).findByTestId('redirected')).toHaveAttribute('data-path', '/');
  },
};

const providerError = storyApi({ status: [providerErrorStatus] });
/** The provider could not be reached: 'Connection Issue' with the server's message. */
export const ConnectionIssue: Story = {
  beforeEach: providerError.beforeEach,
  parameters: providerError.parameters,
  play: async ({ canvasElement }) => {
    const title = await heading(canvasElement, 'Connection Issue');
    await expect(panel(canvasElement)).toHaveAttribute('data-state', 'error');
    await expect(
      within(canvasElement).getByText('We could not reach Stripe. Please try again in a moment.'),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    // Focus is left where the host put it on arrival.
    await expect(title).not.toHaveFocus();
  },
};

const tryAgain = storyApi({ status: [providerErrorStatus, completeStatus] });
/** 'Try Again' asks once more; the new state's title takes focus, so it is read out. */
export const ConnectionIssueTryAgain: Story = {
  beforeEach: tryAgain.beforeEach,
  parameters: tryAgain.parameters,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Connection Issue');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try Again' }));
    await expect(await heading(canvasElement, 'Payment Setup Complete')).toHaveFocus();
    await expect(tryAgain.api.statusCalls).toHaveBeenCalledTimes(2);
  },
};

const serverDown = storyApi({
  status: [() => failure('Something went wrong.', 500), notConnectedStatus],
});
/** The call failed: 'Status Unavailable' and 'Refresh Status'. */
export const StatusUnavailable: Story = {
  beforeEach: serverDown.beforeEach,
  parameters: serverDown.parameters,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Status Unavailable');
    await expect(panel(canvasElement)).toHaveAttribute('data-state', 'unknown');
    await expect(within(canvasElement).getByText(PAYMENT_MESSAGES.failedToFetchStatus)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Refresh Status' })).toBeEnabled();
  },
};

const unreadable = storyApi({
  status: [() => HttpResponse.json({ status: true, data: { status: 'pending' } }), notConnectedStatus],
});
/** An answer that cannot be read is 'unknown' too; 'Refresh Status' asks again. */
export const UnreadableAnswerThenRefresh: Story = {
  beforeEach: unreadable.beforeEach,
  parameters: unreadable.parameters,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Status Unavailable');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh Status' }));
    await expect(await heading(canvasElement, 'Get Ready to Receive Payments')).toHaveFocus();
    await expect(unreadable.api.statusCalls).toHaveBeenCalledTimes(2);
  },
};

const connect = storyApi({ status: [notConnectedStatus] });
/**
 * 'Connect with Stripe' asks for an onboarding link — back to this page if it expires,
 * and back here with the return flag when done (decision 055) — and sends the browser to it.
 */
export const ConnectGoesToProvider: Story = {
  beforeEach: connect.beforeEach,
  parameters: connect.parameters,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Get Ready to Receive Payments');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Connect with Stripe' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Connecting…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith(onboardingUrl));
    await expect(connect.api.accountLinkCalls).toHaveBeenCalledWith({
      refresh_url: `${window.location.origin}/connect-stripe`,
      return_url: `${window.location.origin}/connect-stripe?success=true`,
    });
    // The browser is on its way out: the button stays busy.
    await expect(within(canvasElement).getByRole('button', { name: 'Connecting…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

const continueSetup = storyApi({ status: [incompleteStatus] });
export const ContinueSetupGoesToProvider: Story = {
  beforeEach: continueSetup.beforeEach,
  parameters: { ...continueSetup.parameters, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Complete Your Stripe Setup');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue Setup with Stripe' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(onboardingUrl));
    await expect(continueSetup.api.accountLinkCalls).toHaveBeenCalledTimes(1);
  },
};

const notApproved = storyApi({
  status: [notConnectedStatus],
  accountLink: () => failure(PAYMENT_MESSAGES.notApproved, 403),
});
/** The server's refusal is toasted; the button is ready again and the status is read again. */
export const ConnectRefused: Story = {
  beforeEach: notApproved.beforeEach,
  parameters: notApproved.parameters,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Get Ready to Receive Payments');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Connect with Stripe' }));
    await toastSays(PAYMENT_MESSAGES.notApproved);
    await expect(document.querySelector('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    const button = within(canvasElement).getByRole('button', { name: 'Connect with Stripe' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(notApproved.api.statusCalls).toHaveBeenCalledTimes(2));
  },
};

const noMessage = storyApi({
  status: [notConnectedStatus],
  accountLink: () => HttpResponse.json({ status: false, success: false }, { status: 502 }),
});
/** Without a message from the server: 'Failed to create account link'. */
export const ConnectFailsWithoutMessage: Story = {
  beforeEach: noMessage.beforeEach,
  parameters: { ...noMessage.parameters, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Get Ready to Receive Payments');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Connect with Stripe' }));
    await toastSays(PAYMENT_MESSAGES.failedToCreateLink);
  },
};

const noUrl = storyApi({
  status: [notConnectedStatus],
  accountLink: () =>
    HttpResponse.json({ status: true, success: true, url: ' ', message: PAYMENT_MESSAGES.linkCreated }),
});
/**
 * A yes without an address to follow is no link: 'Failed to create account link', the
 * browser stays, and the status is read again.
 */
export const ConnectLinkWithoutUrl: Story = {
  beforeEach: noUrl.beforeEach,
  parameters: { ...noUrl.parameters, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Get Ready to Receive Payments');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Connect with Stripe' }));
    await toastSays(PAYMENT_MESSAGES.failedToCreateLink);
    await expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(noUrl.api.statusCalls).toHaveBeenCalledTimes(2));
  },
};

const offline = storyApi({ status: [notConnectedStatus], accountLink: () => HttpResponse.error() });
/** The call never reached the server: 'Failed to connect to Stripe'. */
export const ConnectNetworkFailure: Story = {
  beforeEach: offline.beforeEach,
  parameters: offline.parameters,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Get Ready to Receive Payments');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Connect with Stripe' }));
    await toastSays(PAYMENT_MESSAGES.failedToConnect);
    await expect(assign).not.toHaveBeenCalled();
  },
};

const dashboard = storyApi({ status: [completeStatus] });
/**
 * The tab opens inside the click (so popup blockers allow it), without a way back to
 * this page, and is pointed at the one-time dashboard link when it arrives.
 */
export const OpenDashboard: Story = {
  beforeEach: dashboard.beforeEach,
  parameters: dashboard.parameters,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Payment Setup Complete');
    const button = within(canvasElement).getByRole('button', { name: /^Open Stripe Dashboard/ });
    await userEvent.click(button);
    await expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe(dashboardUrl));
    await expect(tab.opener).toBeNull();
    await expect(dashboard.api.dashboardCalls).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  },
};

const dashboardRefused = storyApi({
  status: [completeStatus],
  dashboardLink: () => failure(PAYMENT_MESSAGES.failedToCreateDashboardLink, 502),
});
/** The link could not be made: the blank tab closes and the server's message is toasted. */
export const OpenDashboardFails: Story = {
  beforeEach: dashboardRefused.beforeEach,
  parameters: dashboardRefused.parameters,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Payment Setup Complete');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Open Stripe Dashboard/ }));
    await toastSays(PAYMENT_MESSAGES.failedToCreateDashboardLink);
    await expect(tab.close).toHaveBeenCalledTimes(1);
    await expect(tab.location.href).toBe('');
  },
};

const dashboardNoUrl = storyApi({
  status: [completeStatus],
  dashboardLink: () =>
    HttpResponse.json({ status: true, success: true, message: PAYMENT_MESSAGES.dashboardLinkCreated }),
});
/** A dashboard answer without its address: the blank tab closes, 'Failed to create dashboard link'. */
export const OpenDashboardWithoutUrl: Story = {
  beforeEach: dashboardNoUrl.beforeEach,
  parameters: { ...dashboardNoUrl.parameters, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Payment Setup Complete');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Open Stripe Dashboard/ }));
    await toastSays(PAYMENT_MESSAGES.failedToCreateDashboardLink);
    await expect(tab.close).toHaveBeenCalledTimes(1);
    await expect(tab.location.href).toBe('');
  },
};

const dashboardOffline = storyApi({ status: [completeStatus], dashboardLink: () => HttpResponse.error() });
export const OpenDashboardNetworkFailure: Story = {
  beforeEach: dashboardOffline.beforeEach,
  parameters: { ...dashboardOffline.parameters, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Payment Setup Complete');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Open Stripe Dashboard/ }));
    await toastSays(PAYMENT_MESSAGES.failedToOpenDashboard);
    await expect(tab.close).toHaveBeenCalledTimes(1);
  },
};

const returned = storyApi({ status: [completeStatus] });
/**
 * Back with `?success=true`: the return handler first, then the status; the success
 * toast and the banner; the flag leaves the address; the stored user learns the account.
 */
export const ReturnWithSuccessFlag: Story = {
  decorators: [withAddress],
  beforeEach: returned.beforeEach,
  parameters: {
    ...returned.parameters,
    screen: { path: '/connect-stripe', url: '/connect-stripe?success=true' },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Payment Setup Complete');
    await toastSays(PAYMENT_MESSAGES.setupCompleted);
    // The handler's answer shows at once; the status is then read again.
    await waitFor(() => expect(returned.api.calls).toEqual(['handle-return', 'account-status']));
    await expect(document.querySelector('[data-sonner-toast]')).toHaveAttribute('data-type', 'success');
    const banner = canvasElement.querySelector('[data-slot="payment-return-banner"]');
    await expect(banner).toHaveTextContent('Welcome back! Your Stripe account is ready to receive payouts.');
    await expect(banner?.closest('[role="status"]')).not.toBeNull();
    await expect(within(canvasElement).getByTestId('address')).toHaveAttribute(
      'data-path',
      '/connect-stripe',
    );
    await expect(JSON.parse(localStorage.getItem('user_data') ?? '{}')).toMatchObject({
      stripe_account_id: accountId,
      has_stripe_account: true,
      stripe_onboarding_completed: true,
    });
  },
};

const returnFails = storyApi({
  status: [incompleteStatus],
  handleReturn: [() => failure(PAYMENT_MESSAGES.setupFailedToUpdate, 502)],
});
/** The return handler failed: a warning, and the status is loaded all the same. */
export const ReturnHandlerFails: Story = {
  decorators: [withAddress],
  beforeEach: returnFails.beforeEach,
  parameters: {
    ...returnFails.parameters,
    screen: { path: '/connect-stripe', url: '/connect-stripe?success=true' },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Complete Your Stripe Setup');
    await toastSays(PAYMENT_MESSAGES.setupFailedToUpdate);
    await expect(returnFails.api.calls).toEqual(['handle-return', 'account-status']);
    await expect(document.querySelector('[data-sonner-toast]')).toHaveAttribute('data-type', 'warning');
    const banner = canvasElement.querySelector('[data-slot="payment-return-banner"]');
    await expect(banner).toHaveAttribute('data-tone', 'warning');
    await expect(banner).toHaveTextContent(PAYMENT_MESSAGES.setupFailedToUpdate);
    await expect(within(canvasElement).getByTestId('address')).toHaveAttribute(
      'data-path',
      '/connect-stripe',
    );
  },
};

const returnedEarly = storyApi({
  status: [incompleteStatus],
  handleReturn: [() => HttpResponse.json(incompleteStatus)],
});
/** Back before finishing (the provider returns either way): no success toast, the state says what is left. */
export const ReturnBeforeFinishing: Story = {
  beforeEach: returnedEarly.beforeEach,
  parameters: {
    ...returnedEarly.parameters,
    visual: { disable: true },
    screen: { path: '/connect-stripe', url: '/connect-stripe?success=true' },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Complete Your Stripe Setup');
    await toastSays(PAYMENT_MESSAGES.incomplete);
    await expect(document.querySelector('[data-sonner-toast]')).toHaveAttribute('data-type', 'info');
  },
};

const bannerTimed = storyApi({ status: [completeStatus] });
const BANNER_MS = 800;
/**
 * The banner stays for TIMINGS.paymentBannerMs (5 s in the app; BANNER_MS here, through
 * the screen's timings), then goes; the live region stays for the next message.
 * Time-based, so it has no pixel baseline.
 */
export const BannerLeavesAfterItsDuration: Story = {
  beforeEach: bannerTimed.beforeEach,
  parameters: {
    ...bannerTimed.parameters,
    visual: { disable: true },
    screen: {
      path: '/connect-stripe',
      url: '/connect-stripe?success=true',
      timings: { paymentBannerMs: BANNER_MS },
    },
  },
  play: async ({ canvasElement }) => {
    const find = () => canvasElement.querySelector('[data-slot="payment-return-banner"]');
    await waitFor(() => expect(find()).not.toBeNull());
    const shownAt = performance.now();
    const region = find()?.closest('[role="status"]');
    await waitFor(() => expect(find()).toBeNull(), { timeout: BANNER_MS + 1000 });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(BANNER_MS - 100);
    await expect(region).toBeInTheDocument();
  },
};

const bannerDismissed = storyApi({ status: [completeStatus] });
/** The host can dismiss the banner sooner, by keyboard too. */
export const BannerDismissed: Story = {
  beforeEach: bannerDismissed.beforeEach,
  parameters: {
    ...bannerDismissed.parameters,
    visual: { disable: true },
    screen: { path: '/connect-stripe', url: '/connect-stripe?success=true' },
  },
  play: async ({ canvasElement }) => {
    const dismiss = await within(canvasElement).findByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.querySelector('[data-slot="payment-return-banner"]')).toBeNull();
  },
};

/** Nothing wider than the screen, however long the provider's name. */
async function expectNoOverflow(canvas: HTMLElement) {
  await document.fonts.ready;
  const main = within(canvas).getByRole('main');
  await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

const narrow = storyApi({ config: sandboxConfig, status: [payoutsPendingStatus] });
/** A small phone (Storybook's 'mobile1', 320 px — narrower than the spec's 360 px): actions stack full width, nothing overflows. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: narrow.beforeEach,
  parameters: narrow.parameters,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Payment Setup Complete');
    await expectNoOverflow(canvasElement);
    const open = within(canvasElement).getByRole('button', { name: /^Open Stripe Dashboard/ });
    const home = within(canvasElement).getByRole('link', { name: 'Continue to Dashboard' });
    await expect(open.getBoundingClientRect().bottom).toBeLessThanOrEqual(home.getBoundingClientRect().top);
    await expect(open.getBoundingClientRect().width).toBe(home.getBoundingClientRect().width);
  },
};

const narrowLong = storyApi({ config: sandboxConfig, status: [incompleteStatus] });
/** The longest label, 'Continue Setup with Stripe (sandbox)', wraps inside its button on a small phone. */
export const NarrowViewportLongLabel: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: narrowLong.beforeEach,
  parameters: narrowLong.parameters,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Complete Your Stripe Setup');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Continue Setup with Stripe (sandbox)' }),
    ).toBeVisible();
    await expectNoOverflow(canvasElement);
  },
};
