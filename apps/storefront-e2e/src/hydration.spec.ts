import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Category, CmsPageSummary, ProductSummary } from '@storefront/sdk';
import {
  DESKTOP,
  MOBILE,
  THEMES,
  apiGet,
  categoryTree,
  cmsPages,
  escapeRegExp,
  findProducts,
  headerCategories,
  productPath,
  storeSettings,
  toast,
  withTheme,
} from './support/store';

/**
 * The server-rendered pages come alive in the browser without a hydration problem, in every theme, on a
 * desktop and on a phone: for each public route (home, a list, a product, a CMS page, FAQs, contact, 404)
 * no hydration error in the console and no uncaught error from the start of navigation on; the page the
 * server sent is the one kept (its header and main heading are not thrown away and drawn again); and the
 * shopper's first interaction works as soon as its control is visible (search, add to cart, the menu).
 *
 * The theme is the tab's preview (`?theme=<Name>` on every address, so the server renders the same theme
 * the browser does). It lives in that tab's session storage and never touches the store's settings, so
 * each test's own browser context is the only state there is to restore: it is closed when the test ends.
 */

/**
 * Hydration problems as React reports them (development and minified production messages), including a
 * server-drawn boundary given an update before it had hydrated, which React then draws afresh (#421). A
 * mismatch React recovers from silently still shows: the server's elements are not kept (`noteServerElements`).
 */
const HYDRATION_PROBLEM =
  /Hydration failed|did not match|didn't match|Text content does not match|There was an error while hydrating|Minified React error #(418|421|422|423|425)\b|received an update before it finished hydrating|An error occurred during hydration|hydrat\w* .*mismatch|mismatch.* hydrat/i;

const SIZES = [
  { label: 'desktop', viewport: DESKTOP },
  { label: 'phone', viewport: MOBILE },
] as const;

interface Route {
  name: string;
  path: string;
  /** The page's main heading once it runs. */
  heading: string | RegExp;
}

/** The store's data the routes and interactions need, read once for the whole file. */
interface Case {
  routes: Route[];
  /** A simple product in stock (no variants to choose): "Add to cart" works at once. */
  cartProduct: ProductSummary;
  /** A search text and a product it finds. */
  search: { text: string; target: ProductSummary };
  /** The first category of the header's menu. */
  menuCategory: string;
}

async function readCase(request: APIRequestContext): Promise<Case> {
  const [settings, tree, pages] = await Promise.all([storeSettings(request), categoryTree(request), cmsPages(request)]);
  const category: Category | undefined = tree.find((c) => c.is_top) ?? tree[0];
  const cms: CmsPageSummary | undefined = pages.find((p) => p.show_on_footer) ?? pages[0];
  if (!category || !cms) throw new Error('The demo store needs a category and a CMS page');
  const [cartProduct] = await findProducts(request, (p) => !p.has_variants && p.in_stock && p.stock_qty >= 10 && !p.video_url);
  expect(cartProduct?.stock_qty, 'the demo store has a simple product with stock').toBeGreaterThanOrEqual(10);
  const [target] = await findProducts(request, (p) => p.in_stock && p.id !== cartProduct.id);
  const text = target.name.split(' ').slice(1, 3).join(' ');
  const { data: found } = await apiGet<ProductSummary[]>(request, '/products/v1/search', { query: text });
  expect(found.map((p) => p.id), `the search "${text}" finds ${target.name}`).toContain(target.id);
  const listValue = encodeURIComponent(category.name.toLowerCase().replace(/&/g, '').trim());
  const [menuCategory] = headerCategories(tree, 1);
  if (!menuCategory) throw new Error('The demo store needs a header category');
  return {
    menuCategory: menuCategory.name,
    cartProduct,
    search: { text, target },
    routes: [
      { name: 'home', path: '/', heading: settings.name },
      { name: 'list', path: `/products?category_ids[${category.id}]=${listValue}`, heading: category.name },
      { name: 'product', path: productPath(cartProduct), heading: cartProduct.name },
      { name: 'CMS page', path: `/get-to-know-us/${cms.slug}`, heading: cms.title },
      { name: 'FAQs', path: '/faqs', heading: 'Frequently Asked Questions' },
      { name: 'contact', path: '/contact-us', heading: 'Contact us' },
      { name: '404', path: '/no-such-page', heading: '404 Page Not Found' },
    ],
  };
}

/**
 * Collects, from now on, the console messages that report a hydration problem and every uncaught error
 * of the page, each with the route it came on.
 */
function watchProblems(page: Page) {
  const state = { route: '', problems: [] as string[] };
  page.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) state.problems.push(`${state.route}: console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => state.problems.push(`${state.route}: uncaught: ${error.message}`));
  return state;
}

/**
 * Before any script of the page runs, notes every element the server's HTML holds: the parser has built
 * the whole document when it turns "interactive", and deferred and module scripts (the app) run only after
 * that. A hydrated page keeps these elements; a page the browser draws again has new ones.
 */
function noteServerElements(page: Page) {
  return page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    (window as unknown as { __serverElements: WeakSet<Element> }).__serverElements = seen;
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') for (const element of Array.from(document.querySelectorAll('*'))) seen.add(element);
    });
  });
}

const fromServer = (page: Page, role: 'banner' | 'main heading') => {
  const element = role === 'banner' ? page.getByRole('banner') : page.getByRole('main').getByRole('heading', { level: 1 });
  return element.evaluate((el) => Boolean((window as unknown as { __serverElements?: WeakSet<Element> }).__serverElements?.has(el)));
};

/** The header's search: its search box where the bar has one, else the Search button and the panel's box. */
async function searchAndType(page: Page, { text, target }: Case['search']) {
  const header = page.getByRole('banner');
  const box = header.getByRole('combobox', { name: 'Search products' });
  const button = header.getByRole('button', { name: 'Search', exact: true });
  const control = box.or(button).filter({ visible: true }).first();
  await expect(control).toBeVisible({ timeout: 30_000 });
  const name = new RegExp(`^${escapeRegExp(target.name)}`);
  if (await box.isVisible()) {
    await box.fill(text);
    await expect(box).toHaveValue(text);
    await expect(header.getByRole('listbox', { name: 'Search results' }).getByRole('option', { name })).toBeVisible();
  } else {
    await button.filter({ visible: true }).first().click();
    const panel = page.getByRole('dialog');
    const panelBox = panel.getByPlaceholder('Search...');
    await panelBox.fill(text);
    await expect(panelBox).toHaveValue(text);
    await expect(panel.getByRole('option', { name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  }
}

/** "Add to cart" on the product page: the toast, and the cart's count (header on a desktop, bottom bar on a phone). */
async function addToCart(page: Page, size: (typeof SIZES)[number]['label']) {
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click({ timeout: 30_000 });
  await expect(toast(page, 'Item added to cart!!')).toBeVisible();
  const cart =
    size === 'desktop'
      ? page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })
      : page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Cart, 1 item' });
  await expect(cart).toBeVisible();
}

/** The phone's menu: opens as a drawer with the header's categories, and closes on Escape. */
async function openMenu(page: Page, category: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click({ timeout: 30_000 });
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('navigation', { name: 'Mobile' }).getByText(category, { exact: true }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

let storeCase: Case;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    storeCase = await readCase(request);
  } finally {
    await request.dispose();
  }
});

// A failure's console messages are in its assertion; traces of seven pages per test would double the time.
test.use({ trace: 'off' });

for (const size of SIZES) {
  test.describe(`hydration on a ${size.label}`, () => {
    test.use({ viewport: size.viewport });

    for (const theme of THEMES) {
      const firstInteractions = size.label === 'desktop' ? 'search and add to cart' : 'the menu and add to cart';
      test(`${theme.name}: every public page hydrates cleanly, and ${firstInteractions} work at once (${size.label})`, async ({
        page,
      }) => {
        // Seven page loads, two of them with an interaction.
        test.setTimeout(150_000);
        const watched = watchProblems(page);
        await noteServerElements(page);

        for (const route of storeCase.routes) {
          await test.step(route.name, async () => {
            watched.route = route.name;
            const url = withTheme(route.path, theme.name);
            const interaction =
              route.name === 'home'
                ? () => (size.label === 'desktop' ? searchAndType(page, storeCase.search) : openMenu(page, storeCase.menuCategory))
                : route.name === 'product'
                  ? () => addToCart(page, size.label)
                  : null;
            if (interaction) {
              // As soon as the control shows: no waiting for the page to finish loading.
              await page.goto(url, { waitUntil: 'commit' });
              await interaction();
            } else {
              await page.goto(url);
            }
            await page.waitForLoadState('load');
            // Every chunk loaded and the first reads answered: hydration is over and has said what it had to.
            await page.waitForLoadState('networkidle', { timeout: 20_000 });

            const heading = page.getByRole('main').getByRole('heading', { level: 1 });
            await expect(heading).toHaveText(route.heading);
            await expect(page.locator('header[data-header-variant]'), 'the server and the browser use the previewed theme').toHaveAttribute(
              'data-header-variant',
              theme.header,
            );
            expect(watched.problems, `hydration problems or page errors on ${url}`).toEqual([]);
            expect.soft(await fromServer(page, 'banner'), `the header of ${url} is the server's, kept by hydration`).toBe(true);
            expect.soft(await fromServer(page, 'main heading'), `the main heading of ${url} is the server's, kept by hydration`).toBe(true);
          });
        }
      });
    }
  });
}
