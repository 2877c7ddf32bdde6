import { PRODUCT_NOT_FOUND_MESSAGE } from '@storefront/domain';
import type { ValidatedFilterQuery as FilterQuery } from '../../../contract/list-queries';
import type { Category, ProductDetail } from '../../../generated/models';
import { badRequest, notFound, ok, paginate, type FakeResolvers } from '../http';
import { findProduct, flatten, inCategories, subtreeIds, summaryOf } from '../model/catalog';
import type { FakeState, ProductRecord } from '../state';

const HOME_LIMIT = 12;


/** Text searched in name, brand and description (every word must appear). */
export function matchesText(record: ProductRecord, text: string): boolean {
  const { detail } = record;
  const haystack = `${detail.name} ${detail.brand?.name ?? ''} ${detail.description.replace(/<[^>]+>/g, ' ')}`.toLowerCase();
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Newest first: a higher id is a newer product. */
export const byNewest = (a: ProductRecord, b: ProductRecord) => b.detail.id - a.detail.id;

function sorter(sort: FilterQuery['sort']) {
  switch (sort) {
    case 'price_asc':
      return (a: ProductRecord, b: ProductRecord) => a.detail.price_with_tax - b.detail.price_with_tax || byNewest(a, b);
    case 'price_desc':
      return (a: ProductRecord, b: ProductRecord) => b.detail.price_with_tax - a.detail.price_with_tax || byNewest(a, b);
    case 'popular':
      return (a: ProductRecord, b: ProductRecord) => b.sales.allTime - a.sales.allTime || byNewest(a, b);
    default:
      return byNewest;
  }
}

function filterProducts(state: FakeState, q: FilterQuery): ProductRecord[] {
  if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) {
    throw badRequest('min_price must not be greater than max_price', [
      { field: 'min_price', message: 'min_price must not be greater than max_price' },
    ]);
  }
  const categories = q['category_ids[]']?.length ? subtreeIds(state, q['category_ids[]']) : null;
  const brands = q['brand_ids[]']?.length ? new Set(q['brand_ids[]']) : null;
  return state.products
    .filter((p) => !q.query || matchesText(p, q.query))
    .filter((p) => !categories || inCategories(p, categories))
    .filter((p) => !brands || (p.detail.brand !== null && brands.has(p.detail.brand.id)))
    .filter((p) => q.min_price === undefined || p.detail.price_with_tax >= q.min_price)
    .filter((p) => q.max_price === undefined || p.detail.price_with_tax <= q.max_price)
    .filter((p) => q.in_stock !== true || p.detail.in_stock)
    .sort(sorter(q.sort));
}

/** Products per option, each facet under the other facets' choices but not its own (as the API counts). */
function productFacets(state: FakeState, q: FilterQuery) {
  const withoutCategories = filterProducts(state, { ...q, 'category_ids[]': undefined });
  const categories = flatten(state.categories)
    .map((category) => {
      const ids = subtreeIds(state, [category.id]);
      return { id: category.id, count: withoutCategories.filter((p) => inCategories(p, ids)).length };
    })
    .filter((option) => option.count > 0)
    .sort((a, b) => a.id - b.id);
  const byBrand = new Map<number, number>();
  for (const p of filterProducts(state, { ...q, 'brand_ids[]': undefined })) {
    if (p.detail.brand) byBrand.set(p.detail.brand.id, (byBrand.get(p.detail.brand.id) ?? 0) + 1);
  }
  const brands = [...byBrand].map(([id, count]) => ({ id, count })).sort((a, b) => a.id - b.id);
  const inStock = filterProducts(state, { ...q, in_stock: undefined }).filter((p) => p.detail.in_stock).length;
  return { categories, brands, in_stock: inStock };
}

/** The detail with the latest 20 reviews, newest first. */
function detailOf(record: ProductRecord): ProductDetail {
  const reviews = [...record.detail.reviews].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 20);
  return { ...record.detail, reviews };
}

const top = (records: ProductRecord[], score: (r: ProductRecord) => number) =>
  [...records].sort((a, b) => score(b) - score(a) || byNewest(a, b)).slice(0, HOME_LIMIT).map(summaryOf);

/** Products, categories, brands, option types, collections and home sections. */
export const catalogResolvers = {
  filterProducts: ({ state, query }) => {
    const q = query as unknown as FilterQuery;
    const page = paginate(filterProducts(state, q).map(summaryOf), q.page, q.per_page);
    return ok(page.data, page.meta);
  },
  filterProductFacets: ({ state, query }) => ok(productFacets(state, query as unknown as FilterQuery)),
  getProduct: ({ state, params }) => {
    const record = findProduct(state, params.id as number);
    if (!record) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    return ok(detailOf(record));
  },
  listTrendingProducts: ({ state, query }) =>
    ok(top(state.products, (r) => (query.period === 'weekly' ? r.sales.weekly : r.sales.allTime + r.detail.reviews_count))),
  listBestSellingProducts: ({ state }) => ok(top(state.products, (r) => r.sales.allTime)),
  listCategoryProducts: ({ state }) =>
    ok(
      state.categories
        .filter((c) => c.is_top)
        .map((category) => {
          const ids = subtreeIds(state, [category.id]);
          const products = state.products.filter((p) => inCategories(p, ids)).sort(byNewest);
          return {
            category: { id: category.id, name: category.name, slug: category.slug },
            products: products.slice(0, HOME_LIMIT).map(summaryOf),
          };
        })
        .filter((section) => section.products.length > 0),
    ),
  listOptionTypes: ({ state }) => ok(state.optionTypes),
  listBrands: ({ state, query }) =>
    ok(
      state.brands
        .filter((b) => query.featured === undefined || b.featured === query.featured)
        .sort((a, b) => a.name.localeCompare(b.name)),
    ),
  listCategories: ({ state }) => ok(state.categories.filter((c: Category) => c.is_top)),
  listAllCategories: ({ state }) => ok(state.categories),
  listCollections: ({ state }) =>
    ok(
      state.collections.map((collection) => ({
        ...collection,
        products: collection.products
          .map((p) => findProduct(state, p.id))
          .filter((p): p is ProductRecord => p !== undefined)
          .slice(0, HOME_LIMIT)
          .map(summaryOf),
      })),
    ),
} satisfies FakeResolvers;
