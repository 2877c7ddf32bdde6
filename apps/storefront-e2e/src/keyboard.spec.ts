import { expect, test, type Page } from '@playwright/test';
import type { ProductSummary } from '@storefront/sdk';
import { LIGHT_PAGE, apiGet, findProducts, openStore, productPath, siteHeader } from './support/store';

/*
 * Keyboard and screen readers: "Skip to content" first in the Tab order, arrow keys
 * through the search results (the combobox pattern of the ARIA practices), and the page behind an open
 * drawer or dialog inert, not only marked aria-modal.
 */

/** Two words of a product's name and the results the API answers for them (more than one). */
async function searchCase(page: Page) {
  const request = page.request;
  const [target] = await findProducts(request, (p) => p.in_stock);
  const text = target.name.split(' ').slice(0, 1).join(' ');
  const { data: results } = await apiGet<ProductSummary[]>(request, '/products/v1/search', { query: text });
  expect(results.length, `"${text}" finds more than one product`).toBeGreaterThan(1);
  return { text, results };
}

test.describe('keyboard', () => {
  test('"Skip to content" is the first stop of the Tab order and takes the keyboard past the header', async ({ page }) => {
    await openStore(page, LIGHT_PAGE);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab lands in the page's content, not in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
  });

  for (const theme of ['Electronic', 'Standard'] as const) {
    test(`arrow keys move through the search results and Enter opens the chosen one (${theme})`, async ({ page }) => {
      const { text, results } = await searchCase(page);
      await openStore(page, LIGHT_PAGE, { theme });
      let box = siteHeader(page).getByRole('combobox', { name: 'Search products' });
      if (theme === 'Standard') {
        await siteHeader(page).getByRole('button', { name: 'Search', exact: true }).click();
        box = page.getByRole('dialog').getByRole('combobox', { name: 'Search products' });
      } else {
        await box.focus();
      }
      await page.keyboard.type(text);
      const list = page.getByRole('listbox', { name: 'Search results' });
      const options = list.getByRole('option');
      // The answer for the whole text, not for a part typed before it (which may list as many).
      await expect(options).toHaveCount(results.length);
      await expect(options.nth(0)).toContainText(results[0].name);
      await expect(options.last()).toContainText(results[results.length - 1].name);

      await page.keyboard.press('ArrowDown');
      await expect(box).toBeFocused();
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id')) ?? '');
      await page.keyboard.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
      await page.keyboard.press('ArrowUp');
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
      // Up from the first result goes back to the box, and up again to the last result.
      await page.keyboard.press('ArrowUp');
      await expect(box).not.toHaveAttribute('aria-activedescendant');
      await page.keyboard.press('ArrowUp');
      await expect(options.last()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(productPath(results[0]));
    });
  }

  test('while the cart drawer is open the rest of the page is inert; closing gives it back', async ({ page }) => {
    await openStore(page, LIGHT_PAGE);
    const cartButton = siteHeader(page).getByRole('button', { name: /^Cart/ });
    await cartButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
    await expect(drawer).toBeVisible();

    // Hidden from assistive technology and out of reach: no landmark of the page is left, nothing takes focus.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect(await page.evaluate(() => Boolean(document.querySelector('header')?.closest('[inert]')))).toBe(true);
    // A script (or a stray click) cannot move focus there either.
    await page.evaluate(() => document.querySelector<HTMLElement>('header a[href="/"]')?.focus());
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(cartButton).toBeFocused();
    expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0);
  });
});
