import { categoryTree, demoStore } from '@storefront/sdk/testing';
import { failRequest } from '../test-utils/fake-failures';
import { createTestStore } from '../test-utils/test-store';
import { installFakeApi } from '../test-utils/fake-api';

const { fake, server } = installFakeApi();

describe('product list', () => {
  it('page 1 replaces the list, page 2 and later append', async () => {
    const { root } = createTestStore(fake);

    await root.catalog.loadProducts({ per_page: 4 }, 1);
    const firstPage = root.catalog.products.map((p) => p.id);
    expect(firstPage).toHaveLength(4);
    expect(root.catalog.pagination?.current_page).toBe(1);
    expect(root.catalog.hasMorePages).toBe(true);

    await root.catalog.loadNextPage();
    expect(root.catalog.page).toBe(2);
    expect(root.catalog.products).toHaveLength(8);
    expect(root.catalog.products.slice(0, 4).map((p) => p.id)).toEqual(firstPage);

    await root.catalog.loadProducts({ per_page: 4 }, 1);
    expect(root.catalog.products.map((p) => p.id)).toEqual(firstPage);
  });

  it('filters by the ticked category', async () => {
    const { root } = createTestStore(fake);
    await root.catalog.loadCategories();
    const clothing = categoryTree[0];

    root.catalog.toggleFilterOption(80, clothing.id);
    await root.catalog.loadProducts(root.catalog.filteredQuery, 1);

    expect(root.catalog.filters[0]).toMatchObject({ id: 80, name: 'Category' });
    expect(root.catalog.filters[0].options.find((o) => o.id === clothing.id)?.checked).toBe(true);
    expect(root.catalog.products.length).toBeGreaterThan(0);
    expect(root.catalog.products.every((p) => p.name)).toBe(true);
  });

  it('a failure empties the list and keeps the error', async () => {
    const { root } = createTestStore(fake);
    await root.catalog.loadProducts({}, 1);
    expect(root.catalog.products.length).toBeGreaterThan(0);

    failRequest(server, fake, 'get', '/products/filter', { message: 'Service unavailable' });
    await root.catalog.loadProducts({}, 2);

    expect(root.catalog.products).toEqual([]);
    expect(root.catalog.productsError?.message).toBe('Service unavailable');
    expect(root.catalog.productsLoading).toBe(false);
  });

  it('sets the loading flag when the request starts', async () => {
    const { root } = createTestStore(fake);
    const loading = root.catalog.loadProducts({}, 1);
    expect(root.catalog.productsLoading).toBe(true);
    await loading;
    expect(root.catalog.productsLoading).toBe(false);
  });
});

describe('home sections', () => {
  it('a failed section is emptied with its error while the others fill', async () => {
    const { root } = createTestStore(fake);
    failRequest(server, fake, 'get', '/banners');

    await root.catalog.loadHome();

    expect(root.catalog.home.banners).toEqual([]);
    expect(root.catalog.homeErrors.banners).not.toBeNull();
    expect(root.catalog.home.trendingProducts.length).toBeGreaterThan(0);
    expect(root.catalog.homeErrors.trendingProducts).toBeNull();
  });

  it('failed categories empty the header and the footer top categories', async () => {
    const { root } = createTestStore(fake);
    failRequest(server, fake, 'get', '/categories/all_category');
    failRequest(server, fake, 'get', '/categories');

    await root.start();

    expect(root.catalog.categories).toEqual([]);
    expect(root.catalog.headerCategories).toEqual([]);
    expect(root.catalog.topCategories).toEqual([]);
    expect(root.catalog.topCategoriesError).not.toBeNull();
    expect(root.settings.storeName).toBe(demoStore.name);
  });
});

describe('header categories', () => {
  const flagged = categoryTree.filter((c) => c.show_on_header);

  it('shows the first 5 flagged categories, with only flagged children', async () => {
    const { root } = createTestStore(fake);
    await root.start();

    const shown = root.catalog.headerCategories;
    expect(shown.map((c) => c.id)).toEqual(flagged.slice(0, 5).map((c) => c.id));
    const children = shown.flatMap((c) => c.childrens);
    expect(children.every((c) => c.show_on_header)).toBe(true);
    expect(root.catalog.moreCategories.map((c) => c.id)).toEqual(flagged.slice(5).map((c) => c.id));
  });

  it('shows 4 in the Garment theme', async () => {
    const { root } = createTestStore(fake, { env: { themeOverride: 'Garment' } });
    await root.start();

    expect(root.catalog.headerCategories.map((c) => c.id)).toEqual(flagged.slice(0, 4).map((c) => c.id));
  });
});

describe('product detail', () => {
  it('loads a product, and a failure leaves none with the error', async () => {
    const { root } = createTestStore(fake);
    const product = await root.catalog.loadProduct(109);
    expect(product?.name).toBe(root.catalog.singleProduct?.name);
    expect(root.catalog.singleProduct?.gallery.at(-1)?.is_video).toBe(true);

    await root.catalog.loadProduct(999999);
    expect(root.catalog.singleProduct).toBeNull();
    expect(root.catalog.productError).not.toBeNull();
  });
});
