import { PAYMENT_MESSAGES } from '@friendly/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PaymentSetupSuccessPage } from '../../src/features/payments/pages/payment-setup-success-page';
import {
  accountId,
  createPaymentsApi,
  failure,
  incompleteStatus,
  never,
  type PaymentsApiOptions,
  returnedComplete,
  signInHost,
} from './fixtures/payments';
import { withScreen } from './support/screen';

/**
 * Payment setup success (/stripe/connect/success, spec 001 §2, §4): where the provider
 * sends the browser back. 'Checking your Stripe account…' while the return handler
 * re-reads the account, then 'Setup Complete!' and 'Go to Home'. The spec shows no
 * failure path; ours is in docs/screens/057.
 */
const meta = {
  title: 'Screens/Payment Setup Success',
  component: PaymentSetupSuccessPage,
  decorators: [withScreen],
  parameters: {
    frame: 'fullscreen',
    screen: { path: '/stripe/connect/success', url: '/stripe/connect/success?success=true' },
  },
} satisfies Meta<typeof PaymentSetupSuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function storyApi(options: PaymentsApiOptions) {
  const api = createPaymentsApi(options);
  return {
    api,
    beforeEach: () => {
      api.reset();
      signInHost();
    },
    parameters: { msw: { handlers: api.handlers } },
  };
}

const heading = (canvas: HTMLElement, name: string) =>
  within(canvas).findByRole('heading', { level: 1, name }, { timeout: 3000 });

const checking = storyApi({ handleReturn: [never] });
export const Checking: Story = {
  beforeEach: checking.beforeEach,
  parameters: checking.parameters,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('status')).toHaveTextContent('Checking your Stripe account…');
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Checking your Stripe account…');
    await waitFor(() => expect(checking.api.returnCalls).toHaveBeenCalledTimes(1));
  },
};

const complete = storyApi({});
/** The return handler says the account is ready: 'Setup Complete!'; the stored user learns it too. */
export const Complete: Story = {
  beforeEach: complete.beforeEach,
  parameters: complete.parameters,
  play: async ({ canvasElement }) => {
    const title = await heading(canvasElement, 'Setup Complete!');
    await expect(title).toHaveFocus();
    const page = within(canvasElement);
    await expect(page.getByText('Your Stripe account is ready to receive payouts.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    // Called once, with an empty body.
    await expect(complete.api.returnCalls).toHaveBeenCalledTimes(1);
    await expect(JSON.parse(localStorage.getItem('user_data') ?? '{}')).toMatchObject({
      stripe_account_id: accountId,
      stripe_onboarding_completed: true,
    });
  },
};

const goHome = storyApi({});
export const GoToHome: Story = {
  beforeEach: goHome.beforeEach,
  parameters: { ...goHome.parameters, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Setup Complete!');
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Go to Home' }));
    await expect(await within(canvasElement).findByTestId('redirected')).toHaveAttribute('data-path', '/');
  },
};

const early = storyApi({ handleReturn: [() => HttpResponse.json(incompleteStatus)] });
/** Back before finishing: what is left, and the way back to the payment setup. */
export const NotFinished: Story = {
  beforeEach: early.beforeEach,
  parameters: early.parameters,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Setup Not Finished');
    const page = within(canvasElement);
    await expect(page.getByText(PAYMENT_MESSAGES.incomplete)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue payment setup' })).toHaveAttribute(
      'href',
      '/connect-stripe',
    );
  },
};

const failed = storyApi({ handleReturn: [() => failure(PAYMENT_MESSAGES.setupFailedToUpdate, 502)] });
/** The return handler failed: the server's words, 'Try Again' and 'Back to payment setup'. */
export const Failure: Story = {
  beforeEach: failed.beforeEach,
  parameters: failed.parameters,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'We Couldn’t Check Your Setup');
    const page = within(canvasElement);
    await expect(page.getByText(PAYMENT_MESSAGES.setupFailedToUpdate)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Back to payment setup' })).toHaveAttribute(
      'href',
      '/connect-stripe',
    );
  },
};

const noAccount = storyApi({ handleReturn: [() => failure(PAYMENT_MESSAGES.noAccount, 409)] });
/** Opened without an account (a bookmark, say): the server's reason. */
export const NoAccount: Story = {
  beforeEach: noAccount.beforeEach,
  parameters: { ...noAccount.parameters, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'We Couldn’t Check Your Setup');
    await expect(within(canvasElement).getByText(PAYMENT_MESSAGES.noAccount)).toBeVisible();
  },
};

const retry = storyApi({
  handleReturn: [
    () => failure(PAYMENT_MESSAGES.setupFailedToUpdate, 502),
    () => HttpResponse.json(returnedComplete),
  ],
});
/** 'Try Again' checks once more; focus follows the title. */
export const TryAgainSucceeds: Story = {
  beforeEach: retry.beforeEach,
  parameters: retry.parameters,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'We Couldn’t Check Your Setup');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try Again' }));
    await expect(await heading(canvasElement, 'Setup Complete!')).toHaveFocus();
    await expect(retry.api.returnCalls).toHaveBeenCalledTimes(2);
  },
};

const narrow = storyApi({ handleReturn: [() => failure(PAYMENT_MESSAGES.setupFailedToUpdate, 502)] });
/** A small phone (Storybook's 'mobile1', 320 px): the two actions stack; nothing overflows. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: narrow.beforeEach,
  parameters: narrow.parameters,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'We Couldn’t Check Your Setup');
    const main = within(canvasElement).getByRole('main');
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
