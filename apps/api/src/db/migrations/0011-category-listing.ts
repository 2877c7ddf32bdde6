import { sql } from 'kysely';
import { type AnyDb, dialectOf } from '../dialect';

/**
 * A category page at 100,000 products without walking the catalogue (docs/decisions.md, "Category
 * pages at 100,000 products").
 *
 * - `category_paths(ancestor_id, category_id)`: every category with each of its ancestors and itself
 *   (a closure table), so "a category and everything below it" is one indexed lookup.
 * - `category_listing(category_id, product_id, created_at, price, popularity)`: one row per active
 *   product and per category that lists it, its own categories and every ancestor of them, with the
 *   sort keys copied. A category page is then one range of an index in the page's order (page 50 skips
 *   1,176 index entries instead of walking every product), and its total counts one range.
 *
 * Both are kept by triggers, so every write path (import, seed, orders, admin SQL) keeps them right:
 * a product's rows are rebuilt when its categories, its sort keys or `is_active` change; a category
 * moved or deleted rebuilds the rows of the products below it (`category_listing_refresh` holds their
 * ids for the length of the trigger). The statements are the same SQL on both databases; SQLite runs
 * them as trigger bodies, PostgreSQL as plpgsql trigger functions.
 */

/** Rebuilds the listing rows of the products whose ids `products` (a subquery or a single value) names. */
function relistProducts(products: string): string[] {
  return [
    `delete from category_listing where product_id in (${products})`,
    `insert into category_listing (category_id, product_id, created_at, price, popularity)
       select distinct a.ancestor_id, p.id, p.created_at, p.price, p.popularity
       from product_categories pc
       join category_paths a on a.category_id = pc.category_id
       join products p on p.id = pc.product_id
       where pc.product_id in (${products}) and p.is_active = 1
       on conflict do nothing`,
  ];
}

/** Lists the product of each (product_id, category_id) of `links` under that category and its ancestors. */
const listLinks = (links: string) => `insert into category_listing (category_id, product_id, created_at, price, popularity)
  select distinct a.ancestor_id, p.id, p.created_at, p.price, p.popularity
  from ${links} link
  join category_paths a on a.category_id = link.category_id
  join products p on p.id = link.product_id
  where p.is_active = 1
  on conflict do nothing`;

/** The products listed in the category `category` or below it. */
const productsBelow = (category: string) => `select distinct pc.product_id from product_categories pc
  join category_paths s on s.category_id = pc.category_id where s.ancestor_id = ${category}`;

/** Rebuilds the listing of the products queued in category_listing_refresh, then empties the queue. */
const RELIST_QUEUED = [
  ...relistProducts('select product_id from category_listing_refresh'),
  'delete from category_listing_refresh',
];

/** Paths from `category`'s ancestors (not itself) to everything at or below it: cut when it moves. */
const detachSubtree = (category: string) => `delete from category_paths
  where category_id in (select category_id from category_paths where ancestor_id = ${category})
    and ancestor_id in (select ancestor_id from category_paths where category_id = ${category} and ancestor_id <> ${category})`;

/** PostgreSQL advisory lock key of the listing's writers (any constant no other code uses). */
const LISTING_WRITERS_LOCK = 20_261_125;

interface RowTrigger {
  name: string;
  table: string;
  timing: 'before' | 'after';
  event: string;
  /** SQLite's `when` condition; PostgreSQL's is the same with `is distinct from` for `is not`. */
  when?: string;
  statements: string[];
  /** PostgreSQL: run once per statement over a transition table instead of once per row. */
  postgresPerStatement?: { transitionTable: string; statements: string[] };
}

const TRIGGERS: RowTrigger[] = [
  {
    name: 'category_paths_insert',
    table: 'categories',
    timing: 'after',
    event: 'insert',
    statements: [
      'insert into category_paths (ancestor_id, category_id) select ancestor_id, new.id from category_paths where category_id = new.parent_id',
      'insert into category_paths (ancestor_id, category_id) values (new.id, new.id)',
      // Sub-categories inserted before it by the same statement found no paths of it yet: attach them.
      `insert into category_listing_refresh (product_id) ${productsBelow('new.id')}`,
      `insert into category_paths (ancestor_id, category_id)
         select above.ancestor_id, below.category_id from category_paths above, category_paths below
         where above.category_id = new.id
           and below.ancestor_id in (select id from categories where parent_id = new.id)`,
      ...RELIST_QUEUED,
    ],
  },
  {
    // A category moved: its subtree leaves its old ancestors and joins the new parent's (a move under
    // its own subtree would repeat a path and fails on the primary key: a tree has no cycles).
    name: 'category_paths_move',
    table: 'categories',
    timing: 'after',
    event: 'update of parent_id',
    when: 'old.parent_id is not new.parent_id',
    statements: [
      `insert into category_listing_refresh (product_id) ${productsBelow('new.id')}`,
      detachSubtree('new.id'),
      `insert into category_paths (ancestor_id, category_id)
         select above.ancestor_id, below.category_id from category_paths above, category_paths below
         where above.category_id = new.parent_id and below.ancestor_id = new.id`,
      ...RELIST_QUEUED,
    ],
  },
  {
    // Before the delete, while its sub-categories still hang below it (their parent_id is then set null
    // and their own products are listed under them alone).
    name: 'category_paths_delete',
    table: 'categories',
    timing: 'before',
    event: 'delete',
    statements: [
      `insert into category_listing_refresh (product_id) ${productsBelow('old.id')}`,
      `delete from category_paths
         where category_id in (select category_id from category_paths where ancestor_id = old.id)
           and ancestor_id in (select ancestor_id from category_paths where category_id = old.id)`,
      ...RELIST_QUEUED,
    ],
  },
  {
    // A new link only adds rows (its category and the ancestors the product was not yet listed under).
    name: 'category_listing_link',
    table: 'product_categories',
    timing: 'after',
    event: 'insert',
    statements: [listLinks(`(select new.product_id as product_id, new.category_id as category_id)`)],
    // Once per statement over the inserted rows: the import links 100,000 products in batches.
    postgresPerStatement: { transitionTable: 'new table as new_rows', statements: [listLinks('new_rows')] },
  },
  { name: 'category_listing_unlink', table: 'product_categories', timing: 'after', event: 'delete', statements: relistProducts('old.product_id') },
  {
    name: 'category_listing_relink',
    table: 'product_categories',
    timing: 'after',
    event: 'update',
    statements: [...relistProducts('old.product_id'), ...relistProducts('new.product_id')],
  },
  {
    name: 'category_listing_product',
    table: 'products',
    timing: 'after',
    event: 'update of is_active, created_at, price, popularity',
    when: `old.is_active is not new.is_active or old.created_at is not new.created_at
      or old.price is not new.price or old.popularity is not new.popularity`,
    statements: relistProducts('new.id'),
  },
  {
    name: 'category_listing_product_delete',
    table: 'products',
    timing: 'after',
    event: 'delete',
    statements: ['delete from category_listing where product_id = old.id'],
  },
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('category_paths')
    .addColumn('ancestor_id', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_paths_pkey', ['category_id', 'ancestor_id'])
    .execute();
  await db.schema.createIndex('category_paths_ancestor_idx').on('category_paths').columns(['ancestor_id', 'category_id']).execute();
  await db.schema
    .createTable('category_listing')
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('popularity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_listing_pkey', ['category_id', 'product_id'])
    .execute();
  // One per sort of the list (product-filter's applySort), each read in its own order; and by product
  // for the triggers' rebuilds.
  await sql`create index category_listing_newest_idx on category_listing (category_id, created_at, product_id)`.execute(db);
  await sql`create index category_listing_price_idx on category_listing (category_id, price, product_id)`.execute(db);
  await sql`create index category_listing_popular_idx on category_listing (category_id, popularity desc, product_id)`.execute(db);
  await sql`create index category_listing_product_idx on category_listing (product_id)`.execute(db);
  await db.schema.createTable('category_listing_refresh').addColumn('product_id', 'integer', (c) => c.notNull()).execute();

  await sql`insert into category_paths (ancestor_id, category_id)
    with recursive below (ancestor_id, category_id) as (
      select id, id from categories
      union all
      select below.ancestor_id, c.id from below join categories c on c.parent_id = below.category_id
    ) select ancestor_id, category_id from below`.execute(db);
  await sql.raw(relistProducts('select product_id from product_categories')[1]).execute(db);

  for (const trigger of TRIGGERS) await createTrigger(db, trigger);
}

async function createTrigger(db: AnyDb, trigger: RowTrigger): Promise<void> {
  const perStatement = dialectOf(db) === 'postgres' ? trigger.postgresPerStatement : undefined;
  const statements = perStatement?.statements ?? trigger.statements;
  if (dialectOf(db) !== 'postgres') {
    const body = statements.map((statement) => `${statement};`).join('\n');
    const when = trigger.when ? ` when ${trigger.when}` : '';
    await sql.raw(`create trigger ${trigger.name} ${trigger.timing} ${trigger.event} on ${trigger.table}
      for each row${when} begin ${body} end`).execute(db);
    return;
  }
  // PostgreSQL runs writers side by side (SQLite has one): a category moved while a product is linked
  // below it would each read the other's old rows and list the product under the old ancestors. One
  // lock, to the end of the transaction, puts the catalogue's listing writers in line; each statement
  // after it sees what the writer before committed (read committed takes a snapshot per statement).
  const lock = `perform pg_advisory_xact_lock(${LISTING_WRITERS_LOCK})`;
  const body = [lock, ...statements].map((statement) => `${statement};`).join('\n');
  // A before trigger that answers null cancels its row's change: it answers the row to go on.
  const answer = trigger.timing === 'after' ? 'null' : trigger.event === 'delete' ? 'old' : 'new';
  await sql.raw(`create or replace function ${trigger.name}() returns trigger language plpgsql as $$
    begin ${body} return ${answer}; end $$`).execute(db);
  const when = trigger.when ? ` when (${trigger.when.replace(/ is not /g, ' is distinct from ')})` : '';
  const level = perStatement ? `referencing ${perStatement.transitionTable} for each statement` : `for each row${when}`;
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
  for (const table of ['category_listing_refresh', 'category_listing', 'category_paths']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
