import { DEFAULT_AVATAR, EVENT_MESSAGES, PAGING_MESSAGES } from '@friendly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, eventMembers, events, userInterests, users } from '../../src/db/schema';
import { createEvent, dateAfter, type ReadyHost, readyHost, referenceIds } from '../support/event-hosts';
import { bearer } from '../support/hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

let ctx: TestContext;
let host: ReadyHost;
/** Counts the queries the app sends while `counting` is on. */
const queries = { counting: false, count: 0 };
beforeAll(async () => {
  ctx = await createTestApp({}, undefined, {
    queryLogger: {
      logQuery() {
        if (queries.counting) queries.count += 1;
      },
    },
  });
  host = await readyHost(ctx);
});
afterAll(() => closeTestApp(ctx));

const get = (url: string, token = host.token) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

let guestCounter = 0;
/** A guest as the guests' app will make them (docs/decisions/079): a user with a profile. */
async function insertGuest(name: string | null, photoKey: string | null = null) {
  guestCounter += 1;
  const now = ctx.clock();
  const [guest] = await ctx.database.db
    .insert(users)
    .values({
      slug: `guest${process.pid}x${guestCounter}${Math.random().toString(36).slice(2, 8)}`,
      role: 'guest',
      phone: `49${String(guestCounter).padStart(7, '0')}`,
      countryCode: '+61',
      phoneE164: `+6149${process.pid % 1000}${String(guestCounter).padStart(5, '0')}`,
      isVerified: true,
      name,
      location: 'Bondi, Sydney',
      profilePhotoKey: photoKey,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return guest!;
}

async function join(eventId: number, userId: number, minutesAfter = 0) {
  await ctx.database.db.insert(eventMembers).values({
    eventId,
    userId,
    status: 'joined',
    joinedAt: new Date(ctx.clock().getTime() + minutesAfter * 60_000),
  });
}

async function counted<T>(work: () => Promise<T>) {
  queries.count = 0;
  queries.counting = true;
  try {
    return { result: await work(), queries: queries.count };
  } finally {
    queries.counting = false;
  }
}

describe(`GET /api/events (${testDriver})`, () => {
  it('lists the host’s events by date as cards, with members, spots left, tags and total_earning', async () => {
    const me = await readyHost(ctx);
    const later = await createEvent(ctx, me, { date: dateAfter(ctx, 40), title: 'Later lunch' });
    const sooner = await createEvent(ctx, me, {
      date: dateAfter(ctx, 25),
      title: 'Sooner supper',
      is_paid: '0',
      capacity: '3',
    });
    const amy = await insertGuest('Amy', 'profile-photos/amy.webp');
    const ben = await insertGuest(null);
    await join(sooner.id, amy.id, 1);
    await join(sooner.id, ben.id, 2);
    // A guest who left no longer holds a seat.
    const gone = await insertGuest('Gone');
    await ctx.database.db.insert(eventMembers).values({
      eventId: sooner.id,
      userId: gone.id,
      status: 'left',
      joinedAt: ctx.clock(),
      leftAt: ctx.clock(),
    });

    const response = await get('/api/events', me.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: true,
      message: EVENT_MESSAGES.listed,
      total_earning: '0.00',
      total_earning_minor: 0,
      currency: 'aud',
    });
    expect(body.paging).toBeUndefined();
    expect(body.data.map((card: { id: number }) => card.id)).toEqual([sooner.id, later.id]);
    const card = body.data[0];
    expect(card).toEqual({
      id: sooner.id,
      slug: sooner.slug,
      title: 'Sooner supper',
      location: 'Surry Hills, Sydney NSW, Australia',
      image: (sooner.image_items as Array<{ card_url: string }>)[0]!.card_url,
      day: expect.stringMatching(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/),
      date: dateAfter(ctx, 25),
      start_time: '12:00',
      end_time: '15:30',
      time_zone: 'Australia/Sydney',
      status: 'pending',
      price: 'FREE',
      is_paid: false,
      price_minor: 0,
      currency: 'aud',
      // Stored as the form left them; a free event's line says nothing of a discount.
      event_enabler_discount: true,
      enabler_discount_amount: 25,
      is_capacity_limited: true,
      spots: 1,
      capacity: 3,
      cancellation_policy: 'flexible',
      go_status: 'open',
      min_guests: 1,
      decision_at: expect.any(String),
      tags: [
        { id: expect.any(Number), name: 'Dinner', image: expect.toBeOneOf([null, expect.any(String)]) },
        { id: expect.any(Number), name: 'Brunch', image: expect.toBeOneOf([null, expect.any(String)]) },
      ],
      members: ['/media/profile-photos/amy.webp', DEFAULT_AVATAR],
      totalMembers: 2,
      waitlist_count: 0,
    });
    expect(body.data[1]).toMatchObject({ price: '45.50', spots: 6, totalMembers: 0, members: [] });
  });

  it('pages when asked, and the unpaged call still returns every event', async () => {
    const me = await readyHost(ctx);
    for (let day = 21; day <= 25; day += 1) await createEvent(ctx, me, { date: dateAfter(ctx, day) });
    const all = (await get('/api/events', me.token)).json();
    expect(all.data).toHaveLength(5);
    const page2 = (await get('/api/events?page=2&per_page=2', me.token)).json();
    expect(page2.paging).toEqual({ current_page: 2, last_page: 3, per_page: 2, total: 5 });
    expect(page2.data.map((card: { id: number }) => card.id)).toEqual(
      all.data.slice(2, 4).map((card: { id: number }) => card.id),
    );
    const bad = await get('/api/events?per_page=1000', me.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ per_page: [PAGING_MESSAGES.perPage] });
  });

  it('reads a page of 20 events with members and tags in a constant number of queries', async () => {
    const me = await readyHost(ctx);
    const created: Array<Awaited<ReturnType<typeof createEvent>>> = [];
    for (let index = 0; index < 20; index += 1) {
      created.push(await createEvent(ctx, me, { date: dateAfter(ctx, 21 + (index % 5)) }));
    }
    for (const event of created) {
      await join(event.id, (await insertGuest('Guest A')).id);
      await join(event.id, (await insertGuest('Guest B')).id);
    }
    // Warm the session cache, so every counted request reads the same way.
    await get('/api/events?page=1&per_page=1', me.token);
    const one = await counted(() => get('/api/events?page=1&per_page=1', me.token));
    const twenty = await counted(() => get('/api/events?page=1&per_page=20', me.token));
    expect(twenty.result.json().data).toHaveLength(20);
    expect(twenty.result.json().data.every((card: { totalMembers: number }) => card.totalMembers === 2)).toBe(
      true,
    );
    expect(twenty.queries).toBe(one.queries);
    // The details page too, whatever the number of members (cards take all their parts in
    // one query, the details page one per part: docs/decisions/142).
    for (const name of ['Guest C', 'Guest D', 'Guest E'])
      await join(created[1]!.id, (await insertGuest(name)).id);
    const detail = await counted(() => get(`/api/event-detail/${created[0]!.id}`, me.token));
    const busier = await counted(() => get(`/api/event-detail/${created[1]!.id}`, me.token));
    expect(detail.result.statusCode).toBe(200);
    expect(busier.result.json().data.members).toHaveLength(5);
    expect(busier.queries).toBe(detail.queries);
  });
});

describe(`GET /api/event-detail/{id or slug} (${testDriver})`, () => {
  it('answers the event with its members, their interests, tags, ages and images', async () => {
    const event = await createEvent(ctx, host);
    const { categoryIds } = await referenceIds(ctx);
    const amy = await insertGuest('Amy', 'profile-photos/amy.webp');
    await ctx.database.db.insert(userInterests).values([
      { userId: amy.id, categoryId: categoryIds[2]!, position: 0 },
      { userId: amy.id, categoryId: categoryIds[0]!, position: 1 },
    ]);
    await join(event.id, amy.id);
    const [third] = await ctx.database.db.select().from(categories).where(eq(categories.id, categoryIds[2]!));
    const [first] = await ctx.database.db.select().from(categories).where(eq(categories.id, categoryIds[0]!));

    for (const key of [String(event.id), event.slug]) {
      const response = await get(`/api/event-detail/${key}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.message).toBe(EVENT_MESSAGES.loaded);
      expect(body.data).toMatchObject({
        id: event.id,
        slug: event.slug,
        spots: 5,
        totalMembers: 1,
        capacity: 6,
        age_groups: [
          expect.objectContaining({ name: expect.any(String) }),
          expect.objectContaining({ name: expect.any(String) }),
        ],
        members: [
          {
            id: amy.id,
            user_id: amy.id,
            slug: amy.slug,
            name: 'Amy',
            avatar: '/media/profile-photos/amy.webp',
            location: 'Bondi, Sydney',
            categories: [third!.name, first!.name],
            joined_at: expect.any(String),
          },
        ],
      });
      expect(body.data.spots + body.data.totalMembers).toBe(body.data.capacity);
    }
    expect((await get('/api/event-detail/no-such-event')).statusCode).toBe(404);
    expect((await get('/api/event-detail/99999999')).statusCode).toBe(404);
  });
});

describe(`GET /api/user/events/joined (${testDriver})`, () => {
  it('lists the events the user hosts and those they hold a seat at, by start', async () => {
    const me = await readyHost(ctx);
    const other = await readyHost(ctx);
    const mine = await createEvent(ctx, me, { date: dateAfter(ctx, 30) });
    const theirs = await createEvent(ctx, other, { date: dateAfter(ctx, 22) });
    const notMine = await createEvent(ctx, other, { date: dateAfter(ctx, 23) });
    const [meRow] = await ctx.database.db.select().from(users).where(eq(users.slug, me.slug));
    await join(theirs.id, meRow!.id);
    await ctx.database.db.update(events).set({ status: 'approved' }).where(eq(events.id, theirs.id));

    const body = (await get('/api/user/events/joined', me.token)).json();
    expect(body.status).toBe(true);
    expect(
      body.data.map((event: { id: number; role: string; status: string }) => [
        event.id,
        event.role,
        event.status,
      ]),
    ).toEqual([
      [theirs.id, 'member', 'approved'],
      [mine.id, 'host', 'pending'],
    ]);
    expect(body.data.map((event: { id: number }) => event.id)).not.toContain(notMine.id);
    const paged = (await get('/api/user/events/joined?page=1&per_page=1', me.token)).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.paging).toMatchObject({ total: 2, last_page: 2 });
  });
});
