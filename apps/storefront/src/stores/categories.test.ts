import { categoryTree, demoStore } from '@storefront/sdk/testing';
import { failRequest } from '../test-utils/fake-failures';
import { createTestStore } from '../test-utils/test-store';
import { installFakeApi } from '../test-utils/fake-api';

const { fake, server } = installFakeApi();

describe('header categories', () => {
  const flagged = categoryTree.filter((c) => c.show_on_header);

  it('shows the first 5 flagged categories, with only flagged children', async () => {
    const { root } = createTestStore(fake);
    await root.start();

    const shown = root.categories.headerCategories;
    expect(shown.map((c) => c.id)).toEqual(flagged.slice(0, 5).map((c) => c.id));
    const children = shown.flatMap((c) => c.childrens);
    expect(children.every((c) => c.show_on_header)).toBe(true);
    expect(root.categories.moreCategories.map((c) => c.id)).toEqual(flagged.slice(5).map((c) => c.id));
  });

  it('shows 4 in the Garment theme', async () => {
    const { root } = createTestStore(fake, { env: { themeOverride: 'Garment' } });
    await root.start();

    expect(root.categories.headerCategories.map((c) => c.id)).toEqual(flagged.slice(0, 4).map((c) => c.id));
  });

  it('the footer top categories are the top-level categories flagged is_top, as GET /categories answers', async () => {
    const { root } = createTestStore(fake);
    await root.start();

    const answered = (await root.sdk.catalog.categories()).data;
    expect(answered.length).toBeGreaterThan(0);
    expect(root.categories.top).toEqual(answered);
  });

  it('failed categories empty the header and the footer top categories', async () => {
    const { root } = createTestStore(fake);
    failRequest(server, fake, 'get', '/categories/all_category');

    await root.start();

    expect(root.categories.tree.value).toEqual([]);
    expect(root.categories.headerCategories).toEqual([]);
    expect(root.categories.top).toEqual([]);
    expect(root.categories.tree.error).not.toBeNull();
    expect(root.settings.storeName).toBe(demoStore.name);
  });
});
