import type { LoginRequest } from '@friendly/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoginPageForStories } from '../../src/features/auth/pages/login-page-for-stories';
import { codeSent, countries } from './fixtures/auth';
import { withScreen } from './support/screen';

/**
 * Login (/login, spec 000 §2.8, §5, §8): 'Become a Friendly Host?', the country selector
 * with Australia (+61) preselected, the phone, 'Continue' ('Sending OTP...' while busy).
 * On success the server's message is toasted and Verification opens after 2 seconds.
 */
const meta = {
  title: 'Screens/Login',
  component: LoginPageForStories,
  decorators: [withScreen],
  parameters: {
    frame: 'fullscreen',
    screen: { path: '/login' },
    msw: {
      handlers: [
        http.get('/api/countries', () => HttpResponse.json(countries)),
        http.post('/api/login', () => HttpResponse.json(codeSent)),
      ],
    },
  },
} satisfies Meta<typeof LoginPageForStories>;

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
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  },
};

/** Only digits, spaces, brackets and hyphens stay; a valid number enables 'Continue'. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await countryLoaded(canvasElement);
    await userEvent.type(phoneBox(canvasElement), '(04) 12-345 678abc');
    await expect(phoneBox(canvasElement)).toHaveValue('(04) 12-345 678');
    await expect(continueButton(canvasElement)).not.toHaveAttribute('aria-disabled');
  },
};

export const PhoneRequired: Story = {
  play: async ({ canvasElement }) => {
    await countryLoaded(canvasElement);
    await userEvent.click(continueButton(canvasElement));
    await expect(await toasts().findByText('Please fix the validation errors above.')).toBeInTheDocument();
    await expect(phoneBox(canvasElement)).toHaveAccessibleDescription('Phone number is required.');
    await expect(phoneBox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(phoneBox(canvasElement)).toHaveFocus();
  },
};

/** Ignoring everything but digits, the number must have 6 to 15 of them. */
export const PhoneTooShort: Story = {
  play: async ({ canvasElement }) => {
    await countryLoaded(canvasElement);
    await userEvent.type(phoneBox(canvasElement), '12 34{Enter}');
    // The first send loads the form's schema: the toast says when it has been checked.
    await expect(await toasts().findByText('Please fix the validation errors above.')).toBeInTheDocument();
    await expect(phoneBox(canvasElement)).toHaveAccessibleDescription(
      'Please enter a valid phone number (6-15 digits).',
    );
  },
};

/** Without a country (none in the list) the country message shows. */
export const CountryRequired: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/countries', () => HttpResponse.json({ status: true, countries: [] })),
        http.post('/api/login', () => HttpResponse.json(codeSent)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(phoneBox(canvasElement), '412 345 678{Enter}');
    await waitFor(() =>
      expect(phoneBox(canvasElement)).toHaveAccessibleDescription('Please select a country code.'),
    );
  },
};

/** The server's field errors are listed under the field, with 'Please correct the errors below.'. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/countries', () => HttpResponse.json(countries)),
        http.post('/api/login', () =>
          HttpResponse.json(
            {
              status: false,
              message: 'No account found with this phone number. Please create an account first.',
              errors: {
                phone: ['No account found with this phone number. Please create an account first.'],
              },
            },
            { status: 404 },
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
      'No account found with this phone number. Please create an account first.',
    );
    await expect(continueButton(canvasElement)).not.toHaveAttribute('aria-busy');
    // Typing clears the server's message.
    await userEvent.type(phoneBox(canvasElement), '9');
    await expect(phoneBox(canvasElement)).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Without field errors the server's error text is toasted. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/countries', () => HttpResponse.json(countries)),
        http.post('/api/login', () =>
          HttpResponse.json(
            {
              status: false,
              message: 'Too many codes were sent to this number. Please try again in 12 minutes.',
              retry_after: 720,
            },
            { status: 429 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await countryLoaded(canvasElement);
    await userEvent.type(phoneBox(canvasElement), '0412 345 678{Enter}');
    await expect(
      await toasts().findByText('Too many codes were sent to this number. Please try again in 12 minutes.'),
    ).toBeInTheDocument();
  },
};

export const Busy: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/countries', () => HttpResponse.json(countries)),
        http.post('/api/login', async () => {
          await delay('infinite');
          return HttpResponse.json(codeSent);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await countryLoaded(canvasElement);
    await userEvent.type(phoneBox(canvasElement), '0412 345 678');
    await userEvent.click(continueButton(canvasElement));
    const button = within(canvasElement).getByRole('button', { name: 'Sending OTP...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Only digits are sent; the server's message is toasted; Verification opens after 2 seconds. */
export const Success: Story = {
  parameters: {
    visual: { disable: true },
    msw: {
      handlers: [
        http.get('/api/countries', () => HttpResponse.json(countries)),
        http.post('/api/login', async ({ request }) => {
          const body = (await request.json()) as LoginRequest;
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
    await userEvent.type(phoneBox(canvasElement), '0412 345 678{Enter}');
    await expect(await toasts().findByText('We sent a 6-digit code to your phone.')).toBeInTheDocument();
    const sentAt = Date.now();
    // This tab keeps the sign-in's ticket for Verification (docs/decisions/060).
    await expect(
      JSON.parse(sessionStorage.getItem(`verification_ticket:${codeSent.user_slug}`) ?? '{}'),
    ).toEqual({
      token: codeSent.verification_token,
      expiresAt: codeSent.verification_expires_at,
    });
    await expect(within(canvasElement).queryByTestId('redirected')).toBeNull();
    await waitFor(() => expect(within(canvasElement).getByTestId('redirected')).toBeInTheDocument(), {
      timeout: 4000,
    });
    await expect(within(canvasElement).getByTestId('redirected')).toHaveAttribute(
      'data-path',
      `/verification/${codeSent.user_slug}`,
    );
    await expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1800);
  },
};

export const NetworkError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/countries', () => HttpResponse.json(countries)),
        http.post('/api/login', () => HttpResponse.error()),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await countryLoaded(canvasElement);
    await userEvent.type(phoneBox(canvasElement), '0412 345 678{Enter}');
    await expect(await toasts().findByText('Network error occurred')).toBeInTheDocument();
  },
};

export const NarrowViewport: Story = {
  ...PhoneRequired,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Keyboard only: Tab to the country, choose one by typing, then the phone and Enter. */
export const KeyboardOnly: Story = {
  // It ends on its way to Verification; the states it passes have their own baselines.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await countryLoaded(canvasElement);
    const countryButton = page.getByRole('button', { name: /^Country code: Australia/ });
    page.getByRole('link', { name: 'Friendly Host' }).focus();
    await userEvent.tab();
    await expect(countryButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('combobox', { name: 'Search countries' });
    await userEvent.keyboard('New Zealand');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(phoneBox(canvasElement)).toHaveFocus());
    await expect(page.getByRole('button', { name: /^Country code: New Zealand/ })).toBeInTheDocument();
    await userEvent.keyboard('021 123 4567');
    await userEvent.tab();
    await expect(continueButton(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await toasts().findByText('We sent a 6-digit code to your phone.')).toBeInTheDocument();
  },
};
