import { brandListPath, categoryListPath, type ChosenOption } from '@storefront/domain';
import type { Row } from '../../db/schema';
import { loadCategories } from '../../services/catalog/category-tree';
import { translateRecords } from '../../services/translations/content-translations';
import { headText } from './head-texts';
import { breadcrumbJsonLd, type Crumb } from './json-ld';
import { pageTitle, type PageContext, type PageHead, type PreloadImage } from './page-head';
import { htmlToPlainText, truncateText } from './plain-text';
import { shopAt, storeDescription } from './store-identity';

type ListRoute = { text: string; categories: ChosenOption[]; brands: ChosenOption[] };

/**
 * The list screen's first row on a phone: two cards whose pictures load with high priority, the page's
 * largest paint (PHONE_ROW in apps/storefront/src/screens/shared/product-grid.tsx; the API may not import
 * the storefront, so the number is repeated here).
 */
const PHONE_ROW = 2;

/**
 * Preloads of the pictures the list's first cards show (the card's medium picture, else its thumbnail),
 * from the list's first page as the API answers it (the page's boot data): without them the browser only
 * finds them once the app has drawn the grid.
 */
export function firstRowPreloads(firstPage: unknown): PreloadImage[] {
  const products = (firstPage as { data?: { image?: { medium?: string; thumbnail?: string } }[] } | undefined)?.data;
  if (!Array.isArray(products)) return [];
  return products
    .slice(0, PHONE_ROW)
    .map((product) => product.image?.medium || product.image?.thumbnail)
    .filter((href): href is string => typeof href === 'string' && href !== '')
    .map((href) => ({ href }));
}

/**
 * /products and its filtered forms. The title follows the list screen's heading
 * (apps/storefront/src/screens/products/list-heading.ts): the search, the one chosen category or brand
 * (named from the catalogue, else from the URL), or "All products". Search results and mixed filters
 * are not indexed: they are endless variations of the same products.
 */
export async function listHead(ctx: PageContext, route: ListRoute): Promise<PageHead> {
  if (route.text) {
    return listPage(ctx, { title: headText(ctx.locale, 'head.list.searchResults', { text: route.text }), noindex: true });
  }
  if (route.categories.length === 1 && route.brands.length === 0) {
    const rows = await loadCategories(ctx.db);
    const category = rows.find((row) => row.id === route.categories[0].id);
    if (!category) return listPage(ctx, { title: route.categories[0].name, noindex: true });
    return categoryHead(ctx, category, rows);
  }
  if (route.brands.length === 1 && route.categories.length === 0) {
    const brand = await ctx.db.selectFrom('brands').select(['id', 'name', 'logo']).where('id', '=', route.brands[0].id).executeTakeFirst();
    if (!brand) return listPage(ctx, { title: route.brands[0].name, noindex: true });
    const path = brandListPath(brand);
    return listPage(ctx, {
      title: brand.name,
      description: shopAt(brand.name, ctx.store, ctx.locale),
      canonicalPath: path,
      imagePath: brand.logo,
      crumbs: [{ name: brand.name, path }],
    });
  }
  const unfiltered = route.categories.length === 0 && route.brands.length === 0;
  const allProducts = headText(ctx.locale, 'head.list.allProducts');
  return listPage(ctx, unfiltered ? { title: allProducts, canonicalPath: '/products' } : { title: allProducts, noindex: true });
}

/**
 * A category's product list: its name, description, picture and the path down from its top category.
 * Names and description in the page's language; addresses keep the merchant's names, so a page's
 * address is the same in every language but for the language's prefix (its hreflang alternates).
 */
export async function categoryHead(ctx: PageContext, category: Row<'categories'>, rows: Row<'categories'>[]): Promise<PageHead> {
  const chain = ancestorsOf(category, rows);
  const shown = new Map(
    (await translateRecords(ctx.db, ctx.locale, 'category', chain, ['name', 'description'])).map((row) => [row.id, row]),
  );
  const own = shown.get(category.id) ?? category;
  const text = own.description ? htmlToPlainText(own.description) : '';
  return listPage(ctx, {
    title: own.name,
    description: text ? truncateText(text) : shopAt(own.name, ctx.store, ctx.locale),
    canonicalPath: categoryListPath(category),
    imagePath: category.image,
    crumbs: chain.map((node) => ({ name: shown.get(node.id)?.name ?? node.name, path: categoryListPath(node) })),
  });
}

/** The category and its parents, top first (a broken parent chain stops the walk). */
function ancestorsOf(category: Row<'categories'>, rows: Row<'categories'>[]): Row<'categories'>[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const chain = [category];
  for (let parent = byId.get(category.parent_id ?? -1); parent && !chain.includes(parent); parent = byId.get(parent.parent_id ?? -1)) {
    chain.unshift(parent);
  }
  return chain;
}

interface ListPage {
  title: string;
  description?: string;
  canonicalPath?: string;
  imagePath?: string | null;
  noindex?: boolean;
  crumbs?: Crumb[];
}

function listPage(ctx: PageContext, page: ListPage): PageHead {
  return {
    status: 200,
    title: pageTitle(page.title, ctx.store.name),
    description: page.description ?? storeDescription(ctx.store, ctx.locale),
    ...(page.canonicalPath ? { canonicalPath: page.canonicalPath } : {}),
    ...(page.noindex ? { noindex: true } : {}),
    ogType: 'website',
    imagePath: page.imagePath || ctx.store.logo,
    preloadImages: [],
    jsonLd: page.crumbs
      ? [breadcrumbJsonLd(ctx.origin, [{ name: headText(ctx.locale, 'head.breadcrumb.home'), path: '/' }, ...page.crumbs], ctx.locale)]
      : [],
  };
}
