import { categoryLink } from '@storefront/domain';
import { englishShellI18n, type Translate } from '@storefront/i18n';
import type { ProductSummary } from '@storefront/sdk';
import type { HomeSection, HomeSections } from '../../stores';

/** Products a rail shows at most: about two phone screens of swiping, one or two rows on a desktop. */
export const RAIL_PRODUCT_LIMIT = 8;
/**
 * Fewest products a rail shows when it has them: below this, products already shown higher up fill it
 * again, so a section never looks broken because its best products were shown first elsewhere.
 */
export const RAIL_PRODUCT_MINIMUM = 4;

/** One home product section as the screen draws it: a single rail of cards. */
export interface HomeRail {
  key: string;
  title: string;
  description?: string | null;
  products: ProductSummary[];
  /** The section is still loading (skeleton cards). */
  loading: boolean;
  /** The product list filtered as the section means ("View all"); none where no list shows the same. */
  viewAllHref?: string;
}

interface RailSource {
  key: string;
  title: string;
  description?: string | null;
  products: readonly ProductSummary[];
  loading: boolean;
  viewAllHref?: string;
  /** Products the rail may show (a collection has no list page: it shows all of its, at most 12). */
  limit: number;
  /** Put together by the store (a collection): shown whole, repeats included, as the store made it. */
  curated?: boolean;
}

/** The home's product sections in page order, with what each "View all" opens. */
function railSources(sections: HomeSections, loading: Record<HomeSection, boolean>, t: Translate): RailSource[] {
  return [
    ...sections.collections.map((collection) => ({
      key: `collection-${collection.id}`,
      title: collection.name,
      description: collection.description,
      products: collection.products,
      loading: false,
      limit: Number.POSITIVE_INFINITY,
      curated: true,
    })),
    ...(sections.collections.length === 0 && loading.collections
      ? [{ key: 'collections', title: t('browse.home.collections'), products: [], loading: true, limit: 0 }]
      : []),
    {
      key: 'latest',
      title: t('browse.home.latest'),
      products: sections.allCollection,
      loading: loading.allCollection,
      viewAllHref: '/products?sort=newest',
      limit: RAIL_PRODUCT_LIMIT,
    },
    {
      key: 'trending',
      title: t('browse.home.trending'),
      products: sections.trendingProducts,
      loading: loading.trendingProducts,
      viewAllHref: '/products?sort=popular',
      limit: RAIL_PRODUCT_LIMIT,
    },
    {
      key: 'trending-weekly',
      title: t('browse.home.weekly'),
      products: sections.weeklyTrendingList,
      loading: loading.weeklyTrendingList,
      viewAllHref: '/products?sort=popular',
      limit: RAIL_PRODUCT_LIMIT,
    },
    {
      key: 'best-sellers',
      title: t('browse.home.bestSellers'),
      products: sections.bestSellingList,
      loading: loading.bestSellingList,
      viewAllHref: '/products?sort=popular',
      limit: RAIL_PRODUCT_LIMIT,
    },
    ...sections.categoryProducts.map(({ category, products }) => ({
      key: `category-${category.id}`,
      title: category.name,
      products,
      loading: false,
      viewAllHref: categoryLink(category),
      limit: RAIL_PRODUCT_LIMIT,
    })),
    ...(sections.categoryProducts.length === 0 && loading.categoryProducts
      ? [{ key: 'categories', title: t('browse.home.byCategory'), products: [], loading: true, limit: 0 }]
      : []),
  ];
}

/**
 * The home's rails, top to bottom: each bounded, and a product shown in a rail above is left out of the
 * rails below it (trending, weekly trending, best sellers and the category rails overlap a lot; the same
 * card three times is noise), unless a rail would then fall under RAIL_PRODUCT_MINIMUM. The store's own
 * collections are shown whole, as the store made them. Sections with
 * nothing to show and nothing loading are dropped. Titles are in `t`'s language (the page's; English by default).
 */
export function homeRails(
  sections: HomeSections,
  loading: Record<HomeSection, boolean>,
  t: Translate = (id, values) => englishShellI18n._(id, values),
): HomeRail[] {
  const shown = new Set<number>();
  const rails: HomeRail[] = [];
  for (const { limit, products, curated, ...source } of railSources(sections, loading, t)) {
    const fresh = curated ? products : products.filter((p) => !shown.has(p.id));
    const picked = fresh.slice(0, limit);
    const wanted = Math.min(RAIL_PRODUCT_MINIMUM, limit, products.length);
    if (picked.length < wanted) picked.push(...products.filter((p) => shown.has(p.id)).slice(0, wanted - picked.length));
    const inPageOrder = products.filter((p) => picked.includes(p));
    if (inPageOrder.length === 0 && !source.loading) continue;
    inPageOrder.forEach((p) => shown.add(p.id));
    rails.push({ ...source, products: inPageOrder });
  }
  return rails;
}
