import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MyProfilePage } from '../../src/features/profile/pages/my-profile-page';
import {
  atTop,
  completedHost,
  createProfileApi,
  hangingUser,
  newHost,
  profileHandlers,
  savedAnswer,
  storyFile,
  userHandler,
  withSession,
  withTokenOnly,
} from './fixtures/profile';
import { toastSays, withScreen } from './support/screen';

/**
 * My Profile (/my-profile, spec 000 §2.11, §5, §8): the profile form prefilled from
 * GET /api/user, plus Email; 'Update Profile' ('Updating...' while saving) and 'Profile
 * updated successfully!'. No token or a 401 while loading → Login. A new phone number
 * waits for the code sent to it, asked for in a dialog (docs/decisions/060).
 */
const meta = {
  title: 'Screens/My Profile',
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

const body = () => within(document.body);

/** The form, prefilled, with the country shown and the photo loaded. */
async function formReady(canvas: HTMLElement) {
  const form = within(await within(canvas).findByRole('form', { name: 'Edit your profile' }));
  await form.findByRole('button', { name: /^Country code: Australia/ });
  const photo = form.getByRole('img', { name: 'Profile photo' }) as HTMLImageElement;
  await waitFor(() => expect(photo.naturalWidth).toBeGreaterThan(0));
  return form;
}

const fieldsOf = (form: ReturnType<typeof within>) => ({
  photo: form.getByRole('group', { name: 'Profile photo' }),
  name: form.getByRole('textbox', { name: 'What should we call you?' }),
  email: form.getByRole('textbox', { name: 'Email' }),
  phone: form.getByRole('textbox', { name: 'Phone number' }),
  city: form.getByRole('combobox', { name: 'What city are you currently based in?' }),
  bio: form.getByRole('textbox', { name: 'Let us know more about you' }),
  submit: form.getByRole('button', { name: 'Update Profile' }),
});

export const Prefilled: Story = {
  play: atTop(async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const fields = fieldsOf(await formReady(canvasElement));
    await expect(fields.name).toHaveValue('Ana Lima');
    await expect(fields.email).toHaveValue('ana.lima@example.com');
    await expect(fields.phone).toHaveValue('412345678');
    await expect(fields.city).toHaveValue('Sydney NSW, Australia');
    await expect(fields.bio).toHaveValue(completedHost.bio);
    await expect(within(fields.photo).getByRole('button', { name: 'Change photo' })).toBeVisible();
  }),
};

/** Nothing stored yet: the outline shows until GET /api/user answers. */
export const Loading: Story = {
  beforeEach: withTokenOnly(),
  parameters: { msw: { handlers: [hangingUser, ...profileHandlers(completedHost).slice(1)] } },
  play: atTop(async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('status')).toHaveTextContent('Loading your profile…');
    await expect(page.queryByRole('form')).toBeNull();
  }),
};

/**
 * The stored profile (user_data, kept fresh by the route guard) shows at once while
 * GET /api/user is still on its way; the fresh answer replaces it until the host edits.
 */
export const StoredProfileAtOnce: Story = {
  parameters: {
    // Looks like Prefilled, which has the baseline.
    visual: { disable: true },
    msw: { handlers: [hangingUser, ...profileHandlers(completedHost).slice(1)] },
  },
  play: atTop(async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('textbox', { name: /What should we call you/ })).toHaveValue(
      completedHost.name,
    );
    await expect(page.queryByText('Loading your profile…')).toBeNull();
  }),
};

/** Everything emptied: each required message, the toast, focus on the first field. */
export const RequiredErrors: Story = {
  play: atTop(async ({ canvasElement }) => {
    const fields = fieldsOf(await formReady(canvasElement));
    for (const control of [fields.name, fields.email, fields.phone, fields.city, fields.bio]) {
      await userEvent.clear(control);
    }
    await userEvent.click(fields.submit);
    await toastSays('Please fix the validation errors above.');
    await expect(fields.name).toHaveAccessibleDescription('Full name is required.');
    await expect(fields.email).toHaveAccessibleDescription('Email is required.');
    await expect(fields.phone).toHaveAccessibleDescription('Phone number is required.');
    await expect(fields.city).toHaveAccessibleDescription('City is required.');
    await expect(fields.bio).toHaveAccessibleDescription(/Bio is required\.$/);
    await expect(fields.name).toHaveFocus();
  }),
};

export const InvalidEmail: Story = {
  play: atTop(async ({ canvasElement }) => {
    const fields = fieldsOf(await formReady(canvasElement));
    await userEvent.clear(fields.email);
    await userEvent.type(fields.email, 'ana.lima@example');
    await userEvent.click(fields.submit);
    await toastSays('Please fix the validation errors above.');
    await expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(fields.email).toHaveFocus();
  }),
};

/** Fewer than 6 digits is not a phone number. */
export const PhoneTooShort: Story = {
  play: atTop(async ({ canvasElement }) => {
    const fields = fieldsOf(await formReady(canvasElement));
    await userEvent.clear(fields.phone);
    await userEvent.type(fields.phone, '41 234');
    await userEvent.click(fields.submit);
    await toastSays('Please fix the validation errors above.');
    await expect(fields.phone).toHaveAccessibleDescription('Please enter a valid phone number.');
    await expect(fields.phone).toHaveFocus();
  }),
};

const updateApi = createProfileApi((sent) => HttpResponse.json(savedAnswer(completedHost, sent)));

/** A new name and photo: the email is sent, the toast confirms, the header's user is updated. */
export const UpdateSuccess: Story = {
  beforeEach: () => {
    updateApi.received.mockClear();
  },
  parameters: { msw: { handlers: [updateApi.handler, ...profileHandlers(completedHost)] } },
  play: atTop(
    async ({ canvasElement }) => {
      const fields = fieldsOf(await formReady(canvasElement));
      await userEvent.clear(fields.name);
      await userEvent.type(fields.name, 'Ana Sofia Lima');
      const photo = await storyFile('/images/stories/host-portrait.png', 'ana.png', 'image/png');
      const fileInput = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
      if (!fileInput) throw new Error('No file input');
      await userEvent.upload(fileInput, photo);
      await userEvent.click(fields.submit);
      await toastSays('Profile updated successfully!');
      await expect(updateApi.received).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Ana Sofia Lima',
          email: 'ana.lima@example.com',
          phone: '412345678',
          latitude: '-33.86785',
          profile_photo: { name: 'ana.png', type: 'image/png', size: photo.size },
        }),
      );
      await expect(JSON.parse(localStorage.getItem('user_data') ?? '{}')).toMatchObject({
        name: 'Ana Sofia Lima',
      });
      await expect(fields.name).toHaveValue('Ana Sofia Lima');
      await waitFor(() =>
        expect(within(canvasElement).getByRole('button', { name: 'Update Profile' })).not.toHaveAttribute(
          'aria-busy',
        ),
      );
    },
    { keepToast: true },
  ),
};

const slowUpdateApi = createProfileApi(async (sent) => {
  await delay('infinite');
  return HttpResponse.json(savedAnswer(completedHost, sent));
});

export const Updating: Story = {
  parameters: { msw: { handlers: [slowUpdateApi.handler, ...profileHandlers(completedHost)] } },
  play: atTop(async ({ canvasElement }) => {
    const fields = fieldsOf(await formReady(canvasElement));
    await userEvent.click(fields.submit);
    await expect(await within(canvasElement).findByRole('button', { name: 'Updating...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() => expect(slowUpdateApi.received).toHaveBeenCalled());
  }),
};

const emailTakenApi = createProfileApi(() =>
  HttpResponse.json(
    {
      status: false,
      message: 'This email address is already used by another account.',
      errors: { email: ['This email address is already used by another account.'] },
    },
    { status: 409 },
  ),
);

/** The server's field error under the email, focus on it, cleared when it is edited. */
export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: [emailTakenApi.handler, ...profileHandlers(completedHost)] } },
  play: atTop(async ({ canvasElement }) => {
    const fields = fieldsOf(await formReady(canvasElement));
    await userEvent.click(fields.submit);
    await toastSays('Please correct the errors below.');
    await expect(fields.email).toHaveAccessibleDescription(
      'This email address is already used by another account.',
    );
    await waitFor(() => expect(fields.email).toHaveFocus());
  }),
};

export const ServerErrorClearedOnInput: Story = {
  parameters: { msw: { handlers: [emailTakenApi.handler, ...profileHandlers(completedHost)] } },
  play: atTop(async ({ canvasElement }) => {
    const fields = fieldsOf(await formReady(canvasElement));
    await userEvent.click(fields.submit);
    await toastSays('Please correct the errors below.');
    await userEvent.type(fields.email, 'u');
    await expect(fields.email).not.toHaveAttribute('aria-invalid');
  }),
};

export const NetworkFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/complete-profile', () => HttpResponse.error()),
        ...profileHandlers(completedHost),
      ],
    },
  },
  play: atTop(
    async ({ canvasElement }) => {
      const fields = fieldsOf(await formReady(canvasElement));
      await userEvent.click(fields.submit);
      await toastSays('Network error');
      await waitFor(() =>
        expect(within(canvasElement).getByRole('button', { name: 'Update Profile' })).not.toHaveAttribute(
          'aria-busy',
        ),
      );
    },
    { keepToast: true },
  ),
};

const pendingPhone = {
  phone: '498765432',
  country_code: '+61',
  country_id: 21,
  iso_code: 'AU',
  requested_at: '2026-11-22T09:00:00.000Z',
};
const hostWithPendingPhone = { ...completedHost, pending_phone: pendingPhone };

const phoneChangeApi = createProfileApi((sent) =>
  HttpResponse.json(
    savedAnswer(completedHost, sent, {
      message: 'Profile updated. We sent a code to your new number: enter it to finish the change.',
      phone_verification_required: true,
      retry_after: 60,
      user: {
        ...savedAnswer(completedHost, sent).user,
        phone: completedHost.phone,
        pending_phone: pendingPhone,
      },
    }),
  ),
);

/** POST /api/user/phone-change/verify: '246810' is the code the new number received. */
const verifyChangeHandler = http.post('/api/user/phone-change/verify', async ({ request }) => {
  const { otp } = (await request.json()) as { otp: string };
  if (otp !== '246810') {
    const message = 'The code you entered is incorrect.';
    return HttpResponse.json({ status: false, message, errors: { otp: [message] } }, { status: 422 });
  }
  return HttpResponse.json({
    status: true,
    message: 'Your phone number has been changed.',
    data: { ...completedHost, phone: pendingPhone.phone, pending_phone: null },
  });
});

const cancelChangeHandler = http.delete('/api/user/phone-change', () =>
  HttpResponse.json({
    status: true,
    message: 'The phone number change was cancelled.',
    data: { ...completedHost, pending_phone: null },
  }),
);

const changeDialog = () => within(document.body).findByRole('dialog', { name: 'Verify your new number' });

/**
 * A new number (docs/decisions/060): the rest of the profile is saved, the session goes on,
 * and a dialog asks for the code sent to the new number; with it the number changes.
 */
export const PhoneChangeAsksForTheCode: Story = {
  beforeEach: () => {
    phoneChangeApi.received.mockClear();
  },
  parameters: {
    visual: { disable: true },
    msw: { handlers: [phoneChangeApi.handler, verifyChangeHandler, ...profileHandlers(completedHost)] },
  },
  play: atTop(async ({ canvasElement }) => {
    const fields = fieldsOf(await formReady(canvasElement));
    await userEvent.clear(fields.phone);
    await userEvent.type(fields.phone, '0498 765 432');
    await userEvent.click(fields.submit);
    await toastSays('Profile updated. We sent a code to your new number: enter it to finish the change.');
    await expect(phoneChangeApi.received).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '0498765432' }),
    );
    const dialog = within(await changeDialog());
    await expect(dialog.getByTestId('pending-phone')).toHaveTextContent('+61 498765432');
    await expect(dialog.getByRole('button', { name: 'Resend Code' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Still signed in, on the old number, while the code is awaited.
    await expect(localStorage.getItem('auth_token')).not.toBeNull();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus());
    await userEvent.keyboard('111111{Enter}');
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAccessibleDescription(
        'The code you entered is incorrect.',
      ),
    );
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('246810');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify Number' }));
    await toastSays('Your phone number has been changed.');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(fields.phone).toHaveValue('498765432');
    await expect(within(canvasElement).queryByTestId('pending-phone-notice')).toBeNull();
    await expect(JSON.parse(localStorage.getItem('user_data') ?? '{}')).toMatchObject({ phone: '498765432' });
  }),
};

/** The change waits: a notice under the phone field reopens the dialog. */
export const PhoneChangePending: Story = {
  beforeEach: withSession(hostWithPendingPhone),
  parameters: { msw: { handlers: profileHandlers(hostWithPendingPhone) } },
  play: atTop(async ({ canvasElement }) => {
    const form = await formReady(canvasElement);
    await expect(fieldsOf(form).phone).toHaveValue(completedHost.phone);
    await expect(within(canvasElement).getByTestId('pending-phone-notice')).toHaveTextContent(
      'Waiting for the code sent to +61 498765432',
    );
  }),
};

/** The dialog, opened again from the notice. */
export const PhoneChangeDialogOpen: Story = {
  beforeEach: withSession(hostWithPendingPhone),
  parameters: { msw: { handlers: profileHandlers(hostWithPendingPhone) } },
  play: async ({ canvasElement }) => {
    await formReady(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enter code' }));
    const dialog = within(await changeDialog());
    await expect(dialog.getByRole('button', { name: 'Verify Number' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep my current number' })).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus());
  },
};

/** 'Keep my current number' cancels the change. */
export const PhoneChangeCancelled: Story = {
  beforeEach: withSession(hostWithPendingPhone),
  parameters: {
    visual: { disable: true },
    msw: { handlers: [cancelChangeHandler, ...profileHandlers(hostWithPendingPhone)] },
  },
  play: atTop(async ({ canvasElement }) => {
    await formReady(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enter code' }));
    const dialog = within(await changeDialog());
    await userEvent.click(dialog.getByRole('button', { name: 'Keep my current number' }));
    await toastSays('The phone number change was cancelled.');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).queryByTestId('pending-phone-notice')).toBeNull();
  }),
};

/** A failed load other than 401: the message and a way to try again. */
export const LoadFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/user', () => HttpResponse.json({ status: false }, { status: 500 })),
        ...profileHandlers(completedHost).slice(1),
      ],
    },
  },
  play: atTop(async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  }),
};

/** A 401 while loading clears the session and opens Login. */
export const Unauthorized: Story = {
  parameters: {
    visual: { disable: true },
    msw: { handlers: [userHandler(null, 401), ...profileHandlers(completedHost).slice(1)] },
  },
  play: atTop(async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('redirected')).toHaveAttribute(
      'data-path',
      '/login',
    );
    await expect(localStorage.getItem('auth_token')).toBeNull();
    await expect(localStorage.getItem('user_data')).toBeNull();
  }),
};

export const NoToken: Story = {
  beforeEach: withSession(null),
  parameters: { visual: { disable: true } },
  play: atTop(async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('redirected')).toHaveAttribute(
      'data-path',
      '/login',
    );
  }),
};

/** A profile not completed yet belongs on Complete Host Profile (route guard rule 4). */
export const IncompleteGoesToCompleteProfile: Story = {
  beforeEach: withSession(newHost),
  parameters: { visual: { disable: true }, msw: { handlers: profileHandlers(newHost) } },
  play: atTop(async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('redirected')).toHaveAttribute(
      'data-path',
      '/complete-profile',
    );
  }),
};

/** A 360 px phone with an invalid email: fields stack, nothing scrolls sideways. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: atTop(async ({ canvasElement }) => {
    const fields = fieldsOf(await formReady(canvasElement));
    await userEvent.clear(fields.email);
    await userEvent.type(fields.email, 'ana@');
    await userEvent.click(fields.submit);
    await toastSays('Please fix the validation errors above.');
    await expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(body().getByRole('button', { name: 'Update Profile' })).toBeVisible();
  }),
};
