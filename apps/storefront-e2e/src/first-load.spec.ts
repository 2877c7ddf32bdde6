import { expect, test } from '@playwright/test';
import type { ProductSummary } from '@storefront/sdk';
import { openCartDrawer } from './support/checkout';
import { apiGet, escapeRegExp, storeSettings, toast } from './support/store';

/** The app's entry script (the start script asks for it once the first screen is painted). */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * What a first visit gets before and while the app starts: the store's logo and a loading
 * status drawn by the page itself, and the list screen's scripts named in the page so they load with the
 * entry instead of after it.
 */

test('a public page is there before any script has run: the list with its heading and products', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
});

test('a page rendered in the browser (my account) shows the store\'s logo and a loading status before any script has run', async ({ page, request }) => {
  const { logo } = await storeSettings(request);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/my-account');
  await expect(page.getByRole('status')).toHaveText('Loading...');
  await expect(page.locator('#root img')).toHaveAttribute('src', logo ?? '');
  await expect(page.locator('#root img')).toBeVisible();
});

test('names the list screen\'s scripts in the page, and every one it names is run', async ({ page }) => {
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname);
  });
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  // A page the server rendered asks for its scripts once its first screen is painted (page-start.ts).
  await expect(page.locator('html[data-started]')).toHaveCount(1);

  const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.some((path) => /\/assets\/products-[\w-]+\.js$/.test(path))).toBe(true);
  for (const path of preloaded) expect(requested, path).toContain(path);
});

test("a rendered page asks for its scripts only once its first screen's pictures have arrived", async ({ page }) => {
  const order: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image') order.push(`picture ${new URL(request.url()).pathname}`);
  });
  page.on('request', (request) => {
    if (APP_ENTRY.test(request.url())) order.push('app entry');
  });
  await page.goto('/');
  await expect(page.locator('html[data-started]')).toHaveCount(1);

  const firstScreen = await page.locator('#root img[fetchpriority="high"]').evaluateAll((images) =>
    images.map((image) => `picture ${new URL((image as HTMLImageElement).currentSrc).pathname}`),
  );
  expect(firstScreen.length).toBeGreaterThan(0);
  for (const picture of firstScreen) expect(order.indexOf(picture), picture).toBeGreaterThanOrEqual(0);
  for (const picture of firstScreen) expect(order.indexOf(picture)).toBeLessThan(order.indexOf('app entry'));
});

test('"Add to cart" pressed on a product card before the scripts have run adds the product, once, when they have', async ({ page, request }) => {
  const { data: firstPage } = await apiGet<ProductSummary[]>(request, '/products/filter', { page: 1 });
  const product = firstPage.find((p) => !p.has_variants && p.in_stock && p.stock_qty >= 2);
  expect(product, 'the list\'s first page has a simple product in stock').toBeDefined();
  if (!product) return;
  // The entry is held until the shopper has pressed: the page is the server's, with no script of the app run.
  let releaseEntry: (() => void) | undefined;
  const entryHeld = new Promise<void>((resolve) => {
    releaseEntry = resolve;
  });
  await page.route(APP_ENTRY, async (route) => {
    await entryHeld;
    await route.continue();
  });
  const entryAsked = page.waitForRequest(APP_ENTRY);
  // Not `load`: the held module script holds the load event back until it is released.
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  await entryAsked;

  const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
  const addToCart = card.getByRole('button', { name: new RegExp(`^Add to cart\\b.*${escapeRegExp(product.name)}$`) });
  await addToCart.click();
  await addToCart.click();
  await expect(page.locator('html[data-started]')).toHaveCount(0);
  releaseEntry?.();

  await expect(toast(page, 'Item added to cart!!')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  const drawer = await openCartDrawer(page);
  await expect(drawer.getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue('1');
});
