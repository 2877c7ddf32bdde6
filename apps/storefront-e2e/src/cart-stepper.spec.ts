import { expect, test } from '@playwright/test';
import { addToCart, openCartDrawer } from './support/checkout';
import { findProducts, toast } from './support/store';

/** The cart drawer's stepper on a low-stock product (spec sections 4, 5, 8). */
test('the stepper stops at the stock with "{n} product(s) in stock", and a typed 0 becomes 1', async ({ page, request }) => {
  const [lowStock] = await findProducts(request, (p) => !p.has_variants && !p.back_order && p.stock_qty >= 2 && p.stock_qty <= 6);
  expect(lowStock, 'the demo store has a simple product with 2 to 6 in stock').toBeDefined();
  await addToCart(page, lowStock);
  const drawer = await openCartDrawer(page);
  const quantity = drawer.getByRole('textbox', { name: `Quantity of ${lowStock.name}` });
  const increase = drawer.getByRole('button', { name: `Increase quantity of ${lowStock.name}` });

  for (let n = 2; n <= lowStock.stock_qty; n += 1) {
    await increase.click();
    await expect(quantity).toHaveValue(String(n));
  }
  await increase.click();
  await expect(toast(page, `${lowStock.stock_qty} product(s) in stock`)).toBeVisible();
  await expect(quantity).toHaveValue(String(lowStock.stock_qty));

  await quantity.fill('0');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('1');
  await drawer.getByRole('button', { name: `Decrease quantity of ${lowStock.name}` }).click();
  await expect(quantity).toHaveValue('1');

  await drawer.getByRole('button', { name: `Remove ${lowStock.name}` }).click();
  await expect(toast(page, 'cart item successfully removed!')).toBeVisible();
  await expect(drawer.getByText('Your Cart is empty')).toBeVisible();
});
