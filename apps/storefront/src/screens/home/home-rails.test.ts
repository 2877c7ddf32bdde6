import type { ProductSummary } from '@storefront/sdk';
import type { HomeSection, HomeSections } from '../../stores';
import { homeRails, RAIL_PRODUCT_LIMIT, RAIL_PRODUCT_MINIMUM } from './home-rails';

/** A product of the home sections, by id only (the rails only look at ids). */
const product = (id: number) => ({ id, name: `Product ${id}` }) as ProductSummary;
const products = (...ids: number[]) => ids.map(product);
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

const nothingLoading = {
  banners: false,
  allCollection: false,
  collections: false,
  trendingProducts: false,
  weeklyTrendingList: false,
  bestSellingList: false,
  categoryProducts: false,
  brands: false,
} satisfies Record<HomeSection, boolean>;

function homeOf(sections: Partial<HomeSections>): HomeSections {
  return {
    banners: [],
    allCollection: [],
    collections: [],
    trendingProducts: [],
    weeklyTrendingList: [],
    bestSellingList: [],
    categoryProducts: [],
    brands: [],
    ...sections,
  };
}

const ids = (list: readonly ProductSummary[]) => list.map((p) => p.id);

describe('home rails', () => {
  it('shows at most 8 products per rail, the first ones, with View all to the list sorted as the section means', () => {
    const [latest, trending] = homeRails(
      homeOf({ allCollection: products(...range(1, 20)), trendingProducts: products(...range(100, 12)) }),
      nothingLoading,
    );
    expect(RAIL_PRODUCT_LIMIT).toBe(8);
    expect(latest).toMatchObject({ title: 'Latest products', viewAllHref: '/products?sort=newest' });
    expect(ids(latest.products)).toEqual(range(1, 8));
    expect(trending).toMatchObject({ title: 'Trending products', viewAllHref: '/products?sort=popular' });
    expect(ids(trending.products)).toEqual(range(100, 8));
  });

  it('leaves out of a rail the products a rail above already shows', () => {
    const [, trending] = homeRails(
      homeOf({ allCollection: products(1, 2, 3), trendingProducts: products(3, 2, 10, 11, 12, 13, 14) }),
      nothingLoading,
    );
    expect(ids(trending.products)).toEqual([10, 11, 12, 13, 14]);
  });

  it('fills a rail up to 4 with products shown above rather than leave it nearly empty', () => {
    const [, best] = homeRails(homeOf({ allCollection: products(1, 2, 3, 4, 5), bestSellingList: products(5, 1, 9, 2) }), nothingLoading);
    expect(RAIL_PRODUCT_MINIMUM).toBe(4);
    expect(ids(best.products)).toEqual([5, 1, 9, 2]);
  });

  it('shows a collection whole (it has no list page) and links each category rail to its products', () => {
    const rails = homeRails(
      homeOf({
        collections: [{ id: 7, name: 'Festive Picks', slug: 'festive', description: 'For the season', image: '', picture: null, products: products(...range(1, 12)) }],
        categoryProducts: [{ category: { id: 11, name: 'Electronics', slug: null }, products: products(50, 51, 52, 53) }] as HomeSections['categoryProducts'],
      }),
      nothingLoading,
    );
    expect(rails.map((r) => r.title)).toEqual(['Festive Picks', 'Electronics']);
    expect(rails[0].description).toBe('For the season');
    expect(rails[0].viewAllHref).toBeUndefined();
    expect(rails[0].products).toHaveLength(12);
    expect(rails[1].viewAllHref).toBe('/products?category_ids[11]=electronics');
  });

  it('shows the store\'s collections whole, repeats included, and leaves their products out of the rails below', () => {
    const collection = (id: number, productIds: number[]) => ({ id, name: `Collection ${id}`, slug: `c${id}`, description: null, image: '', picture: null, products: products(...productIds) });
    const [first, second, latest] = homeRails(
      homeOf({ collections: [collection(1, [1, 2, 3]), collection(2, [3, 4, 5])], allCollection: products(1, 2, 3, 4, 5, 6, 7, 8, 9) }),
      nothingLoading,
    );
    expect(ids(first.products)).toEqual([1, 2, 3]);
    expect(ids(second.products)).toEqual([3, 4, 5]);
    expect(ids(latest.products)).toEqual([6, 7, 8, 9]);
  });

  it('keeps a loading section (for its skeleton) and drops an empty one', () => {
    const rails = homeRails(homeOf({}), { ...nothingLoading, bestSellingList: true });
    expect(rails.map((r) => [r.title, r.loading])).toEqual([['Best sellers', true]]);
  });
});
