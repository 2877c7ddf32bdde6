import { HttpResponse, http } from 'msw';
import { FIELD_MESSAGES, STORAGE_KEYS } from '@storefront/domain';
import { operations } from '../../generated/operations';
import { floralDress, masalaChai, nonStickPan, videoProduct } from '../fixtures/products';
import { createFakeApi } from './create-fake-api';
import { useFakeKit } from './test-kit';

const kit = useFakeKit();
const { fake } = kit;

describe('fake API wiring', () => {
  it('has one handler per contract operation', () => {
    expect(fake.handlers).toHaveLength(Object.keys(operations).length);
  });

  it('accepts the auth token raw as well as Bearer', async () => {
    const { token } = await kit.shopper();
    const raw = await fetch(`${fake.baseUrl}/users/current_user_detail`, { headers: { Authorization: token } });
    expect(raw.status).toBe(200);
    const bearer = await fetch(`${fake.baseUrl}/users/current_user_detail`, { headers: { Authorization: `Bearer ${token}` } });
    expect(bearer.status).toBe(200);
  });

  it('answers 400 with field errors for unknown body fields and malformed JSON', async () => {
    const unknown = await fetch(`${fake.baseUrl}/subscriber`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', extra: 1 }),
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      meta: { message: 'extra is not allowed' },
      errors: [{ field: 'extra', message: 'extra is not allowed' }],
    });
    const malformed = await fetch(`${fake.baseUrl}/subscriber`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(malformed.status).toBe(400);
  });

  it('fails loudly when a response breaks the contract', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // msw logs the thrown violation
    const broken = createFakeApi({ validator: kit.validator, baseUrl: 'http://broken.test/api/v1' });
    broken.state.settings.currency_symbol = 5 as unknown as string;
    kit.server.use(...broken.handlers);
    const response = await fetch('http://broken.test/api/v1/store_settings');
    expect(response.status).toBe(500);
    expect(broken.violations[0].message).toContain('/data/currency_symbol: must be string');
    jest.restoreAllMocks();
  });

  it("reads the shopper's language as the API does: ?locale=, else Accept-Language, else English", async () => {
    const language = async (query: string, headers: Record<string, string> = {}) =>
      (await fetch(`${fake.baseUrl}/products/filter?page=1${query}`, { headers })).headers.get('content-language');
    expect(await language('')).toBe('en-IN');
    expect(await language('', { 'accept-language': 'hi-IN,en;q=0.5' })).toBe('hi-IN');
    expect(await language('&locale=en-IN', { 'accept-language': 'hi-IN' })).toBe('en-IN');
  });

  it('lets a test override one operation with msw', async () => {
    kit.server.use(http.get(`${fake.baseUrl}/faqs`, () => HttpResponse.json({ data: [], meta: {} })));
    expect((await kit.sdk().content.faqs()).data).toEqual([]);
  });
});

describe('catalogue rules', () => {
  it('sorts by price and popularity, filters by brand and price range', async () => {
    const sdk = kit.sdk();
    const asc = (await sdk.catalog.filter({ sort: 'price_asc', per_page: 60 })).data.map((p) => p.price_with_tax);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const popular = (await sdk.catalog.filter({ sort: 'popular', per_page: 1 })).data[0];
    expect(popular.id).toBe(masalaChai.id);
    const brand = videoProduct.brand?.id as number;
    const byBrand = (await sdk.catalog.filter({ 'brand_ids[]': [brand], per_page: 60 })).data;
    expect(byBrand.every((p) => p.brand?.id === brand)).toBe(true);
    const ranged = (await sdk.catalog.filter({ min_price: 1000, max_price: 2000, per_page: 60 })).data;
    expect(ranged.map((p) => p.id)).toEqual(expect.arrayContaining([floralDress.id, nonStickPan.id]));
    expect(ranged.every((p) => p.price_with_tax >= 1000 && p.price_with_tax <= 2000)).toBe(true);
    await expect(sdk.catalog.filter({ min_price: 10, max_price: 5 })).rejects.toMatchObject({ status: 400 });
  });
});

describe('identity rules', () => {
  it('exchanges a token for a new session, and logs out', async () => {
    const { token } = await kit.shopper();
    const sdk = kit.sdk();
    const session = await sdk.auth.login({ token });
    expect(session.data.token).not.toBe(token);
    await sdk.auth.logout();
    expect(sdk.tokens.get(STORAGE_KEYS.authToken)).toBeNull();
    await expect(kit.sdk().auth.login({ token: 'not-a-token' })).rejects.toMatchObject({ status: 401 });
  });

  it('sends at most 3 PINs per number in 10 minutes', async () => {
    const { phone } = await kit.shopper();
    const sdk = kit.sdk();
    for (let i = 0; i < 3; i++) await sdk.auth.createPin({ full_phone_number: phone });
    await expect(sdk.auth.createPin({ full_phone_number: phone })).rejects.toMatchObject({ status: 429 });
    fake.advanceTime(10 * 60 * 1000 + 1);
    await expect(sdk.auth.createPin({ full_phone_number: phone })).resolves.toMatchObject({
      data: { message: `OTP has been sent on registered ${phone}` },
    });
  });

  it('voids a PIN after 10 minutes', async () => {
    const { phone } = await kit.shopper();
    const sdk = kit.sdk();
    await sdk.auth.createPin({ full_phone_number: phone });
    const pin = fake.latestCode(phone) as string;
    fake.advanceTime(10 * 60 * 1000 + 1);
    await expect(sdk.auth.verifyPin({ full_phone_number: phone, pin })).rejects.toMatchObject({ status: 422 });
  });

  it('changes the email or phone only with the current password, as the API', async () => {
    const { sdk: me } = await kit.shopper();
    const required = 'Enter your current password to change your email or mobile number';
    await expect(me.account.updateCurrentUser({ email: 'thief@kit.test' })).rejects.toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'current_password', message: required }],
    });
    await expect(me.account.updateCurrentUser({ full_phone_number: '7999999999', current_password: 'wrong' })).rejects.toMatchObject({
      status: 422,
      message: 'Your current password is incorrect',
    });
    expect((await me.account.currentUser()).data.full_phone_number).not.toBe('7999999999');
    const moved = await me.account.updateCurrentUser({ email: 'moved@kit.test', current_password: 'Secret@123' });
    expect(moved.data.email).toBe('moved@kit.test');
    await expect(me.account.updateCurrentUser({ name: 'No password needed' })).resolves.toMatchObject({
      data: { name: 'No password needed', email: 'moved@kit.test' },
    });
  });

  it('leaves guest mode with the cart handed back as a cart token', async () => {
    const sdk = kit.sdk();
    await sdk.cart.addItem({ item_id: masalaChai.id, quantity: 2 });
    await sdk.auth.guestCheckout();
    const { data } = await sdk.auth.removeGuestUser();
    expect(sdk.tokens.get(STORAGE_KEYS.cartToken)).toBe(data.cart_token);
    expect(sdk.tokens.get(STORAGE_KEYS.authToken)).toBeNull();
    expect((await sdk.cart.get()).data.total_quantity).toBe(2);
  });

  it('refuses B2B sign-up fields that are missing, and a registered phone', async () => {
    const { phone } = await kit.shopper();
    const sdk = kit.sdk();
    const base = { name: 'B2B', email: 'b2b-new@kit.test', password: 'Secret@123', password_confirmation: 'Secret@123' };
    await expect(
      sdk.auth.register({ user_params: { ...base, full_phone_number: '7111111111', business_type: 'b2b' } }),
    ).rejects.toMatchObject({ status: 400, fieldErrors: expect.arrayContaining([{ field: 'user_params.gstin', message: FIELD_MESSAGES.gstinRequired }]) });
    await expect(sdk.auth.register({ user_params: { ...base, full_phone_number: phone } })).rejects.toMatchObject({ status: 409 });
  });
});
