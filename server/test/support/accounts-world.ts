import { expect } from 'vitest';
import { runAdminCommand } from '../../src/modules/admin/commands';
import { createSession } from '../../src/modules/auth/tokens';
import { sendMessage } from '../../src/modules/chat/service';
import { completeEndedEvents } from '../../src/modules/events/transitions';
import { findUserById } from '../../src/modules/users/repository';
import {
  createEvent,
  dateAfter,
  imagePart,
  picture,
  profiledHost,
  type ReadyHost,
  readyHost,
} from './event-hosts';
import { signUpGuest } from './guest-accounts';
import { AU, bearer } from './hosts';
import type { TestContext } from './test-app';

/**
 * Accounts of every kind with data of their own, for the suites that cross the whole API
 * with credentials and generated input (authorization matrix, contract fuzzing). Names,
 * titles and texts are unique, so an answer can be searched for another account's data.
 */

export type Account = {
  id: number;
  slug: string;
  /** National digits. */
  phone: string;
  role: 'host' | 'guest';
  name: string;
  email: string | null;
};

/** `address` and `arrivalNotes`: the venue only its host and members may read (docs/decisions/152). */
export type WorldEvent = { id: number; slug: string; title: string; address: string; arrivalNotes: string };

const tag = () => Math.random().toString(36).slice(2, 8);

/** A fresh session of the account, as a sign-in makes one: each use may be logged out. */
export async function tokenOf(ctx: TestContext, account: Account) {
  const { token } = await createSession(
    ctx.app.deps,
    account.id,
    { userAgent: 'accounts-world', ip: '127.0.0.1' },
    account.role,
  );
  return token;
}

export async function approveEvent(ctx: TestContext, event: { slug: string }) {
  const approved = await runAdminCommand(
    { db: ctx.database.db, now: ctx.clock() },
    { name: 'events.approve', slug: event.slug },
  );
  expect(approved.ok, approved.output).toBe(true);
}

/** The host's profile once more, complete with a name and email of their own. */
async function nameHost(ctx: TestContext, host: ReadyHost, name: string): Promise<Account> {
  const email = `${host.slug.toLowerCase()}@example.test`;
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/complete-profile',
    headers: bearer(host.token),
    payload: {
      name,
      phone: host.phone,
      ...AU,
      location: 'Sydney, Australia',
      latitude: -33.86,
      longitude: 151.2,
      bio: `${name} hosts long lunches for a few friends at a time.`,
      email,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { id: host.id, slug: host.slug, phone: host.phone, role: 'host', name, email };
}

async function guestAccount(ctx: TestContext, name: string): Promise<Account> {
  const guest = await signUpGuest(ctx, name);
  return { id: guest.id, slug: guest.slug, phone: guest.phone, role: 'guest', name, email: null };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/**
 * - host: approved, payouts set up; events (all free, Friendly Plus):
 *   `upcoming` approved in 30 days, guest holds a seat, its chat room has a message of
 *   guest's; `joinable` approved, no one seated; `leavable` approved, only guest seated;
 *   `pending` waiting for review; `reviewed` completed, reviewed by guest; `reviewable`
 *   completed, guest attended and has not reviewed.
 * - otherHost: the same kind of host, with an approved upcoming event of their own.
 * - unapprovedHost: profile complete, waiting for the team's approval.
 * - noPayoutsHost: approved, no payment setup.
 * - guest: seats as above; otherGuest: signed up with a name, no seat anywhere.
 */
export async function buildWorld(ctx: TestContext) {
  const id = tag();
  const hostReady = await readyHost(ctx);
  const host = await nameHost(ctx, hostReady, `Orla Matrix${id}`);
  const otherHostReady = await readyHost(ctx);
  const otherHost = await nameHost(ctx, otherHostReady, `Bram Other${id}`);
  const unapprovedReady = await profiledHost(ctx);
  const unapprovedHost = await nameHost(ctx, unapprovedReady, `Una Waiting${id}`);
  const noPayoutsReady = await profiledHost(ctx, { approve: true });
  const noPayoutsHost = await nameHost(ctx, noPayoutsReady, `Nils Unpaid${id}`);
  const guest = await guestAccount(ctx, `Gwen Seated${id}`);
  const otherGuest = await guestAccount(ctx, `Otto Outside${id}`);
  const guestToken = await tokenOf(ctx, guest);

  // Small pictures: the world is built once per file, its images need not be large.
  const image = [imagePart(await picture('jpeg', 320, 240))];
  const event = async (owner: ReadyHost, title: string, days: number): Promise<WorldEvent> => {
    // No comma: calendar files escape commas, and the matrix looks for the text as it is.
    const address = `${tag()} Hidden Lane door of ${title}`;
    const arrivalNotes = `Knock twice for ${title}`;
    const created = await createEvent(
      ctx,
      owner,
      {
        title,
        event_type: 'plus-priority',
        is_paid: '0',
        date: dateAfter(ctx, days),
        address,
        arrival_notes: arrivalNotes,
      },
      image,
    );
    return { id: created.id, slug: created.slug, title, address, arrivalNotes };
  };
  const join = async (target: WorldEvent) => {
    const joined = await ctx.app.inject({
      method: 'POST',
      url: `/api/guest/events/${target.id}/join`,
      headers: bearer(guestToken),
    });
    expect(joined.statusCode, joined.body).toBe(200);
  };

  // Two events that end within days: attended, then completed by the job.
  const reviewed = await event(hostReady, `Reviewed supper ${id}`, 3);
  const reviewable = await event(hostReady, `Reviewable supper ${id}`, 3);
  for (const past of [reviewed, reviewable]) {
    await approveEvent(ctx, past);
    await join(past);
  }
  ctx.clock.advance(5 * 86_400_000);
  expect(await completeEndedEvents({ db: ctx.database.db, now: ctx.clock() })).toBeGreaterThanOrEqual(2);
  const reviewComment = `Private praise ${id}: the quince tart.`;
  const review = await ctx.app.inject({
    method: 'POST',
    url: `/api/guest/events/${reviewed.id}/review`,
    headers: bearer(guestToken),
    payload: { rating: 4, comment: reviewComment },
  });
  expect(review.statusCode, review.body).toBe(200);

  const upcoming = await event(hostReady, `Upcoming supper ${id}`, 30);
  const joinable = await event(hostReady, `Joinable supper ${id}`, 30);
  const leavable = await event(hostReady, `Leavable supper ${id}`, 30);
  const pending = await event(hostReady, `Pending secret supper ${id}`, 30);
  const otherHostEvent = await event(otherHostReady, `Other host supper ${id}`, 30);
  for (const approved of [upcoming, joinable, leavable, otherHostEvent]) await approveEvent(ctx, approved);
  await join(upcoming);
  await join(leavable);

  const room = await ctx.app.inject({
    method: 'POST',
    url: '/api/chat/rooms/group',
    headers: bearer(guestToken),
    payload: { event_id: upcoming.id },
  });
  expect(room.statusCode, room.body).toBe(200);
  const roomId = room.json().data.id as number;
  const messageText = `Secret table talk ${id}`;
  const guestRow = await findUserById(ctx.database.db, guest.id);
  if (!guestRow) throw new Error('the guest is gone');
  await sendMessage(ctx.app.deps, guestRow, { roomId, type: 'text', content: messageText });

  return {
    host,
    otherHost,
    unapprovedHost,
    noPayoutsHost,
    guest,
    otherGuest,
    events: { upcoming, joinable, leavable, pending, reviewed, reviewable, otherHostEvent },
    roomId,
    messageText,
    reviewComment,
  };
}
