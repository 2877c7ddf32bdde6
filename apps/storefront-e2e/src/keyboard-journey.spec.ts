import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ProductDetail, Variant } from '@storefront/sdk';
import { expectThankYou } from './support/checkout';
import { findProducts, openStore, product, productPath, siteHeader, toast } from './support/store';

/*
 * The keyboard-only journey: search, open a product, choose its options, add it to the
 * cart and check out as a guest with cash on delivery, with nothing but the keyboard (Tab, Shift+Tab,
 * arrows, Enter, Space and typing). Locators only find what to expect; no click, fill or focus() is used.
 */

const MAX_TABS = 150;

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** Presses `key` until `done` holds (arrows in a radio group or a list). */
async function pressUntil(page: Page, key: string, done: () => Promise<boolean>, max = 30): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await done()) return;
    await page.keyboard.press(key);
  }
  expect(await done(), `reached with ${key}`).toBe(true);
}

/** A product sold in variants with one in stock that is not the first (so choosing takes the arrows). */
async function productWithVariants(page: Page): Promise<{ detail: ProductDetail; pick: Variant }> {
  const candidates = await findProducts(page.request, (p) => p.has_variants && p.in_stock, 10);
  for (const candidate of candidates) {
    const detail = await product(page.request, candidate.id);
    const inStock = detail.variants.filter((v) => v.in_stock && v.stock_qty > 0 && !v.back_order);
    if (inStock.length >= 2) return { detail, pick: inStock[inStock.length - 1] };
  }
  throw new Error('No product with two variants in stock');
}

test.describe('keyboard only', () => {
  test.setTimeout(240_000);

  test('search, open a product, choose its options, add to cart and check out as a guest with cash on delivery', async ({ page }) => {
    const { detail, pick } = await productWithVariants(page);
    await openStore(page, '/contact-us');

    // Search from the header's box; arrows to the product, Enter opens it.
    const box = siteHeader(page).getByRole('combobox', { name: 'Search products' });
    await tabTo(page, box);
    await page.keyboard.type(detail.name);
    const option = page.getByRole('listbox', { name: 'Search results' }).getByRole('option', { name: new RegExp(`^${detail.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first();
    await expect(option).toBeVisible();
    await pressUntil(page, 'ArrowDown', async () => (await option.getAttribute('aria-selected')) === 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(productPath(detail));

    // Options: Tab into each group, arrows to the value.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(detail.name);
    for (const { option_type, option_value } of pick.attributes) {
      const group = main.getByRole('group', { name: new RegExp(`^${option_type}:`) });
      const radios = group.getByRole('radio');
      await expect(radios.first()).toBeVisible();
      for (let presses = 0; presses < MAX_TABS && !(await group.evaluate((g) => g.contains(document.activeElement))); presses += 1) {
        await page.keyboard.press('Tab');
      }
      const target = group.getByRole('radio', { name: option_value, exact: true });
      await pressUntil(page, 'ArrowRight', () => target.isChecked());
      await expect(group).toHaveAccessibleName(`${option_type}: ${option_value}`);
    }

    // Add to cart, then back up to the header's Cart.
    await tabTo(page, main.getByRole('button', { name: 'Add to cart' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Item added to cart!!')).toBeVisible();
    const cartButton = siteHeader(page).getByRole('button', { name: /^Cart/ });
    await expect(cartButton).toHaveAccessibleName('Cart, 1 item');
    await tabTo(page, cartButton, { backwards: true });
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
    await expect(drawer).toBeVisible();
    await tabTo(page, drawer.getByRole('button', { name: 'Checkout' }));
    await page.keyboard.press('Enter');

    // As a guest, with a new address typed in.
    await tabTo(page, page.getByRole('button', { name: 'Continue as a guest' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\?step=address$/);
    const form = page.getByRole('form', { name: 'New address' });
    const typeInto = async (label: string, text: string) => {
      await tabTo(page, form.getByLabel(label));
      await page.keyboard.type(text);
    };
    // The e-mail the order confirmation goes to (a guest gives it above the address).
    await tabTo(page, page.getByLabel('Email address', { exact: true }));
    await page.keyboard.type('guest.shopper@example.in');
    await typeInto('Full name', 'Asha Rao');
    await typeInto('Phone', '9876543210');
    await typeInto('Address (house no., street)', '12 MG Road');
    const state = form.getByLabel('State');
    await tabTo(page, state);
    await pressUntil(page, 'ArrowDown', async () => (await state.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text)) === 'Karnataka', 60);
    const city = form.getByLabel('City');
    await expect(city.locator('option')).not.toHaveCount(1);
    await tabTo(page, city);
    await pressUntil(page, 'ArrowDown', async () => (await city.evaluate((s: HTMLSelectElement) => s.selectedIndex)) > 0);
    await typeInto('Pincode', '560001');
    await tabTo(page, form.getByRole('button', { name: 'Save address' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'new address successfully added!')).toBeVisible();
    // A new address saved on checkout goes on the order: straight on to payment.
    await expect(page).toHaveURL(/\/checkout\?step=payment$/);

    // Cash on delivery, then Place order.
    const cod = page.getByRole('radio', { name: /Cash on Delivery/ });
    await expect(cod).toBeVisible();
    for (let presses = 0; presses < MAX_TABS && !(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio')); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await pressUntil(page, 'ArrowDown', () => cod.isChecked());
    await tabTo(page, page.getByRole('button', { name: 'Place order' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'your order successfully placed')).toBeVisible();
    await expectThankYou(page);
  });
});
