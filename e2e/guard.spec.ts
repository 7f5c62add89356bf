import { admin } from './support/admin';
import { completeProfile, registerVerifiedHost, signInBrowser } from './support/hosts';
import { expect, test } from './support/test';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

test.describe('route guard (spec 000 §2.2) against the real server', () => {
  test('sends a signed-out visitor from a signed-in screen to /login', async ({ page }) => {
    for (const path of ['/my-events', '/notifications', '/my-profile', '/complete-profile']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test('lets anyone read public and mobile pages', async ({ page }) => {
    await page.goto('/privacy-policy-mobile');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('clears an expired session and sends the visitor to /login', async ({ page }) => {
    await page.goto('/terms-conditions');
    const expired = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '1', exp: 1_600_000_000 })}.x`;
    await page.evaluate((token) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('user_data', JSON.stringify({ slug: 'someone', host_status: 'approved' }));
    }, expired);
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user_data')]),
    ).toEqual([null, null]);
  });

  test('rejects a forged token the server did not sign', async ({ page }) => {
    await page.goto('/terms-conditions');
    const forged = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '1', exp: 4_000_000_000 })}.forged`;
    await page.evaluate((token) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('user_data', JSON.stringify({ slug: 'someone', host_status: 'approved' }));
    }, forged);
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  test('sends a host under review to Complete Profile, and a signed-in host away from /login', async ({
    page,
    request,
  }) => {
    const host = await registerVerifiedHost(request);
    expect(host.user.host_status).toBe('pending');
    await signInBrowser(page, host);

    await page.goto('/my-events');
    await expect(page).toHaveURL(/\/complete-profile$/);
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/notifications$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('the signed-in header (spec 000 §2.3)', () => {
  test('shows the bell and the profile menu, and Log Out ends the session', async ({ page, request }) => {
    const host = await registerVerifiedHost(request);
    await signInBrowser(page, host);
    await page.goto('/notifications');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /^Notifications/ })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await expect(header.getByRole('link', { name: 'Log In' })).toHaveCount(0);

    await header.getByRole('button', { name: /account menu/ }).click();
    const menu = page.getByRole('menu');
    for (const entry of [
      'My Profile',
      'Payment Details',
      'Payment Transaction',
      'Event Reviews',
      'Log Out',
    ]) {
      await expect(menu.getByRole('menuitem', { name: entry })).toBeVisible();
    }
    await menu.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    // The server revoked the token too.
    const check = await request.get('/api/verify-token', {
      headers: { authorization: `Bearer ${host.token}` },
    });
    expect(check.status()).toBe(401);
  });
});

test.describe('notifications (spec 001) from the team review', () => {
  test('an approval made with the admin CLI reaches the host, who marks it read', async ({
    page,
    request,
  }) => {
    const host = await registerVerifiedHost(request);
    await completeProfile(request, host);
    admin('hosts', 'approve', host.user.slug);

    await signInBrowser(page, host);
    await page.goto('/notifications');
    const item = page.getByRole('button', {
      name: /^Unread: Welcome aboard! Your host profile has been approved/,
    });
    await expect(item).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread' }),
    ).toBeVisible();

    await item.click();
    await expect(page.getByRole('button', { name: /^Read: Welcome aboard!/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
