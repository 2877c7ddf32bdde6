import { sql } from 'kysely';
import { type AnyDb, dialectOf } from '../dialect';

/**
 * The list's filter counts kept by the database (docs/decisions.md, "Filter counts kept by the database").
 *
 * `facet_counts(brand_id, category_id, band, products, buyable)`: how many active products, and how many
 * of them can be bought now (stock above 0 or back-order), each category lists (itself and everything
 * below it, as category_listing does) per brand and price band. `category_id` 0 is the whole catalogue
 * (uncategorised products too), `brand_id` 0 every brand (products without one too). So the common
 * choices (none, a category, a brand, both, "in stock only", a price range) read a few thousand small
 * rows instead of counting 100,000 products.
 *
 * `facet_price_bands(band, from_paise)`: the price bands: ₹0 to ₹10, then steps of 1, 1.5, 2, 3, 5, 7
 * per decade up to ₹70,00,000 and above (the round figures shoppers type). A price range made of whole
 * bands is read from the counts alone; the parts of a band it cuts are counted from the products.
 *
 * Kept by triggers, so every write path (import, orders, admin SQL) keeps it right:
 * - the whole catalogue (category 0) from `products` itself: insert, delete, and an update that changes
 *   `is_active`, `brand_id`, the price band or whether the product can be bought;
 * - the categories from `category_listing` (migration 0011), whose rows are exactly "active product p is
 *   listed under category c": a row added or removed counts under the product's brand, band and stock
 *   as they are at that moment;
 * - a product whose brand, band or stock state changes moves the rows it was listed under before the change
 *   (computed from its categories and the tree, not from category_listing, whose own triggers may rebuild
 *   it before or after this one in the same statement) from its old key to its new one. With the relist
 *   of 0011 (which removes and adds under the new key) the sum is right whichever trigger runs first;
 * - a product being deleted takes itself out before the delete (its listing rows go afterwards, when
 *   the product row, hence its key, is gone: those removals count nothing).
 *
 * Rows whose counts fell to 0 stay (a category or brand may fill again); readers skip them. SQLite runs
 * row triggers that add at once (paused by a bulk import, which rebuilds from facet_counts_fresh);
 * PostgreSQL runs inserts and listing changes once per statement over the transition tables (the import
 * inserts 100,000 products in batches) and updates per row, only when a key changes, and queues every
 * change for one fold at commit (queueForCommit).
 */

/** 1 when the product row `p` can be bought now (as canBuyNow and the list's "in stock only"), else 0. */
const buyable = (p: string) => `(case when ${p}.stock_qty > 0 or ${p}.back_order = 1 then 1 else 0 end)`;

/** Where each price band starts, in rupees (band 0 from ₹0; the last one has no end). */
const BAND_STARTS_RUPEES = [0, 100, 150, 200, 300, 500, 700].flatMap((start, i) =>
  i === 0 ? [0] : [0.1, 1, 10, 100, 1_000, 10_000].map((scale) => Math.round(start * scale))).sort((a, b) => a - b);

/** The price band of the product row `p` (the same bands as facet_price_bands). */
const band = (p: string) => `(case ${BAND_STARTS_RUPEES.slice(1).map((start, i) => `when ${p}.price < ${start * 100} then ${i}`).join(' ')}
  else ${BAND_STARTS_RUPEES.length - 1} end)`;

/** A key change of a product row: what moves its counts. */
const keyChanged = `old.is_active is not new.is_active or old.brand_id is not new.brand_id
  or ${buyable('old')} <> ${buyable('new')} or ${band('old')} <> ${band('new')}`;

/**
 * `rows` (a select of category_id, brand_id (null: none), band, buyable (0/1), delta (+1/-1)) as changes
 * of the counts: each under its brand and under "every brand", one row per key, in primary-key order.
 */
const changes = (rows: string) => `select brand_id, category_id, band, sum(delta) as products, sum(delta * buyable) as buyable from (
    select 0 as brand_id, category_id, band, delta, buyable from (${rows}) as all_brands
    union all
    select brand_id, category_id, band, delta, buyable from (${rows}) as one_brand where brand_id is not null
  ) as changed
  group by brand_id, category_id, band
  order by brand_id, category_id, band`;

/** Adds `changes` (rows of brand_id, category_id, band, products, buyable) to the counts at once. */
const upsert = (changes: string) => `insert into facet_counts (brand_id, category_id, band, products, buyable)
  ${changes}
  on conflict (brand_id, category_id, band) do update
    set products = facet_counts.products + excluded.products, buyable = facet_counts.buyable + excluded.buyable`;

/** How a trigger applies its changes: SQLite adds them at once, PostgreSQL queues them for commit. */
type Apply = (rows: string) => string;

/** SQLite (one writer at a time): straight into the counts. */
const addNow: Apply = (rows) => upsert(changes(rows));

/**
 * PostgreSQL: into this transaction's queue (`facet_count_changes`, no lock on any shared row), folded
 * into the counts at commit by a deferred trigger in one statement, its keys in primary-key order. Two
 * orders selling out products of other brands or bands in opposite orders would otherwise each hold
 * one count row the other waits for (a deadlock); and the import's 250 statements would each rewrite
 * thousands of count rows instead of the fold writing each once.
 */
const queueForCommit: Apply = (rows) => `insert into facet_count_changes (txid, brand_id, category_id, band, products, buyable)
  select txid_current(), brand_id, category_id, band, products, buyable from (${changes(rows)}) as queued
  where products <> 0 or buyable <> 0;
  insert into facet_count_folds (txid) values (txid_current()) on conflict do nothing`;

/**
 * The fold: this transaction's queued changes into the counts, and its mark gone. A change queued after
 * it (SET CONSTRAINTS ... IMMEDIATE folded early) marks the transaction again.
 */
const FOLD = `delete from facet_count_folds where txid = txid_current();
  with queued as (
    delete from facet_count_changes where txid = txid_current() returning brand_id, category_id, band, products, buyable
  )
  ${upsert(`select brand_id, category_id, band, sum(products), sum(buyable) from queued
    group by brand_id, category_id, band order by brand_id, category_id, band`)}`;

/** The product row `p` (old or new, or a table's alias with `from`) in the whole catalogue, when active. */
const wholeCatalogue = (p: string, delta: number, from = '') =>
  `select 0 as category_id, ${p}.brand_id as brand_id, ${band(p)} as band, ${buyable(p)} as buyable, ${delta} as delta
    ${from} where ${p}.is_active = 1`;

/**
 * The product row `p` (old or new) under every category it is listed in, from its categories and the
 * tree (what category_listing holds for it when it is active), counted `delta` under `key`'s brand and
 * stock state.
 */
const listedUnder = (p: string, key: string, delta: number) => `select distinct a.ancestor_id as category_id,
    ${key}.brand_id as brand_id, ${band(key)} as band, ${buyable(key)} as buyable, ${delta} as delta
  from product_categories pc join category_paths a on a.category_id = pc.category_id
  where pc.product_id = ${p}.id and ${p}.is_active = 1`;

/** The listing row `row` (old or new) under its product's current key (none when the product is gone). */
const listingRow = (row: string, delta: number) => `select ${row}.category_id as category_id, p.brand_id as brand_id,
    ${band('p')} as band, ${buyable('p')} as buyable, ${delta} as delta
  from products p where p.id = ${row}.product_id`;

/** The listing rows of `table` (a table or transition table) under their products' current keys. */
const listingRows = (table: string, delta: number) => `select l.category_id as category_id, p.brand_id as brand_id,
    ${band('p')} as band, ${buyable('p')} as buyable, ${delta} as delta
  from ${table} l join products p on p.id = l.product_id`;

/** Everything counted from scratch: the view facet_counts_fresh, the first fill and a bulk import's rebuild. */
const FRESH = changes(`${wholeCatalogue('p', 1, 'from products p')} union all ${listingRows('category_listing', 1)}`);

/**
 * SQLite's triggers do nothing while `facet_counts_paused` holds a row: the catalogue import pauses them
 * in its transaction and rebuilds the counts from facet_counts_fresh before it commits (one writer: no
 * other change can come between). PostgreSQL's queue (below) makes the import's changes cheap already,
 * and a rebuild there could race with orders committing meanwhile.
 */
const NOT_PAUSED = 'not exists (select 1 from facet_counts_paused)';

/** What a product update moves: out of its old key, into its new one (whole catalogue and categories). */
const PRODUCT_UPDATE = (apply: Apply) => apply(`${wholeCatalogue('old', -1)} union all ${wholeCatalogue('new', 1)}
  union all ${listedUnder('old', 'old', -1)} union all ${listedUnder('old', 'new', 1)}`);

/** What a product delete takes out, before it (while its categories are still linked). */
const PRODUCT_DELETE = (apply: Apply) => apply(`${wholeCatalogue('old', -1)} union all ${listedUnder('old', 'old', -1)}`);

interface CountTrigger {
  name: string;
  table: 'products' | 'category_listing';
  timing: 'before' | 'after';
  event: string;
  /** The condition (SQLite syntax; PostgreSQL's uses `is distinct from`). */
  when?: string;
  /** Per row (SQLite, and PostgreSQL when `perStatement` is absent). */
  statement: (apply: Apply) => string;
  /** PostgreSQL: once per statement over its transition tables instead. */
  perStatement?: { referencing: string; statement: (apply: Apply) => string };
}

const TRIGGERS: CountTrigger[] = [
  {
    name: 'facet_counts_product_insert',
    table: 'products',
    timing: 'after',
    event: 'insert',
    when: 'new.is_active = 1',
    statement: (apply) => apply(wholeCatalogue('new', 1)),
    perStatement: {
      referencing: 'new table as new_rows',
      statement: (apply) => apply(wholeCatalogue('p', 1, 'from new_rows p')),
    },
  },
  {
    name: 'facet_counts_product_update',
    table: 'products',
    timing: 'after',
    event: 'update of is_active, brand_id, stock_qty, back_order, price',
    when: keyChanged,
    statement: PRODUCT_UPDATE,
  },
  { name: 'facet_counts_product_delete', table: 'products', timing: 'before', event: 'delete', statement: PRODUCT_DELETE },
  {
    name: 'facet_counts_listing_insert',
    table: 'category_listing',
    timing: 'after',
    event: 'insert',
    statement: (apply) => apply(listingRow('new', 1)),
    perStatement: { referencing: 'new table as new_rows', statement: (apply) => apply(listingRows('new_rows', 1)) },
  },
  {
    name: 'facet_counts_listing_delete',
    table: 'category_listing',
    timing: 'after',
    event: 'delete',
    statement: (apply) => apply(listingRow('old', -1)),
    perStatement: { referencing: 'old table as old_rows', statement: (apply) => apply(listingRows('old_rows', -1)) },
  },
  {
    // category_listing's own triggers never update a row (they delete and insert); any other writer might.
    name: 'facet_counts_listing_update',
    table: 'category_listing',
    timing: 'after',
    event: 'update',
    statement: (apply) => apply(`${listingRow('old', -1)} union all ${listingRow('new', 1)}`),
    perStatement: {
      referencing: 'old table as old_rows new table as new_rows',
      statement: (apply) => apply(`${listingRows('old_rows', -1)} union all ${listingRows('new_rows', 1)}`),
    },
  },
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('facet_counts')
    .addColumn('brand_id', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('band', 'integer', (c) => c.notNull())
    .addColumn('products', 'integer', (c) => c.notNull())
    .addColumn('buyable', 'integer', (c) => c.notNull())
    // One row per brand, category and band (the upserts' conflict target).
    .addPrimaryKeyConstraint('facet_counts_pkey', ['brand_id', 'category_id', 'band'])
    .execute();
  // The category facet reads the chosen brands' rows (0: every brand), the brand facet one category's,
  // each within the price range's bands: both read an index alone, the counts in it. (On PostgreSQL the
  // counts change once per key and transaction, at commit, so keeping them in indexes costs little.)
  await sql`create index facet_counts_brand_idx on facet_counts (brand_id, band, category_id, products, buyable)`.execute(db);
  await sql`create index facet_counts_category_idx on facet_counts (category_id, band, brand_id, products, buyable)`.execute(db);
  await db.schema
    .createTable('facet_price_bands')
    .addColumn('band', 'integer', (c) => c.primaryKey())
    .addColumn('from_paise', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('facet_price_bands').values(BAND_STARTS_RUPEES.map((start, i) => ({ band: i, from_paise: start * 100 }))).execute();
  await sql.raw(`create view facet_counts_fresh as ${FRESH}`).execute(db);
  // `where true`: SQLite would read `on conflict` as a join's `on` after a bare `from`.
  await sql.raw(upsert('select * from facet_counts_fresh where true')).execute(db);
  await db.schema.createTable('facet_counts_paused').addColumn('paused_at', 'text', (c) => c.notNull()).execute();
  if (dialectOf(db) === 'postgres') await createCommitQueue(db);
  for (const trigger of TRIGGERS) await createTrigger(db, trigger);
}

/**
 * PostgreSQL's queue of count changes (see queueForCommit). Unlogged: it is empty outside a transaction,
 * so a crash (which empties unlogged tables) loses nothing committed.
 */
async function createCommitQueue(db: AnyDb): Promise<void> {
  await sql`create unlogged table facet_count_changes (
    txid bigint not null, brand_id integer not null, category_id integer not null, band integer not null,
    products integer not null, buyable integer not null)`.execute(db);
  await sql`create index facet_count_changes_txid_idx on facet_count_changes (txid)`.execute(db);
  // One mark per transaction with queued changes (`on conflict do nothing` inserts no second row), so the
  // deferred trigger fires once at its commit, not once per queued change (the import queues 500,000).
  await sql`create unlogged table facet_count_folds (txid bigint primary key)`.execute(db);
  await sql.raw(`create or replace function facet_counts_fold() returns trigger language plpgsql as $$
    begin ${FOLD}; return null; end $$`).execute(db);
  await sql`create constraint trigger facet_counts_fold after insert on facet_count_folds
    deferrable initially deferred for each row execute function facet_counts_fold()`.execute(db);
}

async function createTrigger(db: AnyDb, trigger: CountTrigger): Promise<void> {
  if (dialectOf(db) !== 'postgres') {
    const when = trigger.when ? `(${trigger.when}) and ${NOT_PAUSED}` : NOT_PAUSED;
    await sql.raw(`create trigger ${trigger.name} ${trigger.timing} ${trigger.event} on ${trigger.table}
      for each row when ${when} begin ${trigger.statement(addNow)}; end`).execute(db);
    return;
  }
  const perStatement = trigger.perStatement;
  const statement = (perStatement?.statement ?? trigger.statement)(queueForCommit);
  // A before trigger that answers null cancels its row's change: it answers the row to go on.
  const answer = trigger.timing === 'before' ? 'old' : 'null';
  await sql.raw(`create or replace function ${trigger.name}() returns trigger language plpgsql as $$
    begin ${statement}; return ${answer}; end $$`).execute(db);
  const when = trigger.when ? ` when (${trigger.when.replace(/ is not /g, ' is distinct from ')})` : '';
  const level = perStatement ? `referencing ${perStatement.referencing} for each statement` : `for each row${when}`;
  await sql.raw(`create trigger ${trigger.name} ${trigger.timing} ${trigger.event} on ${trigger.table}
    ${level} execute function ${trigger.name}()`).execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const trigger of TRIGGERS) {
    if (dialectOf(db) === 'postgres') {
      await sql.raw(`drop trigger if exists ${trigger.name} on ${trigger.table}`).execute(db);
      await sql.raw(`drop function if exists ${trigger.name}()`).execute(db);
    } else {
      await sql.raw(`drop trigger if exists ${trigger.name}`).execute(db);
    }
  }
  if (dialectOf(db) === 'postgres') {
    await sql`drop table if exists facet_count_changes`.execute(db);
    await sql`drop table if exists facet_count_folds`.execute(db);
    await sql`drop function if exists facet_counts_fold()`.execute(db);
  }
  await sql`drop view if exists facet_counts_fresh`.execute(db);
  await db.schema.dropTable('facet_counts_paused').ifExists().execute();
  await db.schema.dropTable('facet_counts').ifExists().execute();
  await db.schema.dropTable('facet_price_bands').ifExists().execute();
}
