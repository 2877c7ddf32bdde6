import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Tables a rejected request may legitimately add rows to: the attempt ledger the rate limiters count
 * (a refused login or code guess is recorded on purpose, so the limit holds).
 */
export const ATTEMPT_LEDGERS: readonly string[] = ['rate_limit_events'];

export type RowCounts = Record<string, number>;

/** The app's tables on this database (SQLite, or the test's own PostgreSQL schema), ledgers excluded. */
export async function dataTables(db: Kysely<Database>, kind: 'sqlite' | 'postgres'): Promise<string[]> {
  const query =
    kind === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`;
  const { rows } = await query.execute(db);
  return rows.map((row) => row.name).filter((name) => !ATTEMPT_LEDGERS.includes(name)).sort();
}

/** The row count of every table in one statement (cheap enough to take around every request). */
export async function rowCounts(db: Kysely<Database>, tables: readonly string[]): Promise<RowCounts> {
  const counts = tables.map((table) => sql`select ${table} as name, count(*) as n from ${sql.id(table)}`);
  const { rows } = await sql<{ name: string; n: number | string }>`${sql.join(counts, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

/** The tables whose row count changed between two snapshots, with before -> after. */
export function changedCounts(before: RowCounts, after: RowCounts): string[] {
  return Object.keys(after)
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table}: ${before[table]} -> ${after[table]}`);
}
