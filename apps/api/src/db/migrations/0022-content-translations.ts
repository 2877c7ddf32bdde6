import { sql } from 'kysely';
import { type AnyDb, dialectOf } from '../dialect';

/**
 * `content_translations(kind, record_id, locale, field, value)`: the merchant's texts in another language
 * (docs/decisions.md, "Languages (English and Hindi)": translated catalogue content). One row per
 * translated field; a field without a row reads as the merchant's own text.
 *
 * It bumps the catalogue revision like every catalogue table (migration 0010), and a product's
 * translated name and description are searchable: they join its name and description in the search
 * index (SQLite: `product_search`, PostgreSQL: `search_vector`), kept by triggers as the product's own.
 *
 * SQLite: `product_search` is made again with combining marks as part of words (`categories`), so a
 * Devanagari word is one token: unicode61 split "हल्दी" at its vowel signs and virama into pieces no
 * shopper types. Latin accents still fold (`remove_diacritics 2` works on the composed letters shoppers
 * and merchants write).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('content_translations')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_translations_pk', ['kind', 'record_id', 'locale', 'field'])
    .execute();
  if (dialectOf(db) === 'postgres') await upPostgres(db);
  else await upSqlite(db);
}

/** A product's translated `field`s, one text (empty when none). */
function translatedSqlite(product: string, field: string): string {
  return `coalesce((select group_concat(value, ' ') from content_translations
    where kind = 'product' and record_id = ${product}.id and field = '${field}'), '')`;
}

const SEARCH_TRIGGERS = [
  'products_search_insert',
  'products_search_update',
  'products_search_delete',
  'brands_search_rename',
  'brands_search_delete',
  'content_translations_search_insert',
  'content_translations_search_update',
  'content_translations_search_delete',
];

async function upSqlite(db: AnyDb): Promise<void> {
  for (const operation of ['insert', 'update', 'delete']) {
    await sql.raw(`create trigger catalog_revision_content_translations_${operation} after ${operation} on content_translations
      begin update catalog_revision set revision = revision + 1 where id = 1; end`).execute(db);
  }
  await rebuildSqliteSearch(db, true);
}

/**
 * Makes `product_search` and its triggers again, with the products' translations or (down) without.
 * A translation's trigger re-indexes its product.
 */
async function rebuildSqliteSearch(db: AnyDb, withTranslations: boolean): Promise<void> {
  for (const trigger of SEARCH_TRIGGERS) await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  await sql`drop table product_search_terms`.execute(db);
  await sql`drop table product_search`.execute(db);
  await sql`create virtual table product_search using fts5(
    name, brand, description, tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'", prefix = '2 3')`.execute(db);
  await sql`insert into product_search(product_search, rank) values ('rank', 'bm25(10.0, 4.0, 1.0)')`.execute(db);
  await sql`create virtual table product_search_terms using fts5vocab(product_search, row)`.execute(db);
  const translated = (product: string, field: string) =>
    withTranslations ? ` || ' ' || ${translatedSqlite(product, field)}` : '';
  const row = (product: string, brand: string) =>
    `${product}.id, ${product}.name${translated(product, 'name')}, ${brand},
      ${product}.description${translated(product, 'description')}`;
  const brandOf = (product: string) => `coalesce((select name from brands where id = ${product}.brand_id), '')`;
  const reindex = (where: string, brand: string) => `
      delete from product_search where rowid in (select id from products p where ${where});
      insert into product_search(rowid, name, brand, description) select ${row('p', brand)} from products p where ${where};`;
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
      ${reindex('p.brand_id = new.id', 'new.name')}
    end`).execute(db);
  await sql.raw(`create trigger brands_search_delete before delete on brands begin
      ${reindex('p.brand_id = old.id', "''")}
    end`).execute(db);
  for (const [operation, version] of [['insert', 'new'], ['update', 'new'], ['delete', 'old']] as const) {
    if (!withTranslations) break;
    await sql.raw(`create trigger content_translations_search_${operation} after ${operation} on content_translations
      when ${version}.kind = 'product' begin
      ${reindex(`p.id = ${version}.record_id`, brandOf('p'))}
    end`).execute(db);
  }
  await sql.raw(`insert into product_search(rowid, name, brand, description)
      select ${row('p', 'coalesce(b.name, \'\')')} from products p left join brands b on b.id = p.brand_id`).execute(db);
}

async function upPostgres(db: AnyDb): Promise<void> {
  await sql`create constraint trigger catalog_revision_content_translations
    after insert or update or delete on content_translations
    deferrable initially deferred for each row execute function bump_catalog_revision()`.execute(db);
  const translated = (field: string) => sql.raw(`coalesce((select string_agg(t.value, ' ') from content_translations t
    where t.kind = 'product' and t.record_id = new.id and t.field = '${field}'), '')`);
  await sql`create or replace function products_search_vector() returns trigger language plpgsql as $$
    begin
      new.search_vector :=
        setweight(to_tsvector('simple', coalesce(new.name, '') || ' ' || ${translated('name')}), 'A') ||
        setweight(to_tsvector('simple', coalesce((select b.name from brands b where b.id = new.brand_id), '')), 'B') ||
        setweight(to_tsvector('simple', regexp_replace(coalesce(new.description, '') || ' ' || ${translated('description')}, '<[^>]*>', ' ', 'g')), 'D');
      return new;
    end $$`.execute(db);
  // A translation written, changed or removed re-indexes its product through the product's own trigger.
  await sql`create or replace function content_translations_search() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' and old.kind = 'product' then
        update products set name = name where id = old.record_id;
      end if;
      if tg_op <> 'DELETE' and new.kind = 'product' then
        update products set name = name where id = new.record_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger content_translations_search after insert or update or delete on content_translations
    for each row execute function content_translations_search()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists content_translations_search on content_translations`.execute(db);
    await sql`drop function if exists content_translations_search()`.execute(db);
    await sql`create or replace function products_search_vector() returns trigger language plpgsql as $$
      begin
        new.search_vector :=
          setweight(to_tsvector('simple', coalesce(new.name, '')), 'A') ||
          setweight(to_tsvector('simple', coalesce((select b.name from brands b where b.id = new.brand_id), '')), 'B') ||
          setweight(to_tsvector('simple', regexp_replace(coalesce(new.description, ''), '<[^>]*>', ' ', 'g')), 'D');
        return new;
      end $$`.execute(db);
  } else {
    await rebuildSqliteSearch(db, false);
  }
  await db.schema.dropTable('content_translations').execute();
}
