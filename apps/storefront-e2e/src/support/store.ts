import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Banner, CmsPageSummary, Category, Collection, ProductDetail, ProductSummary, StoreSettings } from '@storefront/sdk';

/*
 * What the tests share: the demo store's data read from the real API (never hard-coded ids), opening a
 * page once the storefront has started, and the parts of the page every area uses.
 */

/**
 * The eight themes with the header and footer variants the domain picks for them (docs/product.md §2) and how
 * many header categories their bar shows before "More".
 */
export const THEMES = [
  { name: 'Standard', header: 'default', footer: 'standard', headerCategories: 5 },
  { name: 'Ultra', header: 'default', footer: 'ultra', headerCategories: 5 },
  { name: 'Default', header: 'default', footer: 'default', headerCategories: 5 },
  { name: 'Elite', header: 'default', footer: 'elite', headerCategories: 5 },
  { name: 'Cosmetic', header: 'default', footer: 'cosmetic', headerCategories: 5 },
  { name: 'Grocery', header: 'grocery', footer: 'grocery', headerCategories: 5 },
  { name: 'Electronic', header: 'electronic', footer: 'electronic', headerCategories: 5 },
  // Garment's header shows 4 categories before "More" (docs/product.md §9).
  { name: 'Garment', header: 'garment', footer: 'garment', headerCategories: 4 },
] as const;

export type ThemeName = (typeof THEMES)[number]['name'];

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

// ---------------------------------------------------------------------------------------------- API

interface Envelope<T> {
  data: T;
  meta: { message?: string; total_count?: number; total_pages?: number; per_page?: number; current_page?: number };
}

/** GET /api/v1{path} on the server under test; fails the test on any status but 2xx. */
export async function apiGet<T>(request: APIRequestContext, path: string, params?: Record<string, string | number>) {
  const response = await request.get(`/api/v1${path}`, { params });
  expect(response.ok(), `GET /api/v1${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as Envelope<T>;
}

export const storeSettings = async (request: APIRequestContext) =>
  (await apiGet<StoreSettings>(request, '/store_settings')).data;

export const banners = async (request: APIRequestContext) => (await apiGet<Banner[]>(request, '/banners')).data;

export const collections = async (request: APIRequestContext) =>
  (await apiGet<Collection[]>(request, '/collections')).data;

export const cmsPages = async (request: APIRequestContext) => (await apiGet<CmsPageSummary[]>(request, '/cms_pages')).data;

export const categoryTree = async (request: APIRequestContext) => (await apiGet<Category[]>(request, '/categories')).data;

export const product = async (request: APIRequestContext, id: number) =>
  (await apiGet<ProductDetail>(request, `/products/${id}`)).data;

/** Sub-categories of a category (the API calls them `childrens`). */
export const childrenOf = (category: Category): Category[] => category.childrens ?? [];

/** The first top-level categories flagged show_on_header, as the header lists them before "More". */
export const headerCategories = (tree: Category[], limit = 5) => tree.filter((c) => c.show_on_header).slice(0, limit);

/** Walks the catalogue page by page and returns the first products matching `match` (at most `count`). */
export async function findProducts(
  request: APIRequestContext,
  match: (product: ProductSummary) => boolean,
  count = 1,
  query: Record<string, string | number> = {},
): Promise<ProductSummary[]> {
  const found: ProductSummary[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await apiGet<ProductSummary[]>(request, '/products/filter', { ...query, per_page: 60, page });
    found.push(...data.filter(match));
    if (found.length >= count || page >= (meta.total_pages ?? 1)) return found.slice(0, count);
  }
}

/** One page of a filtered product list, as the storefront asks for it (default page size). */
export const productPage = async (request: APIRequestContext, query: Record<string, string | number>) =>
  apiGet<ProductSummary[]>(request, '/products/filter', query);

/** The storefront's product address: /products/{slug}/{id}. */
export const productPath = (p: Pick<ProductSummary, 'slug' | 'id'>) => `/products/${p.slug}/${p.id}`;

// --------------------------------------------------------------------------------------------- pages

/** `path` with `?theme=<name>` added (the preview works on local hosts and is kept for the tab). */
export function withTheme(path: string, theme?: ThemeName): string {
  if (!theme) return path;
  return `${path}${path.includes('?') ? '&' : '?'}theme=${theme}`;
}

/** The theme's header and footer, once rendered. */
export const siteHeader = (page: Page) => page.locator('header[data-header-variant]');
export const siteFooter = (page: Page) => page.locator('footer[data-footer-variant]');

/**
 * A light page of the store, for what the header and footer do (they are the same on every page): the home
 * page renders a few hundred product cards, which these tests do not need.
 */
export const LIGHT_PAGE = '/contact-us';

/** Start-up on a busy 2-core machine: the app shell may take longer than one assertion's timeout. */
const STARTUP_TIMEOUT = 30_000;

/** Opens a page of the store and waits until start-up is done: header drawn, footer past "footer loading...". */
export async function openStore(page: Page, path = '/', options: { theme?: ThemeName } = {}): Promise<void> {
  await page.goto(withTheme(path, options.theme));
  await expectStoreReady(page);
}

export async function expectStoreReady(page: Page): Promise<void> {
  // A server-rendered page shows its header before any script has run: wait for the app to be live.
  await expect(page.locator('html')).toHaveAttribute('data-started', '', { timeout: STARTUP_TIMEOUT });
  await expect(siteHeader(page)).toBeVisible({ timeout: STARTUP_TIMEOUT });
  await expect(siteFooter(page)).toBeVisible();
  await expect(siteFooter(page)).not.toHaveAttribute('aria-busy', { timeout: STARTUP_TIMEOUT });
  await expect(siteFooter(page).getByText('footer loading...')).toHaveCount(0);
}

/** The home page's sections have all arrived (banners carousel drawn, no section still loading). */
export async function expectHomeLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible({ timeout: STARTUP_TIMEOUT });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: STARTUP_TIMEOUT });
}

/**
 * Scrolls the home page down a screen at a time until every section below the fold has rendered (they
 * render when they near the viewport), then back to the top.
 */
export async function renderWholeHome(page: Page): Promise<void> {
  const waiting = page.locator('main [data-testid="render-when-near"]');
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollBy(0, window.innerHeight));
        return waiting.count();
      },
      { timeout: STARTUP_TIMEOUT, intervals: [100] },
    )
    .toBe(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: STARTUP_TIMEOUT });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A toast of react-toastify (role alert) with this text. */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('.Toastify').getByRole('alert').filter({ hasText: text });

/** The product cards of a list or grid. */
export const productCards = (scope: Page | Locator) => scope.getByRole('article');

/**
 * Loads every picture of the page now instead of when it scrolls into view, and waits for them (for the
 * full-page screenshots).
 */
export async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
  });
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).filter((img) => !img.complete).length), {
      timeout: STARTUP_TIMEOUT,
    })
    .toBe(0);
}

/**
 * A full-page PNG of the page. Chromium's own capture with its fast PNG encoding (`optimizeForSpeed`): the
 * desktop home page is over 20,000 px tall, and the default encoding takes seconds per picture on this
 * machine. Same capture as Playwright's `fullPage` (beyond the viewport, from the top of the document).
 */
export async function fullPageScreenshot(page: Page): Promise<Buffer> {
  const { width, height } = await page.evaluate(() => ({
    width: Math.ceil(document.documentElement.scrollWidth),
    height: Math.ceil(document.documentElement.scrollHeight),
  }));
  const cdp = await page.context().newCDPSession(page);
  try {
    const { data } = (await cdp.send('Page.captureScreenshot', {
      format: 'png',
      captureBeyondViewport: true,
      clip: { x: 0, y: 0, width, height, scale: 1 },
      // Experimental in the protocol, hence not in Playwright's typings.
      ...({ optimizeForSpeed: true } as object),
    })) as { data: string };
    return Buffer.from(data, 'base64');
  } finally {
    await cdp.detach();
  }
}

/** `text` as a literal inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The footer's links: the footer's content pages under "Information", the top categories, FAQ and Contact us. */
export async function expectFooterLinks(footer: Locator, pages: readonly CmsPageSummary[], tree: readonly Category[]): Promise<void> {
  const information = footer.getByRole('region', { name: 'Information' });
  for (const cms of pages.filter((p) => p.show_on_footer)) {
    await expect(information.getByRole('link', { name: cms.title, exact: true })).toHaveAttribute('href', `/get-to-know-us/${cms.slug}`);
  }
  const top = footer.getByRole('region', { name: 'Top Categories' });
  for (const category of tree.filter((c) => c.is_top)) {
    await expect(top.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
      'href',
      new RegExp(`^/products\\?category_ids\\[${category.id}\\]=`),
    );
  }
  await expect(footer.getByRole('link', { name: 'FAQ', exact: true })).toHaveAttribute('href', '/faqs');
  await expect(footer.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute('href', '/contact-us');
}
