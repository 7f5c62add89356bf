import { EVENT_MESSAGES, GUEST_EVENT_MESSAGES, SEAT_PAYMENT_MESSAGES } from '@friendly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, users } from '../../src/db/schema';
import { createEvent, dateAfter, type ReadyHost, readyHost } from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
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

const setStatus = (id: number, status: string) =>
  ctx.database.db.update(events).set({ status }).where(eq(events.id, id));
const act = (token: string, id: number | string, action: 'join' | 'leave') =>
  ctx.app.inject({ method: 'POST', url: `/api/guest/events/${id}/${action}`, headers: bearer(token) });
const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

async function approvedEvent(overrides: Record<string, string> = {}, owner = host) {
  const event = await createEvent(ctx, owner, { event_type: 'plus-priority', is_paid: '0', ...overrides });
  await setStatus(event.id, 'approved');
  return event;
}

describe(`guests browse events (${testDriver})`, () => {
  it('see approved events that have not started, near a point when asked, with their seat', async () => {
    const other = await readyHost(ctx);
    const sydney = await approvedEvent({ date: dateAfter(ctx, 3) }, other);
    const perth = await approvedEvent(
      {
        date: dateAfter(ctx, 4),
        latitude: '-31.95',
        longitude: '115.86',
        location: 'Perth WA',
        time_zone: 'Australia/Perth',
      },
      other,
    );
    const pending = await createEvent(ctx, other, { event_type: 'plus-priority', date: dateAfter(ctx, 3) });
    const guest = await signUpGuest(ctx, 'Amy');
    await act(guest.token, sydney.id, 'join');

    const all = (await get('/api/guest/events?per_page=100', guest.token)).json();
    const ids = all.data.map((card: { id: number }) => card.id);
    expect(ids).toEqual(expect.arrayContaining([sydney.id, perth.id]));
    expect(ids).not.toContain(pending.id);
    const card = all.data.find((entry: { id: number }) => entry.id === sydney.id);
    expect(card).toMatchObject({
      joined: true,
      spots: 5,
      totalMembers: 1,
      host: { name: 'Nora Quinn' },
      distance_km: null,
    });

    const near = (
      await get('/api/guest/events?latitude=-33.87&longitude=151.21&radius_km=30&per_page=100', guest.token)
    ).json();
    const nearIds = near.data.map((entry: { id: number }) => entry.id);
    expect(nearIds).toContain(sydney.id);
    expect(nearIds).not.toContain(perth.id);
    expect(near.data.find((entry: { id: number }) => entry.id === sydney.id).distance_km).toBeLessThan(30);

    const half = await get('/api/guest/events?latitude=-33.87', guest.token);
    expect(half.statusCode).toBe(422);
    expect(half.json().errors).toEqual({ longitude: [GUEST_EVENT_MESSAGES.nearNeedsBoth] });
    for (const [query, field, message] of [
      ['latitude=91&longitude=0', 'latitude', GUEST_EVENT_MESSAGES.latitude],
      ['latitude=NaN&longitude=0', 'latitude', GUEST_EVENT_MESSAGES.latitude],
      ['latitude=0&longitude=-181', 'longitude', GUEST_EVENT_MESSAGES.longitude],
      ['latitude=0&longitude=0&radius_km=501', 'radius_km', GUEST_EVENT_MESSAGES.radius],
    ] as const) {
      const refused = await get(`/api/guest/events?${query}`, guest.token);
      expect(refused.statusCode, query).toBe(422);
      expect(refused.json()).toEqual({ status: false, message, errors: { [field]: [message] } });
    }
  });
});

describe(`guests join and leave (${testDriver})`, () => {
  it('take a seat at a free event at once; the host sees them and is notified', async () => {
    const event = await approvedEvent({ capacity: '2' });
    const amy = await signUpGuest(ctx, 'Amy');
    const joined = await act(amy.token, event.slug, 'join');
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({
      status: true,
      message: GUEST_EVENT_MESSAGES.joined,
      // A free seat: nothing to give back, under the default policy (docs/decisions/147).
      data: {
        event_id: event.id,
        status: 'joined',
        spots: 1,
        cancellation_policy: 'flexible',
        refund_if_leaving_now_minor: 0,
        go_status: 'open',
        min_guests: 1,
        decision_at: expect.any(String),
      },
    });
    const again = await act(amy.token, event.id, 'join');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(GUEST_EVENT_MESSAGES.alreadyJoined);

    const detail = (await get(`/api/event-detail/${event.id}`, host.token)).json().data;
    expect(detail).toMatchObject({ totalMembers: 1, spots: 1, members: [{ id: amy.id, name: 'Amy' }] });
    const notes = (await get('/api/notifications', host.token)).json().data.today;
    expect(notes[0]).toMatchObject({ type: 'event.member_joined', message: `Amy joined ${event.title}.` });

    const left = await act(amy.token, event.id, 'leave');
    expect(left.json()).toMatchObject({
      message: GUEST_EVENT_MESSAGES.left,
      data: { status: 'left', spots: 2 },
    });
    expect((await act(amy.token, event.id, 'leave')).json().message).toBe(GUEST_EVENT_MESSAGES.notJoined);
    expect((await get(`/api/event-detail/${event.id}`, host.token)).json().data.totalMembers).toBe(0);
    // Coming back takes the seat again.
    expect((await act(amy.token, event.id, 'join')).statusCode).toBe(200);
  });

  it('are refused when the event is full, paid, not approved, started or unknown', async () => {
    const guest = await signUpGuest(ctx, 'Ben');
    const full = await approvedEvent({ capacity: '1' });
    expect((await act((await signUpGuest(ctx)).token, full.id, 'join')).statusCode).toBe(200);
    const refusedFull = await act(guest.token, full.id, 'join');
    expect(refusedFull.statusCode).toBe(409);
    expect(refusedFull.json().message).toBe(GUEST_EVENT_MESSAGES.full);

    // A paid event whose host can no longer take payments (the account was restricted).
    const restricted = await readyHost(ctx);
    const paid = await approvedEvent({ is_paid: '1', price: '20' }, restricted);
    await ctx.database.db
      .update(users)
      .set({ stripeChargesEnabled: false })
      .where(eq(users.slug, restricted.slug));
    const refusedPaid = await act(guest.token, paid.id, 'join');
    expect([refusedPaid.statusCode, refusedPaid.json().message]).toEqual([
      409,
      SEAT_PAYMENT_MESSAGES.hostPayoutAccountLost,
    ]);

    const pending = await createEvent(ctx, host, { event_type: 'plus-priority', is_paid: '0' });
    const hidden = await act(guest.token, pending.id, 'join');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(EVENT_MESSAGES.notFound);
    expect((await act(guest.token, 'no-such-event', 'join')).statusCode).toBe(404);

    const soon = await approvedEvent({ date: dateAfter(ctx, 1) });
    ctx.clock.advance(3 * 86_400_000);
    const started = await act(guest.token, soon.id, 'join');
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe(GUEST_EVENT_MESSAGES.started);
  });

  it('hold capacity under concurrency: 20 guests for 6 seats give exactly 6 members', async () => {
    const event = await approvedEvent({ capacity: '6', date: dateAfter(ctx, 10) });
    const guests = [];
    for (let index = 0; index < 20; index += 1) guests.push(await signUpGuest(ctx, `Guest ${index}`));
    const answers = await Promise.all(guests.map((guest) => act(guest.token, event.id, 'join')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 409)).toHaveLength(14);
    expect(
      answers
        .filter((answer) => answer.statusCode === 409)
        .every((answer) => answer.json().message === GUEST_EVENT_MESSAGES.full),
    ).toBe(true);
    const detail = (await get(`/api/event-detail/${event.id}`, host.token)).json().data;
    expect(detail).toMatchObject({ totalMembers: 6, spots: 0 });
  });

  it('are for guests: a host token is refused', async () => {
    const event = await approvedEvent();
    expect((await act(host.token, event.id, 'join')).statusCode).toBe(403);
  });
});
