import { expect, test, type Page } from '@playwright/test';
import { footerLanguageSwitch, hindiPath, languageCookie, storePages, type StorePage } from './support/hindi';
import { DESKTOP, MOBILE, THEMES, expectStoreReady, siteHeader, withTheme } from './support/store';

/**
 * The store offers English and Hindi: every page of every theme has the language switch (English /
 * हिन्दी) in its footer's last row, one click away, and on phones in the menu too. Choosing हिन्दी loads the
 * same page at its /hi address in Hindi, remembers the choice (the `lang` cookie) so the next visit to `/`
 * opens in Hindi, and English brings the shopper back.
 */

const SIZES = [
  { label: '390 px', viewport: MOBILE },
  { label: '1280 px', viewport: DESKTOP },
] as const;

/** Path and query of an address, decoded (brackets of category filters read the same either way). */
const pathOf = (url: URL | string) => {
  const parsed = typeof url === 'string' ? new URL(url, 'http://x') : url;
  return decodeURIComponent(parsed.pathname + parsed.search);
};

/** The switch on an English page: its Hindi link is visible (one click away) and is this page under /hi. */
async function expectSwitchOnEnglishPage(page: Page, storePage: StorePage, themed: string) {
  const languageSwitch = footerLanguageSwitch(page, 'Language');
  await languageSwitch.scrollIntoViewIfNeeded();
  const hindi = languageSwitch.getByRole('link', { name: 'हिन्दी', exact: true });
  await expect(hindi, `हिन्दी on the ${storePage.kind} page`).toBeVisible();
  expect(pathOf((await hindi.getAttribute('href')) ?? ''), `हिन्दी on the ${storePage.kind} page`).toBe(pathOf(hindiPath(themed)));
  await expect(languageSwitch.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('aria-current', 'true');
}

test.describe('the language switch', () => {
  // Nine pages per theme and width: reading them takes a while on a 2-core machine.
  test.slow();

  for (const [themeIndex, theme] of THEMES.entries()) {
    for (const size of SIZES) {
      test(`${theme.name} at ${size.label}: English / हिन्दी on every page, Hindi chosen and remembered, English again`, async ({ page, context, request }) => {
        const pages = await storePages(request);
        await page.setViewportSize(size.viewport);

        for (const storePage of pages) {
          const themed = withTheme(storePage.path, theme.name);
          await page.goto(themed);
          await expectStoreReady(page);
          await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
          await expectSwitchOnEnglishPage(page, storePage, themed);
        }

        if (size.viewport === MOBILE) {
          // The phone menu offers it too.
          await siteHeader(page).getByRole('button', { name: 'Menu' }).click();
          const menu = page.getByRole('dialog', { name: 'Menu' });
          await expect(menu.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी', exact: true })).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(menu).toHaveCount(0);
        }

        // Each theme and width clicks the switch on another kind of page, so every kind is switched somewhere.
        const chosen = pages[(themeIndex * SIZES.length + SIZES.findIndex((s) => s === size)) % pages.length];
        const themed = withTheme(chosen.path, theme.name);
        await page.goto(themed);
        await expectStoreReady(page);
        const toHindi = footerLanguageSwitch(page, 'Language').getByRole('link', { name: 'हिन्दी', exact: true });
        await toHindi.scrollIntoViewIfNeeded();
        await toHindi.click();
        await expect.poll(() => pathOf(page.url()), `हिन्दी on the ${chosen.kind} page`).toBe(pathOf(hindiPath(themed)));
        await expectStoreReady(page);
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
        await expect(siteHeader(page)).toHaveAttribute('data-header-variant', theme.header);
        const hindiSwitch = footerLanguageSwitch(page, 'भाषा');
        await expect(hindiSwitch.getByRole('link', { name: 'हिन्दी', exact: true })).toHaveAttribute('aria-current', 'true');
        expect(await languageCookie(context)).toBe('hi-IN');

        // The next visit to the store's address opens in Hindi.
        await page.goto('/');
        await expect(page).toHaveURL(/\/hi$/);
        await expectStoreReady(page);
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

        // And back to English, remembered as well.
        const toEnglish = footerLanguageSwitch(page, 'भाषा').getByRole('link', { name: 'English', exact: true });
        await toEnglish.scrollIntoViewIfNeeded();
        await toEnglish.click();
        await expect(page).toHaveURL((url) => url.pathname === '/');
        await expectStoreReady(page);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
        await expect(footerLanguageSwitch(page, 'Language').getByRole('link', { name: 'English', exact: true })).toHaveAttribute('aria-current', 'true');
        expect(await languageCookie(context)).toBe('en-IN');
        await page.goto('/');
        await expect(page).toHaveURL((url) => url.pathname === '/');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      });
    }
  }
});

test('a first visit follows the browser\'s language: Hindi preferred opens /hi, English stays at /', async ({ browser }) => {
  const hindiBrowser = await browser.newContext({ locale: 'hi-IN', extraHTTPHeaders: { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
  const hindiPage = await hindiBrowser.newPage();
  await hindiPage.goto('/faqs');
  await expect(hindiPage).toHaveURL(/\/hi\/faqs$/);
  await expect(hindiPage.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await hindiBrowser.close();

  const englishBrowser = await browser.newContext({ locale: 'en-IN' });
  const englishPage = await englishBrowser.newPage();
  await englishPage.goto('/faqs');
  await expect(englishPage).toHaveURL(/\/faqs$/);
  await expect(englishPage.locator('html')).toHaveAttribute('lang', 'en-IN');
  await englishBrowser.close();
});
