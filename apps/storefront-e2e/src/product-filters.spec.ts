import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Category, ProductSummary } from '@storefront/sdk';
import { categoryTree, expectStoreReady, findProducts, openStore, productPage } from './support/store';

/**
 * The list's filters never lead to "0 products": each brand and category offered is one
 * with products under the current choice, with its count; the price range (rupees, as shown) and "in stock
 * only" narrow the list and live in the URL, so a reload keeps them. The expected figures come from the
 * products the API lists, not from the counts the page shows.
 */

const HYDRATION_PROBLEM = /Hydration failed|did not match|didn't match|Minified React error #(418|422|423|425)\b|hydrat\w* .*mismatch/i;

/** The list URL of one category, as the store's links write it. */
const categoryPath = (category: Category) =>
  `/products?category_ids[${category.id}]=${encodeURIComponent(category.name.toLowerCase().replace(/&/g, ''))}`;

/** Every product a filter lists, all pages. */
const listed = (request: APIRequestContext, query: Record<string, string | number>) =>
  findProducts(request, () => true, 10_000, query);

const totalOf = async (request: APIRequestContext, query: Record<string, string | number>) =>
  (await productPage(request, { ...query, per_page: 1 })).meta.total_count ?? 0;

const resultStatus = (main: Locator) => main.getByRole('status').filter({ hasText: /products?$/ });

/** "12 products" or "Showing 20 of 31 products": the total the list says it has. */
async function shownTotal(main: Locator): Promise<number> {
  const text = (await resultStatus(main).textContent()) ?? '';
  const match = /(\d+) products?$/.exec(text);
  return match ? Number(match[1]) : -1;
}

/** React's hydration complaints and uncaught errors while the page runs. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

async function electronics(request: APIRequestContext): Promise<Category> {
  const category = (await categoryTree(request)).find((c) => c.name === 'Electronics');
  expect(category?.name, 'the demo store has an Electronics category').toBe('Electronics');
  return category as Category;
}

/** Products per brand name. */
function brandCounts(products: ProductSummary[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of products) if (product.brand) counts.set(product.brand.name, (counts.get(product.brand.name) ?? 0) + 1);
  return counts;
}

test.describe('product filters', () => {
  test('Electronics offers only the brands with Electronics products, each with its count, and none leads to 0 products', async ({
    page,
    request,
  }) => {
    const category = await electronics(request);
    const expected = brandCounts(await listed(request, { 'category_ids[]': category.id }));
    expect(expected.size, 'Electronics has branded products').toBeGreaterThan(0);
    const problems = watchProblems(page);

    await openStore(page, categoryPath(category));
    const main = page.getByRole('main');
    const brands = main.getByRole('group', { name: 'Brand' }).getByRole('checkbox');
    await expect(brands).toHaveCount(expected.size);
    const names = [...expected.keys()].sort((a, b) => a.localeCompare(b));
    const offered = await brands.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''));
    expect(offered.sort((a, b) => a.localeCompare(b))).toEqual(names);
    await expect(main.getByRole('checkbox', { name: 'Annapurna Farms' })).toHaveCount(0);

    for (const name of names) {
      const brand = main.getByRole('group', { name: 'Brand' }).getByRole('checkbox', { name, exact: true });
      const count = expected.get(name) as number;
      await expect(brand).toHaveAccessibleDescription(`${count} ${count === 1 ? 'product' : 'products'}`);
      // The tick is the URL's: the box shows it once the list has read the new address.
      await brand.click();
      await expect(brand).toBeChecked();
      await expect(page).toHaveURL(/brand_ids\[\d+\]=/);
      await expect(resultStatus(main)).toHaveText(new RegExp(`(^| of )${count} products?$`));
      await expect(main.getByText('No products found')).toHaveCount(0);
      await brand.click();
      await expect(brand).not.toBeChecked();
      await expect(page).not.toHaveURL(/brand_ids\[/);
    }
    expect(problems).toEqual([]);
  });

  test('a price range in rupees and "in stock only" narrow the list and survive a reload', async ({ page, request }) => {
    // A top category with a product that cannot be bought now, so that "in stock only" has something to leave out.
    const tops = (await categoryTree(request)).filter((c) => c.is_top);
    let chosen: { category: Category; products: ProductSummary[]; out: ProductSummary } | null = null;
    for (const category of tops) {
      const products = await listed(request, { 'category_ids[]': category.id });
      const out = products.find((p) => !p.in_stock);
      if (out && new Set(products.map((p) => p.price_with_tax)).size > 2) {
        chosen = { category, products, out };
        break;
      }
    }
    expect(chosen, 'a category with a product out of stock').not.toBeNull();
    const { category, products, out } = chosen as NonNullable<typeof chosen>;
    // A range around the out-of-stock product that leaves out the cheapest or the dearest products.
    const prices = [...new Set(products.map((p) => p.price_with_tax))].sort((a, b) => a - b);
    const min = Math.floor(Math.min(out.price_with_tax, prices[1]));
    const max = Math.ceil(Math.max(out.price_with_tax, prices[prices.length - 2]));
    const query = { 'category_ids[]': category.id, min_price: min, max_price: max };
    const inRange = await totalOf(request, query);
    const inRangeInStock = await totalOf(request, { ...query, in_stock: 'true' });
    expect(inRange).toBeLessThan(products.length);
    expect(inRangeInStock).toBeLessThan(inRange);
    const problems = watchProblems(page);

    await openStore(page, categoryPath(category));
    const main = page.getByRole('main');
    await expect(resultStatus(main)).toHaveText(new RegExp(`(^| of )${products.length} products?$`));
    await main.getByLabel('Min price (₹)').fill(String(min));
    await main.getByLabel('Max price (₹)').fill(String(max));
    await main.getByRole('button', { name: 'Apply price' }).click();
    await expect(page).toHaveURL(new RegExp(`min_price=${min}&max_price=${max}`));
    await expect(resultStatus(main)).toHaveText(new RegExp(`(^| of )${inRange} products?$`));

    const inStock = main.getByRole('checkbox', { name: 'In stock only' });
    await expect(inStock).toHaveAccessibleDescription(`${inRangeInStock} ${inRangeInStock === 1 ? 'product' : 'products'}`);
    await inStock.click();
    await expect(inStock).toBeChecked();
    await expect(page).toHaveURL(/in_stock=true/);
    await expect(resultStatus(main)).toHaveText(new RegExp(`(^| of )${inRangeInStock} products?$`));

    await page.reload();
    await expectStoreReady(page);
    await expect(main.getByLabel('Min price (₹)')).toHaveValue(String(min));
    await expect(main.getByLabel('Max price (₹)')).toHaveValue(String(max));
    await expect(main.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    await expect(resultStatus(main)).toHaveText(new RegExp(`(^| of )${inRangeInStock} products?$`));
    expect(await shownTotal(main)).toBe(inRangeInStock);
    expect(problems).toEqual([]);
  });

  test('a mistaken price range in the URL says why and still lists the products', async ({ page, request }) => {
    const all = await totalOf(request, {});
    await openStore(page, '/products?min_price=900&max_price=100');
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText('The minimum price must not be more than the maximum');
    await expect(resultStatus(main)).toHaveText(new RegExp(`(^| of )${all} products?$`));
    await main.getByLabel('Min price (₹)').fill('cheap');
    await main.getByRole('button', { name: 'Apply price' }).click();
    await expect(main.getByRole('alert')).toHaveText('Enter an amount in rupees, like 499');
    await expect(page).toHaveURL(/min_price=900&max_price=100$/);
  });
});

test.describe('the price filter with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('"Apply price" asks the server for the range and keeps the category chosen', async ({ page, request }) => {
    const category = await electronics(request);
    const prices = [...new Set((await listed(request, { 'category_ids[]': category.id })).map((p) => p.price_with_tax))].sort((a, b) => a - b);
    expect(prices.length, 'Electronics has products at three prices or more').toBeGreaterThan(2);
    const min = Math.ceil(prices[1]);
    const max = Math.floor(prices[prices.length - 1]);
    const inRange = await totalOf(request, { 'category_ids[]': category.id, min_price: min, max_price: max });
    const all = await totalOf(request, { 'category_ids[]': category.id });
    expect(inRange, 'the range leaves some products out and keeps some').toBeGreaterThan(0);
    expect(inRange).toBeLessThan(all);

    await page.goto(categoryPath(category));
    const main = page.getByRole('main');
    await expect(resultStatus(main)).toHaveText(new RegExp(`(^| of )${all} products?$`));
    await main.getByLabel('Min price (₹)').fill(String(min));
    await main.getByLabel('Max price (₹)').fill(String(max));
    await main.getByRole('button', { name: 'Apply price' }).click();

    await expect(page).toHaveURL(new RegExp(`category_ids%5B${category.id}%5D=.*&min_price=${min}&max_price=${max}$`));
    await expect(resultStatus(main)).toHaveText(new RegExp(`(^| of )${inRange} products?$`));
    await expect(main.getByLabel('Min price (₹)')).toHaveValue(String(min));
  });
});
