import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HomePage } from '../../src/features/home/pages/home-page';
import { faqsResponse, homeContent, homePage, testimonialsResponse } from './fixtures/home';
import { withScreen } from './support/screen';

/** Which elements the page scrolled into view (OpenedAtHash). */
const scrolledTo: string[] = [];

/** Testimonials and FAQs load on their own; a snapshot is of the finished page. */
async function sectionsLoaded(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  const testimonials = await page.findByRole('region', { name: 'What Our Hosts Are Saying' });
  await expect(await within(testimonials).findAllByRole('figure')).toHaveLength(4);
  const faqs = page.getByRole('region', { name: 'Frequently Asked Questions' });
  await expect(await within(faqs).findByRole('button', { name: 'How do I get paid?' })).toBeVisible();
}

const filledHandlers = [
  http.get('/api/cms/home', () => HttpResponse.json(homePage)),
  http.get('/api/testimonials', () => HttpResponse.json(testimonialsResponse)),
  http.get('/api/faqs', () => HttpResponse.json(faqsResponse)),
];

/**
 * Home (spec 000 §2.5): banner with its call to action, about, features, how it works
 * (numbered steps), testimonials ('What Our Hosts Are Saying'), FAQs as an accordion and
 * the guest-app links, all from the content service. 'Loading...' while the content
 * loads; the server's message or 'Failed to load content.' when it fails (§8).
 */
const meta = {
  title: 'Screens/Home',
  component: HomePage,
  decorators: [withScreen],
  parameters: { frame: 'fullscreen', screen: { path: '/' }, msw: { handlers: filledHandlers } },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const title = await page.findByRole('heading', { level: 1 });
    await expect(title).toHaveTextContent(
      'Turn your table into a gathering worth joining with Friendly Host.',
    );
    await expect(page.getByRole('link', { name: 'Start hosting' })).toHaveAttribute('href', '/register');

    // The header links to /#about, /#features and /#how-it-works.
    for (const [id, heading] of [
      ['about', homeContent.about_heading],
      ['features', homeContent.features_heading],
      ['how-it-works', homeContent.hiw_heading],
    ]) {
      await expect(page.getByRole('region', { name: heading })).toHaveAttribute('id', id);
    }

    const steps = within(page.getByRole('region', { name: homeContent.hiw_heading })).getAllByRole(
      'listitem',
    );
    await expect(steps).toHaveLength(4);
    await expect(within(steps[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveAccessibleName(
      'Step 1: Sign up with your mobile',
    );

    const testimonials = page.getByRole('region', { name: 'What Our Hosts Are Saying' });
    await expect(await within(testimonials).findAllByRole('figure')).toHaveLength(4);
    await expect(within(testimonials).getByText('Amelia Hart')).toBeInTheDocument();

    const faqs = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const question = await within(faqs).findByRole('button', { name: 'How do I get paid?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(within(faqs).getByText(/Connect a Stripe account from your dashboard/)).toBeVisible();

    const guest = page.getByRole('region', { name: homeContent.guest_title });
    await expect(within(guest).getByRole('link', { name: 'Download for iOS' })).toHaveAttribute(
      'href',
      homeContent.guest_ios_url,
    );
    await expect(within(guest).getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      homeContent.guest_android_url,
    );

    // Sections in the spec's order.
    const order = page.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(order).toEqual([
      homeContent.about_heading,
      homeContent.features_heading,
      homeContent.hiw_heading,
      'What Our Hosts Are Saying',
      'Frequently Asked Questions',
      homeContent.guest_title,
    ]);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/cms/home', async () => {
          await delay('infinite');
          return HttpResponse.json(homePage);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading...');
  },
};

/** The server's message is shown when it sends one. */
export const ContentFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/cms/home', () =>
          HttpResponse.json({ status: false, message: 'This page has no content yet.' }, { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('This page has no content yet.');
    await expect(page.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

/** Without a server message (a network failure) the page says 'Failed to load content.'. */
export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [http.get('/api/cms/home', () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load content.',
    );
  },
};

/** Content that is not valid home content is a failure too, not a half-drawn page. */
export const MalformedContent: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/cms/home', () =>
          HttpResponse.json({ ...homePage, data: { ...homePage.data, content: '<p>Welcome</p>' } }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load content.',
    );
  },
};

/** No testimonials and no FAQs: those two sections are left out, the rest stands. */
export const EmptyTestimonialsAndFaqs: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/cms/home', () => HttpResponse.json(homePage)),
        http.get('/api/testimonials', () => HttpResponse.json({ status: true, data: [] })),
        http.get('/api/faqs', () => HttpResponse.json({ status: true, data: [] })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('region', { name: homeContent.guest_title })).toBeInTheDocument();
    await expect(page.getByRole('region', { name: homeContent.hiw_heading })).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
    await expect(page.queryByRole('heading', { name: 'What Our Hosts Are Saying' })).not.toBeInTheDocument();
    await expect(page.queryByRole('heading', { name: 'Frequently Asked Questions' })).not.toBeInTheDocument();
  },
};

/** An empty call-to-action link goes to / (spec 000 §2.5); storage names become /media/ paths. */
export const CtaDefaultsToHome: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/cms/home', () =>
          HttpResponse.json({
            ...homePage,
            data: { ...homePage.data, content: JSON.stringify({ ...homeContent, banner_cta_link: '' }) },
          }),
        ),
        ...filledHandlers.slice(1),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: homeContent.banner_cta_text }),
    ).toHaveAttribute('href', '/');
    await sectionsLoaded(canvasElement);
  },
};

/** Testimonials and FAQs load on their own; when they fail, their sections say so and the rest stands. */
export const TestimonialsAndFaqsFail: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/cms/home', () => HttpResponse.json(homePage)),
        http.get('/api/testimonials', () => HttpResponse.error()),
        http.get('/api/faqs', () =>
          HttpResponse.json({ status: false, message: 'Questions are being updated.' }, { status: 503 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const testimonials = await page.findByRole('region', { name: 'What Our Hosts Are Saying' });
    await expect(await within(testimonials).findByRole('alert')).toHaveTextContent('Failed to load content.');
    const faqs = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(await within(faqs).findByRole('alert')).toHaveTextContent('Questions are being updated.');
    await expect(page.getByRole('heading', { level: 1 })).toBeInTheDocument();
  },
};

/**
 * Opened at /#how-it-works (the header's link): the sections arrive after navigation, so
 * the page scrolls to the section itself once it is shown.
 */
export const OpenedAtHash: Story = {
  parameters: { screen: { path: '/', url: '/#how-it-works' } },
  beforeEach: () => {
    const original = Element.prototype.scrollIntoView;
    scrolledTo.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this.id);
    };
    return () => {
      Element.prototype.scrollIntoView = original;
    };
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('region', { name: homeContent.hiw_heading });
    await waitFor(() => expect(scrolledTo).toEqual(['how-it-works']));
    await sectionsLoaded(canvasElement);
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1 })).toBeVisible();
    await sectionsLoaded(canvasElement);
    // Nothing spills sideways on a phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
