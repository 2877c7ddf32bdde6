import { sql } from 'kysely';
import { type AnyDb, dialectOf } from '../dialect';

/**
 * Every table whose rows show in a public catalogue read (products, stock, prices, categories, home
 * sections, ratings, settings, content). Orders are here because best-selling and trending sections
 * rank by them; carts, sessions and the like are not.
 */
export const CATALOG_TABLES = [
  'store_settings',
  'payment_options',
  'categories',
  'brands',
  'option_types',
  'option_values',
  'products',
  'product_categories',
  'product_images',
  'variants',
  'variant_option_values',
  'banners',
  'collections',
  'collection_products',
  'cms_pages',
  'faqs',
  'states',
  'cities',
  'return_options',
  'reviews',
  'orders',
  'order_items',
] as const;

const OPERATIONS = ['insert', 'update', 'delete'] as const;

/**
 * `catalog_revision`: one counter that any write to a catalogue table bumps in the writer's own
 * transaction, by trigger, so no code path can forget it and every API process sees the bump exactly
 * when it sees the data (docs/decisions.md, "Catalogue read cache").
 *
 * PostgreSQL: the trigger is deferred to commit and bumps once per transaction. A bump at the first
 * write would hold the counter's row lock for the rest of the transaction, and two orders locking
 * their variants in different orders would then deadlock on it; at commit it is the last lock taken.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('catalog_revision')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('revision', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('catalog_revision').values({ id: 1, revision: 1 }).execute();

  if (dialectOf(db) === 'postgres') {
    await sql`
      create or replace function bump_catalog_revision() returns trigger language plpgsql as $$
      begin
        if current_setting('storefront.catalog_revision_bumped', true) is distinct from 'yes' then
          perform set_config('storefront.catalog_revision_bumped', 'yes', true);
          update catalog_revision set revision = revision + 1 where id = 1;
        end if;
        return null;
      end $$`.execute(db);
    for (const table of CATALOG_TABLES) {
      await sql`
        create constraint trigger ${sql.id(`catalog_revision_${table}`)}
        after insert or update or delete on ${sql.table(table)}
        deferrable initially deferred for each row execute function bump_catalog_revision()`.execute(db);
    }
    return;
  }
  for (const table of CATALOG_TABLES) {
    for (const operation of OPERATIONS) {
      await sql`
        create trigger ${sql.id(`catalog_revision_${table}_${operation}`)} after ${sql.raw(operation)} on ${sql.table(table)}
        begin update catalog_revision set revision = revision + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const table of CATALOG_TABLES) {
    if (postgres) await sql`drop trigger if exists ${sql.id(`catalog_revision_${table}`)} on ${sql.table(table)}`.execute(db);
    else for (const operation of OPERATIONS) await sql`drop trigger if exists ${sql.id(`catalog_revision_${table}_${operation}`)}`.execute(db);
  }
  if (postgres) await sql`drop function if exists bump_catalog_revision()`.execute(db);
  await db.schema.dropTable('catalog_revision').execute();
}
