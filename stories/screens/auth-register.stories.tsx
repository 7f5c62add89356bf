import type { RegisterRequest } from '@friendly/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RegisterPageForStories } from '../../src/features/auth/pages/register-page-for-stories';
import { codeSent, countries } from './fixtures/auth';
import { withScreen } from './support/screen';

/**
 * Host sign-up (/register, spec 000 §2.8, §5, §8): the same phone form as Login with the
 * sign-up messages, links to the terms and the privacy policy, and Verification one
 * second after the code is sent.
 */
const meta = {
  title: 'Screens/Register',
  component: RegisterPageForStories,
  decorators: [withScreen],
  parameters: {
    frame: 'fullscreen',
    screen: { path: '/register' },
    msw: {
      handlers: [
        http.get('/api/countries', () => HttpResponse.json(countries)),
        http.post('/api/register', () => HttpResponse.json(codeSent)),
      ],
    },
  },
} satisfies Meta<typeof RegisterPageForStories>;

export default meta;
type Story = StoryObj<typeof meta>;

const toasts = () => within(document.body);
const phoneBox = (canvas: HTMLElement) => within(canvas).getByRole('textbox', { name: 'Phone number' });
const continueButton = (canvas: HTMLElement) => within(canvas).getByRole('button', { name: 'Continue' });

async function countryLoaded(canvas: HTMLElement) {
  await within(canvas).findByRole('button', { name: /^Country code: Australia/ });
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Become a Friendly Host?' })).toBeVisible();
    await expect(page.getByText('Start hosting. Start connecting.')).toBeVisible();
    await countryLoaded(canvasElement);
    await expect(continueButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

/** Choosing another country from the selector, then typing the number. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await countryLoaded(canvasElement);
    await userEvent.click(page.getByRole('button', { name: /^Country code: Australia/ }));
    await userEvent.keyboard('New Zealand');
    await userEvent.click(await toasts().findByRole('option', { name: /New Zealand/ }));
    await expect(page.getByRole('button', { name: /^Country code: New Zealand/ })).toBeInTheDocument();
    await waitFor(() => expect(phoneBox(canvasElement)).toHaveFocus());
    await userEvent.type(phoneBox(canvasElement), '021 123 4567');
    await expect(continueButton(canvasElement)).not.toHaveAttribute('aria-disabled');
  },
};

export const PhoneRequired: Story = {
  play: async ({ canvasElement }) => {
    await countryLoaded(canvasElement);
    await userEvent.click(continueButton(canvasElement));
    await expect(await toasts().findByText('Please fix the validation errors above.')).toBeInTheDocument();
    await expect(phoneBox(canvasElement)).toHaveAccessibleDescription('Please enter a phone number.');
    await expect(phoneBox(canvasElement)).toHaveFocus();
  },
};

/** More than 15 digits. */
export const PhoneInvalid: Story = {
  play: async ({ canvasElement }) => {
    await countryLoaded(canvasElement);
    await userEvent.type(phoneBox(canvasElement), '1234 5678 9012 3456{Enter}');
    // The first send loads the form's schema before it checks.
    await waitFor(() =>
      expect(phoneBox(canvasElement)).toHaveAccessibleDescription('Please enter a valid phone number.'),
    );
  },
};

/** The number is already registered: the server's message under the field. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/countries', () => HttpResponse.json(countries)),
        http.post('/api/register', () =>
          HttpResponse.json(
            {
              status: false,
              message: 'An account with this phone number already exists. Please log in instead.',
              errors: { phone: ['An account with this phone number already exists. Please log in instead.'] },
            },
            { status: 409 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await countryLoaded(canvasElement);
    await userEvent.type(phoneBox(canvasElement), '0412 345 678{Enter}');
    await expect(await toasts().findByText('Please correct the errors below.')).toBeInTheDocument();
    await expect(phoneBox(canvasElement)).toHaveAccessibleDescription(
      'An account with this phone number already exists. Please log in instead.',
    );
  },
};

/** An answer with neither error nor message. */
export const UnexpectedError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/countries', () => HttpResponse.json(countries)),
        http.post('/api/register', () => HttpResponse.json({ status: false }, { status: 500 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await countryLoaded(canvasElement);
    await userEvent.type(phoneBox(canvasElement), '0412 345 678{Enter}');
    await expect(
      await toasts().findByText('An unexpected error occurred. Please try again.'),
    ).toBeInTheDocument();
  },
};

export const Busy: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/countries', () => HttpResponse.json(countries)),
        http.post('/api/register', async () => {
          await delay('infinite');
          return HttpResponse.json(codeSent);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await countryLoaded(canvasElement);
    await userEvent.type(phoneBox(canvasElement), '0412 345 678{Enter}');
    await expect(within(canvasElement).getByRole('button', { name: 'Sending OTP...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Only digits are sent; the server's message is toasted; Verification opens after 1 second. */
export const Success: Story = {
  parameters: {
    visual: { disable: true },
    msw: {
      handlers: [
        http.get('/api/countries', () => HttpResponse.json(countries)),
        http.post('/api/register', async ({ request }) => {
          const body = (await request.json()) as RegisterRequest;
          const expected = {
            country_code: '+61',
            phone: '0412345678',
            role: 'host',
            country_id: 21,
            iso_code: 'AU',
          };
          if (JSON.stringify(body) !== JSON.stringify(expected)) {
            return HttpResponse.json(
              { status: false, message: `Unexpected body ${JSON.stringify(body)}` },
              { status: 400 },
            );
          }
          return HttpResponse.json(codeSent);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await countryLoaded(canvasElement);
    await userEvent.type(phoneBox(canvasElement), '0412-345-678{Enter}');
    await expect(await toasts().findByText('We sent a 6-digit code to your phone.')).toBeInTheDocument();
    const sentAt = Date.now();
    await expect(within(canvasElement).queryByTestId('redirected')).toBeNull();
    await waitFor(() => expect(within(canvasElement).getByTestId('redirected')).toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(within(canvasElement).getByTestId('redirected')).toHaveAttribute(
      'data-path',
      `/verification/${codeSent.user_slug}`,
    );
    const waited = Date.now() - sentAt;
    await expect(waited).toBeGreaterThanOrEqual(800);
    await expect(waited).toBeLessThan(1900);
  },
};

export const NetworkError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/countries', () => HttpResponse.json(countries)),
        http.post('/api/register', () => HttpResponse.error()),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await countryLoaded(canvasElement);
    await userEvent.type(phoneBox(canvasElement), '0412 345 678{Enter}');
    await expect(await toasts().findByText('Network error')).toBeInTheDocument();
  },
};

export const NarrowViewport: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await countryLoaded(canvasElement);
    await expect(within(canvasElement).getByText('Start hosting. Start connecting.')).not.toBeVisible();
  },
};
