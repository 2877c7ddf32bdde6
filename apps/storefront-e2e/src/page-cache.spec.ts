import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ProductSummary } from '@storefront/sdk';
import { DEMO_CUSTOMER, logIn, openSignedIn, registerB2bShopper } from './support/account';
import { apiGet, MOBILE, productPath } from './support/store';

/*
 * Pages are rendered on the server for an anonymous shopper and cached per catalogue revision, theme and
 * URL. A page must never carry one shopper's cart, wishlist or name to another: the server renders the
 * same HTML whoever asks, and each shopper's own parts fill in after hydration.
 */

async function firstProductPath(request: APIRequestContext): Promise<string> {
  const { data } = await apiGet<ProductSummary[]>(request, '/products/filter', { page: 1 });
  return productPath(data[0]);
}

async function pageAs(request: APIRequestContext, path: string, token: string | null) {
  const response = await request.get(path, {
    headers: { 'accept-encoding': 'identity', ...(token ? { Authorization: `Bearer ${token}`, Cookie: `auth_token=${token}` } : {}) },
  });
  expect(response.status()).toBe(200);
  return { html: await response.text(), etag: response.headers()['etag'], headers: response.headers() };
}

test.describe('cached pages and shoppers', () => {
  test.use({ viewport: MOBILE });

  test('two shoppers and a B2B shopper get the same page as a guest, then each sees their own account', async ({ request, browser }) => {
    const path = await firstProductPath(request);
    const shopperToken = await logIn(request, DEMO_CUSTOMER);
    const b2bToken = await registerB2bShopper(request, 'Karnataka');

    // The shopper asks first, so whatever is cached was rendered on their request.
    const shopper = await pageAs(request, path, shopperToken);
    const b2b = await pageAs(request, path, b2bToken);
    const guest = await pageAs(request, path, null);
    expect(shopper.html).toBe(guest.html);
    expect(b2b.html).toBe(guest.html);
    expect(b2b.etag).toBe(guest.etag);
    for (const page of [shopper, b2b, guest]) {
      expect(page.html).not.toContain('Demo Shopper');
      expect(page.html).not.toContain(DEMO_CUSTOMER.email);
      expect(page.html).not.toContain('Rao Traders');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['vary']).toContain('accept-encoding');
    }

    // In the browser, each one's own parts (here the phone's Account link) fill in after hydration.
    for (const token of [shopperToken, b2bToken]) {
      const context = await browser.newContext({ viewport: MOBILE });
      const page = await context.newPage();
      await openSignedIn(page, token, path);
      const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
      await expect(quickLinks.getByRole('link', { name: 'Account' })).toBeVisible();
      await expect(quickLinks.getByRole('button', { name: 'Login' })).toHaveCount(0);
      await context.close();
    }
    const guestContext = await browser.newContext({ viewport: MOBILE });
    const guestPage = await guestContext.newPage();
    await guestPage.goto(path);
    await expect(guestPage.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Login' })).toBeVisible();
    await guestContext.close();
  });
});
