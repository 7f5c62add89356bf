import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ReferenceList, referenceTables } from '../../db/seed/reference';

/** The SQL of the reference lists (categories, spots, age groups, traits; docs/decisions/074). */

export type ReferenceRow = {
  id: number;
  name: string;
  imageKey: string | null;
  sortOrder: number;
  retiredAt: Date | null;
};

const columns = (list: ReferenceList) => {
  const table = referenceTables[list];
  return {
    id: table.id,
    name: table.name,
    imageKey: table.imageKey,
    sortOrder: table.sortOrder,
    retiredAt: table.retiredAt,
  };
};

/** The list in its order; retired entries only when asked (the team's view). */
export async function listReference(
  db: Database,
  list: ReferenceList,
  options: { withRetired?: boolean } = {},
) {
  const table = referenceTables[list];
  return db
    .select(columns(list))
    .from(table)
    .where(options.withRetired ? undefined : isNull(table.retiredAt))
    .orderBy(asc(table.sortOrder), asc(table.id)) as Promise<ReferenceRow[]>;
}

/** An entry by id or by name (any case). */
export async function findReference(db: Database, list: ReferenceList, idOrName: string) {
  const table = referenceTables[list];
  const match: SQL = /^\d{1,9}$/.test(idOrName)
    ? eq(table.id, Number(idOrName))
    : sql`lower(${table.name}) = lower(${idOrName})`;
  const [row] = (await db.select(columns(list)).from(table).where(match)) as ReferenceRow[];
  return row ?? null;
}

export async function nameTaken(db: Database, list: ReferenceList, name: string, exceptId?: number) {
  const table = referenceTables[list];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(sql`lower(${table.name}) = lower(${name})`, exceptId ? sql`${table.id} <> ${exceptId}` : undefined),
    );
  return row !== undefined;
}

export async function insertReference(
  db: Database,
  list: ReferenceList,
  values: { name: string; imageKey: string | null; now: Date },
) {
  const table = referenceTables[list];
  const [last] = await db.select({ max: sql<number>`coalesce(max(${table.sortOrder}), -1)` }).from(table);
  const [row] = (await db
    .insert(table)
    .values({
      name: values.name,
      imageKey: values.imageKey,
      sortOrder: Number(last?.max ?? -1) + 1,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning(columns(list))) as ReferenceRow[];
  return row!;
}

export async function updateReference(
  db: Database,
  list: ReferenceList,
  id: number,
  changes: { name?: string; imageKey?: string | null; retiredAt?: Date | null; updatedAt: Date },
) {
  const table = referenceTables[list];
  const [row] = (await db
    .update(table)
    .set(changes)
    .where(eq(table.id, id))
    .returning(columns(list))) as ReferenceRow[];
  return row!;
}

/** Which of `ids` name entries of the list that are not retired (one query): new input may use only those. */
export async function findActiveIds(db: Database, list: ReferenceList, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const table = referenceTables[list];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...ids]), isNull(table.retiredAt)));
  return new Set(rows.map((row) => row.id));
}
