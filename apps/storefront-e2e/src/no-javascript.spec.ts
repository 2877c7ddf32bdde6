import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Brand, CmsPage, Faq, ProductSummary } from '@storefront/sdk';
import {
  apiGet,
  banners,
  categoryTree,
  cmsPages,
  collections,
  escapeRegExp,
  expectFooterLinks,
  findProducts,
  headerCategories,
  product,
  productPage,
  productPath,
  storeSettings,
} from './support/store';

/**
 * Every public page read with JavaScript off, as a crawler or a shopper on a slow phone gets it before any
 * script has run: the server sends the whole page (header with its menus, footer, breadcrumbs and the
 * screen's content), not a splash screen. And a crawler can walk the store by its links alone: from home
 * to a category, through the list's pages, to a product.
 */

test.use({ javaScriptEnabled: false });

/** "₹1,699.00": Indian digit grouping, two decimals (as the storefront formats prices). */
const money = (symbol: string, amount: number) =>
  `${symbol}${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;

/** Plain text of an HTML fragment, one entry per block. */
const blocks = (html: string) =>
  html
    .split(/<\/(?:p|h\d|li)>/i)
    .map((part) => part.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** The storefront's category list address: /products?category_ids[<id>]=<name lowercased, "&" dropped>. */
const categoryListPath = (category: { id: number; name: string }) =>
  `/products?category_ids[${category.id}]=${encodeURIComponent(category.name.toLowerCase().replace(/&/g, '').trim())}`;

const brandListPath = (brand: Pick<Brand, 'id' | 'name'>) =>
  `/products?brand_ids[${brand.id}]=${encodeURIComponent(brand.name.toLowerCase().replace(/&/g, '').trim())}`;

/** What the header and footer show on every page, read from the API. */
async function chromeCase(request: APIRequestContext) {
  const [settings, tree, pages] = await Promise.all([storeSettings(request), categoryTree(request), cmsPages(request)]);
  return { settings, tree, pages };
}

/**
 * The header and footer are in the page the server sent: the logo link home, the main menu with Home, the
 * header categories and the header's content pages; the footer with its content pages, top categories,
 * FAQ and Contact us links and the copyright line (docs/product.md §2, "Header" and "Footer").
 */
async function expectSiteChrome(page: Page, { settings, tree, pages }: Awaited<ReturnType<typeof chromeCase>>) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: `${settings.name} home` }).first()).toHaveAttribute('href', '/');
  const nav = header.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
  for (const category of headerCategories(tree, 5)) {
    const name = { name: category.name, exact: true };
    await expect(nav.getByRole('link', name).or(nav.getByRole('button', name)).first()).toBeVisible();
  }
  for (const cms of pages.filter((p) => p.show_on_header)) {
    await expect(nav.getByRole('link', { name: cms.title, exact: true })).toHaveAttribute('href', `/get-to-know-us/${cms.slug}`);
  }

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(new RegExp(`^© \\d{4} ${escapeRegExp(settings.name)}$`))).toBeVisible();
  await expect(footer.getByText('footer loading...')).toHaveCount(0);
  await expectFooterLinks(footer, pages, tree);
}

/** The top category with the most products (more than one page of them) and its first two pages. */
async function listCase(request: APIRequestContext) {
  const tops = (await categoryTree(request)).filter((c) => c.is_top);
  const pages = await Promise.all(
    tops.map(async (category) => ({ category, first: await productPage(request, { 'category_ids[]': category.id }) })),
  );
  const { category, first } = pages.sort((a, b) => (b.first.meta.total_count ?? 0) - (a.first.meta.total_count ?? 0))[0];
  const total = first.meta.total_count ?? 0;
  expect(total, `${category.name} needs more than one page of products`).toBeGreaterThan(first.data.length);
  const second = await productPage(request, { 'category_ids[]': category.id, page: 2 });
  return { category, total, first: first.data, second: second.data };
}

/** Every product of a list page is there as a link to its product page, by its name. */
async function expectProductLinks(page: Page, products: readonly ProductSummary[]) {
  const main = page.getByRole('main');
  for (const p of products) {
    await expect(main.getByRole('link', { name: p.name, exact: true }).first(), `a link to ${p.name}`).toHaveAttribute(
      'href',
      productPath(p),
    );
  }
}

test.describe('every public page with JavaScript off', () => {
  test('home: the store name heading, the offers, the first collection\'s products, header and footer', async ({ page, request }) => {
    const [chrome, offers, homeCollections] = await Promise.all([chromeCase(request), banners(request), collections(request)]);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(chrome.settings.name);
    const carousel = main.getByRole('region', { name: 'Offers' });
    for (const banner of offers) await expect(carousel).toContainText(banner.title);
    const collection = homeCollections.find((c) => c.products.length > 0);
    if (collection) {
      const section = main.getByRole('region', { name: collection.name, exact: true });
      await expect(section.getByRole('heading', { level: 2, name: collection.name })).toBeVisible();
      await expect(section.getByRole('link', { name: collection.products[0].name, exact: true }).first()).toHaveAttribute(
        'href',
        productPath(collection.products[0]),
      );
    }
    await expectSiteChrome(page, chrome);
  });

  test('a category list: its name, the count, its first page of product links and their photos, header and footer', async ({ page, request }) => {
    const [chrome, { category, total, first }] = await Promise.all([chromeCase(request), listCase(request)]);
    await page.goto(categoryListPath(category));

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(main.getByRole('status').filter({ hasText: /products?$/ })).toHaveText(`Showing ${first.length} of ${total} products`);
    await expectProductLinks(page, first);
    // The first row's photos are shown as they load, not hidden until a script sees them load.
    const firstPhoto = main.getByRole('article').first().getByRole('img').first();
    await expect(firstPhoto).toBeVisible();
    await expect(firstPhoto).toHaveCSS('opacity', '1');
    await expectSiteChrome(page, chrome);
  });

  test('a brand list: the brand\'s name and its product links', async ({ page, request }) => {
    const chrome = await chromeCase(request);
    const { data: brands } = await apiGet<Brand[]>(request, '/brands');
    let found: { brand: Brand; products: ProductSummary[] } | undefined;
    for (const brand of brands) {
      const { data } = await productPage(request, { 'brand_ids[]': brand.id });
      if (data.length > 0) {
        found = { brand, products: data };
        break;
      }
    }
    if (!found) throw new Error('The demo store has no brand with products');
    await page.goto(brandListPath(found.brand));

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(found.brand.name);
    await expectProductLinks(page, found.products);
    await expectSiteChrome(page, chrome);
  });

  test('a search list /products?query=: "Search results for" the text and the matching product links', async ({ page, request }) => {
    const chrome = await chromeCase(request);
    const [target] = await findProducts(request, (p) => p.in_stock);
    const text = target.name.split(' ').slice(1, 3).join(' ');
    const { data: listed, meta } = await productPage(request, { query: text });
    expect(listed.map((p) => p.id)).toContain(target.id);
    await page.goto(`/products?query=${encodeURIComponent(text)}`);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${text}"`);
    await expect(main.getByRole('status').filter({ hasText: /products?$/ })).toContainText(String(meta.total_count));
    await expectProductLinks(page, listed);
    await expectSiteChrome(page, chrome);
  });

  test('a product: breadcrumbs, its name, price, stock, Add to cart and description', async ({ page, request }) => {
    const chrome = await chromeCase(request);
    const [target] = await findProducts(request, (p) => !p.has_variants && p.in_stock && p.stock_qty > 0 && p.compare_price != null);
    const detail = await product(request, target.id);
    const symbol = chrome.settings.currency_symbol ?? '₹';
    const response = await page.goto(productPath(target));
    expect(response?.status()).toBe(200);

    const main = page.getByRole('main');
    const article = main.getByRole('article', { name: target.name });
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(target.name);
    const breadcrumb = article.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    const category = detail.categories[detail.categories.length - 1];
    if (category) await expect(breadcrumb.getByRole('link', { name: category.name, exact: true })).toBeVisible();
    await expect(breadcrumb).toContainText(target.name);
    await expect(article).toContainText(money(symbol, target.price_with_tax));
    await expect(article).toContainText(money(symbol, target.compare_price ?? 0));
    await expect(article.getByText(/^(In stock|Only \d+ left in stock)$/)).toBeVisible();
    await expect(article.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
    await expect(article.getByRole('region', { name: 'Description' })).toBeVisible();
    await expectSiteChrome(page, chrome);
  });

  test('a CMS page /get-to-know-us/<slug>: its title and content', async ({ page, request }) => {
    const chrome = await chromeCase(request);
    const summary = chrome.pages.find((p) => p.show_on_footer) ?? chrome.pages[0];
    const { data: cms } = await apiGet<CmsPage>(request, `/cms_pages/${summary.slug}`);
    const response = await page.goto(`/get-to-know-us/${summary.slug}`);
    expect(response?.status()).toBe(200);

    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(cms.title);
    for (const text of blocks(cms.content)) await expect(article.getByText(text, { exact: true })).toBeVisible();
    await expectSiteChrome(page, chrome);
  });

  test('FAQs: the heading, the categories and every question', async ({ page, request }) => {
    const chrome = await chromeCase(request);
    const { data: faqs } = await apiGet<Faq[]>(request, '/faqs');
    expect(faqs.length).toBeGreaterThan(1);
    await page.goto('/faqs');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    for (const category of new Set(faqs.map((f) => f.category).filter(Boolean))) {
      await expect(main.getByRole('heading', { level: 2, name: category ?? '', exact: true })).toBeVisible();
    }
    for (const faq of faqs) await expect(main.getByRole('button', { name: faq.question, exact: true })).toBeVisible();
    await expectSiteChrome(page, chrome);
  });

  test('contact: the heading and the form\'s labelled fields', async ({ page, request }) => {
    const chrome = await chromeCase(request);
    await page.goto('/contact-us');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    const form = main.getByRole('form', { name: 'Send us a message' });
    for (const field of ['Name', 'Email', 'Phone (optional)', 'Subject (optional)', 'Message']) {
      await expect(form.getByRole('textbox', { name: field, exact: true })).toBeVisible();
    }
    await expect(form.getByRole('button', { name: 'Send message' })).toBeVisible();
    if (chrome.settings.customer_support_email) {
      await expect(main.getByRole('link', { name: chrome.settings.customer_support_email })).toHaveAttribute(
        'href',
        `mailto:${chrome.settings.customer_support_email}`,
      );
    }
    await expectSiteChrome(page, chrome);
  });

  test('404: status 404, "404 Page Not Found" with the not-found image and a way home', async ({ page, request }) => {
    const chrome = await chromeCase(request);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page).toHaveTitle('404 Page Not Found');
    await expect(main.getByTestId('not-found-image')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expectSiteChrome(page, chrome);
  });
});

test.describe('a crawler with JavaScript off', () => {
  test('follows links from home to a category, through the list\'s pages, to a product', async ({ page, request }) => {
    const [{ category, first, second }, settings] = await Promise.all([listCase(request), storeSettings(request)]);
    const main = page.getByRole('main');
    await page.goto('/');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(settings.name);

    // Home -> the category, by its link's name (header menu or footer's Top Categories).
    await page.getByRole('link', { name: category.name, exact: true }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/products' && url.searchParams.has(`category_ids[${category.id}]`));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expectProductLinks(page, first);

    // Page 1 -> page 2: a real link (today the list appends pages with a "Load more" button, which a
    // crawler cannot follow).
    const nextPage = main.locator('a[href*="page=2"]').first();
    await expect(nextPage, 'a link to the list\'s page 2').toBeVisible();
    await nextPage.click();
    await expect(page).toHaveURL((url) => url.pathname === '/products' && url.searchParams.get('page') === '2');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expectProductLinks(page, second);

    // Page 2 -> a product of that page.
    const target = second[0];
    await main.getByRole('link', { name: target.name, exact: true }).first().click();
    await expect(page).toHaveURL(productPath(target));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(target.name);
    await expect(main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  });
});
