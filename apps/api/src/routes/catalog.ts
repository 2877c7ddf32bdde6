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
import {
  localizeCategorySections,
  localizeCategoryTree,
  localizeCollections,
  localizeProductDetail,
  localizeProducts,
} from '../services/catalog/localize-catalog';



/** Products, categories, brands, option types, collections and the home product sections (public). */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const { db, database, searchEngine } = app;
  const keptFacetCounts = new KeptFacetCounts(database);

  catalogRoute<{ Querystring: ValidatedFilterQuery }>(app, 'filterProducts', async ({ query, locale }) => {
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
    return paged(await localizeProducts(db, locale, products), { page: filter.page, perPage: filter.perPage, totalCount });
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

  catalogRoute<{ Params: { id: number } }>(app, 'getProduct', async ({ params, locale }) =>
    ok(await localizeProductDetail(db, locale, await loadProductDetail(db, params.id))),
  );

  catalogRoute<{ Querystring: { query: string } }>(
    app,
    'searchProducts',
    async ({ query, locale }) => ok(await localizeProducts(db, locale, await searchProducts(db, searchEngine, query.query))),
  );

  catalogRoute<{ Querystring: { period: 'all' | 'weekly' } }>(
    app,
    'listTrendingProducts',
    async ({ query, locale }) =>
      ok(await localizeProducts(db, locale, query.period === 'weekly' ? await trendingThisWeek(db) : await trendingAllTime(db))),
  );

  catalogRoute(app, 'listBestSellingProducts', async ({ locale }) => ok(await localizeProducts(db, locale, await bestSelling(db))));

  catalogRoute(app, 'listCategoryProducts', async ({ locale }) =>
    ok(await localizeCategorySections(db, locale, await categorySections(db))),
  );

  catalogRoute(app, 'listOptionTypes', async () => ok(await loadOptionTypes(db)));

  catalogRoute<{ Querystring: { featured?: boolean } }>(
    app,
    'listBrands',
    async ({ query }) => ok(await listBrands(db, query.featured === true)),
  );

  catalogRoute(
    app,
    'listCategories',
    async ({ locale }) =>
      ok(await localizeCategoryTree(db, locale, (await loadCategoryTree(db)).filter((category) => category.is_top))),
  );

  catalogRoute(app, 'listAllCategories', async ({ locale }) => ok(await localizeCategoryTree(db, locale, await loadCategoryTree(db))));

  catalogRoute(app, 'listCollections', async ({ locale }) =>
    ok(await localizeCollections(db, locale, await collectionsWithProducts(db))),
  );
}
