import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductSummary } from '@storefront/sdk';
import {
  apiGet,
  escapeRegExp,
  findProducts,
  LIGHT_PAGE,
  openStore,
  productCards,
  productPath,
  siteHeader,
  storeSettings,
} from './support/store';

/**
 * Search from the header box (docs/product.md §2 and §9): sent 1000 ms after typing stops; rows with name,
 * thumbnail, price_with_tax and the struck compare_price; Enter goes to /products?query=; a click opens the
 * product and clears the text.
 */

const DEBOUNCE_MS = 1000;

/** "₹1,699.00": Indian digit grouping, two decimals. */
const money = (symbol: string, amount: number) =>
  `${symbol}${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;

/** A search text taken from a real product that has a compare price, and what the API answers for it. */
async function searchCase(request: APIRequestContext) {
  const [target] = await findProducts(request, (p) => p.compare_price != null && p.in_stock);
  // Two words of its name: specific enough to find it, general enough to find others too.
  const text = target.name.split(' ').slice(1, 3).join(' ');
  const { data: results } = await apiGet<ProductSummary[]>(request, '/products/v1/search', { query: text });
  expect(results.map((r) => r.id)).toContain(target.id);
  return { target, text, results };
}

const searchBox = (page: Page) => siteHeader(page).getByRole('combobox', { name: 'Search products' });
// The search box's listbox (the combobox pattern); each result is an option that links to its product.
const resultList = (page: Page) => siteHeader(page).getByRole('listbox', { name: 'Search results' });

test.describe('search', () => {
  test('results appear 1000 ms after typing stops, with name, picture and price', async ({ page, request }) => {
    const [{ target, text, results }, settings] = await Promise.all([searchCase(request), storeSettings(request)]);
    await openStore(page, LIGHT_PAGE);

    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search for products');
    // The browser notes when the last keystroke changed the box; the request's start is timed by the browser too.
    await searchBox(page).evaluate((box) =>
      box.addEventListener('input', () => box.setAttribute('data-e2e-last-input', String(Date.now()))),
    );
    const answered = page.waitForResponse((r) => r.url().includes('/api/v1/products/v1/search'));
    await searchBox(page).pressSequentially(text, { delay: 30 });
    const response = await answered;
    const lastInput = Number(await searchBox(page).getAttribute('data-e2e-last-input'));
    const waited = response.request().timing().startTime - lastInput;
    expect(waited, 'the search is sent 1000 ms after the last keystroke').toBeGreaterThanOrEqual(DEBOUNCE_MS - 5);
    expect(waited, 'the search is sent 1000 ms after the last keystroke').toBeLessThan(DEBOUNCE_MS + 1500);
    expect(new URL(response.url()).searchParams.get('query')).toBe(text);

    const rows = resultList(page).getByRole('option');
    await expect(rows).toHaveCount(results.length);
    const row = resultList(page).getByRole('option', { name: new RegExp(`^${escapeRegExp(target.name)}`) });
    await expect(row).toHaveAttribute('href', productPath(target));
    await expect(row).toContainText(money(settings.currency_symbol ?? '₹', target.price_with_tax));
    await expect(row.locator('s')).toHaveText(money(settings.currency_symbol ?? '₹', target.compare_price ?? 0));
    await expect(row.locator('img')).toHaveAttribute('src', target.image.thumbnail ?? /./);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    // The panel is at most 450 px high (docs/product.md §9).
    await expect(page.getByTestId('search-results')).toHaveCSS('max-height', '450px');

    // Escape closes the results and clears them.
    await searchBox(page).press('Escape');
    await expect(resultList(page)).toHaveCount(0);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('an empty box sends no search', async ({ page }) => {
    await openStore(page, LIGHT_PAGE);
    let searches = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/products/v1/search')) searches += 1;
    });
    await searchBox(page).fill('   ');
    await searchBox(page).fill('');
    // The one fixed wait: the debounce has to run out to show that nothing was sent.
    await page.waitForTimeout(DEBOUNCE_MS + 300);
    expect(searches).toBe(0);
    await expect(resultList(page)).toHaveCount(0);
  });

  test('Enter goes to /products?query= with the matching products', async ({ page, request }) => {
    const { text, target } = await searchCase(request);
    const { data: listed, meta } = await apiGet<ProductSummary[]>(request, '/products/filter', { query: text });
    await openStore(page, LIGHT_PAGE);

    await searchBox(page).fill(text);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/products' && url.searchParams.get('query') === text);
    const main = page.getByRole('main');
    await expect(main.getByRole('status').filter({ hasText: /products?$/ })).toContainText(String(meta.total_count));
    await expect(productCards(main)).toHaveCount(listed.length);
    await expect(main.getByRole('link', { name: target.name, exact: true })).toBeVisible();
  });

  test('clicking a result opens the product page and clears the box', async ({ page, request }) => {
    const { target, text } = await searchCase(request);
    await openStore(page, LIGHT_PAGE);

    await searchBox(page).fill(text);
    const row = resultList(page).getByRole('option', { name: new RegExp(`^${escapeRegExp(target.name)}`) });
    await row.click();
    await expect(page).toHaveURL(productPath(target));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
    await expect(searchBox(page)).toHaveValue('');
    await expect(resultList(page)).toHaveCount(0);
  });

  test('the search overlay of the other headers has the "Search..." box, keeps focus and closes on Escape', async ({
    page,
    request,
  }) => {
    const { target, text } = await searchCase(request);
    await openStore(page, LIGHT_PAGE, { theme: 'Standard' });
    await siteHeader(page).getByRole('button', { name: 'Search', exact: true }).click();

    const overlay = page.getByRole('dialog');
    const box = overlay.getByPlaceholder('Search...');
    await expect(box).toBeFocused();
    await box.fill(text);
    await expect(overlay.getByRole('option', { name: new RegExp(`^${escapeRegExp(target.name)}`) })).toBeVisible();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await overlay.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);

    // Opened again: empty, and Enter goes to the result list.
    await siteHeader(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(overlay.getByPlaceholder('Search...')).toHaveValue('');
    await overlay.getByPlaceholder('Search...').fill(text);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/products' && url.searchParams.get('query') === text);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
