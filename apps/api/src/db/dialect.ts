import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Migrations see the database before its tables exist, so they use an untyped Kysely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(db: Kysely<unknown> | AnyDb): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Adds the integer primary key `id`: `integer primary key autoincrement` on SQLite, `serial primary key`
 * on PostgreSQL. Every table with an id uses this, so ids behave the same on both.
 */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: Dialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** A 0/1 flag column (booleans are integers on both databases). */
export function flagColumn(defaultValue: 0 | 1) {
  return (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(defaultValue);
}
