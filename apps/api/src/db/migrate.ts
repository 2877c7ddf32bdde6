import { type Kysely, type MigrationResultSet, Migrator, sql } from 'kysely';
import { dialectOf } from './dialect';
import { migrations } from './migrations';
import type { Database } from './schema';

/** The schema migrations are recorded in: PostgreSQL's current schema (search_path), none on SQLite. */
async function migrationSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (dialectOf(db) !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

function migratorFor(db: Kysely<Database>, schema: string | undefined): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

function unwrap({ error, results }: MigrationResultSet): string[] {
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    const which = failed ? `Migration ${failed.migrationName}` : 'Migrating';
    throw new Error(`${which} failed: ${cause}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Applies every pending migration; answers the names applied. Safe to run on every start. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return unwrap(await migratorFor(db, await migrationSchema(db)).migrateToLatest());
}

/** Drops every table in the database (or the current PostgreSQL schema), migration records included. */
export async function dropAllTables(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ name: string }>`
      select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
    for (const { name } of rows) await sql`drop table if exists ${sql.table(name)} cascade`.execute(db);
    return;
  }
  // Views first (PostgreSQL's cascade drops them): SQLite keeps a view whose tables are gone, and the
  // next migration's schema change then fails on it.
  const views = await sql<{ name: string }>`select name from sqlite_master where type = 'view'`.execute(db);
  for (const { name } of views.rows) await sql`drop view if exists ${sql.id(name)}`.execute(db);
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    for (const { name } of rows) await sql`drop table if exists ${sql.table(name)}`.execute(db);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
