import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminCommand } from '../modules/admin/commands';

export class UsageError extends Error {
  override name = 'UsageError';
}

function option(args: string[], name: string) {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined) throw new UsageError(`--${name} needs a value`);
  args.splice(index, 2);
  return value;
}

function readInput(file: string | undefined) {
  if (!file) throw new UsageError('a file is required');
  return readFileSync(file === '-' ? 0 : path.resolve(file), 'utf8');
}

function readJson(file: string | undefined) {
  try {
    return JSON.parse(readInput(file)) as unknown;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

const REFERENCE_LISTS = {
  categories: 'categories',
  spots: 'spots',
  'age-groups': 'ageGroups',
  traits: 'traits',
} as const;

function readBase64(file: string) {
  try {
    return readFileSync(path.resolve(file)).toString('base64');
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
  }
}

/** `--limit n`: a whole number from 1, or the default. */
function limitOf(value: string | undefined, fallback: number) {
  if (value === undefined) return fallback;
  const limit = Number(value);
  if (!/^\d+$/.test(value) || limit < 1)
    throw new UsageError(`--limit needs a whole number from 1 (got "${value}")`);
  return limit;
}

/** Turns `hosts approve +61…` into a command object; files are read here, on the caller's machine. */
export function parseArgs(argv: string[]): AdminCommand {
  const args = [...argv];
  const status = option(args, 'status');
  const reason = option(args, 'reason');
  const title = option(args, 'title');
  const limit = option(args, 'limit');
  const image = option(args, 'image');
  const [area, action, target, file] = args;
  if (area && area in REFERENCE_LISTS) {
    const list = REFERENCE_LISTS[area as keyof typeof REFERENCE_LISTS];
    if (action === 'list') return { name: 'reference.list', list };
    if (!target) throw new UsageError(`${area} ${action ?? ''} needs a name or id`.replace('  ', ' '));
    switch (action) {
      case 'add':
        return { name: 'reference.add', list, entry: target, ...(image ? { image: readBase64(image) } : {}) };
      case 'rename':
        if (!file) throw new UsageError(`${area} rename needs the new name`);
        return { name: 'reference.rename', list, entry: target, to: file };
      case 'retire':
      case 'restore':
        return { name: action === 'retire' ? 'reference.retire' : 'reference.restore', list, entry: target };
      default:
        throw new UsageError(`unknown command: ${args.join(' ')}`);
    }
  }
  switch (`${area} ${action}`) {
    case 'hosts list':
      return { name: 'hosts.list', status: status as 'pending' | 'approved' | 'rejected' | undefined };
    case 'hosts approve':
    case 'hosts reject':
      if (!target) throw new UsageError(`hosts ${action} needs a phone number or slug`);
      return action === 'approve'
        ? { name: 'hosts.approve', who: target }
        : { name: 'hosts.reject', who: target, reason };
    case 'contact list':
      return { name: 'contact.list', limit: limitOf(limit, 20) };
    case 'content list':
      return { name: 'content.list' };
    case 'content show':
      return { name: 'content.show', key: target as 'home' };
    case 'content set':
      return { name: 'content.set', key: target as 'home', body: readInput(file), title };
    case 'testimonials replace':
      return { name: 'testimonials.replace', items: readJson(target) };
    case 'faqs replace':
      return { name: 'faqs.replace', items: readJson(target) };
    case 'events list':
      return {
        name: 'events.list',
        status: status as 'pending' | undefined,
        limit: limitOf(limit, 50),
      };
    case 'events show':
    case 'events approve':
    case 'events reject':
    case 'events cancel':
      if (!target) throw new UsageError(`events ${action} needs an event slug`);
      if (action === 'show') return { name: 'events.show', slug: target };
      if (action === 'cancel') return { name: 'events.cancel', slug: target, reason };
      return action === 'approve'
        ? { name: 'events.approve', slug: target }
        : { name: 'events.reject', slug: target, reason };
    case 'demo seed':
      return { name: 'demo.seed' };
    case 'jobs run-due':
      return { name: 'jobs.run-due' };
    default:
      throw new UsageError(area ? `unknown command: ${args.join(' ')}` : 'no command given');
  }
}
