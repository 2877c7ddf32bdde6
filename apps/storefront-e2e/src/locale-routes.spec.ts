import { expect, test, type Page } from '@playwright/test';
import { expectStoreReady, findProducts, productCards, productPath } from './support/store';

/**
 * Hindi pages live under `/hi`: the same screens as their English paths, server-rendered and hydrated,
 * with `<html lang="hi-IN">`, every link of the app staying under `/hi`, and every API call the page
 * makes asking for Hindi (`Accept-Language: hi-IN`, which the SDK sends).
 */

const HYDRATION_PROBLEM = /Hydration failed|did not match|didn't match|There was an error while hydrating|Minified React error #(418|422|423|425)\b|hydrat\w* .*mismatch/i;

/** Hydration problems and uncaught errors of the page, and the language header of each API request it makes. */
function watch(page: Page) {
  const seen = { problems: [] as string[], apiLanguages: new Map<string, string | undefined>() };
  page.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) seen.problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.problems.push(`uncaught: ${error.message.slice(0, 40)} at ${page.url()}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/')) seen.apiLanguages.set(url.pathname + url.search, request.headers()['accept-language']);
  });
  return seen;
}

test('a Hindi list and product page render and hydrate under /hi, links stay in Hindi, API calls ask for Hindi', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [product] = await findProducts(request, (p) => p.in_stock && !p.video_url);
  const seen = watch(page);

  await page.goto('/hi/products');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  // Rendered by the server: the app's HTML is there before any script (marked with its theme).
  await expect(page.locator('#root')).toHaveAttribute('data-server-theme', /.+/);
  await expectStoreReady(page);
  await expect(page).toHaveURL(/\/hi\/products$/);

  const firstCardLink = productCards(page.getByRole('main')).first().getByRole('link').first();
  await expect(firstCardLink).toHaveAttribute('href', /^\/hi\/products\/[^/]+\/\d+$/);
  const headerHome = page.getByRole('banner').getByRole('link').first();
  await expect(headerHome).toHaveAttribute('href', /^\/hi(\/|$)/);

  await firstCardLink.click();
  await expect(page).toHaveURL(/\/hi\/products\/[^/]+\/\d+$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto(`/hi${productPath(product)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expectStoreReady(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  expect(seen.problems).toEqual([]);
  expect(seen.apiLanguages.size, 'the pages made API calls').toBeGreaterThan(0);
  for (const [url, language] of seen.apiLanguages) expect([url, language]).toEqual([url, 'hi-IN']);
});

test('an English page stays English: <html lang="en-IN">, links without /hi, API calls ask for English', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/products');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expectStoreReady(page);
  await expect(productCards(page.getByRole('main')).first().getByRole('link').first()).toHaveAttribute('href', /^\/products\//);
  expect(seen.problems).toEqual([]);
  for (const [url, language] of seen.apiLanguages) expect([url, language]).toEqual([url, 'en-IN']);
});

test('crawlers find both languages: each page names its English, Hindi and x-default addresses, the sitemap lists both', async ({ request }) => {
  const [product] = await findProducts(request, (p) => p.in_stock);
  const path = productPath(product);
  for (const address of [path, `/hi${path}`]) {
    // A crawler sends no Accept-Language and no cookie: it gets the address it asked for.
    const response = await request.get(address, { headers: { 'Accept-Language': '' }, maxRedirects: 0 });
    expect([address, response.status()]).toEqual([address, 200]);
    const html = await response.text();
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((m) => `${m[1]} ${new URL(m[2]).pathname}`);
    expect(alternates).toEqual([`en-IN ${path}`, `hi-IN /hi${path}`, `x-default ${path}`]);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`${path}</loc>`);
  expect(sitemap).toContain(`/hi${path}</loc>`);
});
