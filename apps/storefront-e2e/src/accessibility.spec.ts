import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe-check';
import { expectHomeLoaded, findProducts, openStore, productCards, productPath, renderWholeHome } from './support/store';

/**
 * Automated accessibility checks (axe, WCAG 2 A and AA rules) on the main screens: no violation of impact
 * serious or critical.
 */

/** A plain product page (no video: the embed cannot load without network). */
async function plainProduct(request: APIRequestContext) {
  const [found] = await findProducts(request, (p) => !p.video_url && p.in_stock && p.reviews_count > 0);
  return found;
}

test.describe('accessibility', () => {
  test('home has no serious or critical axe violations', async ({ page }) => {
    // Every section rendered (they render as the shopper scrolls), then axe over all of them: the longest page.
    test.slow();
    await openStore(page, '/');
    await expectHomeLoaded(page);
    await renderWholeHome(page);
    await expectNoSeriousViolations(page, 'home');
  });

  test('the product list has no serious or critical axe violations', async ({ page }) => {
    await openStore(page, '/products');
    await expect(productCards(page.getByRole('main')).first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Category' })).toBeVisible();
    await expectNoSeriousViolations(page, 'product list');
  });

  test('the product detail has no serious or critical axe violations', async ({ page, request }) => {
    const found = await plainProduct(request);
    await openStore(page, productPath(found));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(found.name);
    await expect(page.getByRole('region', { name: 'Reviews' })).toBeVisible();
    await expectNoSeriousViolations(page, 'product detail');
  });

  test('a CMS page has no serious or critical axe violations', async ({ page }) => {
    await openStore(page, '/get-to-know-us/terms_and_policy');
    await expect(page.getByRole('main').getByRole('article')).toBeVisible();
    await expectNoSeriousViolations(page, 'CMS page');
  });

  test('the FAQs have no serious or critical axe violations', async ({ page }) => {
    await openStore(page, '/faqs');
    const first = page.getByRole('main').getByRole('button').first();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousViolations(page, 'FAQs');
  });

  test('the contact page has no serious or critical axe violations, also with its errors shown', async ({ page }) => {
    await openStore(page, '/contact-us');
    await expectNoSeriousViolations(page, 'contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'contact with errors');
  });

  test('the 404 page has no serious or critical axe violations', async ({ page }) => {
    await openStore(page, '/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expectNoSeriousViolations(page, '404');
  });
});
