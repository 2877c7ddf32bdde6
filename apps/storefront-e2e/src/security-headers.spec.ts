import { expect, test, type Page, type Response } from '@playwright/test';
import { expectHomeLoaded, findProducts, LIGHT_PAGE, openStore, productPath, siteHeader } from './support/store';

/**
 * The storefront runs under the server's Content-Security-Policy (apps/api/src/web/security-headers.ts):
 * home, a product and a search load and work with no `securitypolicyviolation`, and the page answers
 * carry the policy headers.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations: Violation[];
  }
}

/** Records every CSP violation of the page (and its frames) from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const consoleReports: Violation[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push({ directive: 'console', blocked: message.text(), source: '' });
  });
  return async () => [...(await page.evaluate(() => window.__cspViolations)), ...consoleReports];
}

function expectPolicyHeaders(response: Response | null): void {
  expect(response, 'the page answered').not.toBeNull();
  const headers = (response as Response).headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

test.describe('security headers and the Content-Security-Policy', () => {
  test('home loads with every section and no CSP violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/');
    expectPolicyHeaders(response);
    await expectHomeLoaded(page);
    expect(await violations()).toEqual([]);
  });

  test('a product page loads with its pictures and no CSP violation', async ({ page, request }) => {
    const [target] = await findProducts(request, (p) => p.in_stock);
    const violations = await watchViolations(page);
    const response = await page.goto(productPath(target));
    expectPolicyHeaders(response);
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('img', { name: target.name }).first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the header search shows results with no CSP violation', async ({ page, request }) => {
    const [target] = await findProducts(request, (p) => p.in_stock);
    const violations = await watchViolations(page);
    await openStore(page, LIGHT_PAGE);
    const box = siteHeader(page).getByRole('combobox', { name: 'Search products' });
    await box.fill(target.name.split(' ').slice(0, 2).join(' '));
    await expect(siteHeader(page).getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible({
      timeout: 15_000,
    });
    expect(await violations()).toEqual([]);
  });

  test('assets and the API answer with the same headers', async ({ request }) => {
    const api = await request.get('/api/v1/store_settings');
    expect(api.headers()['x-content-type-options']).toBe('nosniff');
    expect(api.headers()['content-security-policy']).toContain("default-src 'self'");
    const favicon = await request.get('/favicon.svg');
    expect(favicon.headers()['x-content-type-options']).toBe('nosniff');
  });
});
