import { type AnyDb, dialectOf, flagColumn as flag, withId } from '../dialect';

/**
 * Delivery by pincode (docs/product.md §9; docs/decisions.md, "Pincodes and delivery zones").
 * - `pincodes`: India Post's directory, one row per pincode (filled by the seed, not here: see
 *   docs/decisions.md, "Pincodes and delivery zones", for why and what it costs).
 * - `delivery_zones`: the merchant's zones in order (first match wins), each matched by states, districts
 *   or pincode ranges (JSON lists; none at all matches every pincode), with its working days and COD.
 * - `store_settings`: the ships-from pincode, the dispatch cut-off hour (IST) and the COD limit (paise).
 * - `orders`: the delivery dates promised when the order was placed (null for older orders).
 * The default zones are the demo store's (the delivery contract); a merchant edits the rows.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('pincodes')
    .addColumn('pincode', 'text', (c) => c.primaryKey())
    .addColumn('post_office', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('delivery_zones'), dialectOf(db))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('serviceable', 'integer', flag(1))
    .addColumn('states', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('districts', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('pincode_ranges', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('min_days', 'integer', (c) => c.notNull())
    .addColumn('max_days', 'integer', (c) => c.notNull())
    .addColumn('cod', 'integer', flag(1))
    .execute();

  // Every column given on every row: SQLite fills a multi-row insert's missing columns with null, not the default.
  const zone = (position: number, name: string, match: { states?: string[]; districts?: string[] }, days: [number, number], cod: 0 | 1, serviceable: 0 | 1 = 1) => ({
    position,
    name,
    serviceable,
    states: JSON.stringify(match.states ?? []),
    districts: JSON.stringify(match.districts ?? []),
    pincode_ranges: '[]',
    min_days: days[0],
    max_days: days[1],
    cod,
  });
  await db
    .insertInto('delivery_zones')
    .values([
      zone(1, 'Not served', { districts: ['LAKSHADWEEP DISTRICT'] }, [0, 0], 0, 0),
      zone(2, 'Remote', { states: ['ANDAMAN AND NICOBAR ISLANDS', 'LADAKH'] }, [5, 9], 0),
      zone(3, 'Metro', { states: ['DELHI'], districts: ['BENGALURU URBAN', 'MUMBAI', 'MUMBAI SUBURBAN', 'CHENNAI', 'KOLKATA', 'HYDERABAD'] }, [1, 2], 1),
      zone(4, 'Rest of India', {}, [3, 7], 1),
    ])
    .execute();

  await db.schema.alterTable('store_settings').addColumn('ships_from_pincode', 'text', (c) => c.notNull().defaultTo('560001')).execute();
  await db.schema.alterTable('store_settings').addColumn('dispatch_cutoff_hour', 'integer', (c) => c.notNull().defaultTo(14)).execute();
  await db.schema.alterTable('store_settings').addColumn('cod_limit', 'integer', (c) => c.notNull().defaultTo(1_000_000)).execute();

  await db.schema.alterTable('orders').addColumn('delivery_earliest_date', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivery_latest_date', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('delivery_latest_date').execute();
  await db.schema.alterTable('orders').dropColumn('delivery_earliest_date').execute();
  for (const column of ['cod_limit', 'dispatch_cutoff_hour', 'ships_from_pincode']) {
    await db.schema.alterTable('store_settings').dropColumn(column).execute();
  }
  await db.schema.dropTable('delivery_zones').execute();
  await db.schema.dropTable('pincodes').execute();
}
