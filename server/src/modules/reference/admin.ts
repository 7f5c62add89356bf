import { REFERENCE_NAME_MAX } from '@friendly/contracts';
import { type Database, inTransaction } from '../../db/client';
import { drawReferenceIcon, LISTS_WITH_IMAGES, type ReferenceList } from '../../db/seed/reference';
import { randomToken } from '../../lib/ids';
import { ImageRejectedError, type ImageRules, processImage } from '../../lib/images';
import { markReferenceDataChanged } from '../../lib/reference-data';
import type { StorageProvider } from '../../providers/storage';
import { findReference, insertReference, listReference, nameTaken, updateReference } from './repository';

/**
 * The team's commands on the reference lists (docs/decisions/074): list, add (with an icon
 * of the team's or a drawn one), rename, retire and restore. Every change commits with the
 * version bump that makes every instance drop its cached lists within a second.
 */

export class ReferenceCommandError extends Error {
  override name = 'ReferenceCommandError';
}

type Context = { db: Database; now: Date; storage?: StorageProvider | undefined };

/** A list's name in commands and output. */
export const LIST_NAMES: Record<ReferenceList, string> = {
  categories: 'categories',
  spots: 'spots',
  ageGroups: 'age-groups',
  traits: 'traits',
};

const ICON: ImageRules = {
  accept: ['image/png', 'image/jpeg', 'image/webp'],
  sizes: [{ name: 'icon', width: 256, height: 256, fit: 'cover' }],
};

function cleanName(name: string) {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) throw new ReferenceCommandError('A name is required.');
  if (trimmed.length > REFERENCE_NAME_MAX) {
    throw new ReferenceCommandError(`A name may not be longer than ${REFERENCE_NAME_MAX} characters.`);
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(trimmed)) {
    throw new ReferenceCommandError('A name may not hold control characters.');
  }
  return trimmed;
}

async function entry(ctx: Context, list: ReferenceList, idOrName: string) {
  const row = await findReference(ctx.db, list, idOrName.trim());
  if (!row) throw new ReferenceCommandError(`No entry "${idOrName}" in ${LIST_NAMES[list]}.`);
  return row;
}

export async function listReferenceCommand(
  ctx: Context,
  list: ReferenceList,
  table: (rows: string[][]) => string,
) {
  const rows = await listReference(ctx.db, list, { withRetired: true });
  if (rows.length === 0) return `No ${LIST_NAMES[list]}.`;
  return table([
    ['ID', 'NAME', 'ORDER', 'ICON', 'STATUS'],
    ...rows.map((row) => [
      String(row.id),
      row.name,
      String(row.sortOrder),
      row.imageKey ?? '—',
      row.retiredAt ? `retired ${row.retiredAt.toISOString().slice(0, 10)}` : 'offered',
    ]),
  ]);
}

export async function addReferenceCommand(
  ctx: Context,
  list: ReferenceList,
  rawName: string,
  imageBase64?: string,
) {
  const name = cleanName(rawName);
  if (await nameTaken(ctx.db, list, name)) {
    throw new ReferenceCommandError(
      `"${name}" is already in ${LIST_NAMES[list]} (names are unique, whatever the case).`,
    );
  }
  let imageKey: string | null = null;
  if (LISTS_WITH_IMAGES.includes(list)) {
    if (!ctx.storage) throw new ReferenceCommandError('Icons cannot be stored from here.');
    let bytes: Buffer;
    if (imageBase64) {
      try {
        bytes = (await processImage(Buffer.from(imageBase64, 'base64'), ICON))[0]!.bytes;
      } catch (error) {
        if (!(error instanceof ImageRejectedError)) throw error;
        throw new ReferenceCommandError('The icon must be a PNG, JPEG or WebP image.');
      }
    } else bytes = await drawReferenceIcon(name);
    imageKey = `reference/${list}/${randomToken(12)}.webp`;
    await ctx.storage.put(imageKey, bytes, 'image/webp');
  }
  const row = await inTransaction(ctx.db, async (tx) => {
    const inserted = await insertReference(tx, list, { name, imageKey, now: ctx.now });
    await markReferenceDataChanged(tx, ctx.now);
    return inserted;
  });
  return `Added "${row.name}" to ${LIST_NAMES[list]} (id ${row.id}).`;
}

export async function renameReferenceCommand(
  ctx: Context,
  list: ReferenceList,
  idOrName: string,
  rawName: string,
) {
  const row = await entry(ctx, list, idOrName);
  const name = cleanName(rawName);
  if (await nameTaken(ctx.db, list, name, row.id)) {
    throw new ReferenceCommandError(`"${name}" is already in ${LIST_NAMES[list]}.`);
  }
  await inTransaction(ctx.db, async (tx) => {
    await updateReference(tx, list, row.id, { name, updatedAt: ctx.now });
    await markReferenceDataChanged(tx, ctx.now);
  });
  return `Renamed "${row.name}" to "${name}" in ${LIST_NAMES[list]} (id ${row.id}); events and profiles that name it show the new name.`;
}

export async function retireReferenceCommand(
  ctx: Context,
  list: ReferenceList,
  idOrName: string,
  retire: boolean,
) {
  const row = await entry(ctx, list, idOrName);
  if (Boolean(row.retiredAt) === retire) {
    return `"${row.name}" is already ${retire ? 'retired' : 'offered'}.`;
  }
  await inTransaction(ctx.db, async (tx) => {
    await updateReference(tx, list, row.id, { retiredAt: retire ? ctx.now : null, updatedAt: ctx.now });
    await markReferenceDataChanged(tx, ctx.now);
  });
  return retire
    ? `Retired "${row.name}" from ${LIST_NAMES[list]}: no longer offered nor accepted in new input; events and profiles that name it keep it.`
    : `"${row.name}" is offered again in ${LIST_NAMES[list]}.`;
}
