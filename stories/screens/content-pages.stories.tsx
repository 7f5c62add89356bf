import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { PrivacyPage, TermsPage } from '../../src/features/content/pages/legal-page';
import { ReferEarnPage } from '../../src/features/content/pages/refer-earn-page';
import { privacyPage, referPage, termsPage } from './fixtures/content';
import { withScreen } from './support/screen';

/**
 * Terms & Conditions, Privacy Policy and Refer & Earn (spec 000 §2.7): 'Loading...', then
 * the title and body from the content service, or the server's message / 'Failed to load
 * content.'. The -mobile routes render these same pages without the site layout.
 */
const meta = {
  title: 'Screens/Content pages',
  component: TermsPage,
  decorators: [withScreen],
  parameters: { frame: 'fullscreen', screen: { path: '/terms-conditions' } },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  parameters: {
    msw: { handlers: [http.get('/api/cms/terms-and-conditions', () => HttpResponse.json(termsPage))] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Terms & Conditions' }),
    ).toBeInTheDocument();
    await expect(page.getByRole('heading', { level: 2, name: '2. Payments' })).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  },
};

export const Privacy: Story = {
  render: () => <PrivacyPage />,
  parameters: {
    screen: { path: '/privacy-policy' },
    msw: { handlers: [http.get('/api/cms/privacy-policy', () => HttpResponse.json(privacyPage))] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/cms/terms-and-conditions', async () => {
          await delay('infinite');
          return HttpResponse.json(termsPage);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading...');
  },
};

/** The server's message is shown when it sends one. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/cms/terms-and-conditions', () =>
          HttpResponse.json({ status: false, message: 'This page has no content yet.' }, { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This page has no content yet.',
    );
  },
};

/** Without a server message (here, a network failure) the page says 'Failed to load content.'. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: [http.get('/api/cms/terms-and-conditions', () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load content.',
    );
  },
};

/** Refer & Earn with structured content: title, subtitle, numbered steps, note and hero image. */
export const ReferAndEarn: Story = {
  render: () => <ReferEarnPage />,
  parameters: {
    screen: { path: '/refer-earn' },
    msw: { handlers: [http.get('/api/cms/refer-and-earn', () => HttpResponse.json(referPage))] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Refer a host, earn together' }),
    ).toBeInTheDocument();
    const steps = page.getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveTextContent('Share your link');
  },
};

/** Refer & Earn whose content is not structured falls back to a plain page. */
export const ReferAndEarnPlain: Story = {
  render: () => <ReferEarnPage />,
  parameters: {
    screen: { path: '/refer-earn' },
    msw: {
      handlers: [
        http.get('/api/cms/refer-and-earn', () =>
          HttpResponse.json({
            ...referPage,
            data: { ...referPage.data, content: '<p>Invite a friend to host.</p>' },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Refer & Earn' })).toBeInTheDocument();
    await expect(page.getByText('Invite a friend to host.')).toBeInTheDocument();
  },
};

export const NarrowViewport: Story = {
  ...Terms,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
