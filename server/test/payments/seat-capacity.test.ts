import { EVENT_MESSAGES, PAYMENT_MESSAGES, SEAT_PAYMENT_MESSAGES } from '@friendly/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMembers, events, notifications, payments, sandboxPaymentIntents } from '../../src/db/schema';
import { runAdminCommand } from '../../src/modules/admin/commands';
import { SESSION_CACHE_TTL_MS } from '../../src/modules/auth/session-cache';
import { processPendingRefunds } from '../../src/modules/payments/seat-payments';
import type { SandboxPaymentsProvider } from '../../src/providers/sandbox-payments';
import {
  createEvent,
  dateAfter,
  eventFields,
  imagePart,
  picture,
  postEvent,
  type ReadyHost,
  readyHost,
} from '../support/event-hosts';
import { signUpGuest } from '../support/guest-accounts';
import { bearer } from '../support/hosts';
import {
  CONNECT_WEBHOOK_SECRET,
  membership,
  paidEvent,
  type StripeSeats,
  startStripeSeats,
} from '../support/seat-payments';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * Seats never exceed the capacity, and payouts cannot be disconnected under a new event
 * (docs/decisions/084, 101): a capacity below the seats taken (members and live holds) is
 * refused, a payment that would overfill the event is refunded at once, creating an event
 * and disconnecting payouts take the host's row in turn, and a payout account lost at the
 * provider tells the host and refuses paid joins with the reason.
 */

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
type Event = Awaited<ReturnType<typeof createEvent>>;

const HOLD_RUN_OUT_MS = 16 * 60_000;

function world(getCtx: () => TestContext) {
  const ctx = () => getCtx();
  const inject = (method: 'GET' | 'POST', url: string, token?: string) =>
    ctx().app.inject({ method, url, headers: { host: 'friendly.test', ...(token ? bearer(token) : {}) } });
  return {
    get: (url: string, token: string) => inject('GET', url, token),
    act: (token: string, id: number, action: 'join' | 'leave') =>
      inject('POST', `/api/guest/events/${id}/${action}`, token),
    disconnect: (token: string) => inject('POST', '/api/stripe/disconnect', token),
    /** The host's edit form sent again with a new capacity, every other field as created. */
    editCapacity: async (host: ReadyHost, event: Event, capacity: number) =>
      postEvent(
        ctx(),
        host.token,
        `/api/event/${event.id}`,
        await eventFields(ctx(), {
          date: String(event.date),
          event_type: String(event.event_type),
          is_paid: event.is_paid ? '1' : '0',
          price: event.is_paid ? '45.50' : '0',
          capacity: String(capacity),
        }),
        [],
      ),
    /** The guest pays on the sandbox's test card page, as a browser posts its form. */
    payOnPage: (checkoutUrl: string, card = '4242 4242 4242 4242') =>
      ctx().app.inject({
        method: 'POST',
        url: new URL(checkoutUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ card, exp: '12/34', cvc: '123' }).toString(),
      }),
    notificationsOf: (userId: number, type: string) =>
      ctx()
        .database.db.select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, type))),
    accountOf: async (host: ReadyHost) =>
      (await inject('GET', '/api/user', host.token)).json().data.stripe_account_id as string | null,
  };
}

describe(`seats and capacity (${testDriver})`, () => {
  let ctx: TestContext;
  let host: ReadyHost;
  const w = world(() => ctx);
  beforeAll(async () => {
    ctx = await createTestApp();
    host = await readyHost(ctx);
  });
  afterAll(() => closeTestApp(ctx));

  const sandbox = () => ctx.app.deps.providers.payments as SandboxPaymentsProvider;
  const joinPaid = async (guest: Guest, event: Event) => {
    const joined = await w.act(guest.token, event.id, 'join');
    expect(joined.statusCode, joined.body).toBe(200);
    return joined.json().data.payment.checkout_url as string;
  };

  it('refuses a capacity below the seats taken, members and guests paying alike, saying how many', async () => {
    const event = await paidEvent(ctx, host, { capacity: '3' });
    const [amy, ben] = [await signUpGuest(ctx, 'Amy'), await signUpGuest(ctx, 'Ben')];
    expect((await w.payOnPage(await joinPaid(amy, event))).statusCode).toBe(200);
    await joinPaid(ben, event);

    // One member and one guest paying: two seats taken.
    const refused = await w.editCapacity(host, event, 1);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toEqual({
      status: false,
      message: EVENT_MESSAGES.capacityBelowSeatsTaken(2),
      errors: { capacity: [EVENT_MESSAGES.capacityBelowSeatsTaken(2)] },
    });
    expect(EVENT_MESSAGES.capacityBelowSeatsTaken(2)).toContain('2 seats');
    const detail = async () => (await w.get(`/api/event-detail/${event.id}`, host.token)).json().data;
    expect(await detail()).toMatchObject({ capacity: 3, spots: 1, totalMembers: 1 });

    const exact = await w.editCapacity(host, event, 2);
    expect(exact.statusCode, exact.body).toBe(200);
    expect(await detail()).toMatchObject({ capacity: 2, spots: 0 });
    // Ben pays while his hold is open: his seat was counted, so he is a member.
    const benPays = await w.act(ben.token, event.id, 'join');
    expect((await w.payOnPage(benPays.json().data.payment.checkout_url)).statusCode).toBe(200);
    expect(await membership(ctx, event.id, ben.id)).toBe('joined');
    expect((await w.editCapacity(host, event, 1)).json().errors).toEqual({
      capacity: [EVENT_MESSAGES.capacityBelowSeatsTaken(2)],
    });
  });

  it('a hold that ran out no longer counts against a lower capacity', async () => {
    const event = await paidEvent(ctx, host, { capacity: '2' });
    const cy = await signUpGuest(ctx, 'Cy');
    await joinPaid(cy, event);
    expect((await w.editCapacity(host, event, 1)).statusCode).toBe(200);
    const refusedZero = await w.editCapacity(host, event, 0);
    expect(refusedZero.statusCode).toBe(422);
    ctx.clock.advance(HOLD_RUN_OUT_MS);
    // One seat, nobody holding it: anyone may take it.
    const di = await signUpGuest(ctx, 'Di');
    await joinPaid(di, event);
  });

  it('a payment that would overfill the event is refunded in full at once and the guest told', async () => {
    const event = await paidEvent(ctx, host, { capacity: '2' });
    const [eli, fay] = [await signUpGuest(ctx, 'Eli'), await signUpGuest(ctx, 'Fay')];
    const [eliPage, fayPage] = [await joinPaid(eli, event), await joinPaid(fay, event)];
    // A capacity lowered under two live holds, as rows written before this rule may hold.
    await ctx.database.db.update(events).set({ capacity: 1 }).where(eq(events.id, event.id));

    expect((await w.payOnPage(eliPage)).statusCode).toBe(200);
    expect(await membership(ctx, event.id, eli.id)).toBe('joined');
    expect((await w.payOnPage(fayPage)).statusCode).toBe(200);
    expect(await membership(ctx, event.id, fay.id)).toBe('left');

    const rows = await ctx.database.db.select().from(payments).where(eq(payments.eventId, event.id));
    const fayRow = rows.find((row) => row.userId === fay.id)!;
    expect(fayRow).toMatchObject({
      status: 'refunded',
      refundedMinor: fayRow.baseMinor,
      refundPendingMinor: 0,
      refundReason: 'no_seat',
    });
    const [intent] = await ctx.database.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, fayRow.providerPaymentIntent!));
    expect(intent!.amountRefunded).toBe(intent!.amount);
    expect(await w.notificationsOf(fay.id, 'payment.refunded_no_seat')).toHaveLength(1);
    const detail = (await w.get(`/api/event-detail/${event.id}`, host.token)).json().data;
    expect(detail).toMatchObject({ capacity: 1, totalMembers: 1, spots: 0 });
  });

  it('keeps members and live holds within the capacity, and every charge with a seat or a refund, over random interleavings', async () => {
    const guests: Guest[] = [];
    for (const name of ['Gus', 'Hal', 'Ida', 'Jo', 'Kay']) guests.push(await signUpGuest(ctx, name));
    const db = ctx.database.db;
    // A small picture: each run creates two events, and their images are encoded for real.
    const image = imagePart(await picture('jpeg', 320, 240));
    const approvedEvent = async (overrides: Record<string, string>) => {
      const event = await createEvent(
        ctx,
        host,
        { event_type: 'plus-priority', date: dateAfter(ctx, 3), ...overrides },
        [image],
      );
      expect(
        (await runAdminCommand({ db, now: ctx.clock() }, { name: 'events.approve', slug: event.slug })).ok,
      ).toBe(true);
      return event;
    };

    const guestIndex = fc.integer({ min: 0, max: guests.length - 1 });
    const operation = fc.oneof(
      {
        weight: 5,
        arbitrary: fc.record({ kind: fc.constant('join' as const), guest: guestIndex, paid: fc.boolean() }),
      },
      {
        weight: 4,
        // One of the guests who has a payment page: `pick` chooses among them.
        arbitrary: fc.record({
          kind: fc.constant('pay' as const),
          pick: fc.nat(),
          declined: fc.boolean(),
          oldest: fc.boolean(),
        }),
      },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('expire' as const) }) },
      {
        weight: 2,
        arbitrary: fc.record({ kind: fc.constant('leave' as const), guest: guestIndex, paid: fc.boolean() }),
      },
      {
        weight: 3,
        arbitrary: fc.record({
          kind: fc.constant('capacity' as const),
          paid: fc.boolean(),
          // Around the seats taken, where the rule is decided.
          delta: fc.integer({ min: -2, max: 1 }),
        }),
      },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const) }) },
    );

    /** Members and live holds of an event now: the seats taken. */
    const seatsTaken = async (eventId: number) => {
      const now = ctx.clock();
      const rows = await db.select().from(eventMembers).where(eq(eventMembers.eventId, eventId));
      return rows.filter(
        (row) =>
          row.status === 'joined' ||
          (row.status === 'pending_payment' && row.holdExpiresAt !== null && row.holdExpiresAt > now),
      ).length;
    };

    const checkInvariants = async (paid: Event, free: Event, step: string) => {
      for (const event of [paid, free]) {
        const [row] = await db.select().from(events).where(eq(events.id, event.id));
        expect(await seatsTaken(event.id), `seats taken within capacity after ${step}`).toBeLessThanOrEqual(
          row!.capacity,
        );
      }
      const [event] = await db.select().from(events).where(eq(events.id, paid.id));
      const members = await db.select().from(eventMembers).where(eq(eventMembers.eventId, paid.id));
      const statusOf = new Map(members.map((row) => [row.userId, row.status]));
      const rows = await db.select().from(payments).where(eq(payments.eventId, paid.id));
      const captured = rows.filter((row) =>
        ['succeeded', 'partially_refunded', 'refunded'].includes(row.status),
      );
      const kept = (row: (typeof rows)[number]) => row.refundedMinor + row.refundPendingMinor < row.baseMinor;
      for (const row of captured) {
        // Every captured charge has a seat or is refunded in full (sent at once).
        if (kept(row))
          expect(statusOf.get(row.userId), `a kept charge has a seat after ${step}`).toBe('joined');
        else expect(row.refundPendingMinor, `refunds are sent at once after ${step}`).toBe(0);
      }
      for (const guest of guests) {
        const keptOfGuest = captured.filter((row) => row.userId === guest.id && kept(row));
        // No guest pays twice for one event; a member of a paid event has paid.
        expect(keptOfGuest.length, `one kept payment per guest after ${step}`).toBeLessThanOrEqual(1);
        if (event!.status === 'approved' && statusOf.get(guest.id) === 'joined') {
          expect(keptOfGuest, `a member paid after ${step}`).toHaveLength(1);
        }
      }
      // What the provider kept matches: every charge taken is a member's or given back.
      const intents = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(
          inArray(
            sandboxPaymentIntents.id,
            rows.map((row) => row.providerPaymentIntent ?? ''),
          ),
        );
      for (const intent of intents.filter((entry) => entry.status === 'succeeded')) {
        const row = rows.find((entry) => entry.providerPaymentIntent === intent.id)!;
        if (intent.amountRefunded < intent.amount) {
          expect(kept(row), `a charge the provider kept is a kept payment after ${step}`).toBe(true);
        }
      }
    };

    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(operation, { minLength: 4, maxLength: 14, size: 'max' }),
        async (capacity, operations) => {
          const paid = await approvedEvent({ capacity: String(capacity) });
          const free = await approvedEvent({ capacity: String(capacity), is_paid: '0', price: '0' });
          const pages = new Map<number, string[]>();
          let cancelled = false;
          for (const [index, op] of operations.entries()) {
            const step = `#${index} ${JSON.stringify(op)}`;
            let answer: { statusCode: number; body: string } | null = null;
            if (op.kind === 'join') {
              answer = await w.act(guests[op.guest]!.token, op.paid ? paid.id : free.id, 'join');
              expect([200, 404, 409], step).toContain(answer.statusCode);
              const page =
                answer.statusCode === 200 ? JSON.parse(answer.body).data.payment?.checkout_url : null;
              if (page) pages.set(op.guest, [...(pages.get(op.guest) ?? []), page]);
            } else if (op.kind === 'pay') {
              const payers = [...pages.keys()];
              const known = payers.length ? pages.get(payers[op.pick % payers.length]!)! : [];
              const page = op.oldest ? known[0] : known.at(-1);
              if (page) {
                answer = await w.payOnPage(page, op.declined ? '4000 0000 0000 0002' : '4242 4242 4242 4242');
                expect([200, 402], step).toContain(answer.statusCode);
              }
            } else if (op.kind === 'expire') {
              ctx.clock.advance(HOLD_RUN_OUT_MS);
            } else if (op.kind === 'leave') {
              answer = await w.act(guests[op.guest]!.token, op.paid ? paid.id : free.id, 'leave');
              expect([200, 404, 409], step).toContain(answer.statusCode);
            } else if (op.kind === 'capacity') {
              const event = op.paid ? paid : free;
              const taken = await seatsTaken(event.id);
              const wanted = Math.min(6, Math.max(1, taken + op.delta));
              answer = await w.editCapacity(host, event, wanted);
              if (op.paid && cancelled) expect(answer.statusCode, step).toBe(409);
              else if (wanted >= taken) expect(answer.statusCode, `${step} ${answer.body}`).toBe(200);
              else {
                expect(answer.statusCode, step).toBe(422);
                expect(JSON.parse(answer.body).errors, step).toEqual({
                  capacity: [EVENT_MESSAGES.capacityBelowSeatsTaken(taken)],
                });
              }
            } else {
              const result = await runAdminCommand(
                { db, now: ctx.clock() },
                { name: 'events.cancel', slug: paid.slug, reason: 'The venue flooded.' },
              );
              // The route sends the refunds after the command commits; so does this.
              cancelled ||= result.ok;
              if (result.ok) await processPendingRefunds(ctx.app.deps);
            }
            await checkInvariants(paid, free, step);
          }
        },
      ),
      { numRuns: Number(process.env.SEAT_RUNS ?? 30), seed: Number(process.env.FC_SEED ?? 101_084) },
    );
  }, 300_000);

  describe('creating an event while disconnecting payouts', () => {
    it('a disconnect that lands while the event is being saved makes the creation refuse', async () => {
      const racer = await readyHost(ctx);
      const storage = ctx.app.deps.providers.storage;
      const put = storage.put;
      let reached!: () => void;
      let release!: () => void;
      const atImages = new Promise<void>((resolve) => {
        reached = resolve;
      });
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      // The creation stops where it has checked the host and stores its images, before its transaction.
      storage.put = async (...args) => {
        reached();
        await gate;
        return put.apply(storage, args);
      };
      try {
        const fields = await eventFields(ctx, { event_type: 'plus-priority' });
        const creating = postEvent(ctx, racer.token, '/api/event', fields, [imagePart(await picture())]);
        await atImages;
        const disconnected = await w.disconnect(racer.token);
        release();
        const created = await creating;
        expect(disconnected.statusCode, disconnected.body).toBe(200);
        expect([created.statusCode, created.json().message]).toEqual([
          403,
          EVENT_MESSAGES.paymentSetupRequired,
        ]);
      } finally {
        release();
        storage.put = put;
      }
      const list = (await w.get('/api/events', racer.token)).json().data;
      expect(list).toEqual([]);
    });

    it('at once, whichever wins, no event is left without its payouts', async () => {
      for (let round = 0; round < 3; round++) {
        const racer = await readyHost(ctx);
        const fields = await eventFields(ctx, { event_type: 'plus-priority' });
        const image = imagePart(await picture());
        const [created, disconnected] = await Promise.all([
          postEvent(ctx, racer.token, '/api/event', fields, [image]),
          w.disconnect(racer.token),
        ]);
        const account = await w.accountOf(racer);
        const list = (await w.get('/api/events', racer.token)).json().data as Array<{ slug: string }>;
        if (created.statusCode === 200) {
          // The event came first: the disconnect saw it and refused; the account stays.
          expect([disconnected.statusCode, disconnected.json().message]).toEqual([
            409,
            PAYMENT_MESSAGES.activeEvents,
          ]);
          expect(account).not.toBeNull();
          expect(list).toHaveLength(1);
          const approved = await runAdminCommand(
            { db: ctx.database.db, now: ctx.clock() },
            { name: 'events.approve', slug: list[0]!.slug },
          );
          expect(approved.ok).toBe(true);
          const guest = await signUpGuest(ctx, 'Kit');
          expect((await w.act(guest.token, created.json().data.id, 'join')).statusCode).toBe(200);
        } else {
          // The disconnect came first: the creation found no payouts and refused.
          expect([created.statusCode, created.json().message]).toEqual([
            403,
            EVENT_MESSAGES.paymentSetupRequired,
          ]);
          expect(disconnected.statusCode).toBe(200);
          expect(account).toBeNull();
          expect(list).toEqual([]);
        }
      }
    });
  });

  describe('a payout account lost at the provider', () => {
    it('restricted (charges off): the host is told to reconnect and paid joins say why they cannot pay', async () => {
      const owner = await readyHost(ctx);
      const paid = await paidEvent(ctx, owner);
      const free = await paidEvent(ctx, owner, { is_paid: '0', price: '0' });
      const accountId = (await w.accountOf(owner))!;
      await sandbox().loseAccount(accountId, 'restrict');

      const told = await w.notificationsOf(owner.id, 'payments.account_lost');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ title: 'Reconnect your payout account' });
      // Told once, however often the provider says so again.
      await sandbox().loseAccount(accountId, 'restrict');
      expect(await w.notificationsOf(owner.id, 'payments.account_lost')).toHaveLength(1);

      const guest = await signUpGuest(ctx, 'Lee');
      const refused = await w.act(guest.token, paid.id, 'join');
      expect([refused.statusCode, refused.json()]).toEqual([
        409,
        { status: false, message: SEAT_PAYMENT_MESSAGES.hostPayoutAccountLost },
      ]);
      expect(await ctx.database.db.select().from(payments).where(eq(payments.eventId, paid.id))).toEqual([]);
      // A free seat needs no payout account.
      expect((await w.act(guest.token, free.id, 'join')).statusCode).toBe(200);
      const status = (await w.get('/api/stripe/account-status', owner.token)).json().data;
      expect(status).toMatchObject({ status: 'incomplete', charges_enabled: false });
    });

    it('deauthorized: the account is unlinked, the host is told, and paid joins say why', async () => {
      const owner = await readyHost(ctx);
      const paid = await paidEvent(ctx, owner);
      const accountId = (await w.accountOf(owner))!;
      await sandbox().loseAccount(accountId, 'deauthorize');
      // Signed-in reads trust a session confirmed within the last second (docs/decisions/071).
      ctx.clock.advance(SESSION_CACHE_TTL_MS + 1);
      expect(await w.accountOf(owner)).toBeNull();
      expect(await w.notificationsOf(owner.id, 'payments.account_lost')).toHaveLength(1);
      const guest = await signUpGuest(ctx, 'Mo');
      const refused = await w.act(guest.token, paid.id, 'join');
      expect([refused.statusCode, refused.json().message]).toEqual([
        409,
        SEAT_PAYMENT_MESSAGES.hostPayoutAccountLost,
      ]);
    });
  });
});

describe(`a payout account lost at Stripe (against a local fake of its API; ${testDriver})`, () => {
  let stripe: StripeSeats;
  let ctx: TestContext;
  const w = world(() => ctx);
  beforeAll(async () => {
    stripe = await startStripeSeats();
    ctx = stripe.ctx;
  });
  afterAll(() => stripe?.close());

  const onAccount = (accountId: string) => ({
    extra: { account: accountId },
    secret: CONNECT_WEBHOOK_SECRET,
  });

  it('account.updated with charges disabled: the host is told and paid joins are refused with the reason', async () => {
    const host = await stripe.stripeHost();
    const event = await paidEvent(ctx, host);
    const restricted = { ...stripe.fake.accounts.get(host.accountId)!, charges_enabled: false };
    stripe.fake.accounts.set(host.accountId, restricted);
    const delivered = await stripe.deliver('account.updated', restricted, onAccount(host.accountId));
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await w.notificationsOf(host.id, 'payments.account_lost')).toHaveLength(1);
    const guest = await signUpGuest(ctx, 'Ned');
    const refused = await w.act(guest.token, event.id, 'join');
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      SEAT_PAYMENT_MESSAGES.hostPayoutAccountLost,
    ]);
  });

  it('account.application.deauthorized: the account is unlinked and the host told', async () => {
    const host = await stripe.stripeHost();
    const event = await paidEvent(ctx, host);
    const delivered = await stripe.deliver(
      'account.application.deauthorized',
      { id: 'ca_fake_platform', object: 'application', name: 'Friendly Host' },
      onAccount(host.accountId),
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await w.accountOf(host)).toBeNull();
    expect(await w.notificationsOf(host.id, 'payments.account_lost')).toHaveLength(1);
    const guest = await signUpGuest(ctx, 'Oz');
    const refused = await w.act(guest.token, event.id, 'join');
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      SEAT_PAYMENT_MESSAGES.hostPayoutAccountLost,
    ]);
  });
});
