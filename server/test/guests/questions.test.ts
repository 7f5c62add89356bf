import { QUESTION_MESSAGES } from '@friendly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/modules/admin/commands';
import {
  createEvent,
  dateAfter,
  eventFields,
  postEvent,
  type ReadyHost,
  readyHost,
} from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
import { bearer, readOutbox } from '../support/hosts';
import { membership } from '../support/seat-payments';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * Guest questions (docs/decisions/154): the host chooses what guests are asked, guests
 * answer as they join and may change their answers until the start, the host reads the
 * table-prep card, and no guest ever reads another's answers.
 */

let ctx: TestContext;
let host: ReadyHost;
beforeAll(async () => {
  ctx = await createTestApp();
  host = await readyHost(ctx);
});
afterAll(() => closeTestApp(ctx));

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const HOUR = 3_600_000;
const QUESTION_FIELDS = {
  questions_dietary: '1',
  questions_allergies: '1',
  questions_accessibility: '1',
  custom_question_1: 'Wine or no wine?',
};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const join = (guest: Guest, id: number, answers?: object) =>
  call('POST', `/api/guest/events/${id}/join`, guest.token, answers ? { answers } : undefined);
const answer = (guest: Guest, id: number, answers: object) =>
  call('PUT', `/api/guest/events/${id}/answers`, guest.token, { answers });
const detail = async (id: number) => (await call('GET', `/api/event-detail/${id}`, host.token)).json().data;
const cardOf = async (guest: Guest, id: number) =>
  (
    (await call('GET', '/api/guest/events?per_page=100', guest.token)).json().data as Array<{
      id: number;
      guest_questions: object;
      answers: object | null;
    }>
  ).find((card) => card.id === id)!;

async function askingEvent(days: number) {
  const event = await createEvent(ctx, host, {
    event_type: 'plus-priority',
    is_paid: '0',
    date: dateAfter(ctx, days),
    ...QUESTION_FIELDS,
  });
  expect(
    (
      await runAdminCommand(
        { db: ctx.database.db, now: ctx.clock() },
        { name: 'events.approve', slug: event.slug },
      )
    ).ok,
  ).toBe(true);
  return event;
}

describe(`guest questions and the table-prep card (${testDriver})`, () => {
  it('asks what the host chose, keeps each guest’s answers and shows the host the table', async () => {
    const event = await askingEvent(10);
    const questions = { dietary: true, allergies: true, accessibility: true, custom: ['Wine or no wine?'] };
    expect(event.guest_questions).toEqual(questions);
    const [amy, ben, cy] = [
      await signUpGuest(ctx, 'Amy'),
      await signUpGuest(ctx, 'Ben'),
      await signUpGuest(ctx, 'Cy'),
    ];
    expect(await cardOf(amy, event.id)).toMatchObject({ guest_questions: questions, answers: null });

    expect(
      (
        await join(amy, event.id, {
          dietary: ['vegetarian', 'gluten_free'],
          allergies: 'Tree nuts',
          custom: ['Wine, please'],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await join(ben, event.id, { dietary: ['vegetarian'], accessibility: ['step_free'] })).statusCode,
    ).toBe(200);
    expect((await join(cy, event.id)).statusCode).toBe(200);

    expect((await detail(event.id)).table_prep).toEqual({
      summary: '2 vegetarian · 1 gluten-free · 1 allergy · 1 step-free access',
      counts: [
        { key: 'dietary.vegetarian', label: '2 vegetarian', count: 2 },
        { key: 'dietary.gluten_free', label: '1 gluten-free', count: 1 },
        { key: 'allergies', label: '1 allergy', count: 1 },
        { key: 'accessibility.step_free', label: '1 step-free access', count: 1 },
      ],
      guests: [
        {
          user_id: amy.id,
          name: 'Amy',
          lines: ['Diet: Vegetarian, Gluten-free', 'Allergies: Tree nuts', 'Wine or no wine? Wine, please'],
        },
        { user_id: ben.id, name: 'Ben', lines: ['Diet: Vegetarian', 'Access: Step-free access'] },
      ],
    });

    // Each guest reads their own answers, and nobody else's anywhere.
    expect((await cardOf(ben, event.id)).answers).toEqual({
      dietary: ['vegetarian'],
      accessibility: ['step_free'],
    });
    expect((await cardOf(cy, event.id)).answers).toEqual({});
    for (const guest of [ben, cy]) {
      for (const url of [
        '/api/guest/events?per_page=100',
        '/api/guest/waitlists',
        `/api/public/user/${amy.slug}`,
      ]) {
        const body = (await call('GET', url, guest.token)).body;
        expect(body, url).not.toContain('Tree nuts');
      }
      expect((await call('GET', `/api/event-detail/${event.id}`, guest.token)).statusCode).toBe(403);
    }

    // The whole form with every question asked, as an edit sends it, fits the upload's limits.
    const everything = await eventFields(ctx, {
      event_type: 'plus-priority',
      is_paid: '0',
      date: dateAfter(ctx, 10),
      address: '12 Crown Street',
      arrival_notes: 'Top bell.',
      address_reveal: 'on_join',
      cancellation_policy: 'flexible',
      min_guests: '1',
      decision_hours_before: '48',
      ...QUESTION_FIELDS,
      custom_question_2: 'Anything we should know?',
      custom_question_3: 'Sweet or savoury?',
      _method: 'PUT',
      removed_images: '',
      copied_from: '',
    });
    const full = await postEvent(ctx, host.token, `/api/event/${event.id}`, everything, []);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().data.guest_questions.custom).toHaveLength(3);

    // An edit that leaves the questions out keeps them.
    const fields = await eventFields(ctx, {
      event_type: 'plus-priority',
      is_paid: '0',
      date: dateAfter(ctx, 10),
    });
    const edited = await postEvent(ctx, host.token, `/api/event/${event.id}`, fields, []);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.guest_questions).toEqual({
      ...questions,
      custom: ['Wine or no wine?', 'Anything we should know?', 'Sweet or savoury?'],
    });
  });

  it('refuses answers to questions not asked, taking no seat', async () => {
    const plain = await createEvent(ctx, host, {
      event_type: 'plus-priority',
      is_paid: '0',
      date: dateAfter(ctx, 9),
    });
    await runAdminCommand(
      { db: ctx.database.db, now: ctx.clock() },
      { name: 'events.approve', slug: plain.slug },
    );
    const dee = await signUpGuest(ctx, 'Dee');
    const refused = await join(dee, plain.id, { dietary: ['vegan'], custom: ['Hello'] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      status: false,
      errors: {
        'answers.dietary': [QUESTION_MESSAGES.notAsked],
        'answers.custom': [QUESTION_MESSAGES.notAsked],
      },
    });
    expect(await membership(ctx, plain.id, dee.id)).toBe(null);
    const hostile = await join(dee, plain.id, { allergies: 'x'.repeat(301), surprise: true });
    expect(hostile.statusCode).toBe(422);
    expect(await membership(ctx, plain.id, dee.id)).toBe(null);
  });

  it('lets a guest change their answers until the start, telling the host within 48 hours', async () => {
    const event = await askingEvent(4);
    const [eve, fox] = [await signUpGuest(ctx, 'Eve'), await signUpGuest(ctx, 'Fox')];
    expect((await join(eve, event.id, { dietary: ['vegan'] })).statusCode).toBe(200);
    const notices = async () =>
      (
        (await call('GET', '/api/notifications', host.token)).json().data.today as Array<{
          type: string;
          message: string;
        }>
      ).filter((entry) => entry.type === 'event.answers_changed');
    const before = (await notices()).length;

    const changed = await answer(eve, event.id, { dietary: ['vegan'], allergies: 'Sesame' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      message: QUESTION_MESSAGES.answersSaved,
      data: { event_id: event.id, answers: { dietary: ['vegan'], allergies: 'Sesame' } },
    });
    expect(await notices()).toHaveLength(before);

    const starts = new Date(String(event.starts_at)).getTime();
    ctx.clock.set(new Date(starts - 30 * HOUR));
    expect(
      (await answer(eve, event.id, { dietary: ['vegan'], allergies: 'Sesame, shellfish' })).statusCode,
    ).toBe(200);
    const told = await notices();
    expect(told).toHaveLength(before + 1);
    expect(told[0]?.message).toBe('Eve changed their answers for Sunday long lunch: see Table prep.');
    // The same answers again: nothing to tell.
    expect(
      (await answer(eve, event.id, { dietary: ['vegan'], allergies: 'Sesame, shellfish' })).statusCode,
    ).toBe(200);
    expect(await notices()).toHaveLength(before + 1);

    // The host's reminder a day before carries the table's summary.
    ctx.clock.set(new Date(starts - 23 * HOUR));
    await ctx.app.jobQueue.ensureRecurring();
    await ctx.app.jobQueue.runDue();
    const hostText = readOutbox(ctx)
      .filter((line) => line.to === host.e164)
      .map((line) => line.body)
      .join('\n');
    expect(hostText).toContain('1 vegan · 1 allergy');

    const noSeat = await answer(fox, event.id, { dietary: ['vegan'] });
    expect(noSeat.statusCode).toBe(404);
    expect(noSeat.json().message).toBe(QUESTION_MESSAGES.noSeat);
    ctx.clock.set(new Date(starts + 60_000));
    const late = await answer(eve, event.id, { dietary: ['vegan'] });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(QUESTION_MESSAGES.started);
  });
});
