import {
  DEFAULT_AVATAR,
  EVENT_MESSAGES,
  INPUT_MESSAGES,
  PEOPLE_MESSAGES,
  REVIEW_MESSAGES,
} from '@friendly/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, notifications, traits } from '../../src/db/schema';
import { runAdminCommand } from '../../src/modules/admin/commands';
import { completeEndedEvents } from '../../src/modules/events/transitions';
import {
  createEvent,
  dateAfter,
  profiledHost,
  type ReadyHost,
  readyHost,
  referenceIds,
} from '../support/event-hosts';
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

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A free Friendly Plus event three days out, approved by the team. */
async function approvedEvent(owner: ReadyHost = host) {
  const event = await createEvent(ctx, owner, {
    event_type: 'plus-priority',
    is_paid: '0',
    date: dateAfter(ctx, 3),
  });
  const approved = await runAdminCommand(
    { db: ctx.database.db, now: ctx.clock() },
    { name: 'events.approve', slug: event.slug },
  );
  expect(approved.ok).toBe(true);
  return event;
}

/** A guest with every part of the profile filled in, as the mobile app sends it. */
async function fullGuest(name = 'Amy Chen') {
  const guest = await signUpGuest(ctx, name);
  const ids = await referenceIds(ctx);
  const traitIds = (
    await ctx.database.db.select({ id: traits.id }).from(traits).orderBy(asc(traits.sortOrder)).limit(2)
  ).map((row) => row.id);
  const saved = await post('/api/guest/profile', guest.token, {
    name,
    location: 'Newtown, Sydney',
    about: 'I bake sourdough and love long tables.',
    trait_ids: traitIds.join(','),
    interest_ids: `${ids.categoryIds[1]},${ids.categoryIds[0]}`,
    favorite_spot_ids: String(ids.spotIds[0]),
    instagram: '@amy.bakes',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...guest, profile: saved.json().data };
}

describe(`profiles hosts read of their members (${testDriver})`, () => {
  it('a host reads a member’s public profile by slug and by user id, and nothing private', async () => {
    const event = await approvedEvent();
    const guest = await fullGuest();
    expect((await post(`/api/guest/events/${event.id}/join`, guest.token)).statusCode).toBe(200);

    const byslug = await get(`/api/public/user/${guest.slug}`, host.token);
    expect(byslug.statusCode, byslug.body).toBe(200);
    const profile = byslug.json().data;
    const [interest1, interest0] = guest.profile.interests;
    expect(profile).toEqual({
      id: guest.id,
      slug: guest.slug,
      role: 'guest',
      name: 'Amy Chen',
      location: 'Newtown, Sydney',
      image: DEFAULT_AVATAR,
      about: 'I bake sourdough and love long tables.',
      traits: guest.profile.traits,
      categories: {
        interests: [interest1.name, interest0.name],
        favorite_spots: [guest.profile.favorite_spots[0].name],
      },
      category_objects: { interests: guest.profile.interests, favorite_spots: guest.profile.favorite_spots },
      socials: { instagram: 'https://instagram.com/amy.bakes', twitter: null, linkedin: null },
    });
    expect(profile.traits).toHaveLength(2);
    expect(profile.category_objects.interests[0].image).toMatch(/^\/media\/reference\//);
    expect(byslug.body).not.toContain(guest.phone);

    const byId = await get(`/api/user/event-member/${guest.id}`, host.token);
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json()).toEqual({
      status: true,
      message: PEOPLE_MESSAGES.loaded,
      data: { ...profile, bio: 'I bake sourdough and love long tables.' },
    });
  });

  it('answers "User not found" to anyone else, for a guest who left, and for unknown accounts', async () => {
    const event = await approvedEvent();
    const guest = await fullGuest('Ben');
    const stranger = await readyHost(ctx);
    const otherGuest = await signUpGuest(ctx, 'Cleo');
    await post(`/api/guest/events/${event.id}/join`, guest.token);

    const notFound = { status: false, message: PEOPLE_MESSAGES.notFound };
    for (const [url, token] of [
      [`/api/public/user/${guest.slug}`, stranger.token],
      [`/api/user/event-member/${guest.id}`, stranger.token],
      [`/api/public/user/${guest.slug}`, otherGuest.token],
      [`/api/public/user/no-such-person`, host.token],
      [`/api/user/event-member/999999`, host.token],
      // The host's own id is no member of their events.
      [`/api/user/event-member/${stranger.id}`, host.token],
    ] as const) {
      const response = await get(url, token);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 404,
        body: notFound,
      });
    }

    expect((await post(`/api/guest/events/${event.id}/leave`, guest.token)).statusCode).toBe(200);
    expect((await get(`/api/public/user/${guest.slug}`, host.token)).statusCode).toBe(404);
    expect((await get(`/api/user/event-member/${guest.id}`, host.token)).statusCode).toBe(404);
  });

  it('an approved host is public to anyone signed in; an unapproved one only to themself', async () => {
    const guest = await signUpGuest(ctx, 'Dana');
    const approved = await get(`/api/public/user/${host.slug}`, guest.token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      slug: host.slug,
      role: 'host',
      name: 'Nora Quinn',
      about: 'Long lunches for a few friends at a time.',
      location: 'Sydney, Australia',
      traits: [],
      categories: { interests: [], favorite_spots: [] },
    });
    expect(approved.body).not.toContain(host.phone);

    const waiting = await profiledHost(ctx);
    expect((await get(`/api/public/user/${waiting.slug}`, guest.token)).statusCode).toBe(404);
    expect((await get(`/api/public/user/${waiting.slug}`, host.token)).statusCode).toBe(404);
    expect((await get(`/api/public/user/${waiting.slug}`, waiting.token)).statusCode).toBe(200);
    expect((await get(`/api/public/user/${guest.slug}`, guest.token)).json().data.role).toBe('guest');
  });

  it('needs a token, and the member route is for hosts', async () => {
    const guest = await signUpGuest(ctx, 'Eli');
    expect((await get(`/api/public/user/${host.slug}`)).statusCode).toBe(401);
    expect((await get(`/api/user/event-member/${guest.id}`)).statusCode).toBe(401);
    expect((await get(`/api/user/event-member/${guest.id}`, guest.token)).statusCode).toBe(403);
    // An id that cannot be anyone's answers in the spec's words (the app toasts them).
    for (const id of ['not-a-number', '0', '99999999999']) {
      const bad = await get(`/api/user/event-member/${id}`, host.token);
      expect(bad.statusCode, id).toBe(422);
      expect(bad.json()).toEqual({
        status: false,
        message: PEOPLE_MESSAGES.notFound,
        errors: { userId: [PEOPLE_MESSAGES.notFound] },
      });
    }
  });
});

describe(`reviews of an event (${testDriver})`, () => {
  const sweep = () => completeEndedEvents({ db: ctx.database.db, now: ctx.clock() });
  const review = (token: string, event: { id: number } | string, payload: object) =>
    post(`/api/guest/events/${typeof event === 'string' ? event : event.id}/review`, token, payload);
  const reviewsOf = (slug: string, token = host.token, query = '') =>
    get(`/api/user/events-reviews/${slug}${query}`, token);

  it('guests who attended review once the event is over; the host reads them newest first with the average', async () => {
    const event = await approvedEvent();
    const [amy, ben, cleo] = [await fullGuest('Amy'), await fullGuest('Ben'), await fullGuest('Cleo')];
    const outsider = await signUpGuest(ctx, 'Dee');
    const leaver = await signUpGuest(ctx, 'Lee');
    for (const guest of [amy, ben, cleo, leaver]) {
      expect((await post(`/api/guest/events/${event.id}/join`, guest.token)).statusCode).toBe(200);
    }
    await post(`/api/guest/events/${event.id}/leave`, leaver.token);

    const early = await review(amy.token, event, { rating: 5 });
    expect([early.statusCode, early.json().message]).toEqual([409, REVIEW_MESSAGES.notYet]);

    ctx.clock.advance(5 * 86_400_000);
    expect(await sweep()).toBeGreaterThanOrEqual(1);

    for (const [payload, field, message] of [
      [{ rating: 6 }, 'rating', REVIEW_MESSAGES.rating],
      [{ rating: 0 }, 'rating', REVIEW_MESSAGES.rating],
      [{ rating: 4.5 }, 'rating', REVIEW_MESSAGES.rating],
      [{ comment: 'Lovely' }, 'rating', REVIEW_MESSAGES.rating],
      [{ rating: 4, comment: 'x'.repeat(1001) }, 'comment', REVIEW_MESSAGES.commentTooLong],
    ] as const) {
      const refused = await review(amy.token, event, payload);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ status: false, errors: { [field]: [message] } });
    }
    // No body at all, or one that is not an object: told so in our words, not zod's.
    for (const body of [undefined, 'null', '[5]', '"five stars"']) {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: `/api/guest/events/${event.id}/review`,
        headers: { ...bearer(amy.token), ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { payload: body } : {}),
      });
      expect(refused.statusCode, String(body)).toBe(422);
      const answer = refused.json();
      expect(answer).toMatchObject({ status: false, message: INPUT_MESSAGES.bodyNotObject });
      expect(Object.values(answer.errors).flat()).toEqual([INPUT_MESSAGES.bodyNotObject]);
    }
    for (const guest of [outsider, leaver]) {
      const refused = await review(guest.token, event, { rating: 1 });
      expect([refused.statusCode, refused.json().message]).toEqual([403, REVIEW_MESSAGES.notAttended]);
    }

    const first = await review(amy.token, event, { rating: 5, comment: '  The lamb was perfect.  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: true,
      message: REVIEW_MESSAGES.created,
      data: { rating: 5, comment: 'The lamb was perfect.', event_id: event.id, user: { name: 'Amy' } },
    });
    const again = await review(amy.token, event.slug, { rating: 1 });
    expect([again.statusCode, again.json().message]).toEqual([409, REVIEW_MESSAGES.alreadyReviewed]);
    ctx.clock.advance(60_000);
    expect((await review(ben.token, event, { rating: 4 })).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    expect(
      (await review(cleo.token, event.slug, { rating: 2, comment: 'Too loud for me.' })).statusCode,
    ).toBe(200);

    const feed = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'event.reviewed'));
    expect(feed.filter((row) => row.userId === host.id).map((row) => row.message)).toEqual(
      expect.arrayContaining([
        'Amy rated Sunday long lunch 5 out of 5.',
        'Cleo rated Sunday long lunch 2 out of 5.',
      ]),
    );

    const listed = await reviewsOf(event.slug);
    expect(listed.statusCode, listed.body).toBe(200);
    const body = listed.json();
    expect(body).toMatchObject({ success: true, status: true, message: REVIEW_MESSAGES.listed });
    expect(body.data.stats).toEqual({ average_rating: 3.67, count: 3 });
    expect(body.data.reviews).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 3 });
    expect(body.data.reviews.data.map((entry: { user: { name: string } }) => entry.user.name)).toEqual([
      'Cleo',
      'Ben',
      'Amy',
    ]);
    expect(body.data.reviews.data[0]).toEqual({
      id: expect.any(Number),
      rating: 2,
      comment: 'Too loud for me.',
      created_at: ctx.clock().toISOString(),
      user: { id: cleo.id, name: 'Cleo', profile_photo: null },
    });

    const second = (await reviewsOf(String(event.id), host.token, '?page=2&per_page=2')).json().data;
    expect(second.reviews).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(second.reviews.data.map((entry: { rating: number }) => entry.rating)).toEqual([5]);
    expect(second.stats).toEqual({ average_rating: 3.67, count: 3 });
    const past = (await reviewsOf(event.slug, host.token, '?page=9')).json().data.reviews;
    expect(past).toMatchObject({ current_page: 9, last_page: 1, data: [] });
  });

  it('two reviews sent at once by one guest: one is stored, the other refused', async () => {
    const event = await approvedEvent();
    const guest = await signUpGuest(ctx, 'Hal');
    await post(`/api/guest/events/${event.id}/join`, guest.token);
    ctx.clock.advance(5 * 86_400_000);
    await sweep();
    const answers = await Promise.all([
      review(guest.token, event, { rating: 4 }),
      review(guest.token, event, { rating: 3 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await reviewsOf(event.slug)).json().data.stats.count).toBe(1);
  });

  it('closes reviews 30 days after the end', async () => {
    const event = await approvedEvent();
    const guest = await signUpGuest(ctx, 'Fay');
    await post(`/api/guest/events/${event.id}/join`, guest.token);
    const ended = new Date(ctx.clock().getTime() - 31 * 86_400_000);
    await ctx.database.db
      .update(events)
      .set({ status: 'completed', startsAt: new Date(ended.getTime() - 3_600_000), endsAt: ended })
      .where(eq(events.id, event.id));
    const late = await review(guest.token, event, { rating: 5 });
    expect([late.statusCode, late.json().message]).toEqual([409, REVIEW_MESSAGES.closed]);
  });

  it('an event without reviews reads empty; another host’s event and pending events are not found', async () => {
    const event = await approvedEvent();
    const empty = (await reviewsOf(event.slug)).json().data;
    expect(empty).toEqual({
      reviews: { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 },
      stats: { average_rating: 0, count: 0 },
    });
    const stranger = await readyHost(ctx);
    const hidden = await reviewsOf(event.slug, stranger.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ status: false, message: EVENT_MESSAGES.notFound });
    const guest = await signUpGuest(ctx, 'Gus');
    expect((await reviewsOf(event.slug, guest.token)).statusCode).toBe(403);
    expect((await get(`/api/user/events-reviews/${event.slug}`)).statusCode).toBe(401);
    expect((await reviewsOf(event.slug, host.token, '?per_page=0')).statusCode).toBe(422);

    const pending = await createEvent(ctx, host, { event_type: 'plus-priority', date: dateAfter(ctx, 3) });
    const unseen = await review(guest.token, pending, { rating: 3 });
    expect([unseen.statusCode, unseen.json().message]).toEqual([404, EVENT_MESSAGES.notFound]);
    expect((await review(host.token, event, { rating: 3 })).statusCode).toBe(403);
  });

  it('the host reads every review of their events in the four orders, ten a page', async () => {
    const owner = await readyHost(ctx);
    const [lunch, picnic] = [await approvedEvent(owner), await approvedEvent(owner)];
    const guests = [await fullGuest('Ivy'), await fullGuest('Jo'), await fullGuest('Kim')];
    for (const guest of guests) {
      for (const event of [lunch, picnic]) await post(`/api/guest/events/${event.id}/join`, guest.token);
    }
    ctx.clock.advance(5 * 86_400_000);
    await sweep();
    const ratings: Array<[number, { id: number }, number]> = [
      [0, lunch, 3],
      [1, lunch, 5],
      [2, picnic, 1],
      [0, picnic, 4],
    ];
    for (const [who, event, rating] of ratings) {
      ctx.clock.advance(60_000);
      expect(
        (await review(guests[who]!.token, event, { rating, comment: `${rating} stars` })).statusCode,
      ).toBe(200);
    }
    const list = async (query: string) => {
      const response = await get(`/api/events/host-reviews${query}`, owner.token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const newest = await list('');
    expect(newest).toMatchObject({ success: true, status: true, message: REVIEW_MESSAGES.listed });
    expect(newest.data).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 4 });
    expect(newest.data.data.map((entry: { rating: number }) => entry.rating)).toEqual([4, 1, 5, 3]);
    expect(newest.data.data[0]).toMatchObject({
      comment: '4 stars',
      user: { name: 'Ivy', profile_photo: null },
      event: { id: picnic.id, slug: picnic.slug, title: 'Sunday long lunch' },
    });
    const ratingsOf = async (sort: string) =>
      (await list(`?sort=${sort}`)).data.data.map((entry: { rating: number }) => entry.rating);
    expect(await ratingsOf('date_asc')).toEqual([3, 5, 1, 4]);
    expect(await ratingsOf('rating_desc')).toEqual([5, 4, 3, 1]);
    expect(await ratingsOf('rating_asc')).toEqual([1, 3, 4, 5]);
    const second = (await list('?sort=rating_desc&page=2&per_page=3')).data;
    expect(second).toMatchObject({ current_page: 2, last_page: 2, per_page: 3, total: 4 });
    expect(second.data.map((entry: { rating: number }) => entry.rating)).toEqual([1]);

    const bad = await get('/api/events/host-reviews?sort=best', owner.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ status: false, errors: { sort: [REVIEW_MESSAGES.sort] } });
    const stranger = await readyHost(ctx);
    expect((await get('/api/events/host-reviews', stranger.token)).json().data).toMatchObject({
      total: 0,
      data: [],
      last_page: 1,
    });
    expect((await get('/api/events/host-reviews', guests[0]!.token)).statusCode).toBe(403);
  });
});
