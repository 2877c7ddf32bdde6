import type { Kysely } from 'kysely';
import type { Database, NewRow, TableName } from '../db/schema';

/** Rows per INSERT: far below SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
export const BATCH_SIZE = 400;

/** Inserts rows in multi-row batches (one statement per batch). */
export async function insertRows<T extends TableName>(db: Kysely<Database>, table: T, rows: NewRow<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE);
    // Kysely cannot relate a generic table name to its row type; the NewRow<T> signature keeps callers typed.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await db.insertInto(table).values(batch as any).execute();
  }
}
