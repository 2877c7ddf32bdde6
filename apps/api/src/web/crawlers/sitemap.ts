import { categoryListPath, cmsPagePath, localizePath, OFFERED_LOCALES, productPath, type Locale } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { alternatesOf, hasAlternates } from '../page-head/page-language';

/** The sitemaps protocol's limit per file; a sitemap index lists the files beyond it. */
export const MAX_URLS_PER_SITEMAP = 50_000;
/** Products read per query while a sitemap streams (memory stays flat at any catalogue size). */
const PRODUCT_BATCH = 2_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_CLOSE = '</urlset>\n';

/** How many addresses each page has in the sitemap: one per offered language (one while only English is). */
function addressesPerPage(offered: readonly Locale[]): number {
  return hasAlternates(offered) ? offered.length : 1;
}

function urlsetOpen(offered: readonly Locale[]): string {
  const xhtml = addressesPerPage(offered) > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n`;
}

/**
 * A page's `<url>` entries: its address in each offered language, each naming every language's address
 * (`xhtml:link` hreflang alternates and `x-default`), as search engines ask of multilingual sitemaps.
 */
function urlEntry(origin: string, path: string, lastmod: string | null | undefined, offered: readonly Locale[]): string {
  const modified = lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : '';
  const alternates = alternatesOf(origin, path, offered);
  const links = alternates.map((link) => `<xhtml:link rel="alternate" hreflang="${xml(link.hreflang)}" href="${xml(link.href)}"/>`).join('');
  const addresses = alternates.length ? offered.map((locale) => localizePath(path, locale)) : [path];
  return addresses.map((address) => `<url><loc>${xml(origin + address)}</loc>${modified}${links}</url>\n`).join('');
}

/** How the site's URLs split into sitemap files. */
export interface SitemapPlan {
  /** Home, categories and CMS pages: one file, whatever the catalogue's size. */
  pageUrls: number;
  products: number;
  /** Files of products when an index is needed (0 when one sitemap holds everything). */
  productFiles: number;
}

export async function planSitemap(db: Kysely<Database>, maxUrls = MAX_URLS_PER_SITEMAP, offered: readonly Locale[] = OFFERED_LOCALES): Promise<SitemapPlan> {
  const [categories, pages, products] = await Promise.all([
    db.selectFrom('categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('cms_pages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('is_active', '=', 1).executeTakeFirstOrThrow(),
  ]);
  const perPage = addressesPerPage(offered);
  const pageUrls = (1 + Number(categories.n) + Number(pages.n)) * perPage;
  const productCount = Number(products.n);
  const fits = pageUrls + productCount * perPage <= maxUrls;
  return { pageUrls, products: productCount, productFiles: fits ? 0 : Math.ceil(productCount / productsPerFile(maxUrls, offered)) };
}

/** Products in one sitemap file: each has an address per offered language. */
function productsPerFile(maxUrls: number, offered: readonly Locale[]): number {
  return Math.max(1, Math.floor(maxUrls / addressesPerPage(offered)));
}

/** The `<url>` entries of home, every category's list and every CMS page. */
async function* pageEntries(db: Kysely<Database>, origin: string, offered: readonly Locale[]): AsyncGenerator<string> {
  yield urlEntry(origin, '/', null, offered);
  const categories = await db.selectFrom('categories').select(['id', 'name']).orderBy('position').orderBy('id').execute();
  for (const category of categories) yield urlEntry(origin, categoryListPath(category), null, offered);
  const pages = await db.selectFrom('cms_pages').select(['slug', 'updated_at']).orderBy('position').orderBy('id').execute();
  for (const page of pages) yield urlEntry(origin, cmsPagePath(page.slug), page.updated_at, offered);
}

/**
 * The `<url>` entries of active products by id: `limit` of them from the `skip`-th on, read in batches
 * by id (keyset), so the 100,000th product costs what the first does.
 */
async function* productEntries(db: Kysely<Database>, origin: string, skip: number, limit: number, offered: readonly Locale[]): AsyncGenerator<string> {
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
    for (const row of rows) yield urlEntry(origin, productPath(row), row.updated_at, offered);
    if (rows.length < Math.min(PRODUCT_BATCH, left)) return;
    afterId = rows[rows.length - 1].id;
    left -= rows.length;
  }
}

/** One sitemap of the whole site (home, categories, CMS pages, products), when it fits in one file. */
export async function* wholeSitemap(db: Kysely<Database>, origin: string, offered: readonly Locale[] = OFFERED_LOCALES): AsyncGenerator<string> {
  yield urlsetOpen(offered);
  yield* pageEntries(db, origin, offered);
  yield* productEntries(db, origin, 0, Number.MAX_SAFE_INTEGER, offered);
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
export async function* pagesSitemap(db: Kysely<Database>, origin: string, offered: readonly Locale[] = OFFERED_LOCALES): AsyncGenerator<string> {
  yield urlsetOpen(offered);
  yield* pageEntries(db, origin, offered);
  yield URLSET_CLOSE;
}

/** Products file `file` (1-based) of a sitemap index. */
export async function* productsSitemap(
  db: Kysely<Database>,
  origin: string,
  file: number,
  maxUrls = MAX_URLS_PER_SITEMAP,
  offered: readonly Locale[] = OFFERED_LOCALES,
): AsyncGenerator<string> {
  const perFile = productsPerFile(maxUrls, offered);
  yield urlsetOpen(offered);
  yield* productEntries(db, origin, (file - 1) * perFile, perFile, offered);
  yield URLSET_CLOSE;
}
