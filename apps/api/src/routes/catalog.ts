import type { FastifyInstance } from 'fastify';
import { catalogRoute } from '../catalog-reads/catalog-read';
import { ok, paged } from '../http/reply';
import { listBrands } from '../services/catalog/brands';
import { loadCategoryTree } from '../services/catalog/category-tree';
import {
  bestSelling,
  categorySections,
  collectionsWithProducts,
  trendingAllTime,
  trendingThisWeek,
} from '../services/catalog/home-sections';
import { loadProductDetail } from '../services/catalog/product-detail';
import { KeptFacetCounts } from '../services/catalog/kept-facet-counts';
import { productFacets } from '../services/catalog/product-facets';
import type { ValidatedFacetQuery, ValidatedFilterQuery } from '@storefront/sdk';
import { filterProducts } from '../services/catalog/product-filter';
import { searchProducts } from '../services/catalog/product-search';
import { loadOptionTypes } from '../services/catalog/variants';



/** Products, categories, brands, option types, collections and the home product sections (public). */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const { db, database, searchEngine } = app;
  const keptFacetCounts = new KeptFacetCounts(database);

  catalogRoute<{ Querystring: ValidatedFilterQuery }>(app, 'filterProducts', async ({ query }) => {
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
    const { products, totalCount } = await filterProducts(database, searchEngine, filter);
    return paged(products, { page: filter.page, perPage: filter.perPage, totalCount });
  });

  catalogRoute<{ Querystring: ValidatedFacetQuery }>(app, 'filterProductFacets', async ({ query }) =>
    ok(
      await productFacets(database, keptFacetCounts, searchEngine, {
        query: query.query,
        categoryIds: query['category_ids[]'],
        brandIds: query['brand_ids[]'],
        minPrice: query.min_price,
        maxPrice: query.max_price,
        inStock: query.in_stock,
      }),
    ),
  );

  catalogRoute<{ Params: { id: number } }>(app, 'getProduct', async ({ params }) => ok(await loadProductDetail(db, params.id)));

  catalogRoute<{ Querystring: { query: string } }>(
    app,
    'searchProducts',
    async ({ query }) => ok(await searchProducts(db, searchEngine, query.query)),
  );

  catalogRoute<{ Querystring: { period: 'all' | 'weekly' } }>(
    app,
    'listTrendingProducts',
    async ({ query }) => ok(query.period === 'weekly' ? await trendingThisWeek(db) : await trendingAllTime(db)),
  );

  catalogRoute(app, 'listBestSellingProducts', async () => ok(await bestSelling(db)));

  catalogRoute(app, 'listCategoryProducts', async () => ok(await categorySections(db)));

  catalogRoute(app, 'listOptionTypes', async () => ok(await loadOptionTypes(db)));

  catalogRoute<{ Querystring: { featured?: boolean } }>(
    app,
    'listBrands',
    async ({ query }) => ok(await listBrands(db, query.featured === true)),
  );

  catalogRoute(
    app,
    'listCategories',
    async () => ok((await loadCategoryTree(db)).filter((category) => category.is_top)),
  );

  catalogRoute(app, 'listAllCategories', async () => ok(await loadCategoryTree(db)));

  catalogRoute(app, 'listCollections', async () => ok(await collectionsWithProducts(db)));
}
