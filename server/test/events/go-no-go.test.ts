import { EVENT_MESSAGES, NOT_ENOUGH_GUESTS_REASON } from '@friendly/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, jobs, payments } from '../../src/db/schema';
import { runAdminCommand } from '../../src/modules/admin/commands';
import { processPendingRefunds } from '../../src/modules/payments/seat-payments';
import {
  createEvent,
  dateAfter,
  eventFields,
  postEvent,
  type ReadyHost,
  readyHost,
} from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
import { bearer } from '../support/hosts';
import { paidEvent, submitCardPage } from '../support/seat-payments';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * The minimum guest count and its go/no-go (docs/decisions/148), on the job queue
 * (decision 146): at the decision time an event is confirmed or called off, once.
 */
let ctx: TestContext;
let host: ReadyHost;
beforeAll(async () => {
  ctx = await createTestApp();
  host = await readyHost(ctx);
});
afterAll(() => closeTestApp(ctx));

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const act = (token: string, id: number, action: 'join' | 'leave') =>
  ctx.app.inject({ method: 'POST', url: `/api/guest/events/${id}/${action}`, headers: bearer(token) });
const payOnPage = (checkoutUrl: string) => submitCardPage(ctx, checkoutUrl);
const payFor = async (guest: Guest, eventId: number) => {
  const joined = await act(guest.token, eventId, 'join');
  expect(joined.statusCode, joined.body).toBe(200);
  expect((await payOnPage(joined.json().data.payment.checkout_url)).statusCode).toBe(200);
};
const detail = async (id: number, token = host.token) =>
  (await get(`/api/event-detail/${id}`, token)).json().data;
const feed = async (token: string) =>
  (await get('/api/notifications', token)).json().data.today as { type: string }[];
const runAt = async (iso: string) => {
  ctx.clock.set(new Date(iso));
  return ctx.app.jobQueue.runDue();
};

describe(`the go/no-go (${testDriver})`, () => {
  it('calls off a paid event short of its minimum: cancelled, refunded in full, holds let go, everyone told', async () => {
    const owner = await readyHost(ctx);
    const event = await paidEvent(ctx, owner, {
      date: dateAfter(ctx, 6),
      min_guests: '3',
      enable_discount: '0',
    });
    const read = await detail(event.id, owner.token);
    expect(read).toMatchObject({ go_status: 'open', min_guests: 3 });
    expect(new Date(read.starts_at).getTime() - new Date(read.decision_at).getTime()).toBe(48 * 3_600_000);

    const [amy, ben, cy] = [
      await signUpGuest(ctx, 'Amy'),
      await signUpGuest(ctx, 'Ben'),
      await signUpGuest(ctx, 'Cy'),
    ];
    await payFor(amy, event.id);
    await payFor(ben, event.id);
    // Cy's seat is held while she pays when the decision falls.
    expect((await act(cy.token, event.id, 'join')).statusCode).toBe(200);
    // The host's earnings leave out seats a call-off would give back.
    expect((await get('/api/events', owner.token)).json().total_earning_minor).toBe(0);

    // A minute before the decision: nothing yet.
    const decision = new Date(read.decision_at).getTime();
    expect(await runAt(new Date(decision - 60_000).toISOString())).toMatchObject({ failed: 0 });
    expect((await detail(event.id, owner.token)).go_status).toBe('open');

    await runAt(read.decision_at);
    expect(await detail(event.id, owner.token)).toMatchObject({
      status: 'cancelled',
      status_reason: NOT_ENOUGH_GUESTS_REASON,
      go_status: 'called_off',
    });
    await processPendingRefunds(ctx.app.deps);
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.eventId, event.id));
    const byGuest = new Map(rows.map((row) => [row.userId, [row.status, row.refundedMinor]]));
    expect(byGuest.get(amy.id)).toEqual(['refunded', 4550]);
    expect(byGuest.get(ben.id)).toEqual(['refunded', 4550]);
    expect(byGuest.get(cy.id)?.[0]).toBe('canceled');
    expect((await feed(owner.token))[0]).toMatchObject({
      type: 'event.called_off',
      message:
        'Sunday long lunch had 2 of the 3 guests it needed by its decision time, so it is cancelled. Every guest who paid is refunded in full.',
    });
    for (const guest of [amy, ben]) expect((await feed(guest.token))[0]?.type).toBe('event.called_off');
    // A called-off event is gone from the guests' side, as any cancelled one.
    expect((await act((await signUpGuest(ctx, 'Dee')).token, event.id, 'join')).statusCode).toBe(404);
  });

  it('confirms an event that has its minimum, once, whatever the number of instances deciding', async () => {
    const owner = await readyHost(ctx);
    const event = await createEvent(ctx, owner, {
      event_type: 'plus-priority',
      is_paid: '0',
      date: dateAfter(ctx, 5),
      min_guests: '2',
      decision_hours_before: '72',
    });
    await runAdminCommand(
      { db: ctx.database.db, now: ctx.clock() },
      { name: 'events.approve', slug: event.slug },
    );
    for (const name of ['Eve', 'Fin'])
      expect((await act((await signUpGuest(ctx, name)).token, event.id, 'join')).statusCode).toBe(200);
    const read = await detail(event.id, owner.token);
    ctx.clock.set(new Date(read.decision_at));
    await Promise.all([ctx.app.jobQueue.runDue(), ctx.app.jobQueue.runDue()]);
    expect((await detail(event.id, owner.token)).go_status).toBe('confirmed');
    const confirmations = (await feed(owner.token)).filter((item) => item.type === 'event.confirmed');
    expect(confirmations).toHaveLength(1);
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `event.decide:${event.id}`));
    expect(job).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('moves the decision with an edit, and keeps it once decided', async () => {
    const owner = await readyHost(ctx);
    const event = await createEvent(ctx, owner, {
      event_type: 'plus-priority',
      is_paid: '0',
      date: dateAfter(ctx, 8),
    });
    await runAdminCommand(
      { db: ctx.database.db, now: ctx.clock() },
      { name: 'events.approve', slug: event.slug },
    );
    const { date, start_time, end_time, time_zone, event_type, user_type, is_paid, price, ...editable } =
      await eventFields(ctx);
    const edit = (fields: Record<string, string>) =>
      postEvent(ctx, owner.token, `/api/event/${event.id}`, { ...editable, ...fields, _method: 'POST' }, []);
    const moved = await edit({ min_guests: '1', decision_hours_before: '168' });
    expect(moved.statusCode, moved.body).toBe(200);
    const read = moved.json().data;
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `event.decide:${event.id}`));
    expect(job?.runAt.toISOString()).toBe(read.decision_at);
    expect(new Date(read.starts_at).getTime() - new Date(read.decision_at).getTime()).toBe(168 * 3_600_000);
    // Too big a minimum for the table is refused with the rest of the form.
    const tooMany = await edit({ min_guests: '7' });
    expect([tooMany.statusCode, tooMany.json().errors]).toEqual([
      422,
      { min_guests: [EVENT_MESSAGES.minGuestsRange] },
    ]);

    // Nobody joined: at the decision time it is called off, and its go/no-go stays as decided.
    await runAt(read.decision_at);
    const [row] = await ctx.database.db
      .select()
      .from(events)
      .where(and(eq(events.id, event.id)));
    expect([row?.status, row?.goStatus]).toEqual(['cancelled', 'called_off']);
  });

  it('confirms at approval an event whose decision time has passed while it waited', async () => {
    const owner = await readyHost(ctx);
    const event = await createEvent(ctx, owner, {
      event_type: 'plus-priority',
      is_paid: '0',
      date: dateAfter(ctx, 1),
    });
    // Its decision fell before the team looked at it: the run finds it pending and leaves it.
    await runAt((await detail(event.id, owner.token)).decision_at);
    expect((await detail(event.id, owner.token)).go_status).toBe('open');
    await runAdminCommand(
      { db: ctx.database.db, now: ctx.clock() },
      { name: 'events.approve', slug: event.slug },
    );
    expect(await detail(event.id, owner.token)).toMatchObject({ status: 'approved', go_status: 'confirmed' });
  });
});
