import type { Kysely } from 'kysely';
import type { Database, NewRow, TableName } from '../db/schema';
import { syncIdSequences } from '../db/sequences';
import { buildCatalog } from './build-catalog';
import { buildCollections } from './build-collections';
import { buildReviews } from './build-reviews';
import { demoTranslations } from './demo-translations';
import { BANNERS, cmsPages, coupons, FAQS, PAYMENT_OPTIONS, RETURN_OPTIONS, storeSettings } from './data/store-content';
import { STATES } from './data/regions';
import { buildDemoCustomer, DEMO_PASSWORD_HASH } from './demo-customer';
import { loadPincodeDirectory } from '../services/delivery/pincode-directory';
import { insertRows } from './insert-rows';

/** Tables whose ids the seed sets explicitly (PostgreSQL sequences are moved past them afterwards). */
const SEEDED_ID_TABLES: TableName[] = [
  'store_settings', 'payment_options', 'brands', 'categories', 'option_types', 'option_values', 'products',
  'product_images', 'variants', 'banners', 'collections', 'cms_pages', 'faqs', 'coupons', 'states', 'cities',
  'return_options', 'users', 'addresses', 'wallet_transactions', 'carts', 'orders', 'order_items',
  'order_status_history', 'reviews',
];

export interface SeedSummary {
  products: number;
  variants: number;
  categories: number;
  reviews: number;
  cities: number;
}

export interface SeedOptions {
  /**
   * The demo shopper (public password `Demo@1234`) with orders, addresses and a wallet balance. Default
   * true; production seeding (`cli.ts seed` with NODE_ENV=production) leaves them out: anyone could log in.
   */
  demoCustomer?: boolean;
}

/**
 * Fills an empty, migrated database with the demo store "Kirana & Co." (see apps/api/README.md):
 * one transaction of batched inserts, deterministic ids and content.
 */
export async function seedDemoStore(
  db: Kysely<Database>,
  now: Date = new Date(),
  { demoCustomer = true }: SeedOptions = {},
): Promise<SeedSummary> {
  const existing = await db.selectFrom('store_settings').select('id').executeTakeFirst();
  if (existing) throw new Error('The database already has a store: run `reset` to start again');

  const nowIso = now.toISOString();
  const catalog = buildCatalog(now);
  const customer = buildDemoCustomer(catalog, DEMO_PASSWORD_HASH, now);
  const reviewers = buildReviews(catalog, 2, now);
  const { collections, links } = buildCollections(catalog);
  const states: NewRow<'states'>[] = STATES.map((state, index) => ({ id: index + 1, name: state.name, code: state.code }));
  const cities: NewRow<'cities'>[] = STATES.flatMap((state, index) => state.cities.map((name) => ({ state_id: index + 1, name })))
    .map((city, index) => ({ id: index + 1, ...city }));

  await db.transaction().execute(async (trx) => {
    await insertRows(trx, 'store_settings', [storeSettings(nowIso)]);
    await insertRows(trx, 'payment_options', PAYMENT_OPTIONS);
    await insertRows(trx, 'brands', catalog.brands);
    await insertRows(trx, 'categories', catalog.categories);
    await insertRows(trx, 'option_types', catalog.optionTypes);
    await insertRows(trx, 'option_values', catalog.optionValues);
    await insertRows(trx, 'products', catalog.products);
    await insertRows(trx, 'product_categories', catalog.productCategories);
    await insertRows(trx, 'product_images', catalog.productImages);
    await insertRows(trx, 'variants', catalog.variants);
    await insertRows(trx, 'variant_option_values', catalog.variantOptionValues);
    await insertRows(trx, 'banners', BANNERS);
    await insertRows(trx, 'collections', collections);
    await insertRows(trx, 'collection_products', links);
    await insertRows(trx, 'cms_pages', cmsPages(nowIso));
    await insertRows(trx, 'faqs', FAQS);
    await insertRows(trx, 'content_translations', demoTranslations(catalog, cmsPages(nowIso)));
    await insertRows(trx, 'coupons', coupons(now));
    await insertRows(trx, 'states', states);
    await insertRows(trx, 'cities', cities);
    // India Post's whole directory (about 19,500 rows): see docs/decisions.md on what it costs a test database.
    await loadPincodeDirectory(trx);
    await insertRows(trx, 'return_options', RETURN_OPTIONS);
    await insertRows(trx, 'users', demoCustomer ? [customer.user, ...reviewers.users] : reviewers.users);
    await insertRows(trx, 'reviews', reviewers.reviews);
    if (demoCustomer) {
      await insertRows(trx, 'addresses', customer.addresses);
      await insertRows(trx, 'carts', customer.carts);
      await insertRows(trx, 'orders', customer.orders);
      await insertRows(trx, 'order_items', customer.orderItems);
      await insertRows(trx, 'order_status_history', customer.history);
      await insertRows(trx, 'wallet_transactions', customer.wallet);
    }
    await syncIdSequences(trx, SEEDED_ID_TABLES);
  });

  return {
    products: catalog.products.length,
    variants: catalog.variants.length,
    categories: catalog.categories.length,
    reviews: reviewers.reviews.length,
    cities: cities.length,
  };
}
