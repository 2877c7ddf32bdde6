import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  PostgresDialect,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

/**
 * Kysely's PostgreSQL introspector (used by the Migrator to see whether its tables exist) reads every
 * table of every schema and calls pg_get_serial_sequence on each: slow when many test schemas exist, and
 * it fails when another test drops its schema meanwhile ("relation test_x.otp_codes does not exist").
 * This one looks at the current schema (search_path) only.
 */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<SchemaMetadata>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows;
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<{ table: string; schema: string; kind: string; column: string | null; type: string | null; nullable: string | null; has_default: boolean | null }>`
      select c.table_name as "table", c.table_schema as "schema", t.table_type as kind, c.column_name as "column",
             c.data_type as type, c.is_nullable as nullable, (c.column_default is not null) as has_default
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema()
      order by c.table_name, c.ordinal_position`.execute(this.db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && (row.table === DEFAULT_MIGRATION_TABLE || row.table === DEFAULT_MIGRATION_LOCK_TABLE)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.kind === 'VIEW', columns: [] };
        tables.set(row.table, table);
      }
      if (row.column) {
        table.columns.push({
          name: row.column,
          dataType: row.type ?? 'unknown',
          isNullable: row.nullable === 'YES',
          hasDefaultValue: Boolean(row.has_default),
          isAutoIncrementing: false,
        });
      }
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** PostgresDialect whose introspection stays in the current schema. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
