import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chatMessages,
  chatReads,
  chatRooms,
  chatUploads,
  eventImages,
  eventMembers,
  events,
  notifications,
  payments,
  reviews,
  sandboxAccounts,
  users,
} from '../../src/db/schema';
import { runAdminCommand } from '../../src/modules/admin/commands';
import { AU, bearer, lastCodeFor } from '../support/hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => closeTestApp(ctx));

/** The demo seed as `npm run seed:demo` sends it to a running server: the admin command over HTTP. */
async function seedThroughTheServer() {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/commands',
    headers: { 'x-admin-token': ctx.app.secrets.adminToken },
    payload: { name: 'demo.seed' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { ok: boolean; output: string };
}

/** Signs in as a person would: Login with the number, the code from the SMS outbox, verify. */
async function signIn(phone: string, role: 'host' | 'guest') {
  const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { ...AU, phone, role } });
  expect(login.statusCode, login.body).toBe(200);
  const verify = await ctx.app.inject({
    method: 'POST',
    url: '/api/verify-otp',
    payload: { slug: login.json().user_slug, otp: lastCodeFor(ctx, `+61${phone}`) },
  });
  expect(verify.statusCode, verify.body).toBe(200);
  return verify.json().token as string;
}

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'x-timezone': 'Australia/Sydney' } });

/** Rows in the tables the demo writes: what a second run must leave as it is. */
async function tableCounts() {
  const db = ctx.database.db;
  const tables = {
    users,
    events,
    eventImages,
    eventMembers,
    reviews,
    notifications,
    sandboxAccounts,
    chatRooms,
    chatMessages,
    chatReads,
    chatUploads,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ total: count() }).from(table);
      return [name, row!.total] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe(`the demo seed (${testDriver})`, () => {
  let hostToken: string;
  type Card = { slug: string; title: string; status: string; totalMembers: number; image: string | null };
  let cards: Card[];

  it('fills an empty database through the running server', async () => {
    const result = await seedThroughTheServer();
    expect(result.ok, result.output).toBe(true);
    expect(result.output).toMatch(/^Demo seeded: host \+61 400 000 000/);
    expect(result.output).toContain('sms-outbox.jsonl');
  });

  it('lets the demo host sign in and see events in every status, with images and members', async () => {
    hostToken = await signIn('400000000', 'host');
    const me = await get('/api/user', hostToken);
    expect(me.statusCode, me.body).toBe(200);
    const user = me.json().data ?? me.json().user;
    expect(user).toMatchObject({ name: 'Maya Rossi', is_profile_completed: true });

    const listed = await get('/api/events', hostToken);
    expect(listed.statusCode, listed.body).toBe(200);
    cards = listed.json().data;
    expect(new Set(cards.map((card) => card.status))).toEqual(
      new Set(['pending', 'approved', 'cancelled', 'rejected', 'completed']),
    );
    for (const card of cards) expect(card.image, card.title).toMatch(/^\/media\/events\//);
    const approved = cards.filter((card) => card.status === 'approved');
    expect(approved.length).toBeGreaterThanOrEqual(1);
    expect(approved.every((card) => card.totalMembers > 0)).toBe(true);

    // One was called off by its go/no-go (docs/decisions/148): one guest of the four needed.
    const tacos = cards.find((card) => card.title === 'Taco night for a full table')!;
    expect(tacos).toMatchObject({ status: 'cancelled', go_status: 'called_off', min_guests: 4 });
    const calledOff = (await get(`/api/event-detail/${tacos.slug}`, hostToken)).json().data;
    expect(calledOff).toMatchObject({ status_reason: 'not enough guests', totalMembers: 1 });
    // A full table with two guests in line for a seat (docs/decisions/149).
    const games = cards.find((card) => card.title === 'Board games & banana bread')!;
    expect(games).toMatchObject({ spots: 0, waitlist_count: 2 });
    const line = (await get(`/api/event-detail/${games.slug}`, hostToken)).json().data.waitlist;
    expect(
      line.guests.map((guest: { name: string; position: number }) => [guest.position, guest.name]),
    ).toEqual([
      [1, 'Chloe Martin'],
      [2, 'Amy Chen'],
    ]);
    expect(cards.find((card) => card.title === 'Slow Sunday long lunch')).toMatchObject({
      cancellation_policy: 'moderate',
    });

    const lunch = cards.find((card) => card.title === 'Slow Sunday long lunch')!;
    const detail = await get(`/api/event-detail/${lunch.slug}`, hostToken);
    expect(detail.statusCode, detail.body).toBe(200);
    // Five joined and one of them left again.
    expect(detail.json().data.members).toHaveLength(4);
    expect(detail.json().data).toMatchObject({ is_paid: true, price: '45.00' });
    // A street address with arrival notes, shown to members the day before (docs/decisions/152).
    expect(detail.json().data).toMatchObject({
      location: 'Surry Hills, Sydney NSW, Australia',
      address: '12 Crown Street, Surry Hills NSW 2010',
      arrival_notes: 'Ring the top bell, second floor.',
      address_reveal: 'day_before',
    });
    // Its questions, and the table its guests' answers make (docs/decisions/154).
    expect(detail.json().data.table_prep.summary).toBe(
      '2 vegetarian · 1 gluten-free · 1 allergy · 1 step-free access',
    );
    const dumplings = cards.find((card) => card.title === 'Dumpling folding night')!;
    expect((await get(`/api/event-detail/${dumplings.slug}`, hostToken)).json().data).toMatchObject({
      address: '12 Crown Street, Surry Hills NSW 2010',
      address_reveal: 'on_join',
    });

    // They paid (the early-bird 20 % off 45.00), and the one who left was refunded in full.
    const transactions = (await get('/api/events/transactions', hostToken)).json().data;
    expect(transactions.total).toBe(5);
    const statuses = transactions.data.map((row: { status: string }) => row.status).sort();
    expect(statuses).toEqual(['refunded', 'succeeded', 'succeeded', 'succeeded', 'succeeded']);
    for (const row of transactions.data) {
      // The demo host is in Australia: the sandbox pays them in aud (docs/decisions/134).
      expect(row).toMatchObject({
        amount: '36.00',
        currency: 'aud',
        provider: 'sandbox',
        metadata: { discount_percent: 20, price_minor: 4500 },
      });
    }
    expect(listed.json().currency).toBe('aud');
    const hostAmounts = transactions.data.map((row: { host_amount_minor: number }) => row.host_amount_minor);
    // 36.00 less 15 % is 30.60 a seat; the refunded one earns nothing.
    expect(hostAmounts.sort((a: number, b: number) => a - b)).toEqual([0, 3060, 3060, 3060, 3060]);
    expect(listed.json().total_earning).toBe('122.40');

    // Each seat was paid a minute after its guest joined, days ago, and the host was told
    // then: not when the seed ran (docs/decisions/136).
    const hostId = user.id as number;
    const paid = await ctx.database.db.select().from(payments).where(eq(payments.hostId, hostId));
    expect(paid).toHaveLength(5);
    for (const payment of paid) {
      expect(payment.succeededAt!.getTime() - payment.createdAt.getTime()).toBe(60_000);
      expect(ctx.clock().getTime() - payment.succeededAt!.getTime()).toBeGreaterThan(86_400_000);
    }
    const told = await ctx.database.db
      .select({ sentAt: notifications.sentAt })
      .from(notifications)
      .where(and(eq(notifications.userId, hostId), eq(notifications.type, 'event.member_paid')));
    expect(told.map((row) => row.sentAt.toISOString()).sort()).toEqual(
      paid.map((payment) => payment.succeededAt!.toISOString()).sort(),
    );

    const rejected = cards.find((card) => card.status === 'rejected')!;
    const rejectedDetail = await get(`/api/event-detail/${rejected.slug}`, hostToken);
    expect(JSON.stringify(rejectedDetail.json())).toContain('responsible service of alcohol');
  });

  it('shows reviews on a completed event, notifications, and the guests’ public profiles', async () => {
    const completed = cards.find((card) => card.title === 'Dumpling folding night')!;
    expect(completed.status).toBe('completed');
    const read = await get(`/api/user/events-reviews/${completed.slug}`, hostToken);
    expect(read.statusCode, read.body).toBe(200);
    const body = read.json();
    const found = body.data ?? body;
    expect(found.reviews.data).toHaveLength(3);
    expect(found.stats).toMatchObject({ count: 3 });
    expect(found.reviews.data[0].user.name).toBeTruthy();

    const notified = await get('/api/notifications', hostToken);
    expect(notified.statusCode, notified.body).toBe(200);
    const groups = notified.json().data as Record<string, Array<{ type: string }>>;
    const types = new Set(Object.values(groups).flatMap((group) => group.map((item) => item.type)));
    for (const type of [
      'host.approved',
      'payments.account_ready',
      'event.approved',
      'event.rejected',
      'event.member_joined',
      'event.member_paid',
      'event.member_left',
      'event.completed',
      'event.reviewed',
    ]) {
      expect(types, type).toContain(type);
    }

    const member = found.reviews.data[0].user as { id: number };
    const [guest] = await ctx.database.db
      .select({ slug: users.slug })
      .from(users)
      .where(eq(users.id, member.id));
    const profile = await get(`/api/public/user/${guest!.slug}`, hostToken);
    expect(profile.statusCode, profile.body).toBe(200);
    const data = profile.json().data;
    expect(data.role).toBe('guest');
    expect(data.image).toMatch(/^\/media\/profile-photos\//);
    expect(data.about).toBeTruthy();
    expect(data.location).toBeTruthy();
    expect(data.traits.length).toBeGreaterThan(0);
    expect(data.categories.interests.length).toBeGreaterThan(0);
    expect(data.categories.favorite_spots.length).toBeGreaterThan(0);
    expect(Object.values(data.socials).every(Boolean)).toBe(true);
  });

  it('has a group chat with messages for each approved and completed event', async () => {
    const rooms = await get('/api/chat/rooms', hostToken);
    expect(rooms.statusCode, rooms.body).toBe(200);
    type Room = {
      id: number;
      event: { title: string; status: string };
      last_message: { content: string } | null;
      unread_count: number;
    };
    const data = rooms.json().data as Room[];
    const live = cards.filter((card) => card.status === 'approved' || card.status === 'completed');
    expect(data.map((room) => room.event.title).sort()).toEqual(live.map((card) => card.title).sort());
    for (const room of data) expect(room.last_message?.content, room.event.title).toBeTruthy();
    // Past events' chats are read; the upcoming ones have news for the host.
    const unread = (status: string) =>
      data.filter((room) => room.event.status === status).map((room) => room.unread_count);
    expect(unread('completed').every((count) => count === 0)).toBe(true);
    expect(unread('approved').every((count) => count > 0)).toBe(true);

    const dumplings = data.find((room) => room.event.title === 'Dumpling folding night')!;
    const messages = await get(`/api/chat/rooms/${dumplings.id}/messages?limit=50`, hostToken);
    expect(messages.statusCode, messages.body).toBe(200);
    const list = messages.json().data as Array<{
      type: string;
      media_url: string | null;
      sender: { name: string | null };
    }>;
    expect(list.length).toBeGreaterThanOrEqual(5);
    const picture = list.find((message) => message.type === 'image')!;
    expect(picture.media_url).toMatch(/^\/media\/chat\//);
    expect((await get(picture.media_url!, hostToken)).statusCode).toBe(200);
    expect(new Set(list.map((message) => message.sender.name))).toContain('Maya Rossi');
    expect(new Set(list.map((message) => message.sender.name))).toContain('Amy Chen');
  });

  it('lets a demo guest sign in and read their full profile', async () => {
    const token = await signIn('400000003', 'guest');
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/guest/profile',
      headers: bearer(token),
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data).toMatchObject({ name: 'Chloe Martin', location: 'Bondi, Sydney' });
  });

  it('changes nothing on a second run, and says so (through the server or on its own)', async () => {
    const before = await tableCounts();
    const again = await seedThroughTheServer();
    expect(again).toEqual({ ok: true, output: expect.stringMatching(/already in place.*nothing changed/) });
    // The CLI with no server running calls the same command without the server's deps,
    // days later: the timeline is the first run's.
    vi.stubEnv('DATA_DIR', ctx.dataDir);
    ctx.clock.advance(3 * 86_400_000);
    const standalone = await runAdminCommand(
      { db: ctx.database.db, now: ctx.clock(), storage: ctx.app.providers.storage },
      { name: 'demo.seed' },
    );
    expect(standalone.output).toMatch(/nothing changed/);
    vi.unstubAllEnvs();
    expect(await tableCounts()).toEqual(before);
  });

  it('adds the chats to a demo seeded before chat existed, and only them', async () => {
    const before = await tableCounts();
    await ctx.database.db.delete(chatRooms);
    await ctx.database.db.delete(chatUploads);
    const again = await seedThroughTheServer();
    expect(again.ok, again.output).toBe(true);
    expect(again.output).toContain('+ the chat of “Dumpling folding night”: 7 messages');
    expect(again.output).not.toContain('created');
    expect(await tableCounts()).toEqual(before);
  });
});
