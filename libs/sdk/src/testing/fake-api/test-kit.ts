import { createMemoryTokenStore } from '../../tokens/token-store';
import { createStorefrontSdk, type StorefrontSdk } from '../../create-storefront-sdk';
import { createContractValidator } from '../contract/validator';
import { validatingFetch } from '../contract/validating-fetch';
import { demoCustomer } from '../fixtures/customers';
import { createFakeApi } from './create-fake-api';
import { setupFakeServer } from './server';

let shopperCount = 0;

/**
 * Jest wiring for the fake's own specs: a fake on msw, SDKs whose every response is validated, the
 * operations seen (for the coverage check), a fresh state after each test.
 */
export function useFakeKit() {
  const validator = createContractValidator();
  const fake = createFakeApi({ validator });
  const server = setupFakeServer(fake);
  const seen = new Set<string>();
  const fetch = validatingFetch(validator, async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const matched = validator.findOperation(request.method, request.url);
    if (matched) seen.add(matched.operation.operationId);
    return globalThis.fetch(input, init);
  });
  beforeAll(() => server.listen());
  afterEach(() => {
    expect([...fetch.violations, ...fake.violations].map((v) => v.message)).toEqual([]);
    fetch.violations.length = 0;
    server.resetHandlers();
    fake.reset();
  });
  afterAll(() => server.close());

  const sdk = (): StorefrontSdk => createStorefrontSdk({ baseUrl: fake.baseUrl, tokenStore: createMemoryTokenStore(), fetch });

  /** A new registered shopper, signed in on `on`. */
  async function shopper(on: StorefrontSdk = sdk()) {
    shopperCount += 1;
    const phone = `70000${String(shopperCount).padStart(5, '0')}`;
    const session = await on.auth.register({
      user_params: {
        name: `Shopper ${shopperCount}`,
        email: `shopper${shopperCount}@kit.test`,
        full_phone_number: phone,
        password: 'Secret@123',
        password_confirmation: 'Secret@123',
      },
    });
    on.auth.useToken(session.data.token);
    return { sdk: on, phone, email: `shopper${shopperCount}@kit.test`, token: session.data.token };
  }

  /** The demo customer, signed in. */
  async function demo(on: StorefrontSdk = sdk()) {
    await on.auth.login({ email: demoCustomer.user.email as string, password: demoCustomer.password });
    return on;
  }

  /** A signed-in cart with `quantity` of a product, delivered to a new address; answers the address id. */
  async function readyToPay(on: StorefrontSdk, productId: number, quantity = 1): Promise<number> {
    await on.cart.addItem({ item_id: productId, item_type: 'Product', quantity });
    const { data } = await on.addresses.create({
      name: 'Kit Shopper',
      phone: '9000000001',
      address_line_1: '1 Test Street',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    });
    await on.cart.addAddress(data.address.id);
    return data.address.id;
  }

  return { fake, server, validator, fetch, seen, sdk, shopper, demo, readyToPay };
}
