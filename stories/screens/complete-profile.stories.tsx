import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CompleteProfilePage } from '../../src/features/profile/pages/complete-profile-page';
import {
  approvedHost,
  atTop,
  completedHost,
  createProfileApi,
  hangingUser,
  newHost,
  profileHandlers,
  savedAnswer,
  sizedFile,
  storyFile,
  userHandler,
  withSession,
  withTokenOnly,
} from './fixtures/profile';
import { toastSays, withScreen } from './support/screen';

const MB = 1024 * 1024;

/**
 * Complete Host Profile (/complete-profile, spec 000 §2.10, §5, §8): no site layout; the
 * photo, 'What should we call you?', the phone with its country, 'What city are you
 * currently based in?' (a city picked from the suggestions), 'Let us know more about
 * you' and 'Complete Profile'. A first submit — or a profile completed earlier, at once —
 * shows 'Your Application is Under Review'; 'Got It!' goes Home. Approved hosts are sent
 * on to Connect Stripe (or Home once they have an account).
 */
const meta = {
  title: 'Screens/Complete Profile',
  component: CompleteProfilePage,
  decorators: [withScreen],
  beforeEach: withSession(newHost),
  parameters: {
    frame: 'fullscreen',
    screen: { path: '/complete-profile' },
    msw: { handlers: profileHandlers(newHost) },
  },
} satisfies Meta<typeof CompleteProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The form, once the user, the countries and the flags are in. */
async function formReady(canvas: HTMLElement) {
  const form = within(await within(canvas).findByRole('form', { name: 'Your host profile' }));
  await form.findByRole('button', { name: /^Country code: Australia/ });
  return form;
}

const fieldsOf = (form: ReturnType<typeof within>) => ({
  photo: form.getByRole('group', { name: 'Profile photo' }),
  name: form.getByRole('textbox', { name: 'What should we call you?' }),
  phone: form.getByRole('textbox', { name: 'Phone number' }),
  city: form.getByRole('combobox', { name: 'What city are you currently based in?' }),
  bio: form.getByRole('textbox', { name: 'Let us know more about you' }),
  submit: form.getByRole('button', { name: 'Complete Profile' }),
});

const fileInput = (canvas: HTMLElement) => {
  const input = canvas.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
};

/** Types part of a city, waits for the suggestions and picks one. */
async function pickCity(city: HTMLElement, typed = 'Syd', option = /^Sydney New South Wales/) {
  await userEvent.type(city, typed);
  await userEvent.click(await body().findByRole('option', { name: option }));
  await waitFor(() => expect(city).toHaveValue('Sydney NSW, Australia'));
  await waitFor(() => expect(city).not.toHaveAttribute('aria-busy'));
}

/** Fills every field validly (the phone is prefilled from sign-up). */
async function fillValid(canvas: HTMLElement) {
  const form = await formReady(canvas);
  const fields = fieldsOf(form);
  await userEvent.type(fields.name, 'Ana Lima');
  await pickCity(fields.city);
  await userEvent.type(fields.bio, 'I host slow Sunday picnics for newcomers to the city.');
  return { form, fields };
}

/** The suggestion popup is gone (it closes 150 ms after blur, or on Escape). */
const listClosed = () =>
  waitFor(() => expect(document.querySelector('[data-slot="place-autocomplete-popup"]')).toBeNull());

/**
 * A dialog is snapshotted as the viewport shows it; Storybook's 'tablet' viewport
 * (834 × 1112) is tall enough for the whole page behind it.
 */
const tallViewport = { viewport: { value: 'tablet', isRotated: false } };

/** A new host: the phone from sign-up is there, everything else is empty. */
export const Default: Story = {
  play: atTop(async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete your host profile' })).toBeVisible();
    const fields = fieldsOf(await formReady(canvasElement));
    await expect(fields.phone).toHaveValue('412345678');
    await expect(fields.name).toHaveValue('');
    await expect(fields.city).toHaveValue('');
    await expect(fields.bio).toHaveValue('');
    await expect(within(fields.photo).getByRole('button', { name: 'Upload photo' })).toBeVisible();
    await expect(fields.submit).toHaveAttribute('type', 'submit');
    await expect(page.queryByRole('alert')).toBeNull();
  }),
};

/** Nothing stored yet: the outline shows until GET /api/user answers. */
export const Loading: Story = {
  beforeEach: withTokenOnly(),
  parameters: { msw: { handlers: [hangingUser, ...profileHandlers(newHost).slice(1)] } },
  play: atTop(async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('status')).toHaveTextContent('Loading your profile…');
    await expect(page.queryByRole('form')).toBeNull();
  }),
};

/** A host who filled part of the form before: name, city, bio and photo come back. */
export const Prefilled: Story = {
  beforeEach: withSession({ ...completedHost, is_profile_completed: false }),
  parameters: { msw: { handlers: profileHandlers({ ...completedHost, is_profile_completed: false }) } },
  play: atTop(async ({ canvasElement }) => {
    const fields = fieldsOf(await formReady(canvasElement));
    await expect(fields.name).toHaveValue('Ana Lima');
    await expect(fields.city).toHaveValue('Sydney NSW, Australia');
    await expect(fields.bio).toHaveValue(completedHost.bio);
    const photo = within(fields.photo).getByRole('img', { name: 'Profile photo' });
    await expect(photo).toHaveAttribute('src', '/images/stories/host-portrait.webp');
    await waitFor(() => expect((photo as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(within(fields.photo).getByRole('button', { name: 'Change photo' })).toBeVisible();
  }),
};

/** Submitting the empty form: every required message at once, the toast, focus on the first. */
export const RequiredErrors: Story = {
  play: atTop(async ({ canvasElement }) => {
    const fields = fieldsOf(await formReady(canvasElement));
    await userEvent.clear(fields.phone);
    await userEvent.click(fields.submit);
    await toastSays('Please fix the validation errors above.');
    await expect(fields.name).toHaveAccessibleDescription('Full name is required.');
    await expect(fields.phone).toHaveAccessibleDescription('Phone number is required.');
    await expect(fields.city).toHaveAccessibleDescription('City is required.');
    await expect(fields.bio).toHaveAccessibleDescription(/Bio is required\.$/);
    for (const control of [fields.name, fields.phone, fields.city, fields.bio]) {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(fields.name).toHaveFocus();
  }),
};

export const NameTooShort: Story = {
  play: atTop(async ({ canvasElement }) => {
    const { fields } = await fillValid(canvasElement);
    await userEvent.clear(fields.name);
    await userEvent.type(fields.name, 'A');
    await userEvent.click(fields.submit);
    await toastSays('Please fix the validation errors above.');
    await expect(fields.name).toHaveAccessibleDescription('Full name must be at least 2 characters long.');
    await expect(fields.name).toHaveFocus();
    // After the first attempt the message follows the typing.
    await userEvent.type(fields.name, 'na');
    await expect(fields.name).not.toHaveAttribute('aria-invalid');
  }),
};

/** A city typed but not chosen has no coordinates (spec 000 §4). */
export const CityNotPicked: Story = {
  play: atTop(async ({ canvasElement }) => {
    const fields = fieldsOf(await formReady(canvasElement));
    await userEvent.type(fields.name, 'Ana Lima');
    await userEvent.type(fields.bio, 'I host slow Sunday picnics for newcomers to the city.');
    await userEvent.type(fields.city, 'Sydn');
    await body().findByRole('option', { name: /^Sydney New South Wales/ });
    await userEvent.click(fields.submit);
    await toastSays('Please fix the validation errors above.');
    await expect(fields.city).toHaveAccessibleDescription(
      'Please select a city from the dropdown suggestions.',
    );
    await expect(fields.city).toHaveFocus();
    await expect(fields.name).not.toHaveAttribute('aria-invalid');
    // Focus brings the suggestions back, so a choice is one step away; Escape closes them.
    await userEvent.keyboard('{Escape}');
    await listClosed();
  }),
};

export const BioTooShort: Story = {
  play: atTop(async ({ canvasElement }) => {
    const { fields } = await fillValid(canvasElement);
    await userEvent.clear(fields.bio);
    await userEvent.type(fields.bio, 'Hi there');
    await userEvent.click(fields.submit);
    await toastSays('Please fix the validation errors above.');
    await expect(fields.bio).toHaveAccessibleDescription(/Bio must be at least 10 characters long\.$/);
    await expect(fields.bio).toHaveFocus();
  }),
};

/** A PDF is refused beside the photo; nothing is kept. */
export const PhotoWrongType: Story = {
  play: atTop(async ({ canvasElement }) => {
    const fields = fieldsOf(await formReady(canvasElement));
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(canvasElement), sizedFile('cv.pdf', 'application/pdf', 2000));
    await expect(within(fields.photo).getByRole('alert')).toHaveTextContent(
      'Image type is invalid. Please upload a JPEG, PNG, or WebP file.',
    );
    await expect(within(fields.photo).queryByRole('img')).toBeNull();
  }),
};

export const PhotoTooLarge: Story = {
  play: atTop(async ({ canvasElement }) => {
    const fields = fieldsOf(await formReady(canvasElement));
    await userEvent.upload(fileInput(canvasElement), sizedFile('huge.png', 'image/png', 3 * MB + 1));
    await expect(within(fields.photo).getByRole('alert')).toHaveTextContent('Image should be under 3 MB.');
    await expect(fields.photo).toHaveAttribute('data-invalid', 'true');
  }),
};

const firstSubmitApi = createProfileApi((sent) => HttpResponse.json(savedAnswer(newHost, sent)));

/**
 * A first submit: the photo, the picked city's coordinates and digits-only phone are
 * posted; the review modal opens; 'Got It!' goes Home.
 */
export const ReviewAfterFirstSubmit: Story = {
  beforeEach: () => {
    firstSubmitApi.received.mockClear();
  },
  parameters: {
    visual: { disable: true },
    msw: { handlers: [firstSubmitApi.handler, ...profileHandlers(newHost)] },
  },
  play: atTop(async ({ canvasElement }) => {
    const { fields } = await fillValid(canvasElement);
    const photo = await storyFile('/images/stories/host-portrait.png', 'me.png', 'image/png');
    await userEvent.upload(fileInput(canvasElement), photo);
    await userEvent.click(fields.submit);
    const dialog = await body().findByRole('dialog', { name: 'Your Application is Under Review' });
    await expect(firstSubmitApi.received).toHaveBeenCalledWith({
      name: 'Ana Lima',
      phone: '412345678',
      country_code: '+61',
      country_id: '21',
      iso_code: 'AU',
      location: 'Sydney NSW, Australia',
      city: 'Sydney',
      latitude: '-33.86785',
      longitude: '151.20732',
      bio: 'I host slow Sunday picnics for newcomers to the city.',
      profile_photo: { name: 'me.png', type: 'image/png', size: photo.size },
    });
    await toastSays('Profile updated successfully!');
    await expect(JSON.parse(localStorage.getItem('user_data') ?? '{}')).toMatchObject({
      name: 'Ana Lima',
      is_profile_completed: true,
    });
    const gotIt = within(dialog).getByRole('button', { name: 'Got It!' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(gotIt);
    await expect(await within(canvasElement).findByTestId('redirected')).toHaveAttribute('data-path', '/');
  }),
};

/** The modal as the host sees it right after the first submit (kept open for the snapshot). */
export const ReviewModal: Story = {
  globals: tallViewport,
  beforeEach: () => {
    firstSubmitApi.received.mockClear();
  },
  parameters: { msw: { handlers: [firstSubmitApi.handler, ...profileHandlers(newHost)] } },
  play: atTop(async ({ canvasElement }) => {
    const { fields } = await fillValid(canvasElement);
    await userEvent.click(fields.submit);
    const dialog = await body().findByRole('dialog', { name: 'Your Application is Under Review' });
    await expect(within(dialog).getByRole('button', { name: 'Got It!' })).toBeVisible();
    await toastSays('Profile updated successfully!');
  }),
};

const slowSubmitApi = createProfileApi(async (sent) => {
  await delay('infinite');
  return HttpResponse.json(savedAnswer(newHost, sent));
});

export const Submitting: Story = {
  parameters: { msw: { handlers: [slowSubmitApi.handler, ...profileHandlers(newHost)] } },
  play: atTop(async ({ canvasElement }) => {
    const { form, fields } = await fillValid(canvasElement);
    await userEvent.click(fields.submit);
    await expect(await form.findByRole('button', { name: 'Completing...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() => expect(slowSubmitApi.received).toHaveBeenCalled());
  }),
};

/** A profile completed earlier: the review modal shows at once. */
export const ReviewAtOnce: Story = {
  beforeEach: withSession(completedHost),
  parameters: { visual: { disable: true }, msw: { handlers: profileHandlers(completedHost) } },
  play: atTop(async () => {
    const dialog = await body().findByRole('dialog', { name: 'Your Application is Under Review' });
    await expect(within(dialog).getByRole('button', { name: 'Got It!' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(await body().findByTestId('redirected')).toHaveAttribute('data-path', '/');
  }),
};

/** The modal at once, left open for the snapshot. */
export const ReviewAtOnceModal: Story = {
  globals: tallViewport,
  beforeEach: withSession(completedHost),
  parameters: { msw: { handlers: profileHandlers(completedHost) } },
  play: atTop(async ({ canvasElement }) => {
    const dialog = await body().findByRole('dialog', { name: 'Your Application is Under Review' });
    await expect(dialog).toBeVisible();
    // The form behind it is prefilled (and its photo loaded) before the snapshot.
    const photo = await within(canvasElement).findByRole('img', { name: 'Profile photo', hidden: true });
    await waitFor(() => expect((photo as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  }),
};

/** An approved host without a payment account goes on to Connect Stripe. */
export const ApprovedGoesToConnectStripe: Story = {
  beforeEach: withSession(approvedHost),
  parameters: { visual: { disable: true }, msw: { handlers: profileHandlers(approvedHost) } },
  play: atTop(async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('redirected')).toHaveAttribute(
      'data-path',
      '/connect-stripe',
    );
  }),
};

const withAccount = { ...approvedHost, stripe_account_id: 'acct_1Q2w3E4r5T6y7U8i', has_stripe_account: true };

/** An approved host with a payment account goes Home. */
export const ApprovedWithAccountGoesHome: Story = {
  beforeEach: withSession(withAccount),
  parameters: { visual: { disable: true }, msw: { handlers: profileHandlers(withAccount) } },
  play: atTop(async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('redirected')).toHaveAttribute('data-path', '/');
  }),
};

const fieldErrorsApi = createProfileApi(() =>
  HttpResponse.json(
    {
      status: false,
      message: 'This phone number is already registered with another account.',
      errors: {
        phone: ['This phone number is already registered with another account.'],
        profile_photo: ['Image type is invalid. Please upload a JPEG, PNG, or WebP file.'],
      },
    },
    { status: 422 },
  ),
);

/** The server's field errors under their fields (the photo's beside it), cleared on input. */
export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: [fieldErrorsApi.handler, ...profileHandlers(newHost)] } },
  play: atTop(async ({ canvasElement }) => {
    const { fields } = await fillValid(canvasElement);
    await userEvent.click(fields.submit);
    await toastSays('Please correct the errors below.');
    await expect(fields.phone).toHaveAccessibleDescription(
      'This phone number is already registered with another account.',
    );
    await expect(within(fields.photo).getByRole('alert')).toHaveTextContent(
      'Image type is invalid. Please upload a JPEG, PNG, or WebP file.',
    );
    await expect(within(fields.photo).getByRole('button', { name: 'Upload photo' })).toHaveFocus();
    await expect(fields.name).not.toHaveAttribute('aria-invalid');
    await expect(within(canvasElement).getByRole('button', { name: 'Complete Profile' })).not.toHaveAttribute(
      'aria-busy',
    );
  }),
};

/** Editing the field removes the server's message for it. */
export const ServerErrorClearedOnInput: Story = {
  parameters: { msw: { handlers: [fieldErrorsApi.handler, ...profileHandlers(newHost)] } },
  play: atTop(async ({ canvasElement }) => {
    const { fields } = await fillValid(canvasElement);
    await userEvent.click(fields.submit);
    await toastSays('Please correct the errors below.');
    await userEvent.type(fields.phone, '9');
    await expect(fields.phone).not.toHaveAttribute('aria-invalid');
    await expect(fields.phone).toHaveAccessibleDescription('');
  }),
};

export const NetworkFailure: Story = {
  parameters: {
    msw: {
      handlers: [http.post('/api/complete-profile', () => HttpResponse.error()), ...profileHandlers(newHost)],
    },
  },
  play: atTop(
    async ({ canvasElement }) => {
      const { fields } = await fillValid(canvasElement);
      await userEvent.click(fields.submit);
      await toastSays('Network error');
      await expect(
        within(canvasElement).getByRole('button', { name: 'Complete Profile' }),
      ).not.toHaveAttribute('aria-busy');
      await expect(body().queryByRole('dialog')).toBeNull();
    },
    { keepToast: true },
  ),
};

/** Without a token the page sends the visitor to Login without asking the server. */
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

/** A token the server no longer accepts: the session is cleared and Login opens. */
export const Unauthorized: Story = {
  parameters: {
    visual: { disable: true },
    msw: { handlers: [userHandler(null, 401), ...profileHandlers(newHost).slice(1)] },
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

/** A 360 px phone: every field is reachable, nothing scrolls sideways. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: atTop(async ({ canvasElement }) => {
    const fields = fieldsOf(await formReady(canvasElement));
    await userEvent.click(fields.submit);
    await toastSays('Please fix the validation errors above.');
    await expect(fields.name).toHaveAccessibleDescription('Full name is required.');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  }),
};
