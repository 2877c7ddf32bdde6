import type { CompiledQuery, Kysely } from 'kysely';

// merge: B's files still call this. Search code (and the list query of product-filter.ts) is not yet
// handed the database object, so openDatabase registers its read pool here by Kysely handle; remove
// this file once they call `AppDatabase.read` (catalog-reads/app-database.ts).

/** What the lookup needs of a read pool (catalog-reads/read-pool/sqlite-read-pool.ts). */
interface ReadPool {
  query<Row>(sql: string, params: readonly unknown[]): Promise<Row[]>;
}

const pools = new WeakMap<object, ReadPool>();

/** Called by openDatabase only: the read pool of a SQLite file, by its Kysely handle. */
export function registerReadPoolForLookup<DB>(db: Kysely<DB>, pool: ReadPool): void {
  pools.set(db, pool);
}

/** As `AppDatabase.read`, found by the Kysely handle. */
export async function readQuery<DB, Row>(db: Kysely<DB>, query: CompiledQuery<Row>): Promise<Row[]> {
  const pool = pools.get(db);
  if (pool) return pool.query<Row>(query.sql, query.parameters);
  return (await db.executeQuery(query)).rows;
}
