import { sql } from 'kysely';
import { type AnyDb, dialectOf } from '../dialect';
import { ensureTrigramExtension } from '../../search/trigram-extension';

/**
 * PostgreSQL: what the search panel reads (docs/decisions.md, "Search at 100,000 products"). SQLite needs
 * neither: FTS5 restricts a match to the name and brand columns itself, and has had the vocabulary as
 * `product_search_terms` (fts5vocab) since migration 0009, so the typo correction is one piece of SQL on
 * both databases.
 *
 * - `products.name_brand_vector`: the name and brand words of `search_vector` (weights A and B), a stored
 *   generated column (computed after the BEFORE trigger that writes `search_vector`) with its own GIN
 *   index. Matched against the whole vector, a weight-restricted query (`kur:*AB`) made PostgreSQL read
 *   and decode every candidate's description words to check the weights, and rank over them: a third of
 *   a one-word search's time.
 * - `product_search_terms(term, doc)`: every word of `name_brand_vector` with how many products hold it.
 *   Kept by statement triggers over the transition tables: whatever changes a product's words (a rename,
 *   a new brand, a renamed brand, which touches its products) changes the vocabulary, and a stock or
 *   price update writes nothing. The deltas go in as one upsert ordered by term, so two transactions lock
 *   the terms they share in the same order and cannot deadlock on them. `term` sorts bytewise (collate
 *   "C") so a prefix is one range of the primary key; a pg_trgm index on it finds the terms that look
 *   like a word whose first letters are wrong, which no prefix range holds. It replaces migration 0009's
 *   trigram index on every product name.
 */
export async function up(db: AnyDb): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  const trigramSchema = await ensureTrigramExtension(db);
  await sql`alter table products add column name_brand_vector tsvector
    generated always as (ts_filter(search_vector, '{a,b}')) stored`.execute(db);
  await sql`create index products_name_brand_vector_idx on products using gin (name_brand_vector)`.execute(db);
  await sql`create table product_search_terms (term text collate "C" primary key, doc integer not null)`.execute(db);
  // Adds the words of `added` and takes away those of `removed`, as one upsert ordered by term; a term
  // no product holds any more is deleted.
  await sql`create or replace function product_search_terms_apply(removed tsvector[], added tsvector[])
    returns void language plpgsql as $$
    declare gone text[];
    begin
      with delta as (
        select term, sum(step)::integer as step from (
          select term, -1 as step from unnest(removed) v, unnest(tsvector_to_array(v)) term
          union all
          select term, 1 from unnest(added) v, unnest(tsvector_to_array(v)) term
        ) steps group by term having sum(step) <> 0
      ), applied as (
        insert into product_search_terms (term, doc) select term, step from delta order by term
        on conflict (term) do update set doc = product_search_terms.doc + excluded.doc
        returning term, doc
      )
      select array_agg(term) filter (where doc <= 0) into gone from applied;
      if gone is not null then
        delete from product_search_terms where term = any(gone);
      end if;
    end $$`.execute(db);
  // Statements in branches not taken are never planned, so each names only its own transition tables.
  await sql`create or replace function products_search_terms() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform product_search_terms_apply('{}', (select array_agg(name_brand_vector) from new_rows));
      elsif tg_op = 'DELETE' then
        perform product_search_terms_apply((select array_agg(name_brand_vector) from old_rows), '{}');
      else
        perform product_search_terms_apply(array_agg(o.name_brand_vector), array_agg(n.name_brand_vector))
          from old_rows o join new_rows n using (id) where o.name_brand_vector is distinct from n.name_brand_vector
          having count(*) > 0;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger products_search_terms_insert after insert on products referencing new table as new_rows
    for each statement execute function products_search_terms()`.execute(db);
  await sql`create trigger products_search_terms_update after update on products
    referencing old table as old_rows new table as new_rows for each statement execute function products_search_terms()`.execute(db);
  await sql`create trigger products_search_terms_delete after delete on products referencing old table as old_rows
    for each statement execute function products_search_terms()`.execute(db);
  await sql`insert into product_search_terms (term, doc)
    select term, count(*) from products, unnest(tsvector_to_array(name_brand_vector)) term
    group by term`.execute(db);
  await sql`create index product_search_terms_trigram_idx on product_search_terms
    using gin (term ${sql.id(trigramSchema)}.gin_trgm_ops)`.execute(db);
  await sql`drop index if exists products_name_trigram_idx`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const trigger of ['products_search_terms_insert', 'products_search_terms_update', 'products_search_terms_delete']) {
    await sql`drop trigger if exists ${sql.id(trigger)} on products`.execute(db);
  }
  await sql`drop function if exists products_search_terms()`.execute(db);
  await sql`drop function if exists product_search_terms_apply(tsvector[], tsvector[])`.execute(db);
  await sql`drop table if exists product_search_terms`.execute(db);
  await sql`alter table products drop column if exists name_brand_vector`.execute(db);
  const trigramSchema = await ensureTrigramExtension(db);
  await sql`create index if not exists products_name_trigram_idx on products
    using gin (lower(name) ${sql.id(trigramSchema)}.gin_trgm_ops)`.execute(db);
}
