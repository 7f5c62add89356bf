import { type Paging, pagingFor } from '@friendly/contracts';
import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

export type PageRequest = { page: number; perPage: number };

/**
 * One page of a table's rows and where it stands: one count query and one page query
 * (LIMIT/OFFSET). `orderBy` must match an index that starts with the `where` columns
 * (e.g. notifications_user_sent_idx for a host's notifications), so the page is read
 * from the index instead of sorting the table; end it on a unique column so pages never
 * overlap. A page past the last one is empty, with the paging of the list.
 */
export async function findPage<Table extends PgTable>(
  db: Database,
  table: Table,
  options: PageRequest & { where: SQL | undefined; orderBy: [SQL | PgColumn, ...Array<SQL | PgColumn>] },
): Promise<{ rows: Table['$inferSelect'][]; paging: Paging }> {
  const { page, perPage, where, orderBy } = options;
  // Drizzle's builder cannot follow a generic table through select(); the row type is the table's.
  const source = table as PgTable;
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(source).where(where),
    db
      .select()
      .from(source)
      .where(where)
      .orderBy(...orderBy)
      .limit(perPage)
      .offset((page - 1) * perPage),
  ]);
  return {
    rows: rows as Table['$inferSelect'][],
    paging: pagingFor(page, perPage, Number(counted?.total ?? 0)),
  };
}
