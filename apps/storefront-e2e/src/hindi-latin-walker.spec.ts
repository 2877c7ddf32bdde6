import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { categoryListPath, searchResultsPath } from '@storefront/domain';
import type { Category, CmsPageSummary, ProductSummary } from '@storefront/sdk';
import { simpleProduct } from './support/checkout';
import { hindiApiGet, hindiPath, expectHindiHomeLoaded } from './support/hindi';
import { HI } from './support/hindi-texts';
import { allowedLatinWords, latinFindings } from './support/latin-text';
import { DESKTOP, MOBILE, THEMES, expectStoreReady, productPath, renderWholeHome, siteHeader, withTheme, type ThemeName } from './support/store';

/**
 * Every text of the store in Hindi (issue 27): the main pages of each theme at phone and desktop widths,
 * read as a Hindi shopper meets them (visible text, aria-label, placeholder, title, alt), and any Latin-script
 * word that is neither a name allowed to stay Latin (libs/i18n's LATIN_ALLOWED) nor the store's own content
 * as its API answers in Hindi (product, brand, category names, the merchant's pages and settings) is
 * listed: page, theme, width and the words, each with where it was found.
 */

const SIZES = [
  { label: '390 px', viewport: MOBILE },
  { label: '1280 px', viewport: DESKTOP },
] as const;

interface Walk {
  category: Category;
  product: ProductSummary;
  buyable: ProductSummary;
  searchText: string;
  cmsPage: CmsPageSummary;
  allowed: Set<string>;
}

/** What every walk needs, read once per run (one worker runs the file). */
let walkData: Promise<Walk> | undefined;

async function readWalk(request: APIRequestContext): Promise<Walk> {
  const [tree, pages, products] = await Promise.all([
    hindiApiGet<Category[]>(request, '/categories'),
    hindiApiGet<CmsPageSummary[]>(request, '/cms_pages'),
    hindiApiGet<ProductSummary[]>(request, '/products/filter', { per_page: 60 }),
  ]);
  const category = tree.find((c) => c.show_on_header) ?? tree[0];
  const product = products.find((p) => p.in_stock && !p.video_url && p.reviews_count > 0) ?? products[0];
  const buyable = await simpleProduct(request);
  const searchText = product.name.split(' ').find((word) => word.length > 3) ?? product.name;
  const allowed = await allowedLatinWords(request, [product.id, buyable.id]);
  return { category, product, buyable, searchText, cmsPage: pages[0], allowed };
}

/** One step of the walk: opens a page (or a dialog on it) and waits until it is drawn. */
interface Step {
  page: string;
  open: (page: Page, theme: ThemeName) => Promise<void>;
}

async function open(page: Page, path: string, theme: ThemeName) {
  await page.goto(withTheme(hindiPath(path), theme));
  await expectStoreReady(page);
}

function steps(walk: Walk): Step[] {
  return [
    {
      page: 'home',
      open: async (page, theme) => {
        await open(page, '/', theme);
        await expectHindiHomeLoaded(page);
        await renderWholeHome(page);
      },
    },
    {
      page: 'category list',
      open: async (page, theme) => {
        await open(page, categoryListPath(walk.category), theme);
        await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      },
    },
    {
      page: 'product',
      open: async (page, theme) => {
        await open(page, productPath(walk.product), theme);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      },
    },
    {
      page: 'search results',
      open: async (page, theme) => {
        await open(page, searchResultsPath(walk.searchText), theme);
        await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      },
    },
    { page: 'FAQs', open: (page, theme) => open(page, '/faqs', theme) },
    {
      page: 'CMS page',
      open: async (page, theme) => {
        await open(page, `/get-to-know-us/${walk.cmsPage.slug}`, theme);
        await expect(page.getByRole('main').getByRole('article')).toBeVisible();
      },
    },
    { page: 'track order', open: (page, theme) => open(page, '/track-order', theme) },
    { page: '404', open: (page, theme) => open(page, '/no/such/page', theme) },
    {
      page: 'sign-in',
      open: async (page, theme) => {
        await open(page, '/contact-us', theme);
        // The header's account icon, or on a phone the bottom bar's Login.
        const account = siteHeader(page).getByRole('button', { name: HI.account }).filter({ visible: true });
        const bottomLogin = page.getByRole('navigation', { name: HI.quickLinks }).getByRole('button', { name: HI.bottomLogin }).filter({ visible: true });
        await account.or(bottomLogin).first().click();
        await expect(page.getByRole('dialog', { name: HI.signInDialog })).toBeVisible();
      },
    },
    {
      page: 'register',
      open: async (page) => {
        await page.getByRole('dialog', { name: HI.signInDialog }).getByRole('button', { name: HI.registerDialog, exact: true }).click();
        await expect(page.getByRole('dialog', { name: HI.registerDialog })).toBeVisible();
      },
    },
    {
      page: 'cart drawer',
      open: async (page, theme) => {
        await open(page, productPath(walk.buyable), theme);
        await page.getByRole('main').getByRole('button', { name: HI.addToCart }).click();
        await page.getByRole('button', { name: new RegExp(`^${HI.cart}(,|$)`) }).filter({ visible: true }).first().click();
        await expect(page.getByRole('dialog', { name: HI.shoppingCart }).getByRole('button', { name: HI.checkout })).toBeVisible();
      },
    },
    {
      page: 'checkout address (guest)',
      open: async (page) => {
        await page.getByRole('dialog', { name: HI.shoppingCart }).getByRole('button', { name: HI.checkout }).click();
        await page.getByRole('button', { name: HI.continueAsGuest }).click();
        await expect(page).toHaveURL(/\/hi\/checkout\?step=address/);
        await expect(page.getByRole('form', { name: HI.newAddress })).toBeVisible();
      },
    },
  ];
}

// The findings are the report: no trace. A step that cannot be done (a text not in Hindi yet) fails fast
// and the walk goes on to the next page.
test.use({ trace: 'off', actionTimeout: 15_000, navigationTimeout: 30_000 });

test.describe('Latin-script text on Hindi pages', () => {
  // Twelve pages at two widths per theme, the home page scrolled to its end.
  test.describe.configure({ timeout: 600_000 });

  for (const theme of THEMES) {
    test(`${theme.name} at 390 and 1280 px: no Latin word outside the allow list and the store's own names`, async ({ browser, request }) => {
      walkData ??= readWalk(request);
      const walk = await walkData;
      // One browser context per theme, both widths.
      const context = await browser.newContext({ locale: 'hi-IN' });
      const page = await context.newPage();
      try {
        const findings = await latinFindings(page, {
          label: theme.name,
          sizes: SIZES,
          steps: steps(walk).map((step) => ({ page: step.page, open: (on) => step.open(on, theme.name) })),
          allowed: walk.allowed,
          // Each width starts over as a new visitor.
          startWidth: async () => {
            await context.clearCookies();
            await page.goto('/hi/contact-us');
            await page.evaluate(() => window.localStorage.clear());
          },
        });
        test.info().annotations.push({ type: 'latin words', description: findings.join('\n') || 'none' });
        expect(findings, `Latin-script words on Hindi pages, theme ${theme.name}:\n  ${findings.join('\n  ')}\n`).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
