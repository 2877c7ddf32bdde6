import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe-check';
import { addToCart, expectThankYou, guestToPaymentStep, simpleProduct } from './support/checkout';
import { LIGHT_PAGE, openStore, siteFooter, storeSettings } from './support/store';

/** The phone the checkout helper types on the guest's address (support/checkout.ts, addAddress). */
const DELIVERY_PHONE = '9876543210';
const NOT_FOUND = 'We could not find an order with these details.';

/**
 * Guest orders: a guest orders with an e-mail, the confirmation lands in the dev outbox, and
 * Track order (from the footer's help links and the success page) finds the order by its ID with the
 * e-mail or the phone, and says the same for a wrong contact.
 */
test.describe('a guest tracks an order', () => {
  test('orders with an email, finds the confirmation in the outbox, and tracks the order from the footer', async ({ page, request }) => {
    test.slow();
    const email = `guest.${Date.now()}@example.in`;
    await addToCart(page, await simpleProduct(request));

    // The address step asks for the e-mail first: without one, the address does not go on the order.
    await guestToPaymentStep(page, email);
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    const orderId = await expectThankYou(page);

    // The confirmation, in the dev outbox: the store, the order ID, the total and the Track order link.
    const { name: storeName } = await storeSettings(request);
    const outbox = (await (await request.get('/api/v1/dev/outbox', { params: { to: email } })).json()) as {
      data: { subject: string; body: string }[];
    };
    const mail = outbox.data.find((message) => message.subject.includes(orderId));
    expect(mail?.subject).toBe(`${storeName}: order ${orderId} confirmed`);
    expect(mail?.body).toContain(`Order ID: ${orderId}`);
    expect(mail?.body).toMatch(/Total: ₹[\d,.]+/);
    expect(mail?.body).toContain(`/track-order?order_id=${orderId}`);

    // The success page links to Track order with the order ID filled in.
    await page.getByRole('main').getByRole('link', { name: 'Track order' }).click();
    await expect(page).toHaveURL(new RegExp(`/track-order\\?order_id=${orderId}$`));
    await expect(page.getByLabel('Order ID')).toHaveValue(orderId);

    // Later, from the footer's help links of any page.
    await openStore(page, LIGHT_PAGE);
    await siteFooter(page).getByRole('link', { name: 'Track order' }).click();
    await expect(page).toHaveURL(/\/track-order$/);
    await expect(page.getByRole('heading', { name: 'Track order', level: 1 })).toBeVisible();

    const form = page.getByRole('form', { name: 'Track order' });
    const orderIdField = form.getByLabel('Order ID');
    const contactField = form.getByLabel('Phone number or email');
    const found = page.getByRole('region', { name: `Order ${orderId}` });

    // With the e-mail.
    await orderIdField.fill(orderId);
    await contactField.fill(email);
    await form.getByRole('button', { name: 'Track order' }).click();
    await expect(found).toBeVisible();
    await expect(found.getByRole('status')).toHaveText('Status: Placed');
    await expect(found).toContainText(/Delivery by \w{3}, \d{1,2} \w{3}/);
    await expectNoSeriousViolations(page, 'Track order with a found order');
    await expect(found.getByRole('listitem').first()).toContainText('Placed');
    await expect(found.getByRole('listitem').last()).toContainText('Delivered · pending');
    // Nothing personal the shopper did not type: no name, no address.
    await expect(found).not.toContainText('Asha Rao');
    await expect(found).not.toContainText('MG Road');

    // A wrong contact: the one answer, announced; what was typed stays.
    await contactField.fill('9000000001');
    await form.getByRole('button', { name: 'Track order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible();
    await expect(found).toHaveCount(0);
    await expect(orderIdField).toHaveValue(orderId);
    await expect(contactField).toHaveValue('9000000001');

    // With the delivery phone.
    await contactField.fill(DELIVERY_PHONE);
    await form.getByRole('button', { name: 'Track order' }).click();
    await expect(found).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toHaveCount(0);
  });

  test('the address step keeps a guest without an email from going on, with the message', async ({ page, request }) => {
    await addToCart(page, await simpleProduct(request, 5, 1));
    await page.getByRole('button', { name: /^Cart/ }).filter({ visible: true }).first().click();
    await page.getByRole('dialog', { name: 'Shopping cart' }).getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('button', { name: 'Continue as a guest' }).click();
    await expect(page).toHaveURL(/\/checkout\?step=address$/);
    const emailField = page.getByLabel('Email address', { exact: true });
    await emailField.fill('asha@shop');
    await emailField.blur();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email address' })).toBeVisible();
    await expect(emailField).toHaveValue('asha@shop');
  });
});
