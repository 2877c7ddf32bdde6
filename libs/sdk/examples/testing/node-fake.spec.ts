import { http, HttpResponse } from 'msw';
import { createMemoryTokenStore, createStorefrontSdk } from '@storefront/sdk';
import { classicTee, demoCustomer, useFakeApi } from '@storefront/sdk/testing';

// The whole API as msw handlers, listening for this file's tests and reset after each one.
const { fake, server } = useFakeApi();

const newSdk = () => createStorefrontSdk({ baseUrl: fake.baseUrl, tokenStore: createMemoryTokenStore() });

describe('a front end on the fake API (Node)', () => {
  it('adds a product to a new cart', async () => {
    const sdk = newSdk();
    const medium = classicTee.variants[0]; // a product with sizes is added as one of its variants
    await sdk.cart.addItem({ item_id: medium.id, item_type: 'Variant', quantity: 1 });
    const { data: cart } = await sdk.cart.get();
    expect(cart.cart_items).toHaveLength(1);
  });

  it('signs the demo customer in', async () => {
    const sdk = newSdk();
    await sdk.auth.login({ email: demoCustomer.user.email ?? '', password: demoCustomer.password });
    const { data: user } = await sdk.account.currentUser();
    expect(user.email).toBe(demoCustomer.user.email);
  });

  it('shows the server message when a call fails', async () => {
    server.use(
      http.get(`${fake.baseUrl}/faqs`, () => HttpResponse.json({ meta: { message: 'FAQs are resting' } }, { status: 503 })),
    );
    await expect(newSdk().content.faqs()).rejects.toMatchObject({ operation: 'listFaqs', status: 503, message: 'FAQs are resting' });
  });
});
