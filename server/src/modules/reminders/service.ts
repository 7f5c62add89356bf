import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  type GuestSettings,
  type NotificationInput,
  notificationContent,
  REMINDERS,
  reminderSms,
  tablePrepSummary,
  venueLine,
} from '@friendly/contracts';
import type { Deps } from '../../context';
import { type Database, inTransaction } from '../../db/client';
import type { Auth } from '../auth/tokens';
import { venueFor } from '../events/venue';
import { memberAnswersOf } from '../guests/membership-repository';
import { notify } from '../notifications/service';
import { enqueueSms } from '../waitlist/schedule';
import {
  claimKey,
  claimReminders,
  dueHostReminders,
  dueMemberReminders,
  findRemindersSms,
  membersByEvent,
  type ReminderClaim,
  updateRemindersSms,
} from './repository';

/**
 * Reminders before an event (docs/decisions/151): each member 24 hours and 2 hours before
 * the start, the host 24 hours before, in-app and by SMS. Sent once per event, person,
 * kind and start: the claim row, the notification and the SMS job commit together.
 */

/** Reminders claimed and sent per transaction; batches follow while each is full. */
export const REMINDER_BATCH = 20;

type DueReminder = Awaited<ReturnType<typeof dueMemberReminders>>[number];
type DueEvent = Pick<
  DueReminder,
  | 'eventId'
  | 'slug'
  | 'title'
  | 'location'
  | 'latitude'
  | 'longitude'
  | 'venueLatitude'
  | 'venueLongitude'
  | 'address'
  | 'arrivalNotes'
  | 'addressReveal'
  | 'date'
  | 'startTime'
  | 'timeZone'
  | 'startsAt'
>;

/**
 * Where a member is told to go: the address once it is revealed to them (on joining, or
 * 24 hours before, which is when the first reminder goes), else the area
 * (docs/decisions/152).
 */
function placeRevealedTo(event: DueEvent, now: Date) {
  return venueLine(venueFor(event, 'member', now));
}

/** The host's table-prep summary per event ('2 vegetarian · 1 allergy'; docs/decisions/154). */
async function tablePrepSummaries(db: Database, eventIds: number[]): Promise<Map<number, string>> {
  const answers = await memberAnswersOf(db, eventIds);
  const summaries = new Map<number, string>();
  for (const [eventId, members] of answers) {
    const summary = tablePrepSummary(members.map((member) => member.answers));
    if (summary) summaries.set(eventId, summary);
  }
  return summaries;
}

const facts = (event: DueEvent) => ({
  event: { id: event.eventId, slug: event.slug, title: event.title },
  start: {
    date: event.date,
    startTime: event.startTime,
    timeZone: event.timeZone,
    startsAt: event.startsAt.toISOString(),
  },
});

/**
 * Claims `due` and sends the ones claimed now, in one transaction: the in-app notification,
 * and the SMS (unless the person turned SMS reminders off) as a job sent after the commit.
 * Answers how many were claimed.
 */
async function sendBatch(
  deps: Pick<Deps, 'db'>,
  due: Array<ReminderClaim & { phoneE164: string; remindersSms: boolean; input: NotificationInput }>,
  now: Date,
) {
  return inTransaction(deps.db, async (tx) => {
    const claims: ReminderClaim[] = due.map(({ eventId, userId, kind, startsAt }) => ({
      eventId,
      userId,
      kind,
      startsAt,
    }));
    const claimed = await claimReminders(tx, claims, now);
    for (const reminder of due) {
      if (!claimed.has(claimKey(reminder))) continue;
      await notify(tx, reminder.userId, reminder.input, now);
      if (reminder.remindersSms) {
        const { message } = notificationContent(reminder.input);
        const key = `reminder:${claimKey(reminder)}:${reminder.startsAt.getTime()}`;
        await enqueueSms(tx, reminder.phoneE164, reminderSms(message), key, now);
      }
    }
    return claimed.size;
  });
}

async function sendMemberBatch(deps: Pick<Deps, 'db'>, now: Date, batch: number) {
  const due = await dueMemberReminders(deps.db, now, batch);
  await sendBatch(
    deps,
    due.map((reminder) => ({
      ...reminder,
      input: {
        type: 'reminder.member' as const,
        facts: {
          ...facts(reminder),
          hoursBefore:
            reminder.kind === 'member_2h'
              ? REMINDERS.memberLastHoursBefore
              : REMINDERS.memberFirstHoursBefore,
          place: placeRevealedTo(reminder, now),
        },
      },
    })),
    now,
  );
  return due.length === batch;
}

async function sendHostBatch(deps: Pick<Deps, 'db'>, now: Date, batch: number) {
  const due = await dueHostReminders(deps.db, now, batch);
  const eventIds = due.map((reminder) => reminder.eventId);
  const [coming, tablePrep] = await Promise.all([
    membersByEvent(deps.db, eventIds),
    tablePrepSummaries(deps.db, eventIds),
  ]);
  await sendBatch(
    deps,
    due.map((reminder) => ({
      ...reminder,
      input: {
        type: 'reminder.host' as const,
        facts: {
          ...facts(reminder),
          guests: coming.get(reminder.eventId) ?? [],
          tablePrep: tablePrep.get(reminder.eventId) ?? null,
        },
      },
    })),
    now,
  );
  return due.length === batch;
}

/**
 * Sends every reminder due at `now` (the `reminders.send` job): batch after batch, each
 * in a transaction of its own, while a batch is full, with a turn of the event loop
 * between them so that a burst (1,000 due at once) does not hold the instance's requests.
 */
export async function sendDueReminders(
  deps: Pick<Deps, 'db'>,
  now: Date,
  batch = REMINDER_BATCH,
  // Between batches the instance's requests go first (the queue's `giveWay`).
  giveWay: () => Promise<void> = () => yieldToEventLoop(),
) {
  for (const sendOne of [sendMemberBatch, sendHostBatch]) {
    while (await sendOne(deps, now, batch)) await giveWay();
    await giveWay();
  }
}

/** The guest's settings (GET /api/guest/settings). */
export async function guestSettings(deps: Pick<Deps, 'db'>, user: Auth['user']): Promise<GuestSettings> {
  return { reminders_sms: await findRemindersSms(deps.db, user.id) };
}

/** Turns the guest's SMS reminders on or off (POST /api/guest/settings); in-app ones always go. */
export async function updateGuestSettings(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: Auth['user'],
  settings: GuestSettings,
): Promise<GuestSettings> {
  await updateRemindersSms(deps.db, user.id, settings.reminders_sms, deps.clock());
  return { reminders_sms: settings.reminders_sms };
}
