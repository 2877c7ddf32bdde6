import { expect, test, type APIRequestContext } from '@playwright/test';
import { LIGHT_PAGE, categoryTree, escapeRegExp, openStore, productCards, productPage, siteFooter } from './support/store';

/**
 * The product list (docs/product.md §2): `/products?category_ids[<id>]=<name>` lists that category (and its
 * sub-categories); page 2 and later are appended under the first page ("Load more").
 */

/** The top category with the most products, and its first two pages as the API gives them. */
async function listCase(request: APIRequestContext) {
  const tops = (await categoryTree(request)).filter((c) => c.is_top);
  const pages = await Promise.all(
    tops.map(async (category) => ({ category, first: await productPage(request, { 'category_ids[]': category.id }) })),
  );
  // The most products; among equals, a name with "&" (the link drops it, docs/product.md §2).
  const score = ({ category, first }: (typeof pages)[number]) =>
    (first.meta.total_count ?? 0) * 2 + (category.name.includes('&') ? 1 : 0);
  const { category, first } = pages.sort((a, b) => score(b) - score(a))[0];
  const total = first.meta.total_count ?? 0;
  expect(total, `${category.name} needs more than one page of products`).toBeGreaterThan(first.data.length);
  const second = await productPage(request, { 'category_ids[]': category.id, page: 2 });
  return { category, total, first: first.data, second: second.data };
}

test.describe('product list', () => {
  test('a category filter link /products?category_ids[<id>]=<name> lists that category', async ({ page, request }) => {
    const { category, total, first } = await listCase(request);
    await openStore(page, LIGHT_PAGE);

    // The footer's Top Categories link is the category filter link.
    const link = siteFooter(page).getByRole('region', { name: 'Top Categories' }).getByRole('link', { name: category.name, exact: true });
    await expect(link).toHaveAttribute('href', new RegExp(`^/products\\?category_ids\\[${category.id}\\]=[^&]+$`));
    await link.click();

    await expect(page).toHaveURL((url) => {
      const params = [...url.searchParams.entries()];
      return (
        url.pathname === '/products' &&
        params.length === 1 &&
        params[0][0] === `category_ids[${category.id}]` &&
        params[0][1] === category.name.toLowerCase().replace(/&/g, '')
      );
    });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(main.getByRole('group', { name: 'Category' }).getByRole('checkbox', { name: category.name, exact: true })).toBeChecked();
    await expect(main.getByRole('status').filter({ hasText: /products?$/ })).toHaveText(
      `Showing ${first.length} of ${total} products`,
    );
    const cards = productCards(main);
    await expect(cards).toHaveCount(first.length);
    await expect(cards.getByRole('heading')).toHaveText(first.map((p) => p.name));
  });

  test('"Load more" appends the next page under the first', async ({ page, request }) => {
    const { category, total, first, second } = await listCase(request);
    await page.goto(`/products?category_ids[${category.id}]=${encodeURIComponent(category.name.toLowerCase().replace(/&/g, ''))}`);
    const main = page.getByRole('main');
    const cards = productCards(main);
    await expect(cards).toHaveCount(first.length);

    const loaded = page.waitForResponse((r) => r.url().includes('/api/v1/products/filter') && r.url().includes('page=2'));
    await main.getByRole('button', { name: 'Load more' }).click();
    await loaded;
    await expect(cards).toHaveCount(first.length + second.length);
    await expect(cards.getByRole('heading')).toHaveText([...first, ...second].map((p) => p.name));
    const shown = first.length + second.length;
    await expect(main.getByRole('status').filter({ hasText: /products?$/ })).toHaveText(
      shown < total ? `Showing ${shown} of ${total} products` : `${total} products`,
    );
    if (shown >= total) await expect(main.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    // The first page stayed where it was: appended, not replaced.
    await expect(cards.first().getByRole('link', { name: new RegExp(`^${escapeRegExp(first[0].name)}$`) })).toBeVisible();
  });
});
