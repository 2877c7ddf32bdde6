/**
 * What a shopper receives outside the page (the order confirmation e-mail, the reset code and the login
 * PIN, the order's WhatsApp text) in the shopper's language: the request's, kept on the order for a
 * confirmation sent later.
 */
import { guestShopper } from '../payments/testing/shopper';
import { createShopper, uniqueEmail, uniquePhone } from '../testing/shoppers';
import { forEachDatabase } from '../testing';

const HINDI = { 'accept-language': 'hi-IN' };
const whatsAppText = (link: string) => decodeURIComponent(link.split('text=')[1]);

forEachDatabase('texts a shopper receives, in the shopper’s language', (server) => {
  async function placeCodOrder(headers?: Record<string, string>) {
    const shopper = await createShopper(server.db);
    const token = shopper.token;
    const product = await server.db.selectFrom('products').select('id').where('stock_qty', '>', 5).where('is_active', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await server.api.post('/carts/add_item', { token, json: { item_id: product.id, item_type: 'Product', quantity: 1 } });
    const address = await server.api.post('/addresses', {
      token,
      json: { name: 'Ravi', phone: shopper.phone, address_line_1: '1 Park St', city: 'Kolkata', state: 'West Bengal', pincode: '700016' },
    });
    const placed = await server.api.post('/orders', { token, headers, json: { address_id: address.body.data.address.id, payment_method: 'cod' } });
    expect(placed.status).toBe(201);
    const mail = (await server.api.get('/dev/outbox', { query: { to: shopper.email } })).body.data[0];
    return { shopper, order: placed.body.data, message: placed.body.meta.message as string, mail };
  }

  it('confirms an order placed in Hindi by a Hindi e-mail, with a Hindi WhatsApp text and Track order link', async () => {
    const { order, message, mail, shopper } = await placeCodOrder(HINDI);
    const invoice = order.invoice_number as string;
    expect(message).toBe('आपका ऑर्डर सफलतापूर्वक दे दिया गया है');
    expect(mail.subject).toMatch(new RegExp(`: ऑर्डर ${invoice} की पुष्टि हो गई$`));
    expect(mail.body).toMatch(/ पर ऑर्डर करने के लिए धन्यवाद।/);
    expect(mail.body).toContain(`ऑर्डर आईडी: ${invoice}`);
    expect(mail.body).toMatch(/कुल: ₹[\d,.]+/);
    expect(mail.body).toContain('भुगतान: कैश ऑन डिलीवरी');
    expect(mail.body).toContain(`अपना ऑर्डर ट्रैक करें: `);
    expect(mail.body).toContain(`/hi/track-order?order_id=${invoice}`);

    const text = whatsAppText(order.whatsapp_order_link);
    expect(text).toMatch(/^नमस्ते .+, मैंने एक ऑर्डर दिया है।\nऑर्डर: /);
    expect(text).toContain('भुगतान: कैश ऑन डिलीवरी');

    // The order page asks in its own language.
    const english = await server.api.get(`/orders/${order.id}`, { token: shopper.token });
    expect(whatsAppText(english.body.data.whatsapp_order_link)).toMatch(/^Hello .+, I have placed an order\.\nOrder: /);
    const hindi = await server.api.get(`/orders/${order.id}`, { token: shopper.token, headers: HINDI });
    expect(whatsAppText(hindi.body.data.whatsapp_order_link)).toBe(text);
  });

  it('keeps the English e-mail and WhatsApp text of an English order as they were', async () => {
    const { order, mail } = await placeCodOrder();
    expect(mail.subject).toMatch(new RegExp(`: order ${order.invoice_number} confirmed$`));
    expect(mail.body).toContain(`Order ID: ${order.invoice_number}`);
    expect(mail.body).toContain('Payment: Cash on delivery');
    expect(mail.body).toContain('Enter the order ID with this email address or the delivery phone number.');
    expect(mail.body).not.toContain('/hi/');
    expect(whatsAppText(order.whatsapp_order_link)).toContain('Payment: Cash on delivery');
  });

  it('confirms a card/UPI order started in Hindi in Hindi, whatever language the confirmation comes in', async () => {
    const email = uniqueEmail('hindi-card');
    const shopper = await guestShopper(server);
    await server.api.post('/users/guest_user', { token: shopper.token, json: { name: 'Asha Rao', full_phone_number: uniquePhone(), email } });
    const started = await server.api.post('/payments', { token: shopper.token, headers: HINDI, json: { payment_method: 'razorpay' } });
    expect(started.status).toBe(200);
    const { transaction_id, key, provider_order_id } = started.body.data;
    const popup = await fetch(`${server.baseUrl}/sandbox/razorpay/v1/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key, order_id: provider_order_id }).toString(),
    }).then((response) => response.json() as Promise<{ razorpay_payment_id: string; razorpay_signature: string }>);
    const verify = { payment_id: popup.razorpay_payment_id, transaction_id, signature: popup.razorpay_signature };
    const verified = await server.api.post('/payments/verify_payment', { token: shopper.token, json: verify });
    expect(verified.status).toBe(200);
    const [mail] = (await server.api.get('/dev/outbox', { query: { to: email } })).body.data;
    expect(mail.body).toContain(`ऑर्डर आईडी: ${verified.body.data.invoice_number}`);
    expect(mail.body).toContain('भुगतान: कार्ड / UPI');
  });

  it('sends the password reset code and the login PIN in the language they were asked in', async () => {
    const shopper = await createShopper(server.db);
    const reset = await server.api.post('/sessions/create_otp', { json: { email: shopper.email }, headers: HINDI });
    expect(reset.status).toBe(200);
    expect(reset.body.meta.message).toBe(`रजिस्टर्ड ${shopper.email} पर ओटीपी भेज दिया गया है`);
    const [mail] = (await server.api.get('/dev/outbox', { query: { to: shopper.email } })).body.data;
    expect(mail.subject).toBe('पासवर्ड रीसेट करने का आपका कोड');
    expect(mail.body).toMatch(/^\d{4} पासवर्ड रीसेट करने का आपका कोड है। यह \d+ मिनट तक मान्य है।$/);

    const pin = await server.api.post('/sessions/create_pin', { json: { full_phone_number: shopper.phone }, headers: HINDI });
    expect(pin.status).toBe(200);
    const [sms] = (await server.api.get('/dev/outbox', { query: { to: shopper.phone } })).body.data;
    expect(sms.body).toMatch(/^\d{4} आपका लॉगिन पिन है। यह \d+ मिनट तक मान्य है।$/);

    const english = await createShopper(server.db);
    await server.api.post('/sessions/create_otp', { json: { email: english.email } });
    const [englishMail] = (await server.api.get('/dev/outbox', { query: { to: english.email } })).body.data;
    expect(englishMail.subject).toBe('Your password reset code');
    expect(englishMail.body).toMatch(/^\d{4} is your password reset code\. It is valid for \d+ minutes\.$/);
  });
});
