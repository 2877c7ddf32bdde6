import { sql } from 'kysely';
import { type AnyDb, dialectOf } from '../dialect';
import { ensureTrigramExtension } from '../../search/trigram-extension';

/**
 * Full-text product search and the indexes of the catalogue list (docs/decisions.md, "Search at
 * 100,000 products"). Works on an existing database: it indexes the products already there.
 *
 * SQLite: an FTS5 table `product_search(name, brand, description)` whose rowid is the product id, kept
 * in sync by triggers, so every write path (import, seed, admin) keeps it right without knowing of it.
 * PostgreSQL: a `search_vector` tsvector column (name weight A, brand B, description D) kept by a
 * trigger (a generated column cannot read the brand's name), a GIN index on it, and a trigram index on
 * the lower-cased name (pg_trgm) for typos.
 */
export async function up(db: AnyDb): Promise<void> {
  const index = (name: string, on: string, columns: string[]) =>
    db.schema.createIndex(name).on(on).columns(columns).execute();
  // The list's sorts walk these (active products only), and category pages join on the last one.
  await index('products_active_created_idx', 'products', ['is_active', 'created_at', 'id']);
  await index('products_active_price_idx', 'products', ['is_active', 'price', 'id']);
  await index('products_active_popularity_idx', 'products', ['is_active', 'popularity', 'id']);
  await index('product_categories_category_product_idx', 'product_categories', ['category_id', 'product_id']);

  // The unfiltered list's total, kept by triggers, so the first page does not count 100,000 rows.
  await db.schema
    .createTable('catalog_counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into catalog_counters (name, value)
    select 'active_products', count(*) from products where is_active = 1`.execute(db);

  if (dialectOf(db) === 'postgres') await upPostgres(db);
  else await upSqlite(db);
}

const COUNT_ACTIVE = "update catalog_counters set value = value + %s where name = 'active_products'";

async function upSqlite(db: AnyDb): Promise<void> {
  // unicode61 folds case and diacritics; prefix indexes of 2 and 3 characters keep the short prefixes
  // typed into the search panel cheap.
  await sql`create virtual table product_search using fts5(
    name, brand, description, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`.execute(db);
  // `rank` (ORDER BY rank) weighs a word in the name most, then the brand, then the description.
  await sql`insert into product_search(product_search, rank) values ('rank', 'bm25(10.0, 4.0, 1.0)')`.execute(db);
  // The vocabulary (term -> documents) the typo correction looks near.
  await sql`create virtual table product_search_terms using fts5vocab(product_search, row)`.execute(db);
  const row = (product: string, brand: string) =>
    `${product}.id, ${product}.name, ${brand}, ${product}.description`;
  const brandOf = (product: string) => `coalesce((select name from brands where id = ${product}.brand_id), '')`;
  await sql.raw(`create trigger products_search_insert after insert on products begin
      insert into product_search(rowid, name, brand, description) values (${row('new', brandOf('new'))});
    end`).execute(db);
  await sql.raw(`create trigger products_search_update after update of name, brand_id, description on products begin
      delete from product_search where rowid = old.id;
      insert into product_search(rowid, name, brand, description) values (${row('new', brandOf('new'))});
    end`).execute(db);
  await sql.raw(`create trigger products_search_delete after delete on products begin
      delete from product_search where rowid = old.id;
    end`).execute(db);
  await sql.raw(`create trigger brands_search_rename after update of name on brands begin
      delete from product_search where rowid in (select id from products where brand_id = new.id);
      insert into product_search(rowid, name, brand, description)
        select ${row('p', 'new.name')} from products p where p.brand_id = new.id;
    end`).execute(db);
  // Before the delete, so it does not depend on when the foreign key's "set null" runs.
  await sql.raw(`create trigger brands_search_delete before delete on brands begin
      delete from product_search where rowid in (select id from products where brand_id = old.id);
      insert into product_search(rowid, name, brand, description)
        select ${row('p', "''")} from products p where p.brand_id = old.id;
    end`).execute(db);
  await sql.raw(`create trigger products_count_insert after insert on products when new.is_active = 1 begin
      ${COUNT_ACTIVE.replace('%s', '1')};
    end`).execute(db);
  await sql.raw(`create trigger products_count_delete after delete on products when old.is_active = 1 begin
      ${COUNT_ACTIVE.replace('%s', '-1')};
    end`).execute(db);
  await sql.raw(`create trigger products_count_update after update of is_active on products
      when new.is_active <> old.is_active begin
      ${COUNT_ACTIVE.replace('%s', 'new.is_active - old.is_active')};
    end`).execute(db);
  await sql.raw(`insert into product_search(rowid, name, brand, description)
      select ${row('p', 'coalesce(b.name, \'\')')} from products p left join brands b on b.id = p.brand_id`).execute(db);
}

async function upPostgres(db: AnyDb): Promise<void> {
  const trigramSchema = await ensureTrigramExtension(db);
  await sql`alter table products add column search_vector tsvector`.execute(db);
  // 'simple': no stemming, so both databases match the same words (shoppers type Indian names and
  // brands that no stemmer knows). Tags are stripped from the description's HTML.
  await sql`create or replace function products_search_vector() returns trigger language plpgsql as $$
    begin
      new.search_vector :=
        setweight(to_tsvector('simple', coalesce(new.name, '')), 'A') ||
        setweight(to_tsvector('simple', coalesce((select b.name from brands b where b.id = new.brand_id), '')), 'B') ||
        setweight(to_tsvector('simple', regexp_replace(coalesce(new.description, ''), '<[^>]*>', ' ', 'g')), 'D');
      return new;
    end $$`.execute(db);
  await sql`create trigger products_search_vector before insert or update of name, brand_id, description
    on products for each row execute function products_search_vector()`.execute(db);
  // A renamed brand re-indexes its products (a deleted one sets brand_id null, which fires the trigger).
  await sql`create or replace function brands_search_rename() returns trigger language plpgsql as $$
    begin
      update products set brand_id = brand_id where brand_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger brands_search_rename after update of name on brands
    for each row when (old.name is distinct from new.name) execute function brands_search_rename()`.execute(db);
  // Per statement, over the transition tables: a row trigger would update the counter row once per
  // product, and 100,000 updates of one row in one transaction (the import) walk an ever longer chain
  // of row versions. Statements in branches not taken are never planned, so each names only its tables.
  await sql`create or replace function products_count_active() returns trigger language plpgsql as $$
    declare delta integer := 0;
    begin
      if tg_op = 'INSERT' then
        select count(*) into delta from new_rows where is_active = 1;
      elsif tg_op = 'DELETE' then
        select -count(*) into delta from old_rows where is_active = 1;
      else
        select coalesce(sum(is_active), 0) - (select coalesce(sum(is_active), 0) from old_rows) into delta from new_rows;
      end if;
      if delta <> 0 then
        update catalog_counters set value = value + delta where name = 'active_products';
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger products_count_insert after insert on products referencing new table as new_rows
    for each statement execute function products_count_active()`.execute(db);
  await sql`create trigger products_count_delete after delete on products referencing old table as old_rows
    for each statement execute function products_count_active()`.execute(db);
  await sql`create trigger products_count_update after update on products
    referencing old table as old_rows new table as new_rows for each statement execute function products_count_active()`.execute(db);
  await sql`update products set name = name`.execute(db);
  await sql`create index products_search_vector_idx on products using gin (search_vector)`.execute(db);
  await sql`create index products_name_trigram_idx on products
    using gin (lower(name) ${sql.id(trigramSchema)}.gin_trgm_ops)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists brands_search_rename on brands`.execute(db);
    for (const trigger of ['products_count_insert', 'products_count_delete', 'products_count_update']) {
      await sql`drop trigger if exists ${sql.id(trigger)} on products`.execute(db);
    }
    await sql`drop function if exists products_count_active()`.execute(db);
    await sql`drop trigger if exists products_search_vector on products`.execute(db);
    await sql`drop function if exists brands_search_rename()`.execute(db);
    await sql`drop function if exists products_search_vector()`.execute(db);
    await sql`drop index if exists products_name_trigram_idx`.execute(db);
    await sql`alter table products drop column search_vector`.execute(db);
  } else {
    for (const trigger of ['products_search_insert', 'products_search_update', 'products_search_delete',
      'brands_search_rename', 'brands_search_delete', 'products_count_insert', 'products_count_delete',
      'products_count_update']) {
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    }
    await sql`drop table if exists product_search_terms`.execute(db);
    await sql`drop table if exists product_search`.execute(db);
  }
  await db.schema.dropTable('catalog_counters').ifExists().execute();
  for (const name of ['products_active_created_idx', 'products_active_price_idx', 'products_active_popularity_idx',
    'product_categories_category_product_idx']) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
