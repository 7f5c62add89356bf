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
} from './fixtures/profile';
import { toastSays, withScreen } from './support/screen';

/**
 * My Profile (/my-profile, spec 000 §2.11, §5, §8): the profile form prefilled from
 * GET /api/user, plus Email; 'Update Profile' ('Updating...' while saving) and 'Profile
 * updated successfully!'. No token or a 401 while loading → Login. A new phone number
 * ends the session and opens Verification with the server's message
 * (docs/decisions/014).
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

export const Loading: Story = {
  parameters: { msw: { handlers: [hangingUser, ...profileHandlers(completedHost).slice(1)] } },
  play: atTop(async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('status')).toHaveTextContent('Loading your profile…');
    await expect(page.queryByRole('form')).toBeNull();
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

const phoneChangeApi = createProfileApi((sent) =>
  HttpResponse.json(
    savedAnswer(completedHost, sent, {
      message: 'Profile updated. We sent a code to your new number: verify it to sign in again.',
      phone_verification_required: true,
    }),
  ),
);

/** A new number: every session ends, the server's message is toasted, Verification opens. */
export const PhoneChangeGoesToVerification: Story = {
  beforeEach: () => {
    phoneChangeApi.received.mockClear();
  },
  parameters: {
    visual: { disable: true },
    msw: { handlers: [phoneChangeApi.handler, ...profileHandlers(completedHost)] },
  },
  play: atTop(async ({ canvasElement }) => {
    const fields = fieldsOf(await formReady(canvasElement));
    await userEvent.clear(fields.phone);
    await userEvent.type(fields.phone, '0498 765 432');
    await userEvent.click(fields.submit);
    await toastSays('Profile updated. We sent a code to your new number: verify it to sign in again.');
    await expect(await within(canvasElement).findByTestId('redirected')).toHaveAttribute(
      'data-path',
      `/verification/${completedHost.slug}`,
    );
    await expect(phoneChangeApi.received).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '0498765432' }),
    );
    await expect(localStorage.getItem('auth_token')).toBeNull();
    await expect(localStorage.getItem('user_data')).toBeNull();
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
