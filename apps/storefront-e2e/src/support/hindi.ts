import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { categoryListPath, searchResultsPath } from '@storefront/domain';
import type { ProductSummary } from '@storefront/sdk';
import { apiGet, categoryTree, cmsPages, findProducts, productPath, siteFooter } from './store';

/*
 * What the Hindi tests share: the Hindi address of a page, the store's pages of each kind (read from the
 * API), and the language switch. The Hindi texts the tests look for are in hindi-texts.ts.
 */

/** The Hindi address of an English path: `/` → `/hi`, `/faqs` → `/hi/faqs`. */
export const hindiPath = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);

/** The language cookie the switch writes, as the browser holds it (undefined when none). */
export async function languageCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value;
}

/** The language switch of the theme's footer (its last row), by its name in the page's language. */
export const footerLanguageSwitch = (page: Page, label: 'Language' | 'भाषा') =>
  siteFooter(page).getByRole('navigation', { name: label });

/** One page of each kind a shopper reaches without signing in, with its English path. */
export interface StorePage {
  kind: string;
  path: string;
}

/** The query of a search results page: a word of a real product's name. */
export async function searchWord(request: APIRequestContext): Promise<{ word: string; target: ProductSummary }> {
  const [target] = await findProducts(request, (p) => p.in_stock && !p.video_url);
  const word = target.name.split(' ').find((part) => part.length > 3) ?? target.name;
  return { word, target };
}

/** Home, a category's list, a product, search results, a CMS page, FAQs, contact, track order and a 404. */
export async function storePages(request: APIRequestContext): Promise<StorePage[]> {
  const [tree, pages, { word, target }] = await Promise.all([categoryTree(request), cmsPages(request), searchWord(request)]);
  const category = tree.find((c) => c.show_on_header) ?? tree[0];
  const { data } = await apiGet<ProductSummary[]>(request, '/products/filter', { 'category_ids[]': category.id, per_page: 1 });
  expect(data.length, `category ${category.name} has products`).toBeGreaterThan(0);
  return [
    { kind: 'home', path: '/' },
    { kind: 'category list', path: categoryListPath(category) },
    { kind: 'product', path: productPath(target) },
    { kind: 'search results', path: searchResultsPath(word) },
    { kind: 'CMS page', path: `/get-to-know-us/${pages[0].slug}` },
    { kind: 'FAQs', path: '/faqs' },
    { kind: 'contact', path: '/contact-us' },
    { kind: 'track order', path: '/track-order' },
    { kind: '404', path: '/no/such/page' },
  ];
}

/** GET /api/v1{path} in Hindi (as a Hindi page asks): the data the page shows, names as the API answers them. */
export async function hindiApiGet<T>(request: APIRequestContext, path: string, params?: Record<string, string | number>): Promise<T> {
  const response = await request.get(`/api/v1${path}`, { params, headers: { 'Accept-Language': 'hi-IN' } });
  expect(response.ok(), `GET /api/v1${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The Hindi home page's sections have all arrived: the banners (ऑफ़र) drawn, no section still loading. */
export async function expectHindiHomeLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'ऑफ़र' })).toBeVisible({ timeout: 30_000 }); // browse.home.offers: Offers
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}
