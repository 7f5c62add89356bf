import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContactPage } from '../../src/features/contact/pages/contact-page';
import { withScreen } from './support/screen';

/** What the last POST /api/contact-us carried, so a story can check the trimming. */
let lastSent: unknown = null;

const accept = http.post('/api/contact-us', async ({ request }) => {
  lastSent = await request.json();
  return HttpResponse.json({ status: true, message: 'Message sent successfully!' });
});

type Canvas = ReturnType<typeof within>;

const fields = (page: Canvas) => ({
  firstName: page.getByRole('textbox', { name: 'First Name' }),
  lastName: page.getByRole('textbox', { name: 'Last Name' }),
  subject: page.getByRole('textbox', { name: 'Subject' }),
  message: page.getByRole('textbox', { name: 'Message' }),
});

async function fillValid(page: Canvas) {
  const { firstName, lastName, subject, message } = fields(page);
  await userEvent.type(firstName, '  Maya ');
  await userEvent.type(lastName, 'Patel');
  await userEvent.type(subject, ' Hosting a supper club ');
  await userEvent.type(message, 'Can I host in a shared garden with six guests?  ');
}

const toastText = (text: string) => within(document.body).findByText(text);

/**
 * Contact Us (spec 000 §2.6, §5, §8): first name, last name, subject and message, checked
 * on submit with the spec's messages; 'Submitting...' while sending; toasts for every
 * answer; help boxes for e-mail and phone below the form.
 */
const meta = {
  title: 'Screens/Contact Us',
  component: ContactPage,
  decorators: [withScreen],
  parameters: { frame: 'fullscreen', screen: { path: '/contact-us' }, msw: { handlers: [accept] } },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const form = page.getByRole('form', { name: 'Send us a message' });
    const { firstName, lastName, subject, message } = fields(page);
    for (const field of [firstName, lastName, subject, message]) {
      await expect(form).toContainElement(field);
      await expect(field).toHaveValue('');
      await expect(field).not.toHaveAttribute('aria-invalid');
    }
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
    await expect(page.getByRole('link', { name: 'hello@friendlyhost.app' })).toHaveAttribute(
      'href',
      'mailto:hello@friendlyhost.app',
    );
    await expect(page.getByRole('link', { name: '+61 2 5550 0100' })).toHaveAttribute(
      'href',
      'tel:+61255500100',
    );
  },
};

/** Nothing shows until the first submit; then every message, and they follow the typing. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    lastSent = null;
    const page = within(canvasElement);
    const { firstName, lastName, subject, message } = fields(page);
    await userEvent.type(firstName, 'M');
    await expect(firstName).not.toHaveAttribute('aria-invalid');

    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    await expect(firstName).toHaveFocus();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('First name must be at least 2 characters.');
    await expect(lastName).toHaveAccessibleDescription('Last name is required.');
    await expect(subject).toHaveAccessibleDescription('Subject is required.');
    await expect(message).toHaveAccessibleDescription('Message is required.');

    await userEvent.type(firstName, 'a');
    await expect(firstName).not.toHaveAttribute('aria-invalid');
    await userEvent.type(subject, 'Hi');
    await expect(subject).toHaveAccessibleDescription('Subject must be at least 3 characters.');
    await userEvent.type(message, 'Too short');
    await expect(message).toHaveAccessibleDescription('Message must be at least 10 characters.');
    await userEvent.type(lastName, ' P ');
    await expect(lastName).toHaveAccessibleDescription('Last name must be at least 2 characters.');

    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    await expect(lastName).toHaveFocus();
    await expect(lastSent).toBeNull();
  },
};

/** The server's field errors are listed under their fields and leave as soon as the field is edited. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/contact-us', () =>
          HttpResponse.json(
            {
              status: false,
              message: 'The given data was invalid.',
              errors: {
                subject: ['Subject may not contain links.', 'Subject looks like spam.'],
                message: ['Message may not contain links.'],
              },
            },
            { status: 422 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillValid(page);
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    await expect(await toastText('Please correct the errors and try again.')).toBeInTheDocument();
    const { subject, message } = fields(page);
    await expect(subject).toHaveFocus();
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
    await expect(subject).toHaveAccessibleDescription(
      'Subject may not contain links. Subject looks like spam.',
    );
    await expect(message).toHaveAccessibleDescription('Message may not contain links.');

    await userEvent.type(subject, '!');
    await expect(subject).not.toHaveAttribute('aria-invalid');
    await expect(page.queryByText('Subject looks like spam.')).not.toBeInTheDocument();
    await expect(message).toHaveAccessibleDescription('Message may not contain links.');
  },
};

/** While sending, the button reads 'Submitting...' and is busy. */
export const Busy: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/contact-us', async () => {
          await delay('infinite');
          return HttpResponse.json({ status: true, message: 'Message sent successfully!' });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillValid(page);
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    const busy = await page.findByRole('button', { name: 'Submitting...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Values go out trimmed; 'Message sent successfully!' and the form starts again empty. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    lastSent = null;
    const page = within(canvasElement);
    await fillValid(page);
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    await expect(await toastText('Message sent successfully!')).toBeInTheDocument();
    await expect(lastSent).toEqual({
      first_name: 'Maya',
      last_name: 'Patel',
      subject: 'Hosting a supper club',
      message: 'Can I host in a shared garden with six guests?',
    });
    const { firstName, lastName, subject, message } = fields(page);
    for (const field of [firstName, lastName, subject, message]) {
      await expect(field).toHaveValue('');
      await expect(field).not.toHaveAttribute('aria-invalid');
    }
    await waitFor(() =>
      expect(page.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-busy'),
    );
  },
};

/** A failure without a message: 'Failed to submit. Please try again.'; the values stay. */
export const ServerFailure: Story = {
  parameters: {
    msw: { handlers: [http.post('/api/contact-us', () => new HttpResponse(null, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillValid(page);
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    await expect(await toastText('Failed to submit. Please try again.')).toBeInTheDocument();
    await expect(fields(page).lastName).toHaveValue('Patel');
  },
};

/** A failure with a message (here the hourly limit) toasts the server's message. */
export const ServerMessage: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/contact-us', () =>
          HttpResponse.json(
            { status: false, message: 'Too many messages. Please try again later.' },
            { status: 429 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillValid(page);
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    await expect(await toastText('Too many messages. Please try again later.')).toBeInTheDocument();
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [http.post('/api/contact-us', () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillValid(page);
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    await expect(await toastText('Network error. Please try again.')).toBeInTheDocument();
    await expect(fields(page).message).toHaveValue('Can I host in a shared garden with six guests?  ');
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    await expect(fields(page).firstName).toHaveFocus();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
