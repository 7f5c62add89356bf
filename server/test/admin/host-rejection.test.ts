import { EVENT_MESSAGES, GUEST_EVENT_MESSAGES } from '@friendly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, users } from '../../src/db/schema';
import { runAdminCommand } from '../../src/modules/admin/commands';
import { processPendingRefunds } from '../../src/modules/payments/seat-payments';
import { createEvent, dateAfter, eventFields, type ReadyHost, readyHost } from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
import { bearer } from '../support/hosts';
import { multipartBody } from '../support/multipart';
import { paidEvent, submitCardPage } from '../support/seat-payments';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * The team rejects a host it had approved (docs/decisions/104): their events leave the
 * guests' browse and take no seat, the host creates and edits nothing, and every member is
 * told and refunded in full — through the admin route the CLI uses.
 */

type Guest = Awaited<ReturnType<typeof signUpGuest>>;

/** A free Friendly Plus event (no 20-day rule), as the app posts it. */
const FREE = { event_type: 'plus-priority', is_paid: '0' };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => closeTestApp(ctx));

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const join = (token: string, id: number | string) =>
  ctx.app.inject({ method: 'POST', url: `/api/guest/events/${id}/join`, headers: bearer(token) });
/** What `npm run admin -- …` sends to the running server. */
const admin = async (payload: object) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/commands',
    headers: { 'x-admin-token': ctx.app.secrets.adminToken },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { ok: boolean; output: string };
};
const browse = async (guest: Guest) =>
  ((await get('/api/guest/events?per_page=100', guest.token)).json().data as Array<{ id: number }>).map(
    (card) => card.id,
  );
const feedOf = async (token: string) =>
  (await get('/api/notifications', token)).json().data.today as Array<{ type: string; message: string }>;
/** The guest pays on the sandbox's test card page, as a browser posts its form. */
const payOnPage = (checkoutUrl: string) => submitCardPage(ctx, checkoutUrl);
const freeEvent = async (host: ReadyHost, days: number) => {
  const event = await createEvent(ctx, host, { ...FREE, date: dateAfter(ctx, days) });
  expect((await admin({ name: 'events.approve', slug: event.slug })).ok).toBe(true);
  return event;
};
/** The host posts the edit form with valid fields, as the app does. */
const edit = async (host: ReadyHost, eventId: number, overrides: Record<string, string>) => {
  const { payload, headers } = multipartBody(
    await eventFields(ctx, { ...overrides, title: 'Sunday long lunch, moved indoors' }),
    [],
  );
  return ctx.app.inject({
    method: 'POST',
    url: `/api/event/${eventId}`,
    payload,
    headers: { ...headers, ...bearer(host.token) },
  });
};

describe(`the team rejects a host it had approved (${testDriver})`, () => {
  it('calls off their upcoming events: hidden, closed, members told and paid seats refunded in full', async () => {
    const host = await readyHost(ctx);
    const paid = await paidEvent(ctx, host);
    const free = await freeEvent(host, 10);
    const pending = await createEvent(ctx, host, { ...FREE, date: dateAfter(ctx, 12) });
    const [payer, member, newcomer] = [
      await signUpGuest(ctx, 'Pia'),
      await signUpGuest(ctx, 'Max'),
      await signUpGuest(ctx, 'Noa'),
    ];
    const seat = await join(payer.token, paid.id);
    expect(seat.statusCode, seat.body).toBe(200);
    await payOnPage(seat.json().data.payment.checkout_url);
    expect((await join(member.token, free.id)).statusCode).toBe(200);
    expect(await browse(newcomer)).toEqual(expect.arrayContaining([paid.id, free.id]));

    const result = await admin({
      name: 'hosts.reject',
      who: host.slug,
      reason: 'Guests reported unsafe venues.',
    });
    expect(result).toEqual({
      ok: true,
      output: `${host.e164} (${host.slug}, Nora Quinn) is now rejected; the host has been notified. 3 upcoming events called off; their guests have been notified and 1 paid seat will be refunded in full.`,
    });

    // Guests: gone from the browse, and no seat can be taken.
    const ids = await browse(newcomer);
    for (const event of [paid, free, pending]) expect(ids).not.toContain(event.id);
    for (const event of [paid, free]) {
      const refused = await join(newcomer.token, event.id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ status: false, message: EVENT_MESSAGES.notFound });
    }

    // Members: told what happens to their seat and their money, and refunded in full.
    for (const guest of [payer, member]) {
      expect((await feedOf(guest.token))[0]).toMatchObject({
        type: 'event.cancelled',
        message: expect.stringMatching(
          /^Sunday long lunch was cancelled: Its host is no longer hosting on Friendly Host\. If you paid, you are refunded in full\.$/,
        ),
      });
    }
    const refunded = await ctx.database.db.select().from(payments).where(eq(payments.eventId, paid.id));
    expect(refunded.map((row) => [row.status, row.refundedMinor, row.refundReason])).toEqual([
      ['refunded', 4550, 'event_cancelled'],
    ]);
    const transactions = (await get('/api/events/transactions', host.token)).json().data.data;
    expect(transactions[0]).toMatchObject({ status: 'refunded', host_amount_minor: 0 });

    // The host: told once, with the reason; their events cancelled; nothing new and no edits.
    const feed = await feedOf(host.token);
    expect(feed.filter((entry) => entry.type === 'host.rejected')).toEqual([
      expect.objectContaining({
        message:
          'Our team has withdrawn the approval of your host profile: Guests reported unsafe venues. Your upcoming events are cancelled and every guest who paid is refunded in full. You cannot create or edit events until your profile is approved again; update it and it will be reviewed again.',
      }),
    ]);
    const mine = (await get('/api/events?per_page=100', host.token)).json().data as Array<{
      id: number;
      status: string;
    }>;
    for (const event of [paid, free, pending]) {
      expect(mine.find((card) => card.id === event.id)?.status).toBe('cancelled');
    }
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/event',
      ...(await (async () => {
        const { payload, headers } = multipartBody(
          await eventFields(ctx, { ...FREE, date: dateAfter(ctx, 9) }),
          [],
        );
        return { payload, headers: { ...headers, ...bearer(host.token) } };
      })()),
    });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toMatchObject({ status: false, message: EVENT_MESSAGES.hostNotApproved });
    const edited = await edit(host, free.id, { ...FREE, date: dateAfter(ctx, 10) });
    expect(edited.statusCode).toBe(403);
    expect(edited.json()).toMatchObject({ status: false, message: EVENT_MESSAGES.hostNotApprovedToEdit });

    // The team cannot put one of their events back in front of guests.
    const approve = await admin({ name: 'events.approve', slug: pending.slug });
    expect(approve.ok).toBe(false);

    // Asked again: nothing more happens, nobody hears twice.
    const again = await admin({ name: 'hosts.reject', who: host.e164 });
    expect(again).toEqual({ ok: true, output: `${host.e164} (${host.slug}) is already rejected.` });
    expect((await feedOf(host.token)).filter((entry) => entry.type === 'host.rejected')).toHaveLength(1);
    expect((await feedOf(payer.token)).filter((entry) => entry.type === 'event.cancelled')).toHaveLength(1);
  });

  it('a host rejected while their events stayed listed: hidden, joins refused, and a second reject calls them off', async () => {
    // What an earlier `hosts reject` left behind: the host rejected, their events approved.
    const host = await readyHost(ctx);
    const event = await freeEvent(host, 8);
    const pending = await createEvent(ctx, host, { ...FREE, date: dateAfter(ctx, 9) });
    const [member, newcomer] = [await signUpGuest(ctx, 'Ola'), await signUpGuest(ctx, 'Raf')];
    expect((await join(member.token, event.id)).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ hostStatus: 'rejected' }).where(eq(users.id, host.id));

    expect(await browse(newcomer)).not.toContain(event.id);
    const refused = await join(newcomer.token, event.slug);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: false, message: GUEST_EVENT_MESSAGES.hostNotHosting });
    const edited = await edit(host, event.id, { ...FREE, date: dateAfter(ctx, 8) });
    expect(edited.statusCode).toBe(403);
    expect(edited.json().message).toBe(EVENT_MESSAGES.hostNotApprovedToEdit);

    const approve = await admin({ name: 'events.approve', slug: pending.slug });
    expect(approve).toEqual({
      ok: false,
      output: `${pending.slug} cannot be approved: its host ${host.e164} is rejected. Review the host first.`,
    });

    const again = await admin({ name: 'hosts.reject', who: host.slug });
    expect(again).toEqual({
      ok: true,
      output: `${host.e164} (${host.slug}) is already rejected. 2 upcoming events called off; their guests have been notified.`,
    });
    expect((await feedOf(member.token))[0]).toMatchObject({ type: 'event.cancelled' });
    const card = (await get('/api/events?per_page=100', host.token))
      .json()
      .data.find((entry: { id: number }) => entry.id === event.id);
    expect(card.status).toBe('cancelled');
  });

  it('three team members reject the same host at once: one decides, everyone hears once, one refund', async () => {
    const host = await readyHost(ctx);
    const paid = await paidEvent(ctx, host);
    const payer = await signUpGuest(ctx, 'Sol');
    const seat = await join(payer.token, paid.id);
    await payOnPage(seat.json().data.payment.checkout_url);

    const results = await Promise.all(
      [0, 1, 2].map(() =>
        runAdminCommand(
          { db: ctx.database.db, now: ctx.clock() },
          { name: 'hosts.reject', who: host.slug, reason: 'Duplicate account.' },
        ),
      ),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results.filter((result) => result.output.includes('is now rejected'))).toHaveLength(1);
    expect(results.filter((result) => result.output.includes('called off'))).toHaveLength(1);
    expect((await feedOf(host.token)).filter((entry) => entry.type === 'host.rejected')).toHaveLength(1);
    expect((await feedOf(payer.token)).filter((entry) => entry.type === 'event.cancelled')).toHaveLength(1);
    await processPendingRefunds(ctx.app.deps);
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.eventId, paid.id));
    expect(rows.map((row) => [row.status, row.refundedMinor, row.refundPendingMinor])).toEqual([
      ['refunded', 4550, 0],
    ]);
  });
});
