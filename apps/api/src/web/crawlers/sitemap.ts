import { categoryListPath, cmsPagePath, productPath } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The sitemaps protocol's limit per file; a sitemap index lists the files beyond it. */
export const MAX_URLS_PER_SITEMAP = 50_000;
/** Products read per query while a sitemap streams (memory stays flat at any catalogue size). */
const PRODUCT_BATCH = 2_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const URLSET_CLOSE = '</urlset>\n';

function urlEntry(origin: string, path: string, lastmod?: string | null): string {
  const modified = lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : '';
  return `<url><loc>${xml(origin + path)}</loc>${modified}</url>\n`;
}

/** How the site's URLs split into sitemap files. */
export interface SitemapPlan {
  /** Home, categories and CMS pages: one file, whatever the catalogue's size. */
  pageUrls: number;
  products: number;
  /** Files of products when an index is needed (0 when one sitemap holds everything). */
  productFiles: number;
}

export async function planSitemap(db: Kysely<Database>, maxUrls = MAX_URLS_PER_SITEMAP): Promise<SitemapPlan> {
  const [categories, pages, products] = await Promise.all([
    db.selectFrom('categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('cms_pages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('is_active', '=', 1).executeTakeFirstOrThrow(),
  ]);
  const pageUrls = 1 + Number(categories.n) + Number(pages.n);
  const productCount = Number(products.n);
  const fits = pageUrls + productCount <= maxUrls;
  return { pageUrls, products: productCount, productFiles: fits ? 0 : Math.ceil(productCount / maxUrls) };
}

/** The `<url>` entries of home, every category's list and every CMS page. */
async function* pageEntries(db: Kysely<Database>, origin: string): AsyncGenerator<string> {
  yield urlEntry(origin, '/');
  const categories = await db.selectFrom('categories').select(['id', 'name']).orderBy('position').orderBy('id').execute();
  for (const category of categories) yield urlEntry(origin, categoryListPath(category));
  const pages = await db.selectFrom('cms_pages').select(['slug', 'updated_at']).orderBy('position').orderBy('id').execute();
  for (const page of pages) yield urlEntry(origin, cmsPagePath(page.slug), page.updated_at);
}

/**
 * The `<url>` entries of active products by id: `limit` of them from the `skip`-th on, read in batches
 * by id (keyset), so the 100,000th product costs what the first does.
 */
async function* productEntries(db: Kysely<Database>, origin: string, skip: number, limit: number): AsyncGenerator<string> {
  const active = db.selectFrom('products').where('is_active', '=', 1);
  const start = await active.select('id').orderBy('id').offset(skip).limit(1).executeTakeFirst();
  if (!start) return;
  let afterId = start.id - 1;
  let left = limit;
  while (left > 0) {
    const rows = await active
      .select(['id', 'name', 'slug', 'updated_at'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(Math.min(PRODUCT_BATCH, left))
      .execute();
    for (const row of rows) yield urlEntry(origin, productPath(row), row.updated_at);
    if (rows.length < Math.min(PRODUCT_BATCH, left)) return;
    afterId = rows[rows.length - 1].id;
    left -= rows.length;
  }
}

/** One sitemap of the whole site (home, categories, CMS pages, products), when it fits in one file. */
export async function* wholeSitemap(db: Kysely<Database>, origin: string): AsyncGenerator<string> {
  yield URLSET_OPEN;
  yield* pageEntries(db, origin);
  yield* productEntries(db, origin, 0, Number.MAX_SAFE_INTEGER);
  yield URLSET_CLOSE;
}

/** The index of a large site: the pages' sitemap and one sitemap per `maxUrls` products. */
export function* sitemapIndex(origin: string, plan: SitemapPlan): Generator<string> {
  yield `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
  yield `<sitemap><loc>${xml(`${origin}/sitemap-pages.xml`)}</loc></sitemap>\n`;
  for (let file = 1; file <= plan.productFiles; file++) {
    yield `<sitemap><loc>${xml(`${origin}/sitemap-products-${file}.xml`)}</loc></sitemap>\n`;
  }
  yield '</sitemapindex>\n';
}

/** Home, categories and CMS pages. */
export async function* pagesSitemap(db: Kysely<Database>, origin: string): AsyncGenerator<string> {
  yield URLSET_OPEN;
  yield* pageEntries(db, origin);
  yield URLSET_CLOSE;
}

/** Products file `file` (1-based) of a sitemap index. */
export async function* productsSitemap(db: Kysely<Database>, origin: string, file: number, maxUrls = MAX_URLS_PER_SITEMAP): AsyncGenerator<string> {
  yield URLSET_OPEN;
  yield* productEntries(db, origin, (file - 1) * maxUrls, maxUrls);
  yield URLSET_CLOSE;
}
