import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Category } from '@storefront/sdk';
import {
  categoryTree,
  childrenOf,
  escapeRegExp,
  headerCategories,
  LIGHT_PAGE,
  openStore,
  siteHeader,
  type ThemeName,
} from './support/store';

/**
 * The header's hover menus (docs/product.md §2): a header category with children opens a menu on hover, with
 * nested levels up to three, listing only the children flagged show_on_header. Menus work from the keyboard.
 */

interface MenuExpectation {
  category: Category;
  /** Flagged children and their flagged children: the menu lists these. */
  shown: string[];
  /** Children (or grandchildren) not flagged, or under a child that is not: the menu leaves these out. */
  hidden: string[];
}

/** A header category whose menu must both show and leave out some of its sub-categories. */
async function menuUnderTest(request: APIRequestContext): Promise<MenuExpectation> {
  const tree = await categoryTree(request);
  for (const category of headerCategories(tree, 5)) {
    const shown: string[] = [];
    const hidden: string[] = [];
    for (const child of childrenOf(category)) {
      (child.show_on_header ? shown : hidden).push(child.name);
      for (const grandchild of childrenOf(child)) {
        (child.show_on_header && grandchild.show_on_header ? shown : hidden).push(grandchild.name);
      }
    }
    const leftOut = hidden.filter((name) => !shown.includes(name));
    if (shown.length > 0 && leftOut.length > 0) return { category, shown, hidden: leftOut };
  }
  throw new Error('The demo store has no header category with both flagged and unflagged sub-categories');
}

const mainNav = (page: Page) => siteHeader(page).getByRole('navigation', { name: 'Main' });

test.describe('mega menu', () => {
  const variants: { theme: ThemeName; kind: string }[] = [
    { theme: 'Electronic', kind: 'mega menu' },
    { theme: 'Standard', kind: 'dropdown' },
  ];
  for (const { theme, kind } of variants) {
    test(`hovering a header category opens its ${kind} with only the flagged sub-categories (${theme})`, async ({
      page,
      request,
    }) => {
      const { category, shown, hidden } = await menuUnderTest(request);
      await openStore(page, LIGHT_PAGE, { theme });

      const trigger = mainNav(page).getByRole('button', { name: category.name, exact: true });
      const menu = siteHeader(page).getByRole('menu', { name: category.name, exact: true });
      await expect(menu).toBeHidden();
      await trigger.hover();
      await expect(menu).toBeVisible();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');

      await expect(menu.getByRole('menuitem', { name: new RegExp(`^View all ${escapeRegExp(category.name)}`) })).toBeVisible();
      for (const name of shown) {
        await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
      }
      for (const name of hidden) {
        await expect(menu.getByRole('menuitem', { name, exact: true })).toHaveCount(0);
      }
      // Every item is a product list (or content page) link.
      for (const href of await menu.getByRole('menuitem').evaluateAll((items) => items.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(/^\/(products\?category_ids\[\d+\]=|get-to-know-us\/)/);
      }

      // Leaving the menu closes it.
      await page.getByRole('main').hover({ position: { x: 5, y: 300 } });
      await expect(menu).toBeHidden();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('works from the keyboard: Enter or ArrowDown opens, arrows move, Escape closes and focus returns', async ({
    page,
    request,
  }) => {
    const { category, shown } = await menuUnderTest(request);
    await openStore(page, LIGHT_PAGE, { theme: 'Electronic' });
    const nav = mainNav(page);
    const trigger = nav.getByRole('button', { name: category.name, exact: true });
    const menu = siteHeader(page).getByRole('menu', { name: category.name, exact: true });
    const items = menu.getByRole('menuitem');

    // Reached with Tab from Home.
    await nav.getByRole('link', { name: 'Home', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await expect(items.nth(1)).toHaveText(shown[0]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    // Enter on an item follows its link.
    await page.keyboard.press('Enter');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products\\?category_ids\\[${category.id}\\]=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
  });
});
