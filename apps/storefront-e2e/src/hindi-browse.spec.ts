import { expect, test } from '@playwright/test';
import type { Category, ProductSummary } from '@storefront/sdk';
import { hindiApiGet, expectHindiHomeLoaded } from './support/hindi';
import { HI } from './support/hindi-texts';
import { escapeRegExp, openStore, productCards, siteHeader } from './support/store';

/**
 * A Hindi shopper browses (docs/product.md §2, §9, in Hindi at /hi): home → a category from the header →
 * a product, and searches from the header box. Names of the catalogue are the ones the API answers in
 * Hindi (the merchant's, or their Hindi where the store has one); the store's own texts are Hindi.
 */

test('home → a category → a product, in Hindi', async ({ page, request }) => {
  const tree = await hindiApiGet<Category[]>(request, '/categories');
  const category = tree.find((c) => c.show_on_header) ?? tree[0];
  await openStore(page, '/hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expectHindiHomeLoaded(page);

  // The category, from the header's bar (desktop): its menu opens on hover, "सभी … देखें" lists it all.
  const nav = siteHeader(page).getByRole('navigation', { name: 'मुख्य मेनू' }); // shell.header.mainNav: Main
  const trigger = nav.getByRole('button', { name: category.name, exact: true });
  if (await trigger.count()) {
    await trigger.hover();
    const menu = siteHeader(page).getByRole('menu', { name: category.name, exact: true });
    await menu.getByRole('menuitem', { name: new RegExp(`^सभी ${escapeRegExp(category.name)} देखें`) }).click(); // shell.menu.viewAll
  } else {
    await nav.getByRole('link', { name: category.name, exact: true }).click();
  }
  await expect(page).toHaveURL(new RegExp(`^[^?]*/hi/products\\?category_ids\\[${category.id}\\]=`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(category.name);

  const products = await hindiApiGet<ProductSummary[]>(request, '/products/filter', { 'category_ids[]': category.id });
  const first = productCards(main).first();
  await expect(first.getByRole('heading')).toHaveText(products[0].name);
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/hi/products/[^/]+/${products[0].id}$`));
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(products[0].name);
  await expect(main.getByRole('button', { name: HI.addToCart }).or(main.getByRole('button', { name: 'विकल्प चुनें' })).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
});

test('search from the header box: suggestions, then Enter shows the results page in Hindi', async ({ page, request }) => {
  const products = await hindiApiGet<ProductSummary[]>(request, '/products/filter', { per_page: 20 });
  const target = products.find((p) => p.name.split(' ').some((word) => word.length > 3)) ?? products[0];
  const text = target.name.split(' ').find((word) => word.length > 3) ?? target.name;
  await openStore(page, '/hi/contact-us');

  const box = siteHeader(page).getByRole('combobox', { name: HI.searchProducts });
  await box.fill(text);
  const suggestions = siteHeader(page).getByRole('listbox', { name: HI.searchResults });
  await expect(suggestions.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
  await box.press('Enter');
  await expect(page).toHaveURL(/\/hi\/products\?query=/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(HI.searchResultsFor(text));
  await expect(productCards(page.getByRole('main')).first()).toBeVisible();
});
