import type { FastifyInstance } from 'fastify';
import { catalogRead } from '../http/catalog-read';
import { route } from '../http/route';
import { ok, paged } from '../http/reply';
import { listBrands } from '../services/catalog/brands';
import { buildCategoryTree, loadCategories } from '../services/catalog/category-tree';
import {
  bestSelling,
  categorySections,
  collectionsWithProducts,
  trendingAllTime,
  trendingThisWeek,
} from '../services/catalog/home-sections';
import { loadProductDetail } from '../services/catalog/product-detail';
import { filterProducts, type ProductSort } from '../services/catalog/product-filter';
import { searchProducts } from '../services/catalog/product-search';
import { loadOptionTypes } from '../services/catalog/variants';

/** The query of filterProducts after validation: the contract fills defaults and coerces types. */
interface FilterQuery {
  page: number;
  per_page: number;
  query?: string;
  'category_ids[]'?: number[];
  'brand_ids[]'?: number[];
  min_price?: number;
  max_price?: number;
  sort: ProductSort;
  in_stock?: boolean;
}

/** Products, categories, brands, option types, collections and the home product sections (public). */
export async function catalogPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route<{ Querystring: FilterQuery }>(app, 'filterProducts', catalogRead(app, async ({ query }) => {
    const filter = {
      page: query.page,
      perPage: query.per_page,
      query: query.query,
      categoryIds: query['category_ids[]'],
      brandIds: query['brand_ids[]'],
      minPrice: query.min_price,
      maxPrice: query.max_price,
      sort: query.sort,
      inStock: query.in_stock,
    };
    const { products, totalCount } = await filterProducts(db, filter);
    return paged(products, { page: filter.page, perPage: filter.perPage, totalCount });
  }));

  route<{ Params: { id: number } }>(app, 'getProduct', catalogRead(app, async ({ params }) => ok(await loadProductDetail(db, params.id))));

  route<{ Querystring: { query: string } }>(
    app,
    'searchProducts',
    catalogRead(app, async ({ query }) => ok(await searchProducts(db, query.query))),
  );

  route<{ Querystring: { period: 'all' | 'weekly' } }>(
    app,
    'listTrendingProducts',
    catalogRead(app, async ({ query }) => ok(query.period === 'weekly' ? await trendingThisWeek(db) : await trendingAllTime(db))),
  );

  route(app, 'listBestSellingProducts', catalogRead(app, async () => ok(await bestSelling(db))));

  route(app, 'listCategoryProducts', catalogRead(app, async () => ok(await categorySections(db))));

  route(app, 'listOptionTypes', catalogRead(app, async () => ok(await loadOptionTypes(db))));

  route<{ Querystring: { featured?: boolean } }>(
    app,
    'listBrands',
    catalogRead(app, async ({ query }) => ok(await listBrands(db, query.featured === true))),
  );

  route(
    app,
    'listCategories',
    catalogRead(app, async () => ok(buildCategoryTree(await loadCategories(db)).filter((category) => category.is_top))),
  );

  route(app, 'listAllCategories', catalogRead(app, async () => ok(buildCategoryTree(await loadCategories(db)))));

  route(app, 'listCollections', catalogRead(app, async () => ok(await collectionsWithProducts(db))));
}
