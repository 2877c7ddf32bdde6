import { expect, test } from '@playwright/test';
import { addToCart, openCartDrawer, simpleProduct } from './support/checkout';
import { DESKTOP, findProducts, MOBILE, toast } from './support/store';

/** The cart drawer's stepper on a low-stock product (docs/product.md §4, §5, §8). */
test('the stepper stops at the stock with "{n} product(s) in stock", and a typed 0 becomes 1', async ({ page, request }) => {
  const [lowStock] = await findProducts(request, (p) => !p.has_variants && !p.back_order && p.stock_qty >= 2 && p.stock_qty <= 6);
  expect(lowStock?.stock_qty, 'the demo store has a simple product with 2 to 6 in stock').toBeGreaterThanOrEqual(2);
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

/**
 * Presses made while an update is in flight collapse into one update (docs/product.md §4). Prints how long
 * the presses took (docs/performance.md keeps the figures), never asserts a time.
 */
for (const viewport of [DESKTOP, MOBILE]) {
  test(`seven quick presses on "+" show 8 at once and reach the server as far fewer than seven updates (${viewport.width} px)`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const product = await simpleProduct(request, 8);
    await addToCart(page, product);
    const drawer = await openCartDrawer(page);
    const quantity = drawer.getByRole('textbox', { name: `Quantity of ${product.name}` });
    const increase = drawer.getByRole('button', { name: `Increase quantity of ${product.name}` });
    const stepper = drawer.getByRole('group', { name: `Quantity of ${product.name}` });
    const updates: number[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PUT' && sent.url().includes('/carts/update_item_quantity/')) updates.push(Date.now());
    });

    const started = Date.now();
    for (let press = 0; press < 7; press += 1) await increase.click();
    const pressed = Date.now();
    await expect(quantity).toHaveValue('8');
    await expect(stepper).not.toHaveAttribute('aria-busy', 'true');
    const settled = Date.now();
    console.log(
      `[cart-stepper ${viewport.width}px] 7 presses: clicks ${pressed - started} ms, settled ${settled - started} ms, ` +
        `${updates.length} update request(s)`,
    );
    expect(updates.length, 'presses during an update collapse into one').toBeLessThanOrEqual(3);

    await page.reload();
    const reopened = await openCartDrawer(page);
    await expect(reopened.getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue('8');
  });
}
