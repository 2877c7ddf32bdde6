import { expect, test } from '@playwright/test';
import { findProducts, productPath, storeSettings } from './support/store';

/**
 * SEO without running JavaScript: the server's HTML for a product already carries its
 * title, description, canonical and JSON-LD, and the JSON-LD data block does not trip the
 * Content-Security-Policy (script-src 'self') once the app runs.
 */

test.describe('a product page for crawlers', () => {
  test.use({ javaScriptEnabled: false });

  test('has the product title, canonical address and Product JSON-LD with JavaScript off', async ({ page, request }) => {
    const [target] = await findProducts(request, (p) => p.stock_qty > 0);
    const { name: storeName } = await storeSettings(request);
    const response = await page.goto(productPath(target));
    expect(response?.status()).toBe(200);

    await expect(page).toHaveTitle(`${target.name} | ${storeName}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${productPath(target)}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, any>); // eslint-disable-line @typescript-eslint/no-explicit-any
    const productData = data.find((item) => item['@type'] === 'Product');
    expect(productData).toMatchObject({ name: target.name, offers: { priceCurrency: 'INR', availability: 'https://schema.org/InStock' } });
    expect(Number(productData?.offers.price ?? productData?.offers.lowPrice)).toBeGreaterThan(0);
    expect(data.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('answers 404 with the not-found title for a product that does not exist', async ({ page }) => {
    const response = await page.goto('/products/no-such-product/99999999');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('404 Page Not Found');
  });
});

test.describe('the same page with the app running', () => {
  test('keeps the server title, runs with no CSP violation and still holds the JSON-LD', async ({ page, request }) => {
    const [target] = await findProducts(request, (p) => p.stock_qty > 0);
    const { name: storeName } = await storeSettings(request);
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        // Kept on the window for the test to read back.
        ((window as unknown as { __csp: string[] }).__csp ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });

    await page.goto(productPath(target));
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible({ timeout: 30_000 });
    // The app's own title for the screen is the one the server sent.
    await expect(page).toHaveTitle(`${target.name} | ${storeName}`);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
    violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));
    expect(violations).toEqual([]);
  });
});
