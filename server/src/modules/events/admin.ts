import { formatMinor } from '@friendly/contracts';
import type { Database } from '../../db/client';
import { cancelEventByTeam, decideEvent } from './transitions';
import { findEventForTeam, listEventsForTeam } from './transitions-repository';

/** The team's `events …` commands (docs/decisions/076); output is plain text for a terminal. */

type Context = { db: Database; now: Date };

function when(event: { date: string; startTime: string; endTime: string; timeZone: string }) {
  return `${event.date} ${event.startTime}–${event.endTime} ${event.timeZone}`;
}

export async function listEventsCommand(
  ctx: Context,
  options: { status?: string; limit: number },
  table: (rows: string[][]) => string,
) {
  const rows = await listEventsForTeam(ctx.db, options);
  if (rows.length === 0) return 'No events.';
  return table([
    ['SLUG', 'STATUS', 'WHEN', 'TITLE', 'HOST', 'PRICE', 'SEATS'],
    ...rows.map(({ event, hostPhone, hostName }) => [
      event.slug,
      event.status,
      when(event),
      event.title.length > 40 ? `${event.title.slice(0, 39)}…` : event.title,
      `${hostName ?? '—'} ${hostPhone}`,
      event.isPaid ? `${formatMinor(event.priceMinor)} ${event.currency}` : 'FREE',
      String(event.capacity),
    ]),
  ]);
}

export async function showEventCommand(ctx: Context, slug: string) {
  const found = await findEventForTeam(ctx.db, slug.trim());
  if (!found) return null;
  const { event } = found;
  return [
    `# ${event.title}`,
    `slug: ${event.slug} (id ${event.id})`,
    `status: ${event.status}${event.statusReason ? ` — ${event.statusReason}` : ''}`,
    `host: ${found.hostName ?? '—'} ${found.hostPhone} (${found.hostSlug})`,
    `when: ${when(event)} (starts ${event.startsAt.toISOString()})`,
    `where: ${event.location} (${event.latitude}, ${event.longitude})`,
    `type: ${event.eventType}, for ${event.userType}; capacity ${event.capacity}`,
    `price: ${event.isPaid ? `${formatMinor(event.priceMinor)} ${event.currency}` : 'FREE'}${event.enableDiscount ? `, discount ${event.discountPercent} %` : ''}`,
    '',
    event.description,
  ].join('\n');
}

export async function decideEventCommand(
  ctx: Context,
  slug: string,
  decision: 'approved' | 'rejected',
  reason?: string,
) {
  const { event, changed } = await decideEvent(ctx, slug, decision, reason);
  return changed
    ? `${event.slug} ("${event.title}") is now ${decision}; the host has been notified.`
    : `${event.slug} is already ${decision}.`;
}

export async function cancelEventCommand(ctx: Context, slug: string, reason?: string) {
  const { event, changed, refunds } = await cancelEventByTeam(ctx, slug, reason);
  if (!changed) return `${event.slug} is already cancelled.`;
  const refunded = refunds
    ? ` ${refunds} paid seat${refunds === 1 ? '' : 's'} will be refunded in full.`
    : '';
  return `${event.slug} ("${event.title}") is now cancelled; the host and its guests have been notified.${refunded}`;
}
