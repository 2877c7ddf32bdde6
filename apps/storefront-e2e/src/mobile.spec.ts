import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  DESKTOP,
  LIGHT_PAGE,
  MOBILE,
  categoryTree,
  childrenOf,
  headerCategories,
  openStore,
  siteHeader,
} from './support/store';

/**
 * Small screens (docs/product.md §2 and §9): the bottom bar (Home, Cart, Wish, Login) hidden at 776 px and
 * wider; the slide-in menu with its category accordion, and Garment's drill-down drawer; focus stays inside
 * an open drawer and Escape closes it.
 */

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });

/** Tabs forward and backward through the drawer; focus never leaves it. */
async function expectFocusTrapped(page: Page, drawer: Locator, presses = 12) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      expect(
        await drawer.evaluate((element) => element.contains(document.activeElement)),
        `focus is inside the drawer after ${i + 1} × ${key}`,
      ).toBe(true);
    }
  }
}

test.describe('mobile', () => {
  test.use({ viewport: MOBILE });

  test('the bottom bar shows Home, Cart, Wish and Login on a phone, and hides at 776 px and wider', async ({ page }) => {
    await openStore(page, LIGHT_PAGE);
    const bar = bottomBar(page);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    for (const name of ['Cart', 'Wish', 'Login']) {
      await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
    }
    // Fixed to the bottom of the screen.
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(MOBILE.height);
    // Wishlist, account and cart leave the header's bar on small screens.
    await expect(siteHeader(page).getByRole('button', { name: /^(Cart|Wishlist|Account)/ })).toHaveCount(0);

    await bar.getByRole('button', { name: 'Cart', exact: true }).click();
    const cart = page.getByRole('dialog', { name: 'Shopping cart' });
    await expect(cart).toBeVisible();
    await expect(cart).toContainText('Your Cart is empty');
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();

    // Signed out, Login opens the sign-in prompt.
    await bar.getByRole('button', { name: 'Login', exact: true }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signIn).toBeHidden();

    await page.setViewportSize({ width: 775, height: MOBILE.height });
    await expect(bar).toBeVisible();
    await page.setViewportSize({ width: 776, height: MOBILE.height });
    await expect(bar).toBeHidden();
    await page.setViewportSize(DESKTOP);
    await expect(bar).toBeHidden();
  });

  test('the menu drawer opens with the category accordion, keeps focus inside and closes on Escape', async ({
    page,
    request,
  }) => {
    const categories = headerCategories(await categoryTree(request), 100);
    const withChildren = categories.find((c) => childrenOf(c).some((child) => child.show_on_header));
    await openStore(page, LIGHT_PAGE);
    // While the drawer is open the header behind it is inert and hidden from assistive technology (issue
    // 23): its button is still found to check its state.
    const menuButton = siteHeader(page).getByRole('button', { name: 'Menu', includeHidden: true });
    await expect(siteHeader(page).getByRole('navigation', { name: 'Main' })).toBeHidden();

    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const nav = drawer.getByRole('navigation', { name: 'Mobile' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    for (const category of categories) {
      await expect(nav.getByText(category.name, { exact: true }).first()).toBeVisible();
    }

    if (withChildren) {
      const child = childrenOf(withChildren).find((c) => c.show_on_header);
      const toggle = nav.getByRole('button', { name: withChildren.name, exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByText(child?.name ?? '', { exact: true }).first()).toBeVisible();
      await expect(nav.getByRole('link', { name: `View all ${withChildren.name}`, exact: true })).toBeVisible();
    }

    await expectFocusTrapped(page, drawer);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('Garment\'s drawer drills down into sub-categories with a back arrow and has its buttons', async ({
    page,
    request,
  }) => {
    const categories = headerCategories(await categoryTree(request), 100);
    const parent = categories.find((c) => childrenOf(c).some((child) => child.show_on_header));
    const child = parent && childrenOf(parent).find((c) => c.show_on_header);
    if (!parent || !child) throw new Error('The demo store has no header category with flagged sub-categories');
    await openStore(page, LIGHT_PAGE, { theme: 'Garment' });
    await expect(siteHeader(page)).toHaveAttribute('data-header-variant', 'garment');

    const menuButton = siteHeader(page).getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    for (const name of ['Search', 'Sign in', 'Wishlist', 'Cart']) {
      await expect(drawer.getByRole('button', { name, exact: true })).toBeVisible();
    }

    await drawer.getByRole('button', { name: parent.name, exact: true }).click();
    const subMenu = page.getByRole('dialog', { name: parent.name });
    await expect(subMenu).toBeVisible();
    await expect(subMenu.getByText(child.name, { exact: true }).first()).toBeVisible();
    await subMenu.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();

    await expectFocusTrapped(page, page.getByRole('dialog'), 8);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });
});
