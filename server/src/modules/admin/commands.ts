import { CMS_PAGE_KEYS, cmsPageKeySchema, eventStatusSchema, hostStatusSchema } from '@friendly/contracts';
import { z } from 'zod';
import type { Deps } from '../../context';
import { type Database, inTransaction } from '../../db/client';
import type { StorageProvider } from '../../providers/storage';
import { getPage, listContactMessages, listPages } from '../content/repository';
import { ContentInputError, replaceFaqs, replacePage, replaceTestimonials } from '../content/service';
import { runDemoSeedCommand } from '../demo/command';
import { cancelEventCommand, decideEventCommand, listEventsCommand, showEventCommand } from '../events/admin';
import { callOffEventsOfHost, EventTransitionError } from '../events/transitions';
import { notify } from '../notifications/service';
import {
  addReferenceCommand,
  listReferenceCommand,
  ReferenceCommandError,
  renameReferenceCommand,
  retireReferenceCommand,
} from '../reference/admin';
import { findUsersMatching, listUsers, lockUser, updateUser } from '../users/repository';

const referenceListSchema = z.enum(['categories', 'spots', 'ageGroups', 'traits']);
const referenceEntry = z.string().min(1).max(200);

/** Everything the team can do from `npm run admin`, as data, so it can travel over HTTP. */
export const adminCommandSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('hosts.list'), status: hostStatusSchema.optional() }),
  z.object({ name: z.literal('hosts.approve'), who: z.string().min(1) }),
  z.object({
    name: z.literal('hosts.reject'),
    who: z.string().min(1),
    reason: z.string().max(500).optional(),
  }),
  z.object({ name: z.literal('contact.list'), limit: z.number().int().min(1).max(500).default(20) }),
  z.object({ name: z.literal('content.list') }),
  z.object({ name: z.literal('content.show'), key: cmsPageKeySchema }),
  z.object({
    name: z.literal('content.set'),
    key: cmsPageKeySchema,
    body: z.string().max(500_000),
    title: z.string().max(200).optional(),
  }),
  z.object({ name: z.literal('testimonials.replace'), items: z.unknown() }),
  z.object({ name: z.literal('faqs.replace'), items: z.unknown() }),
  z.object({
    name: z.literal('events.list'),
    status: eventStatusSchema.optional(),
    limit: z.number().int().min(1).max(1000).default(50),
  }),
  z.object({ name: z.literal('events.show'), slug: z.string().min(1).max(96) }),
  z.object({ name: z.literal('reference.list'), list: referenceListSchema }),
  z.object({
    name: z.literal('reference.add'),
    list: referenceListSchema,
    entry: referenceEntry,
    image: z.string().max(1_000_000).optional().describe('Base64 PNG, JPEG or WebP'),
  }),
  z.object({
    name: z.literal('reference.rename'),
    list: referenceListSchema,
    entry: referenceEntry,
    to: referenceEntry,
  }),
  z.object({ name: z.literal('reference.retire'), list: referenceListSchema, entry: referenceEntry }),
  z.object({ name: z.literal('reference.restore'), list: referenceListSchema, entry: referenceEntry }),
  z.object({ name: z.literal('events.approve'), slug: z.string().min(1).max(96) }),
  z.object({
    name: z.literal('events.reject'),
    slug: z.string().min(1).max(96),
    reason: z.string().max(500).optional(),
  }),
  z.object({
    name: z.literal('events.cancel'),
    slug: z.string().min(1).max(96),
    reason: z.string().max(500).optional(),
  }),
  z.object({ name: z.literal('demo.seed') }),
  z.object({ name: z.literal('jobs.run-due') }),
]);
export type AdminCommand = z.input<typeof adminCommandSchema>;

export type AdminResult = { ok: boolean; output: string };

export class AdminCommandError extends Error {
  override name = 'AdminCommandError';
}

type Context = {
  db: Database;
  now: Date;
  /** Where uploaded files go (reference icons); the server's own provider, or DATA_DIR/uploads. */
  storage?: StorageProvider;
  /** The server's services' dependencies, when the command runs in the server (the demo seed uses them). */
  deps?: Deps;
  /** The server's job queue, when the command runs in the server (`jobs run-due`). */
  jobs?: { runNow(): Promise<{ ran: number; failed: number }> };
};

function table(rows: string[][]) {
  if (rows.length === 0) return '';
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** A host by slug, by E.164 number ('+61412345678') or by national digits when unambiguous. */
async function findHost(db: Database, who: string) {
  const trimmed = who.trim();
  const digits = trimmed.replace(/\D/g, '');
  const matches = await findUsersMatching(
    db,
    digits.length >= 6
      ? { slug: trimmed, e164: `+${digits}`, national: digits.replace(/^0+/, '') }
      : { slug: trimmed },
  );
  if (matches.length === 0) throw new AdminCommandError(`No host matches "${who}".`);
  if (matches.length > 1) {
    throw new AdminCommandError(
      `"${who}" matches ${matches.length} hosts (${matches.map((m) => m.phoneE164).join(', ')}); use the full +number or the slug.`,
    );
  }
  return matches[0]!;
}

/**
 * The team approves or rejects a host (docs/decisions/014, 017, 104). The decision holds the
 * host's row for its transaction, so two decisions at once come one after the other and
 * the host hears once. Rejecting calls off every event of the host's still to happen in
 * the same transaction — members told, paid seats refunded in full — so from its commit
 * guests can neither find nor join them; asked again, it calls off whatever is left.
 */
async function decide(ctx: Context, who: string, decision: 'approved' | 'rejected', reason?: string) {
  const host = await findHost(ctx.db, who);
  if (host.role !== 'host') throw new AdminCommandError(`${host.phoneE164} is a guest account, not a host.`);
  if (decision === 'approved' && !host.isProfileCompleted) {
    throw new AdminCommandError(`${host.phoneE164} has not completed their profile yet; nothing to review.`);
  }
  const outcome = await inTransaction(ctx.db, async (tx) => {
    const current = (await lockUser(tx, host.id)) ?? host;
    const changed = current.hostStatus !== decision;
    if (changed) {
      await updateUser(tx, host.id, {
        hostStatus: decision,
        hostStatusReason: reason ?? null,
        hostReviewedAt: ctx.now,
        updatedAt: ctx.now,
      });
    }
    const calledOff =
      decision === 'rejected'
        ? await callOffEventsOfHost(tx, host.id, ctx.now)
        : { calledOff: 0, refunds: 0 };
    if (changed) {
      await notify(
        tx,
        host.id,
        decision === 'approved'
          ? { type: 'host.approved' }
          : {
              type: 'host.rejected',
              facts: {
                reason: reason || null,
                wasApproved: current.hostStatus === 'approved',
                eventsCalledOff: calledOff.calledOff > 0,
              },
            },
        ctx.now,
      );
    }
    return { changed, ...calledOff };
  });
  const events = outcome.calledOff
    ? ` ${outcome.calledOff} upcoming event${outcome.calledOff === 1 ? '' : 's'} called off; their guests have been notified${
        outcome.refunds
          ? ` and ${outcome.refunds} paid seat${outcome.refunds === 1 ? '' : 's'} will be refunded in full`
          : ''
      }.`
    : '';
  return outcome.changed
    ? `${host.phoneE164} (${host.slug}, ${host.name ?? 'no name yet'}) is now ${decision}; the host has been notified.${events}`
    : `${host.phoneE164} (${host.slug}) is already ${decision}.${events}`;
}

export async function runAdminCommand(ctx: Context, input: AdminCommand): Promise<AdminResult> {
  const command = adminCommandSchema.parse(input);
  try {
    switch (command.name) {
      case 'hosts.list': {
        const rows = await listUsers(ctx.db, { hostStatus: command.status });
        if (rows.length === 0) return { ok: true, output: 'No hosts.' };
        return {
          ok: true,
          output: table([
            ['SLUG', 'PHONE', 'NAME', 'CITY', 'STATUS', 'PROFILE', 'VERIFIED', 'PAYOUTS', 'JOINED'],
            ...rows.map((host) => [
              host.slug,
              host.phoneE164,
              host.name ?? '—',
              host.city ?? '—',
              host.hostStatus,
              host.isProfileCompleted ? 'complete' : 'incomplete',
              host.isVerified ? 'yes' : 'no',
              host.stripeOnboardingCompleted ? 'ready' : host.stripeAccountId ? 'started' : '—',
              host.createdAt.toISOString().slice(0, 10),
            ]),
          ]),
        };
      }
      case 'hosts.approve':
        return { ok: true, output: await decide(ctx, command.who, 'approved') };
      case 'hosts.reject':
        return { ok: true, output: await decide(ctx, command.who, 'rejected', command.reason) };
      case 'contact.list': {
        const rows = await listContactMessages(ctx.db, command.limit);
        if (rows.length === 0) return { ok: true, output: 'No contact messages.' };
        return {
          ok: true,
          output: rows
            .map(
              (row) =>
                `#${row.id}  ${row.createdAt.toISOString()}  ${row.firstName} ${row.lastName}${row.userId ? ` (host #${row.userId})` : ''}\nSubject: ${row.subject}\n${row.message}`,
            )
            .join('\n\n'),
        };
      }
      case 'content.list': {
        const rows = await listPages(ctx.db);
        return {
          ok: true,
          output: table([
            ['KEY', 'TITLE', 'UPDATED', 'CHARS'],
            ...rows.map((row) => [
              row.key,
              row.title,
              row.updatedAt.toISOString(),
              String(row.content.length),
            ]),
          ]),
        };
      }
      case 'content.show': {
        const page = await getPage(ctx.db, command.key);
        if (!page) throw new AdminCommandError(`No content for ${command.key}.`);
        const body =
          command.key === 'home' || command.key === 'refer-and-earn'
            ? JSON.stringify(JSON.parse(page.content), null, 2)
            : page.content;
        return { ok: true, output: `# ${page.title}\n${body}` };
      }
      case 'content.set': {
        const page = await replacePage(ctx.db, command.key, command.body, command.title ?? null, ctx.now);
        return {
          ok: true,
          output: `Replaced ${page.key} ("${page.title}", ${page.content.length} characters).`,
        };
      }
      case 'testimonials.replace':
        return {
          ok: true,
          output: `Replaced testimonials: ${await replaceTestimonials(ctx.db, command.items, ctx.now)} now.`,
        };
      case 'faqs.replace':
        return {
          ok: true,
          output: `Replaced FAQs: ${await replaceFaqs(ctx.db, command.items, ctx.now)} now.`,
        };
      case 'events.list':
        return { ok: true, output: await listEventsCommand(ctx, command, table) };
      case 'events.show': {
        const output = await showEventCommand(ctx, command.slug);
        if (!output) throw new AdminCommandError(`No event matches "${command.slug}".`);
        return { ok: true, output };
      }
      case 'reference.list':
        return { ok: true, output: await listReferenceCommand(ctx, command.list, table) };
      case 'reference.add':
        return {
          ok: true,
          output: await addReferenceCommand(ctx, command.list, command.entry, command.image),
        };
      case 'reference.rename':
        return {
          ok: true,
          output: await renameReferenceCommand(ctx, command.list, command.entry, command.to),
        };
      case 'reference.retire':
      case 'reference.restore':
        return {
          ok: true,
          output: await retireReferenceCommand(
            ctx,
            command.list,
            command.entry,
            command.name === 'reference.retire',
          ),
        };
      case 'events.approve':
        return { ok: true, output: await decideEventCommand(ctx, command.slug, 'approved') };
      case 'events.reject':
        return { ok: true, output: await decideEventCommand(ctx, command.slug, 'rejected', command.reason) };
      case 'events.cancel':
        return { ok: true, output: await cancelEventCommand(ctx, command.slug, command.reason) };
      case 'jobs.run-due': {
        // The recurring sweeps (reminders, completions, refunds) and what is due, now rather
        // than at the queue's next look (docs/decisions/146).
        if (!ctx.jobs)
          return { ok: false, output: 'Jobs run in the server: start it (npm start) and ask again.' };
        const { ran, failed } = await ctx.jobs.runNow();
        const jobs = `${ran + failed} due job${ran + failed === 1 ? '' : 's'}`;
        return {
          ok: failed === 0,
          output: failed ? `Ran ${jobs}; ${failed} failed and will be retried.` : `Ran ${jobs}.`,
        };
      }
      case 'demo.seed':
        // The team's steps of the demo (approvals, a rejection) go through these same commands.
        return await runDemoSeedCommand(ctx, (db, now, step) => runAdminCommand({ ...ctx, db, now }, step));
    }
  } catch (error) {
    if (
      error instanceof AdminCommandError ||
      error instanceof ContentInputError ||
      error instanceof EventTransitionError ||
      error instanceof ReferenceCommandError
    ) {
      return { ok: false, output: error.message };
    }
    throw error;
  }
}

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  hosts list [--status pending|approved|rejected]
  hosts approve <phone|slug>
  hosts reject <phone|slug> [--reason "text shown to the host"]   (an approved host's upcoming
                                                    events are called off, paid guests refunded in full)
  contact list [--limit 20]
  content list
  content show <${CMS_PAGE_KEYS.join('|')}>
  content set <key> <file> [--title "Page title"]   (home and refer-and-earn: JSON; others: HTML)
  testimonials replace <file.json>                  ([{ content, name, location, avatar }])
  faqs replace <file.json>                          ([{ question, answer }])
  categories|spots|age-groups|traits list
  categories|spots|age-groups|traits add "<name>" [--image icon.png]   (else an icon is drawn)
  categories|spots|age-groups|traits rename <id|name> "<new name>"
  categories|spots|age-groups|traits retire|restore <id|name>        (retired: kept, not offered)
  events list [--status pending|approved|cancelled|rejected|completed] [--limit 50]
  events show <slug>
  events approve <slug>                             (the host is notified)
  events reject <slug> [--reason "text shown to the host"]
  events cancel <slug> [--reason "…"]                (pending or approved; paid guests are refunded in full)
  demo seed                                         (the demo host, guests and events; npm run seed:demo)
  jobs run-due                                      (the running server runs its sweeps and due jobs
                                                    now: reminders, go/no-go decisions, refunds)

Talks to the running server for this DATA_DIR when there is one, else opens the database.`;
