import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared; queries with inlined lists (`in (?, ?, ...)`) make many texts. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every statement again on each call (about a fifth of a catalogue
 * list's CPU time). This hands Kysely the database with `prepare` answered from a bounded
 * least-recently-used cache keyed by the SQL text; SQLite re-prepares a cached statement by itself
 * when the schema changes. A statement still busy streaming rows is never shared: it gets a fresh one.
 */
export function withStatementCache(database: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Re-inserting moves the entry to the end: the Map's order is least recently used first.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        if (statements.size > size) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
    close(): void {
      statements.clear();
      database.close();
    },
  };
}
