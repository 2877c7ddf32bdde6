import { categoryTree } from '@storefront/sdk/testing';
import { failRequest } from '../test-utils/fake-failures';
import { createTestStore } from '../test-utils/test-store';
import { installFakeApi } from '../test-utils/fake-api';

const { fake, server } = installFakeApi();

describe('product list', () => {
  it('page 1 replaces the list, page 2 and later append', async () => {
    const { root } = createTestStore(fake);

    await root.productList.load({ per_page: 4 }, 1);
    const firstPage = root.productList.products.map((p) => p.id);
    expect(firstPage).toHaveLength(4);
    expect(root.productList.pagination?.current_page).toBe(1);
    expect(root.productList.hasMorePages).toBe(true);

    await root.productList.loadNextPage();
    expect(root.productList.page).toBe(2);
    expect(root.productList.products).toHaveLength(8);
    expect(root.productList.products.slice(0, 4).map((p) => p.id)).toEqual(firstPage);

    await root.productList.load({ per_page: 4 }, 1);
    expect(root.productList.products.map((p) => p.id)).toEqual(firstPage);
  });

  it('filters by the ticked category', async () => {
    const { root } = createTestStore(fake);
    await root.categories.loadTree();
    const clothing = categoryTree[0];

    root.productList.toggleFilterOption(80, clothing.id);
    await root.productList.load(root.productList.filteredQuery, 1);

    expect(root.productList.filters[0]).toMatchObject({ id: 80, name: 'Category' });
    expect(root.productList.filters[0].options.find((o) => o.id === clothing.id)?.checked).toBe(true);
    expect(root.productList.products.length).toBeGreaterThan(0);
    expect(root.productList.products.every((p) => p.name)).toBe(true);
  });

  it('a failure empties the list and keeps the error', async () => {
    const { root } = createTestStore(fake);
    await root.productList.load({}, 1);
    expect(root.productList.products.length).toBeGreaterThan(0);

    failRequest(server, fake, 'get', '/products/filter', { message: 'Service unavailable' });
    await root.productList.load({}, 2);

    expect(root.productList.products).toEqual([]);
    expect(root.productList.error?.message).toBe('Service unavailable');
    expect(root.productList.loading).toBe(false);
  });

  it('sets the loading flag when the request starts', async () => {
    const { root } = createTestStore(fake);
    const loading = root.productList.load({}, 1);
    expect(root.productList.loading).toBe(true);
    await loading;
    expect(root.productList.loading).toBe(false);
  });
});
