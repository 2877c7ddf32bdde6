import { sql } from 'kysely';
import type { AnyDb } from '../db/dialect';

/**
 * Makes sure PostgreSQL's pg_trgm extension exists and answers the schema it lives in.
 *
 * An extension belongs to the whole database, but is installed into one schema. Created without a
 * schema it would land in the current one, and dropping that schema (the tests use one schema per test
 * file) would drop it for everybody; so it goes into `public` and queries name its schema.
 */
export async function ensureTrigramExtension(db: AnyDb): Promise<string> {
  const existing = await trigramSchema(db);
  if (existing) return existing;
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
  } catch (error) {
    // Two migrations at once (parallel test files) race on the catalogue: the loser finds it made.
    if (!(await trigramSchema(db))) throw error;
  }
  const schema = await trigramSchema(db);
  if (!schema) throw new Error('pg_trgm was created but is not in pg_extension');
  return schema;
}

export async function trigramSchema(db: AnyDb): Promise<string | null> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema ?? null;
}
