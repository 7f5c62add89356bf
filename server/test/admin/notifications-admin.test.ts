import { GENERIC_MESSAGES, NOTIFICATION_MESSAGES } from '@friendly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/modules/admin/commands';
import { insertNotification } from '../../src/modules/notifications/repository';
import { AU, bearer, signUpHost } from '../support/hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => closeTestApp(ctx));

const admin = (command: Parameters<typeof runAdminCommand>[1]) =>
  runAdminCommand({ db: ctx.database.db, now: ctx.clock() }, command);

async function completedHost() {
  const host = await signUpHost(ctx);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/complete-profile',
    headers: bearer(host.token),
    payload: {
      name: 'Daniel Okafor',
      phone: host.phone,
      ...AU,
      location: 'Manchester, United Kingdom',
      latitude: 53.48,
      longitude: -2.24,
      bio: 'Board games and slow-cooked stews.',
    },
  });
  expect(response.statusCode).toBe(200);
  return host;
}

const getUser = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().data;

describe(`host review through the admin commands (${testDriver})`, () => {
  it('approves a host by phone and notifies them', async () => {
    const host = await completedHost();
    const result = await admin({ name: 'hosts.approve', who: host.e164 });
    expect(result).toEqual({ ok: true, output: expect.stringContaining('is now approved') });
    expect((await getUser(host.token)).host_status).toBe('approved');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(host.token),
    });
    expect(list.json().data.today[0]).toMatchObject({ type: 'host.approved', is_read: false });
  });

  it('rejects a host by slug with a reason; editing the profile puts them back in review', async () => {
    const host = await completedHost();
    const result = await admin({
      name: 'hosts.reject',
      who: host.slug,
      reason: 'Please add a photo of yourself.',
    });
    expect(result.ok).toBe(true);
    expect((await getUser(host.token)).host_status).toBe('rejected');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(host.token),
    });
    expect(list.json().data.today[0].message).toContain('Please add a photo of yourself.');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/complete-profile',
      headers: bearer(host.token),
      payload: {
        name: 'Daniel Okafor',
        phone: host.phone,
        ...AU,
        location: 'Manchester, United Kingdom',
        latitude: 53.48,
        longitude: -2.24,
        bio: 'Board games and slow-cooked stews.',
        email: 'daniel@example.com',
      },
    });
    expect((await getUser(host.token)).host_status).toBe('pending');
  });

  it('refuses to approve an incomplete profile or an unknown host', async () => {
    const host = await signUpHost(ctx);
    expect(await admin({ name: 'hosts.approve', who: host.slug })).toMatchObject({ ok: false });
    expect(await admin({ name: 'hosts.approve', who: '+61400000000' })).toEqual({
      ok: false,
      output: 'No host matches "+61400000000".',
    });
  });

  it('lists hosts by status', async () => {
    const host = await completedHost();
    const pending = await admin({ name: 'hosts.list', status: 'pending' });
    expect(pending.output).toContain(host.slug);
    expect(pending.output.split('\n')[0]).toMatch(/^SLUG\s+PHONE\s+NAME/);
  });

  it('runs over HTTP for the CLI only with the admin token', async () => {
    const url = '/api/admin/commands';
    const denied = await ctx.app.inject({ method: 'POST', url, payload: { name: 'content.list' } });
    expect(denied.statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { name: 'content.list' },
      headers: { 'x-admin-token': 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const ok = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { name: 'content.list' },
      headers: { 'x-admin-token': ctx.app.secrets.adminToken },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().output).toContain('terms-and-conditions');
  });

  it('replaces content, validating home and refer-and-earn against their contracts', async () => {
    const bad = await admin({ name: 'content.set', key: 'home', body: '{"banner_title_prefix":"Hi"}' });
    expect(bad.ok).toBe(false);
    const terms = await admin({ name: 'content.set', key: 'terms-and-conditions', body: '<p>New terms</p>' });
    expect(terms.ok).toBe(true);
    const page = await ctx.app.inject({ method: 'GET', url: '/api/cms/terms-and-conditions' });
    expect(page.json().data).toMatchObject({ title: 'Terms & Conditions', content: '<p>New terms</p>' });
    const faqs = await admin({ name: 'faqs.replace', items: [{ question: 'Q?', answer: 'A.' }] });
    expect(faqs.ok).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/faqs' })).json().data).toEqual([
      { id: expect.any(Number), question: 'Q?', answer: 'A.' },
    ]);
    expect((await admin({ name: 'testimonials.replace', items: [{ name: 'x' }] })).ok).toBe(false);
  });

  it('lists contact messages, newest first', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: {
        first_name: 'Grace',
        last_name: 'Hopper',
        subject: 'Payouts',
        message: 'When do payouts arrive?',
      },
    });
    const result = await admin({ name: 'contact.list', limit: 5 });
    expect(result.output.split('\n')[0]).toContain('Grace Hopper');
    expect(result.output).toContain('Subject: Payouts');
  });
});

describe('notifications', () => {
  it('groups into today and earlier in the host’s time zone', async () => {
    const host = await signUpHost(ctx);
    const user = await getUser(host.token);
    const db = ctx.database.db;
    // The clock reads 09:00 UTC; in Sydney (UTC+11) that is 20:00, in Los Angeles 01:00.
    const base = ctx.clock().getTime();
    const at = (hoursAgo: number) => new Date(base - hoursAgo * 3600_000);
    await insertNotification(db, {
      userId: user.id,
      type: 't',
      title: 'A',
      message: 'two hours ago',
      sentAt: at(2),
    });
    await insertNotification(db, {
      userId: user.id,
      type: 't',
      title: 'B',
      message: 'ten hours ago',
      sentAt: at(10),
    });
    await insertNotification(db, {
      userId: user.id,
      type: 't',
      title: 'C',
      message: 'thirty hours ago',
      sentAt: at(30),
    });

    const utc = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(host.token),
    });
    expect(utc.statusCode).toBe(200);
    const messages = (list: Array<{ message: string }>) => list.map((item) => item.message);
    expect(utc.json().timezone).toBe('UTC');
    expect(messages(utc.json().data.today)).toEqual(['two hours ago']);
    expect(messages(utc.json().data.earlier)).toEqual(['ten hours ago', 'thirty hours ago']);

    const sydney = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { ...bearer(host.token), 'x-timezone': 'Australia/Sydney' },
    });
    expect(messages(sydney.json().data.today)).toEqual(['two hours ago', 'ten hours ago']);

    const la = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications?tz=America/Los_Angeles',
      headers: bearer(host.token),
    });
    // 01:00 in Los Angeles: even two hours ago was yesterday there.
    expect(messages(la.json().data.today)).toEqual([]);
    expect(messages(la.json().data.earlier)).toHaveLength(3);
    expect(la.json().unread_count).toBe(3);

    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { ...bearer(host.token), 'x-timezone': 'Mars/Olympus' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(NOTIFICATION_MESSAGES.invalidTimezone);
  });

  it('marks one as read, then all; never someone else’s', async () => {
    const host = await signUpHost(ctx);
    const other = await signUpHost(ctx);
    const user = await getUser(host.token);
    for (const title of ['one', 'two', 'three']) {
      await insertNotification(ctx.database.db, {
        userId: user.id,
        type: 't',
        title,
        message: title,
        sentAt: ctx.clock(),
      });
    }
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(host.token) })
    ).json();
    const [first] = list.data.today;

    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-as-read',
      headers: bearer(other.token),
      payload: { notification_id: first.id },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: false, message: NOTIFICATION_MESSAGES.notFound });

    const one = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-as-read',
      headers: bearer(host.token),
      payload: { notification_id: String(first.id) },
    });
    expect(one.json()).toEqual({ status: true, message: NOTIFICATION_MESSAGES.markedRead, unread_count: 2 });

    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-as-read',
      headers: bearer(host.token),
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ notification_id: [NOTIFICATION_MESSAGES.idRequired] });

    const all = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: { ...bearer(host.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({
      status: true,
      message: NOTIFICATION_MESSAGES.allMarkedRead,
      unread_count: 0,
    });
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(host.token) })
    ).json();
    expect(after.data.today.every((item: { is_read: boolean }) => item.is_read)).toBe(true);
  });

  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/mark-as-read'],
      ['POST', '/api/notifications/mark-all-read'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: false, message: GENERIC_MESSAGES.unauthenticated });
    }
  });
});
