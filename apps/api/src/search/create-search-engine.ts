import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { SqliteReadPool } from '../catalog-reads/read-pool/sqlite-read-pool';
import type { Database } from '../db/schema';
import { PostgresSearchEngine } from './postgres-search-engine';
import type { SearchEngine } from './search-engine';
import { SqliteSearchEngine } from './sqlite-search-engine';

export interface SearchEngineDependencies {
  db: Kysely<Database>;
  /** SQLite: the read workers of the database file, where the engine runs its reads (none in memory). */
  readPool: SqliteReadPool | undefined;
}

/**
 * The search engine of the database `db` opens, chosen here once at start-up: the only place that asks
 * which backend serves search. A dedicated engine (README.md) would be chosen here too.
 */
export function createSearchEngine({ db, readPool }: SearchEngineDependencies): SearchEngine {
  switch (dialectOf(db)) {
    case 'postgres':
      return new PostgresSearchEngine(db);
    case 'sqlite':
      return new SqliteSearchEngine(db, readPool);
  }
}
