import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { SiteFooter } from '../../src/app/layout/site-footer';
import { SiteHeader } from '../../src/app/layout/site-header';
import { withScreen } from './support/screen';

function Layout() {
  return (
    <div className="min-h-[420px]">
      <SiteHeader />
      <main id="main" className="mx-auto max-w-6xl px-6 py-10 text-ink-600">
        Page content
      </main>
      <SiteFooter year={2026} />
    </div>
  );
}

const host = {
  id: 7,
  slug: 'maya',
  name: 'Maya Patel',
  profile_photo: '/images/stories/person-maya.svg',
  host_status: 'approved',
};

const signIn = () => {
  localStorage.setItem('auth_token', 'story-token');
  localStorage.setItem('user_data', JSON.stringify(host));
  return () => localStorage.clear();
};

const unread = (count: number) =>
  http.get('/api/notifications', () =>
    HttpResponse.json({
      status: true,
      data: { today: [], earlier: [] },
      unread_count: count,
      timezone: 'UTC',
    }),
  );

/**
 * The shared header and footer (spec 000 §2.3–2.4). Signed out: section links, Log In and
 * Get Started. Signed in: Home, My Events, Messages, Contact Us, the notifications bell
 * (count, or 9+ above 9) and the profile menu. Below 1024 px the links move into a Menu.
 */
const meta = {
  title: 'Screens/Site layout',
  component: Layout,
  decorators: [withScreen],
  parameters: { frame: 'fullscreen', screen: { path: '/my-events' } },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  beforeEach: () => () => localStorage.clear(),
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(within(header).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(within(header).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(within(header).queryByRole('link', { name: /^Notifications/ })).toBeNull();
  },
};

export const SignedIn: Story = {
  beforeEach: signIn,
  parameters: { msw: { handlers: [unread(3)] } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(
      await within(header).findByRole('link', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument();
    const events = within(header).getByRole('link', { name: 'My Events' });
    await expect(events).toHaveAttribute('aria-current', 'page');
    await expect(within(header).getByRole('button', { name: /Maya Patel/ })).toBeInTheDocument();
  },
};

/** Above 9 the badge reads 9+; the link's name keeps the exact count. */
export const ManyUnread: Story = {
  beforeEach: signIn,
  parameters: { msw: { handlers: [unread(12)] } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(
      await within(header).findByRole('link', { name: 'Notifications, 12 unread' }),
    ).toBeInTheDocument();
  },
};

/** Ends with the menu open, so axe's aria-hidden-focus rule is off (docs/decisions/030). */
export const ProfileMenuOpen: Story = {
  beforeEach: signIn,
  parameters: {
    msw: { handlers: [unread(0)] },
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: /Maya Patel/ }));
    const menu = await within(document.body).findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(items).toEqual([
      'My Profile',
      'Payment Details',
      'Payment Transaction',
      'Event Reviews',
      'Log Out',
    ]);
  },
};

/**
 * The bell and the account button paint before their Radix code, which loads on the first
 * intent (docs/decisions/093): a bell reached from the keyboard keeps the focus when the real one
 * takes its place, and shows its tooltip as a focused bell does.
 */
export const BellFocusedFromKeyboard: Story = {
  beforeEach: signIn,
  parameters: { msw: { handlers: [unread(3)] } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    const bell = await within(header).findByRole('link', { name: 'Notifications, 3 unread' });
    bell.focus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('3 unread notifications');
    await expect(within(header).getByRole('link', { name: 'Notifications, 3 unread' })).toHaveFocus();
  },
};

/** ArrowDown on the account button opens the menu with its first entry focused, code loaded or not. */
export const ProfileMenuFromKeyboard: Story = {
  beforeEach: signIn,
  parameters: {
    msw: { handlers: [unread(0)] },
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    within(header)
      .getByRole('button', { name: /Maya Patel/ })
      .focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('menu')).toBeNull();
    await expect(within(header).getByRole('button', { name: /Maya Patel/ })).toHaveFocus();
  },
};

export const PhoneMenu: Story = {
  beforeEach: signIn,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { msw: { handlers: [unread(2)] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getAllByRole('navigation', { name: 'Main' }).at(-1)!;
    await expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    // Everything the account menu holds, in its order (docs/decisions/132).
    await within(nav).findByRole('link', { name: 'My Profile' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['My Events', '/my-events'],
      ['Messages', '/messages'],
      ['Contact Us', '/contact-us'],
      ['My Profile', '/my-profile'],
      ['Payment Details', '/payment-details'],
      ['Payment Transaction', '/payment-transaction'],
      ['Event Reviews', '/host-event-reviews'],
    ]);
    await expect(within(nav).getByRole('button', { name: 'Log Out' })).toBeVisible();
    // The bar fits a 320 px phone: the wordmark and the name stay for screen readers only.
    await expect(page.getByRole('link', { name: 'Friendly Host' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Maya Patel\b.*account menu$/ })).toBeVisible();
    await expect(toggle).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Signed out on a phone: the mark, Get Started and Menu; Log In moves into the menu. */
export const SignedOutPhoneMenu: Story = {
  beforeEach: () => () => localStorage.clear(),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const header = page.getByRole('banner');
    await expect(within(header).getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(within(header).queryByRole('link', { name: 'Log In' })).toBeNull();
    await userEvent.click(within(header).getByRole('button', { name: 'Menu' }));
    const nav = page.getAllByRole('navigation', { name: 'Main' }).at(-1)!;
    await expect(within(nav).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(within(nav).getByRole('link', { name: 'How It Works' })).toHaveAttribute(
      'href',
      '/#how-it-works',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Log Out from the phone menu ends the session as the account menu's does, and goes to /login. */
export const PhoneMenuLogOut: Story = {
  beforeEach: signIn,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: {
    msw: {
      handlers: [
        unread(0),
        http.post('/api/logout', () => HttpResponse.json({ status: true, message: 'Logged out' })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Menu' }));
    const nav = page.getAllByRole('navigation', { name: 'Main' }).at(-1)!;
    await userEvent.click(await within(nav).findByRole('button', { name: 'Log Out' }));
    await expect(await within(document.body).findByTestId('redirected')).toHaveAttribute(
      'data-path',
      '/login',
    );
    await expect(localStorage.getItem('auth_token')).toBeNull();
  },
};
