import { expect, test } from '@playwright/test';
import { logIn, openSignedIn, placeCodOrder, registerB2bShopper, simpleProduct } from './support/account';

test.describe('GST invoice and wallet', () => {
  test('the invoice of a B2B order shows both GSTINs and the IGST split for another state, and prints without the site chrome', async ({ page, request }) => {
    // The demo store is registered in Maharashtra; this buyer takes delivery in Karnataka.
    const token = await registerB2bShopper(request, 'Karnataka');
    const product = await simpleProduct(request);
    const order = await placeCodOrder(request, token, { productId: product.id });

    await openSignedIn(page, token, `/my-account/orders/${order.id}`);
    await page.getByRole('link', { name: 'View invoice' }).click();
    await expect(page).toHaveURL(new RegExp(`/my-account/orders/${order.id}/invoice$`));
    await expect(page).toHaveTitle(new RegExp(`Invoice ${order.invoice_number}`));

    const invoice = page.getByRole('article', { name: 'Tax invoice' });
    await expect(invoice.getByText('GSTIN: 29ABCDE1234F1Z5')).toBeVisible();
    await expect(invoice.getByText('GSTIN: 27AAKCK1234M1Z5')).toBeVisible();
    await expect(invoice.getByText('Rao Traders Pvt Ltd')).toBeVisible();
    await expect(invoice.getByText('Inter-state supply: IGST')).toBeVisible();
    await expect(invoice.getByRole('columnheader', { name: 'IGST' })).toBeVisible();
    await expect(invoice.getByRole('columnheader', { name: 'CGST' })).toHaveCount(0);
    const line = invoice.getByRole('row').filter({ hasText: product.name });
    await expect(line).toContainText(/\d+%/);
    await expect(invoice.getByRole('row').filter({ hasText: 'Cash on delivery charge' })).toContainText('9968');

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header[data-header-variant]')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'My account' })).toBeHidden();
    await expect(invoice.getByRole('button', { name: 'Print invoice' })).toBeHidden();
    await expect(invoice.getByText('GSTIN: 29ABCDE1234F1Z5')).toBeVisible();
  });

  test('the invoice splits CGST and SGST when the delivery is in the store’s state', async ({ page, request }) => {
    const token = await registerB2bShopper(request, 'Maharashtra');
    const order = await placeCodOrder(request, token, { productId: (await simpleProduct(request)).id });

    await openSignedIn(page, token, `/my-account/orders/${order.id}/invoice`);
    const invoice = page.getByRole('article', { name: 'Tax invoice' });
    await expect(invoice.getByText('Intra-state supply: CGST + SGST')).toBeVisible();
    await expect(invoice.getByRole('columnheader', { name: 'CGST' })).toBeVisible();
    await expect(invoice.getByRole('columnheader', { name: 'SGST' })).toBeVisible();
    await expect(invoice.getByRole('columnheader', { name: 'IGST' })).toHaveCount(0);
  });

  test('the wallet shows the balance and the credits and debits with their orders', async ({ page, request }) => {
    const token = await logIn(request);
    const order = await placeCodOrder(request, token, { productId: (await simpleProduct(request)).id, useWallet: true });
    // Cancelled through the API: the wallet money comes back (a credit), and later tests find the balance as seeded.
    const cancelled = await request.put(`/api/v1/orders/${order.id}`, { data: { status: 'cancelled' }, headers: { Authorization: `Bearer ${token}` } });
    expect(cancelled.ok()).toBe(true);

    await openSignedIn(page, token, '/my-account/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await expect(page.getByText(/^Balance: ₹/)).toBeVisible();
    const debit = page.getByRole('row').filter({ hasText: `Paid for order ${order.invoice_number}` });
    await expect(debit).toContainText('Debit');
    await expect(debit.getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/my-account/orders/${order.id}`);
    const refund = page.getByRole('row').filter({ hasText: `Refund for cancelled order ${order.invoice_number}` });
    await expect(refund).toContainText(`Credit +₹${order.wallet_amount_used.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    await expect(refund.getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/my-account/orders/${order.id}`);
  });
});
