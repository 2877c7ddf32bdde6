import { expect, test } from '@playwright/test';
import { logIn, openSignedIn, placeCodOrder, simpleProduct, stockOf } from './support/account';
import { toast } from './support/store';

/** The demo customer's account: My Orders, an order's detail, cancelling and returning. */
test.describe('my orders', () => {
  test('lists the demo customer’s orders and opens one with its items, address, charges and timeline', async ({ page, request }) => {
    const token = await logIn(request);
    await openSignedIn(page, token, '/my-account/orders');

    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(page).toHaveTitle(/My Orders/);
    const orders = page.getByRole('link', { name: /^Order INV-\d{4}-\d{6}$/ });
    await expect(orders.first()).toBeVisible();
    // The seeded history: delivered, shipped and cancelled orders.
    for (const status of ['Delivered', 'Shipped', 'Cancelled']) {
      await expect(orders.filter({ hasText: status }).first()).toBeVisible();
    }

    await orders.filter({ hasText: 'Shipped' }).first().click();
    await expect(page).toHaveURL(/\/my-account\/orders\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Order INV-/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Delivery address' })).toBeVisible();
    await expect(page.getByText('Mumbai, Maharashtra 400050')).toBeVisible();
    await expect(page.getByText('Card / UPI')).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Order status' });
    await expect(timeline.getByRole('listitem')).toHaveText([/^Placed/, /^Confirmed/, /^Packed/, /^Shipped/, /^Out for delivery/, /^Delivered/]);
    // Shipped: too late to cancel, too early to return.
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Return' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Send order to WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  });

  test('cancels a placed order paid partly from the wallet: stock comes back and the refund shows in the wallet', async ({ page, request }) => {
    const token = await logIn(request);
    const product = await simpleProduct(request);
    const stockBefore = await stockOf(request, product.id);
    const order = await placeCodOrder(request, token, { productId: product.id, quantity: 2, useWallet: true });
    expect(order.wallet_amount_used).toBeGreaterThan(0);
    expect(await stockOf(request, product.id)).toBe(stockBefore - 2);

    await openSignedIn(page, token, `/my-account/orders/${order.id}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this order?' });
    await dialog.getByRole('button', { name: 'Yes' }).click();

    await expect(toast(page, 'order successfully cancel!')).toBeVisible();
    await expect(page.getByText('Status: Cancelled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    expect(await stockOf(request, product.id)).toBe(stockBefore);

    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Wallet' }).click();
    const refund = page.getByRole('row').filter({ hasText: `Refund for cancelled order ${order.invoice_number}` });
    await expect(refund).toContainText('Credit');
    await expect(refund.getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/my-account/orders/${order.id}`);
  });

  test('returns the delivered order with a reason and a comment', async ({ page, request }) => {
    const token = await logIn(request);
    await openSignedIn(page, token, '/my-account/orders');
    await page.getByRole('link', { name: /^Order INV-/ }).filter({ hasText: 'Delivered' }).first().click();

    await page.getByRole('button', { name: 'Return' }).click();
    const dialog = page.getByRole('dialog', { name: 'Return order' });
    await dialog.getByRole('button', { name: 'Submit return' }).click();
    await expect(dialog.getByText('Please choose a reason')).toBeVisible();
    const reason = dialog.getByLabel('Reason');
    await expect(reason.locator('option')).not.toHaveCount(1);
    await reason.selectOption({ index: 1 });
    await dialog.getByLabel('Comment (optional)').fill('The size runs small.');
    await dialog.getByRole('button', { name: 'Submit return' }).click();

    await expect(toast(page, 'Your return request has been submitted')).toBeVisible();
    await expect(page.getByText('Status: Return requested')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Return' })).toHaveCount(0);
  });
});
