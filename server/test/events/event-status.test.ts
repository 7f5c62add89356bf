import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, jobs as jobs_, notifications } from '../../src/db/schema';
import { EVENT_COMPLETION_EVERY_MS, scheduledJobs } from '../../src/jobs';
import { runAdminCommand } from '../../src/modules/admin/commands';
import { completeEndedEvents } from '../../src/modules/events/transitions';
import { createEvent, dateAfter, type ReadyHost, readyHost } from '../support/event-hosts';
import { bearer } from '../support/hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

let ctx: TestContext;
let host: ReadyHost;
beforeAll(async () => {
  ctx = await createTestApp();
  host = await readyHost(ctx);
});
afterAll(() => closeTestApp(ctx));

const admin = (command: Parameters<typeof runAdminCommand>[1]) =>
  runAdminCommand({ db: ctx.database.db, now: ctx.clock() }, command);
const detail = async (id: number) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/event-detail/${id}`, headers: bearer(host.token) })
  ).json().data;
const notificationsAbout = async (eventId: number, type: string) =>
  (
    await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, type), sql`${notifications.data}->>'event_id' = ${String(eventId)}`))
  ).length;
const sweep = () => completeEndedEvents({ db: ctx.database.db, now: ctx.clock() });

describe(`the team reviews events with the admin CLI (${testDriver})`, () => {
  it('approves a pending event once; the host reads it in Notifications', async () => {
    const event = await createEvent(ctx, host);
    const list = await admin({ name: 'events.list', status: 'pending' });
    expect(list.output).toContain(event.slug);
    const shown = await admin({ name: 'events.show', slug: event.slug });
    expect(shown).toMatchObject({ ok: true });
    expect(shown.output).toContain('# Sunday long lunch');

    const approved = await admin({ name: 'events.approve', slug: event.slug });
    expect(approved).toEqual({
      ok: true,
      output: `${event.slug} ("Sunday long lunch") is now approved; the host has been notified.`,
    });
    expect(await detail(event.id)).toMatchObject({ status: 'approved', is_cancellable: false });
    const feed = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(host.token),
    });
    expect(feed.json().data.today[0]).toMatchObject({
      type: 'event.approved',
      title: 'Your event is approved',
      message: 'Sunday long lunch is approved and open for guests to join.',
    });
    expect(await admin({ name: 'events.approve', slug: event.slug })).toEqual({
      ok: true,
      output: `${event.slug} is already approved.`,
    });
    const late = await admin({ name: 'events.reject', slug: event.slug });
    expect(late).toEqual({
      ok: false,
      output: `${event.slug} is approved: only pending events can be rejected.`,
    });
  });

  it('rejects with a reason the host reads; cancelled events are not for review', async () => {
    const event = await createEvent(ctx, host);
    const result = await admin({
      name: 'events.reject',
      slug: event.slug,
      reason: 'Please add a clearer photo.',
    });
    expect(result.ok).toBe(true);
    expect(await detail(event.id)).toMatchObject({
      status: 'rejected',
      status_reason: 'Please add a clearer photo.',
      is_editable: false,
    });
    const feed = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(host.token),
    });
    expect(feed.json().data.today[0].message).toBe(
      'We could not approve Sunday long lunch: Please add a clearer photo.',
    );

    const cancelled = await createEvent(ctx, host);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/event-cancel/${cancelled.id}`,
      headers: bearer(host.token),
    });
    expect(await admin({ name: 'events.approve', slug: cancelled.slug })).toMatchObject({ ok: false });
    expect(await admin({ name: 'events.approve', slug: 'no-such-event' })).toEqual({
      ok: false,
      output: 'No event matches "no-such-event".',
    });
  });

  it('lets one of two decisions at once win, with one notification', async () => {
    const event = await createEvent(ctx, host);
    const results = await Promise.all([
      admin({ name: 'events.approve', slug: event.slug }),
      admin({ name: 'events.approve', slug: event.slug }),
    ]);
    expect(results.filter((result) => result.output.includes('is now approved'))).toHaveLength(1);
    expect(await notificationsAbout(event.id, 'event.approved')).toBe(1);
  });
});

describe(`approved events become completed after their end (${testDriver})`, () => {
  it('completes each ended event once, with its notification, and leaves other statuses alone', async () => {
    const me = await readyHost(ctx);
    const day = dateAfter(ctx, 2);
    const base = { event_type: 'plus-priority', date: day, start_time: '10:00:00', end_time: '12:00:00' };
    const approved = await createEvent(ctx, me, { ...base, time_zone: 'UTC' });
    const pending = await createEvent(ctx, me, { ...base, time_zone: 'UTC' });
    await admin({ name: 'events.approve', slug: approved.slug });

    ctx.clock.set(new Date(`${day}T11:59:00.000Z`));
    expect(await sweep()).toBe(0);
    ctx.clock.set(new Date(`${day}T12:00:00.000Z`));
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await sweep()).toBe(0);
    const [approvedRow] = await ctx.database.db.select().from(events).where(eq(events.id, approved.id));
    expect(approvedRow).toMatchObject({ status: 'completed', completedAt: new Date(`${day}T12:00:00.000Z`) });
    const [pendingRow] = await ctx.database.db.select().from(events).where(eq(events.id, pending.id));
    expect(pendingRow!.status).toBe('pending');
    expect(await notificationsAbout(approved.id, 'event.completed')).toBe(1);
  });

  it('reads the end in the event’s own zone', async () => {
    const me = await readyHost(ctx);
    const day = dateAfter(ctx, 3);
    const base = { event_type: 'plus-priority', date: day, start_time: '18:00:00', end_time: '20:00:00' };
    const auckland = await createEvent(ctx, me, { ...base, time_zone: 'Pacific/Auckland' });
    const losAngeles = await createEvent(ctx, me, { ...base, time_zone: 'America/Los_Angeles' });
    for (const event of [auckland, losAngeles]) await admin({ name: 'events.approve', slug: event.slug });
    // 20:00 in Auckland has long passed when it is 20:00 UTC; 20:00 in Los Angeles has not.
    ctx.clock.set(new Date(`${day}T20:00:00.000Z`));
    await sweep();
    const status = async (id: number) =>
      (await ctx.database.db.select().from(events).where(eq(events.id, id)))[0]!.status;
    expect(await status(auckland.id)).toBe('completed');
    expect(await status(losAngeles.id)).toBe('approved');
  });

  it('is safe when several instances sweep at once', async () => {
    const me = await readyHost(ctx);
    const day = dateAfter(ctx, 2);
    const made = [];
    for (let index = 0; index < 5; index += 1) {
      made.push(
        await createEvent(ctx, me, {
          event_type: 'plus-priority',
          date: day,
          start_time: '08:00:00',
          end_time: '09:00:00',
          time_zone: 'UTC',
        }),
      );
    }
    for (const event of made) await admin({ name: 'events.approve', slug: event.slug });
    ctx.clock.set(new Date(`${day}T10:00:00.000Z`));
    const counts = await Promise.all([sweep(), sweep(), sweep()]);
    const total = counts.reduce((sum, value) => sum + value, 0) + (await sweep());
    expect(total).toBeGreaterThanOrEqual(5);
    for (const event of made) expect(await notificationsAbout(event.id, 'event.completed')).toBe(1);
  });
});

describe(`the timed work (${testDriver})`, () => {
  it('completes ended events from the job queue every minute, beside the instance’s own timers', async () => {
    const jobs = scheduledJobs(ctx.app.deps, () => {});
    expect(jobs.map((job) => job.name)).toEqual(
      expect.arrayContaining(['sweep-orphaned-uploads', 'sandbox-payouts']),
    );
    expect(EVENT_COMPLETION_EVERY_MS).toBe(60_000);

    const me = await readyHost(ctx);
    const day = dateAfter(ctx, 2);
    const event = await createEvent(ctx, me, {
      event_type: 'plus-priority',
      date: day,
      start_time: '10:00:00',
      end_time: '11:00:00',
      time_zone: 'UTC',
    });
    await admin({ name: 'events.approve', slug: event.slug });
    // The queue's recurring rows, as an instance makes them when it starts.
    await ctx.app.jobQueue.ensureRecurring();
    const [completion] = await ctx.database.db
      .select()
      .from(jobs_)
      .where(eq(jobs_.key, 'recurring:events.complete'));
    expect(completion).toMatchObject({ kind: 'events.complete', state: 'queued' });

    ctx.clock.set(new Date(`${day}T11:00:30.000Z`));
    await ctx.app.jobQueue.runDue();
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.status).toBe('completed');
    // The row waits a minute for its next run.
    const [next] = await ctx.database.db
      .select()
      .from(jobs_)
      .where(eq(jobs_.key, 'recurring:events.complete'));
    expect(next?.runAt).toEqual(new Date(ctx.clock().getTime() + EVENT_COMPLETION_EVERY_MS));
    // The host's My Events says so.
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/events', headers: bearer(me.token) });
    expect(mine.json().data[0]).toMatchObject({ id: event.id, status: 'completed' });
  });
});
