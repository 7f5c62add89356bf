import type { VerifyOtpRequest } from '@friendly/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VerificationPage } from '../../src/features/auth/pages/verification-page';
import { saveVerificationTicket, verificationTicketFor } from '../../src/lib/verification-ticket';
import {
  codeSent,
  countries,
  profile,
  userSlug,
  verificationUser,
  verified,
  verifiedUser,
} from './fixtures/auth';
import { toastSays, withScreen } from './support/screen';

const FROZEN_NOW = Date.UTC(2026, 10, 22, 9, 0, 0);

/**
 * Stops the clock, so the resend countdown shows one value in screenshots, and stores the
 * ticket Login left for this tab (docs/decisions/060).
 */
async function freezeClock() {
  const realNow = Date.now;
  Date.now = () => FROZEN_NOW;
  localStorage.clear();
  saveVerificationTicket(userSlug, codeSent.verification_token, codeSent.verification_expires_at);
  return () => {
    Date.now = realNow;
    localStorage.clear();
  };
}

/** Records the ticket each get-user call carried. */
const ticketsSent = fn<(ticket: string | null) => void>().mockName('X-Verification-Token');

const userHandler = (body: Record<string, unknown> = verificationUser, status = 200) =>
  http.get('/api/get-user', ({ request }) => {
    ticketsSent(request.headers.get('x-verification-token'));
    return HttpResponse.json(body, { status });
  });
const countriesHandler = http.get('/api/countries', () => HttpResponse.json(countries));

/**
 * Verification (/verification/{slug}, spec 000 §2.9, §4, §5, §8): the number the code went
 * to, the six boxes, 'Verify Number', 'Resend Code' counting down from the server's
 * cooldown, and — while unverified — 'Edit' with the inline edit-phone form.
 */
const meta = {
  title: 'Screens/Verification',
  component: VerificationPage,
  decorators: [withScreen],
  beforeEach: freezeClock,
  parameters: {
    frame: 'fullscreen',
    // The app's route: the slug is optional, so /verification alone reaches the screen.
    screen: { path: '/verification/:slug?', url: `/verification/${userSlug}` },
    msw: { handlers: [userHandler(), countriesHandler] },
  },
} satisfies Meta<typeof VerificationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const toasts = () => within(document.body);

const boxesOf = (canvas: HTMLElement) =>
  Array.from({ length: 6 }, (_, index) =>
    within(canvas).getByRole('textbox', { name: `Digit ${index + 1} of 6` }),
  );
const valuesOf = (boxes: HTMLElement[]) => boxes.map((box) => (box as HTMLInputElement).value).join('');

async function loaded(canvas: HTMLElement) {
  await within(canvas).findByRole('group', { name: 'Verification code' });
}

export const Default: Story = {
  beforeEach: () => {
    ticketsSent.mockClear();
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await loaded(canvasElement);
    await expect(ticketsSent).toHaveBeenCalledWith(codeSent.verification_token);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your phone number' })).toBeVisible();
    await expect(page.getByTestId('verification-phone')).toHaveTextContent('+61 412345678');
    await expect(page.getByRole('button', { name: 'Edit phone number' })).toBeVisible();
    await waitFor(() => expect(boxesOf(canvasElement)[0]).toHaveFocus());
    await expect(page.getByRole('button', { name: 'Verify Number' })).toBeVisible();
    const resend = page.getByRole('button', { name: 'Resend Code' });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await expect(resend).toHaveTextContent('1:00');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/get-user', async () => {
          await delay('infinite');
          return HttpResponse.json(verificationUser);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading...');
  },
};

/** Verifying with fewer than six digits. */
export const IncompleteCode: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const boxes = boxesOf(canvasElement);
    await waitFor(() => expect(boxes[0]).toHaveFocus());
    await userEvent.keyboard('4829');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Verify Number' }));
    await expect(boxes[0]).toHaveAccessibleDescription('Please enter the complete 6-digit verification code');
    await expect(boxes[0]).toHaveFocus();
  },
};

export const WrongCode: Story = {
  parameters: {
    msw: {
      handlers: [
        userHandler(),
        http.post('/api/verify-otp', () =>
          HttpResponse.json(
            {
              status: false,
              message: 'The code you entered is incorrect.',
              errors: { otp: ['The code you entered is incorrect.'] },
            },
            { status: 422 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const boxes = boxesOf(canvasElement);
    await waitFor(() => expect(boxes[0]).toHaveFocus());
    await userEvent.keyboard('111111{Enter}');
    await expect(await toasts().findByText('Please correct the errors below.')).toBeInTheDocument();
    await expect(boxes[0]).toHaveAccessibleDescription('The code you entered is incorrect.');
    await expect(boxes[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Verifying: Story = {
  parameters: {
    msw: {
      handlers: [
        userHandler(),
        http.post('/api/verify-otp', async () => {
          await delay('infinite');
          return HttpResponse.json(verified());
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await waitFor(() => expect(boxesOf(canvasElement)[0]).toHaveFocus());
    await userEvent.keyboard('030500{Enter}');
    await expect(within(canvasElement).getByRole('button', { name: 'Verifying...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A new host: the session is stored and Complete Profile opens after 1 second. */
export const VerifiedGoesToCompleteProfile: Story = {
  parameters: {
    visual: { disable: true },
    msw: {
      handlers: [
        userHandler(),
        http.post('/api/verify-otp', async ({ request }) => {
          const body = (await request.json()) as VerifyOtpRequest;
          if (body.slug !== userSlug || body.otp !== '030500') {
            return HttpResponse.json({ status: false, message: 'Unexpected body' }, { status: 400 });
          }
          return HttpResponse.json(verified());
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await waitFor(() => expect(boxesOf(canvasElement)[0]).toHaveFocus());
    await userEvent.keyboard('030500{Enter}');
    await expect(await toasts().findByText('Your phone number has been verified.')).toBeInTheDocument();
    const verifiedAt = performance.now();
    await expect(localStorage.getItem('auth_token')).toBe(verified().token);
    await expect(JSON.parse(localStorage.getItem('user_data') ?? '{}')).toMatchObject({ slug: userSlug });
    // The sign-in ticket has done its job.
    await expect(verificationTicketFor(userSlug)).toBeNull();
    const redirected = await within(canvasElement).findByTestId('redirected', {}, { timeout: 3000 });
    await expect(redirected).toHaveAttribute('data-path', '/complete-profile');
    await expect(performance.now() - verifiedAt).toBeGreaterThanOrEqual(800);
  },
};

/** An approved host goes on to Connect Stripe; the photo is stored too. */
export const ApprovedGoesToConnectStripe: Story = {
  parameters: {
    visual: { disable: true },
    msw: {
      handlers: [
        userHandler(),
        http.post('/api/verify-otp', () =>
          HttpResponse.json(
            verified({
              ...profile,
              host_status: 'approved',
              is_profile_completed: true,
              name: 'Ana Lima',
              profile_photo: '/storage/profile-photos/ana.webp',
            }),
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await waitFor(() => expect(boxesOf(canvasElement)[0]).toHaveFocus());
    await userEvent.keyboard('030500');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Verify Number' }));
    const redirected = await within(canvasElement).findByTestId('redirected', {}, { timeout: 3000 });
    await expect(redirected).toHaveAttribute('data-path', '/connect-stripe');
    await expect(localStorage.getItem('profile_photo')).toBe('/storage/profile-photos/ana.webp');
  },
};

/** The countdown starts from the server's remaining cooldown. */
export const ResendCountdown: Story = {
  parameters: {
    msw: {
      handlers: [
        userHandler({ ...verificationUser, data: { ...verificationUser.data, resend_available_in: 42 } }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const resend = within(canvasElement).getByRole('button', { name: 'Resend Code' });
    await expect(resend).toHaveTextContent('0:42');
    await expect(resend).toHaveAccessibleDescription('Available in 42 seconds');
  },
};

/** Once the cooldown is over, 'Resend Code' sends a code and counts down again. */
export const Resend: Story = {
  parameters: {
    msw: {
      handlers: [
        userHandler({ ...verificationUser, data: { ...verificationUser.data, resend_available_in: 0 } }),
        http.post('/api/resend-otp', () =>
          HttpResponse.json({
            status: true,
            message: 'A new code has been sent to your phone.',
            retry_after: 60,
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const resend = within(canvasElement).getByRole('button', { name: 'Resend Code' });
    await expect(resend).not.toHaveAttribute('aria-disabled');
    await userEvent.click(resend);
    await expect(await toasts().findByText('A new code has been sent to your phone.')).toBeInTheDocument();
    await waitFor(() => expect(resend).toHaveAttribute('aria-disabled', 'true'));
    await expect(resend).toHaveTextContent('1:00');
  },
};

/** The server refuses during its cooldown: its message, and the countdown from its retry_after. */
export const ResendRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        userHandler({ ...verificationUser, data: { ...verificationUser.data, resend_available_in: 0 } }),
        http.post('/api/resend-otp', () =>
          HttpResponse.json(
            {
              status: false,
              message: 'Please wait 37 seconds before requesting a new code.',
              retry_after: 37,
            },
            { status: 429 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const resend = within(canvasElement).getByRole('button', { name: 'Resend Code' });
    await userEvent.click(resend);
    await expect(
      await toasts().findByText('Please wait 37 seconds before requesting a new code.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(resend).toHaveTextContent('0:37'));
  },
};

const openEditForm = async (canvas: HTMLElement) => {
  await loaded(canvas);
  await userEvent.click(within(canvas).getByRole('button', { name: 'Edit phone number' }));
  const form = within(await within(canvas).findByRole('form', { name: 'Edit phone number' }));
  // The country list arrives separately; the saved country shows once it has.
  await form.findByRole('button', { name: /^Country code: Australia/ });
  return form;
};

/** The inline form, prefilled with the current number; Cancel closes it and returns focus. */
export const EditPhone: Story = {
  play: async ({ canvasElement }) => {
    const form = await openEditForm(canvasElement);
    const phone = form.getByRole('textbox', { name: 'New phone number' });
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveValue('412345678');
    await expect(form.getByRole('button', { name: /^Country code: Australia/ })).toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Update & Resend OTP' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const EditPhoneCancel: Story = {
  play: async ({ canvasElement }) => {
    const form = await openEditForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expect(within(canvasElement).queryByRole('form', { name: 'Edit phone number' })).toBeNull();
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Edit phone number' })).toHaveFocus(),
    );
  },
};

export const EditPhoneRequired: Story = {
  play: async ({ canvasElement }) => {
    const form = await openEditForm(canvasElement);
    const phone = form.getByRole('textbox', { name: 'New phone number' });
    await userEvent.clear(phone);
    await userEvent.click(form.getByRole('button', { name: 'Update & Resend OTP' }));
    await expect(phone).toHaveAccessibleDescription('Phone number is required.');
    await expect(phone).toHaveFocus();
  },
};

export const EditPhoneInvalid: Story = {
  play: async ({ canvasElement }) => {
    const form = await openEditForm(canvasElement);
    const phone = form.getByRole('textbox', { name: 'New phone number' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '123{Enter}');
    await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number.');
  },
};

const updatesSent = fn<(body: Record<string, unknown>) => void>().mockName('POST /api/update-phone');

/** A new number: the code goes there, the six boxes clear and the countdown restarts. */
export const EditPhoneSuccess: Story = {
  parameters: {
    msw: {
      handlers: [
        userHandler({ ...verificationUser, data: { ...verificationUser.data, resend_available_in: 0 } }),
        countriesHandler,
        http.post('/api/update-phone', async ({ request }) => {
          updatesSent((await request.json()) as Record<string, unknown>);
          return HttpResponse.json({
            status: true,
            message: 'We sent a 6-digit code to your phone.',
            phone: '498765432',
            country_code: '+61',
            country_id: 21,
            iso_code: 'AU',
            retry_after: 60,
          });
        }),
      ],
    },
  },
  beforeEach: () => {
    updatesSent.mockClear();
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await loaded(canvasElement);
    await waitFor(() => expect(boxesOf(canvasElement)[0]).toHaveFocus());
    await userEvent.keyboard('1234');
    const form = await openEditForm(canvasElement);
    const phone = form.getByRole('textbox', { name: 'New phone number' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0498 765 432');
    await userEvent.click(form.getByRole('button', { name: 'Update & Resend OTP' }));
    await expect(await toasts().findByText('Phone number updated and OTP sent')).toBeInTheDocument();
    // The change is bound to this sign-up's ticket, not to the slug alone.
    await expect(updatesSent).toHaveBeenCalledWith(
      expect.objectContaining({
        slug: userSlug,
        verification_token: codeSent.verification_token,
        phone: '0498765432',
      }),
    );
    await expect(page.getByTestId('verification-phone')).toHaveTextContent('+61 498765432');
    await expect(page.queryByRole('form', { name: 'Edit phone number' })).toBeNull();
    await expect(valuesOf(boxesOf(canvasElement))).toBe('');
    await waitFor(() => expect(boxesOf(canvasElement)[0]).toHaveFocus());
    await expect(page.getByRole('button', { name: 'Resend Code' })).toHaveTextContent('1:00');
  },
};

/** The number belongs to another account: the server's message under the field. */
export const EditPhoneTaken: Story = {
  parameters: {
    msw: {
      handlers: [
        userHandler(),
        countriesHandler,
        http.post('/api/update-phone', () =>
          HttpResponse.json(
            {
              status: false,
              message: 'This phone number is already registered with another account.',
              errors: { phone: ['This phone number is already registered with another account.'] },
            },
            { status: 409 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const form = await openEditForm(canvasElement);
    const phone = form.getByRole('textbox', { name: 'New phone number' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0498 765 432{Enter}');
    await expect(await toasts().findByText('Please correct the errors below.')).toBeInTheDocument();
    await expect(phone).toHaveAccessibleDescription(
      'This phone number is already registered with another account.',
    );
  },
};

export const EditPhoneFailed: Story = {
  parameters: {
    msw: {
      handlers: [userHandler(), countriesHandler, http.post('/api/update-phone', () => HttpResponse.error())],
    },
  },
  play: async ({ canvasElement }) => {
    const form = await openEditForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Update & Resend OTP' }));
    await expect(
      await toasts().findByText('Failed to update phone number. Please try again.'),
    ).toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Update & Resend OTP' })).not.toHaveAttribute('aria-busy');
  },
};

/**
 * The link opened without this tab's ticket (another browser, or the ticket expired): the
 * server masks the number and offers no edit (docs/decisions/060); the code still works.
 */
export const WithoutTicket: Story = {
  beforeEach: () => {
    sessionStorage.clear();
    ticketsSent.mockClear();
  },
  parameters: {
    msw: {
      handlers: [
        userHandler({
          ...verificationUser,
          data: { ...verificationUser.data, phone: '••••••678', phone_masked: true, can_edit_phone: false },
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await loaded(canvasElement);
    await expect(ticketsSent).toHaveBeenCalledWith(null);
    await expect(page.getByTestId('verification-phone')).toHaveTextContent('+61 ••••••678');
    await expect(page.queryByRole('button', { name: 'Edit phone number' })).toBeNull();
    await expect(page.getByRole('button', { name: 'Verify Number' })).toBeVisible();
  },
};

/** A verified host signing in again: the number cannot be edited here. */
export const VerifiedUser: Story = {
  parameters: { msw: { handlers: [userHandler(verifiedUser)] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: 'Edit phone number' })).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Resend Code' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

export const UserNotFound: Story = {
  parameters: {
    visual: { disable: true },
    msw: { handlers: [userHandler({ status: false, message: 'User not found' }, 404)] },
  },
  play: async ({ canvasElement }) => {
    await toastSays('User not found');
    await expect(await within(canvasElement).findByTestId('redirected')).toHaveAttribute(
      'data-path',
      '/login',
    );
  },
};

export const LoadFailure: Story = {
  parameters: {
    visual: { disable: true },
    msw: { handlers: [userHandler({ status: false, message: 'Internal error' }, 500)] },
  },
  play: async ({ canvasElement }) => {
    await toastSays('Failed to load user data');
    await expect(await within(canvasElement).findByTestId('redirected')).toHaveAttribute(
      'data-path',
      '/login',
    );
  },
};

/** No slug at all (/verification): 'Invalid verification link' and Login, not a 404. */
export const NoSlug: Story = {
  parameters: { visual: { disable: true }, screen: { path: '/verification/:slug?', url: '/verification' } },
  play: async ({ canvasElement }) => {
    await toastSays('Invalid verification link');
    await expect(await within(canvasElement).findByTestId('redirected')).toHaveAttribute(
      'data-path',
      '/login',
    );
  },
};

/** A blank slug is not a link we sent: back to Login without asking the server. */
export const InvalidLink: Story = {
  parameters: { visual: { disable: true }, screen: { url: '/verification/%20' } },
  play: async ({ canvasElement }) => {
    await toastSays('Invalid verification link');
    await expect(await within(canvasElement).findByTestId('redirected')).toHaveAttribute(
      'data-path',
      '/login',
    );
  },
};

export const NarrowViewport: Story = {
  ...IncompleteCode,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
