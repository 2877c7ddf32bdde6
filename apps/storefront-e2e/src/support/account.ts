import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Order, ProductDetail, ProductSummary } from '@storefront/sdk';
import { apiGet, expectStoreReady } from './store';

/** The seeded demo customer (apps/api/src/seed/demo-customer.ts). */
export const DEMO_CUSTOMER = { email: 'demo@storefront.test', password: 'Demo@1234' } as const;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function apiSend<T>(request: APIRequestContext, method: 'post' | 'put', path: string, token: string | null, data: object) {
  const response = await request[method](`/api/v1${path}`, { data, headers: token ? auth(token) : {} });
  expect(response.ok(), `${method.toUpperCase()} /api/v1${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Logs in through the API (POST /sessions) and answers the auth token. */
export async function logIn(request: APIRequestContext, credentials: { email: string; password: string } = DEMO_CUSTOMER) {
  return (await apiSend<{ token: string }>(request, 'post', '/sessions', null, credentials)).token;
}

/** Opens a page of the store already signed in: the token is in localStorage `auth_token` before load. */
export async function openSignedIn(page: Page, token: string, path: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);
  await page.goto(path);
  await expectStoreReady(page);
}

let registered = 0;

/** A new B2B shopper (GSTIN, business name) with a delivery address in `state`; answers the token. */
export async function registerB2bShopper(request: APIRequestContext, state: string) {
  registered += 1;
  const stamp = `${Date.now() % 1_000_000}${registered}`;
  const password = 'Trade@1234';
  const email = `b2b-${stamp}@storefront.test`;
  const { token } = await apiSend<{ token: string }>(request, 'post', '/users', null, {
    user_params: {
      name: 'Priya Rao',
      email,
      full_phone_number: `9${stamp.padStart(9, '0').slice(-9)}`,
      password,
      password_confirmation: password,
      business_type: 'b2b',
      gstin: '29ABCDE1234F1Z5',
      business_name: 'Rao Traders Pvt Ltd',
      gst_state: 'Karnataka',
      gst_address: '12 MG Road, Bengaluru',
    },
  });
  await apiSend(request, 'post', '/addresses', token, {
    name: 'Priya Rao',
    phone: '9123456780',
    address_line_1: '12 MG Road',
    city: 'Bengaluru',
    state,
    pincode: '560001',
  });
  return token;
}

/** An in-stock product without variants (added to the cart as a Product), with its detail. */
export async function simpleProduct(request: APIRequestContext, minStock = 5): Promise<ProductDetail> {
  const { data } = await apiGet<ProductSummary[]>(request, '/products/filter', { per_page: 60, in_stock: 'true' });
  for (const summary of data.filter((p) => p.stock_qty >= minStock && !p.back_order)) {
    const detail = (await apiGet<ProductDetail>(request, `/products/${summary.id}`)).data;
    if (detail.variants.length === 0) return detail;
  }
  throw new Error('no in-stock product without variants in the demo store');
}

export const stockOf = async (request: APIRequestContext, productId: number) =>
  (await apiGet<ProductDetail>(request, `/products/${productId}`)).data.stock_qty;

/** Places a cash-on-delivery order through the API (cart, first address, POST /orders). */
export async function placeCodOrder(
  request: APIRequestContext,
  token: string,
  { productId, quantity = 1, useWallet = false }: { productId: number; quantity?: number; useWallet?: boolean },
): Promise<Order> {
  await apiSend(request, 'post', '/carts/add_item', token, { item_id: productId, item_type: 'Product', quantity });
  const addresses = await request.get('/api/v1/addresses', { headers: auth(token) });
  const [address] = ((await addresses.json()) as { data: { id: number }[] }).data;
  return apiSend<Order>(request, 'post', '/orders', token, { address_id: address.id, payment_method: 'cod', use_wallet_balance: useWallet });
}
