import { productSlug, toPaise } from '@storefront/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTranslations } from '../services/translations/content-translations';
import { withFacetCountsPaused } from './facet-counts-paused';
import { BATCH_SIZE, insertRows } from './insert-rows';
import { describeImportErrors, type ImportFile, importFile, type ImportProduct } from './import-format';

/** The import file is invalid; `problems` lists every problem found, with its path in the file. */
export class ImportError extends Error {
  override name = 'ImportError';
  constructor(readonly problems: string[]) {
    super(`The import file has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  }
}

export interface ImportSummary {
  brands: { created: number; updated: number };
  categories: { created: number; updated: number };
  products: { created: number; updated: number };
  variants: number;
}

/** Checks references (parents, brands, categories) and duplicates before anything is written. */
async function findProblems(db: Kysely<Database>, file: ImportFile): Promise<string[]> {
  const problems: string[] = [];
  const dbBrands = new Set((await db.selectFrom('brands').select('slug').execute()).map((r) => r.slug));
  const dbCategories = new Set((await db.selectFrom('categories').select('slug').execute()).map((r) => r.slug));
  const duplicates = (items: { key: string; path: string }[], what: string) => {
    const seen = new Map<string, string>();
    for (const { key, path } of items) {
      const first = seen.get(key);
      if (first) problems.push(`${path}: ${what} "${key}" already appears at ${first}`);
      else seen.set(key, path);
    }
  };
  duplicates((file.brands ?? []).map((b, i) => ({ key: b.slug, path: `brands.${i}` })), 'brand slug');
  duplicates((file.categories ?? []).map((c, i) => ({ key: c.slug, path: `categories.${i}` })), 'category slug');
  duplicates((file.products ?? []).map((p, i) => ({ key: p.sku, path: `products.${i}` })), 'product sku');
  duplicates(
    (file.products ?? []).flatMap((p, i) => (p.variants ?? []).map((v, j) => ({ key: v.sku, path: `products.${i}.variants.${j}` }))),
    'variant sku',
  );

  const brands = new Set([...dbBrands, ...(file.brands ?? []).map((b) => b.slug)]);
  const categories = new Set(dbCategories);
  (file.categories ?? []).forEach((category, i) => {
    if (category.parent_slug && !categories.has(category.parent_slug)) {
      problems.push(`categories.${i}.parent_slug: no category "${category.parent_slug}" in the database or earlier in the file`);
    }
    categories.add(category.slug);
  });
  (file.products ?? []).forEach((product, i) => {
    if (product.brand_slug && !brands.has(product.brand_slug)) {
      problems.push(`products.${i}.brand_slug: no brand "${product.brand_slug}"`);
    }
    product.category_slugs.forEach((slug, j) => {
      if (!categories.has(slug)) problems.push(`products.${i}.category_slugs.${j}: no category "${slug}"`);
    });
  });
  return problems;
}

async function optionValueId(trx: Transaction<Database>, typeName: string, value: string): Promise<number> {
  const typeKey = typeName.trim().toLowerCase();
  let type = await trx.selectFrom('option_types').select('id').where('name', '=', typeKey).executeTakeFirst();
  if (!type) {
    type = await trx
      .insertInto('option_types')
      .values({ name: typeKey, presentation: typeName.trim(), position: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  const existing = await trx
    .selectFrom('option_values')
    .select('id')
    .where('option_type_id', '=', type.id)
    .where('name', '=', value)
    .executeTakeFirst();
  if (existing) return existing.id;
  const created = await trx
    .insertInto('option_values')
    .values({ option_type_id: type.id, name: value, presentation: value, position: 99 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** What the import knows of the database, loaded once instead of asked per product (100,000 of them). */
interface ImportContext {
  now: string;
  brandIds: Map<string, number>;
  categoryIds: Map<string, number>;
  productIdBySku: Map<string, number>;
  /** slug -> sku of the product holding it, including products of this file written so far. */
  skuBySlug: Map<string, string>;
}

async function loadContext(trx: Transaction<Database>, now: string): Promise<ImportContext> {
  const [brands, categories, products] = await Promise.all([
    trx.selectFrom('brands').select(['id', 'slug']).execute(),
    trx.selectFrom('categories').select(['id', 'slug']).execute(),
    trx.selectFrom('products').select(['id', 'sku', 'slug']).execute(),
  ]);
  return {
    now,
    brandIds: new Map(brands.map((b) => [b.slug, b.id])),
    categoryIds: new Map(categories.map((c) => [c.slug, c.id])),
    productIdBySku: new Map(products.map((p) => [p.sku, p.id])),
    skuBySlug: new Map(products.map((p) => [p.slug, p.sku])),
  };
}

function productFields(product: ImportProduct, ctx: ImportContext) {
  return {
    name: product.name,
    slug: product.slug ?? productSlug(product.name),
    description: product.description ?? `<p>${product.name}</p>`,
    price: toPaise(product.price),
    compare_price: product.compare_price == null ? null : toPaise(product.compare_price),
    stock_qty: product.variants ? product.variants.reduce((sum, v) => sum + v.stock_qty, 0) : (product.stock_qty ?? 0),
    back_order: product.back_order ? 1 : 0,
    brand_id: product.brand_slug ? (ctx.brandIds.get(product.brand_slug) ?? null) : null,
    video_url: product.video_url ?? null,
    updated_at: ctx.now,
  };
}

/** Claims the product's slug for its sku; a slug held by another product is an error. */
function claimSlug(ctx: ImportContext, sku: string, slug: string): void {
  const owner = ctx.skuBySlug.get(slug);
  if (owner && owner !== sku) throw new ImportError([`product ${sku}: slug "${slug}" is already used by product ${owner}`]);
  ctx.skuBySlug.set(slug, sku);
}

function categoryRows(product: ImportProduct, id: number, ctx: ImportContext) {
  const ids = new Set(product.category_slugs.map((slug) => ctx.categoryIds.get(slug) as number));
  return [...ids].map((categoryId) => ({ product_id: id, category_id: categoryId }));
}

function imageRows(product: ImportProduct, id: number) {
  return (product.images ?? []).map((url, position) => ({
    product_id: id, url, thumbnail: url, medium: url, large: url, alt: product.name, position,
  }));
}

/**
 * New products without variants, written with multi-row INSERTs (a few statements per 400 products
 * instead of about eight per product: 100,000 products import in seconds, not minutes).
 */
async function insertNewProducts(trx: Transaction<Database>, products: ImportProduct[], ctx: ImportContext): Promise<void> {
  if (products.length === 0) return;
  await insertRows(
    trx,
    'products',
    products.map((product) => ({
      ...productFields(product, ctx),
      sku: product.sku, popularity: 0, sold_count: 0, weekly_views: 0, is_active: 1, created_at: ctx.now,
    })),
  );
  const ids = new Map<string, number>();
  for (let start = 0; start < products.length; start += BATCH_SIZE) {
    const skus = products.slice(start, start + BATCH_SIZE).map((p) => p.sku);
    for (const row of await trx.selectFrom('products').select(['id', 'sku']).where('sku', 'in', skus).execute()) {
      ids.set(row.sku, row.id);
    }
  }
  for (const [sku, id] of ids) ctx.productIdBySku.set(sku, id);
  await insertRows(trx, 'product_categories', products.flatMap((p) => categoryRows(p, ids.get(p.sku) as number, ctx)));
  await insertRows(trx, 'product_images', products.flatMap((p) => imageRows(p, ids.get(p.sku) as number)));
}

/** One product that exists already or has variants: updated or inserted with its variants. */
async function upsertProduct(trx: Transaction<Database>, product: ImportProduct, ctx: ImportContext): Promise<{ created: boolean; variants: number }> {
  const fields = productFields(product, ctx);
  const existingId = ctx.productIdBySku.get(product.sku);
  const id = existingId !== undefined
    ? (await trx.updateTable('products').set(fields).where('id', '=', existingId).returning('id').executeTakeFirstOrThrow()).id
    : (
        await trx
          .insertInto('products')
          .values({ ...fields, sku: product.sku, popularity: 0, sold_count: 0, weekly_views: 0, is_active: 1, created_at: ctx.now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
  ctx.productIdBySku.set(product.sku, id);

  await trx.deleteFrom('product_categories').where('product_id', '=', id).execute();
  await trx.insertInto('product_categories').values(categoryRows(product, id, ctx)).execute();

  if (product.images) {
    await trx.deleteFrom('product_images').where('product_id', '=', id).execute();
    if (product.images.length > 0) await trx.insertInto('product_images').values(imageRows(product, id)).execute();
  }

  if (product.variants) {
    const keep: number[] = [];
    for (const [position, variant] of product.variants.entries()) {
      const owner = await trx.selectFrom('variants').select(['id', 'product_id']).where('sku', '=', variant.sku).executeTakeFirst();
      if (owner && owner.product_id !== id) {
        throw new ImportError([`product ${product.sku}: variant sku "${variant.sku}" belongs to another product`]);
      }
      const values = {
        product_id: id,
        sku: variant.sku,
        price: toPaise(variant.price ?? product.price),
        compare_price: variant.compare_price == null ? fields.compare_price : toPaise(variant.compare_price),
        stock_qty: variant.stock_qty,
        back_order: (variant.back_order ?? product.back_order) ? 1 : 0,
        position,
      };
      const variantId = owner
        ? (await trx.updateTable('variants').set(values).where('id', '=', owner.id).returning('id').executeTakeFirstOrThrow()).id
        : (await trx.insertInto('variants').values(values).returning('id').executeTakeFirstOrThrow()).id;
      keep.push(variantId);
      await trx.deleteFrom('variant_option_values').where('variant_id', '=', variantId).execute();
      for (const [typeName, value] of Object.entries(variant.options)) {
        await trx
          .insertInto('variant_option_values')
          .values({ variant_id: variantId, option_value_id: await optionValueId(trx, typeName, value) })
          .execute();
      }
    }
    let stale = trx.deleteFrom('variants').where('product_id', '=', id);
    if (keep.length > 0) stale = stale.where('id', 'not in', keep);
    await stale.execute();
  }
  return { created: existingId === undefined, variants: product.variants?.length ?? 0 };
}

/** The tables an import writes, directly or through triggers. */
export const IMPORT_WRITES = [
  'products', 'product_categories', 'product_images', 'variants', 'variant_option_values', 'option_types', 'option_values',
  'brands', 'categories', 'category_paths', 'category_listing', 'catalog_counters', 'product_search_terms',
  'facet_counts', 'content_translations',
] as const;

/**
 * Validates `data` (the parsed JSON of an import file) and upserts its brands, categories and products
 * in one transaction: all or nothing. Throws `ImportError` listing every problem.
 */
export async function importCatalog(db: Kysely<Database>, data: unknown, now: Date = new Date()): Promise<ImportSummary> {
  const parsed = importFile.safeParse(data);
  if (!parsed.success) throw new ImportError(describeImportErrors(parsed.error));
  const file = parsed.data;
  const problems = await findProblems(db, file);
  if (problems.length > 0) throw new ImportError(problems);

  const nowIso = now.toISOString();
  const summary: ImportSummary = {
    brands: { created: 0, updated: 0 },
    categories: { created: 0, updated: 0 },
    products: { created: 0, updated: 0 },
    variants: 0,
  };
  await db.transaction().execute((trx) => withFacetCountsPaused(trx, async () => {
    for (const brand of file.brands ?? []) {
      const existing = await trx.selectFrom('brands').select('id').where('slug', '=', brand.slug).executeTakeFirst();
      const values = { name: brand.name, slug: brand.slug, logo: brand.logo ?? null, featured: brand.featured ? 1 : 0 };
      if (existing) await trx.updateTable('brands').set(values).where('id', '=', existing.id).execute();
      else await trx.insertInto('brands').values({ ...values, position: 99 }).execute();
      summary.brands[existing ? 'updated' : 'created']++;
    }
    for (const category of file.categories ?? []) {
      const parent = category.parent_slug
        ? await trx.selectFrom('categories').select('id').where('slug', '=', category.parent_slug).executeTakeFirstOrThrow()
        : null;
      const values = {
        name: category.name,
        slug: category.slug,
        parent_id: parent?.id ?? null,
        image: category.image ?? null,
        cms_slug: category.cms_slug ?? null,
        show_on_header: category.show_on_header ? 1 : 0,
        is_top: category.is_top ? 1 : 0,
        position: category.position ?? 99,
      };
      const existing = await trx.selectFrom('categories').select('id').where('slug', '=', category.slug).executeTakeFirst();
      const id = existing
        ? (await trx.updateTable('categories').set(values).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
        : (await trx.insertInto('categories').values(values).returning('id').executeTakeFirstOrThrow()).id;
      if (category.translations) await writeTranslations(trx, 'category', id, category.translations);
      summary.categories[existing ? 'updated' : 'created']++;
    }
    const ctx = await loadContext(trx, nowIso);
    let pending: ImportProduct[] = [];
    for (const product of file.products ?? []) {
      claimSlug(ctx, product.sku, product.slug ?? productSlug(product.name));
      if (!ctx.productIdBySku.has(product.sku) && !product.variants) {
        pending.push(product);
        summary.products.created++;
        if (pending.length >= BATCH_SIZE * 10) {
          await insertNewProducts(trx, pending, ctx);
          pending = [];
        }
        continue;
      }
      await insertNewProducts(trx, pending, ctx);
      pending = [];
      const result = await upsertProduct(trx, product, ctx);
      summary.products[result.created ? 'created' : 'updated']++;
      summary.variants += result.variants;
    }
    await insertNewProducts(trx, pending, ctx);
    for (const product of file.products ?? []) {
      const id = ctx.productIdBySku.get(product.sku);
      if (product.translations && id !== undefined) await writeTranslations(trx, 'product', id, product.translations);
    }
  }));
  // PostgreSQL plans by its statistics: after a large import they describe a much smaller catalogue
  // (autovacuum catches up later), and plans picked on them stay slow until it does. VACUUM also marks
  // the new rows all-visible, so index-only scans (a category page's walk of the sort index) skip the
  // table (docs/performance.md, "Search and category pages at 100,000 products"). Every table it
  // wrote, the triggers' ones too: with none on product_images, PostgreSQL guessed 531 images a product
  // and planned each product list's statement again on every call (the plan it keeps looked dearer).
  if (dialectOf(db) === 'postgres') await sql`vacuum (analyze) ${sql.join(IMPORT_WRITES.map((table) => sql.table(table)))}`.execute(db);
  // SQLite without statistics guesses that `is_active = 1` picks a few rows, and reads a page of 24
  // products by id by walking every active product instead.
  else await sql`analyze`.execute(db);
  return summary;
}
