import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe-check';
import { hindiPath, expectHindiHomeLoaded } from './support/hindi';
import { HI } from './support/hindi-texts';
import { findProducts, openStore, productCards, productPath, renderWholeHome, siteHeader } from './support/store';

/**
 * The axe checks of accessibility.spec.ts (WCAG 2 A and AA rules, no serious or critical violation) on the
 * Hindi pages: the same screens with Hindi names, labels and `lang="hi-IN"`, plus the sign-in dialog and
 * the cart drawer in Hindi.
 */

/** A plain product page (no video: the embed cannot load without network). */
async function plainProduct(request: APIRequestContext) {
  const [found] = await findProducts(request, (p) => !p.video_url && p.in_stock && p.reviews_count > 0);
  return found;
}

test.describe('accessibility in Hindi', () => {
  test('Hindi home has no serious or critical axe violations', async ({ page }) => {
    test.slow();
    await openStore(page, '/hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expectHindiHomeLoaded(page);
    await renderWholeHome(page);
    await expectNoSeriousViolations(page, 'Hindi home');
  });

  test('the Hindi product list has no serious or critical axe violations', async ({ page }) => {
    await openStore(page, '/hi/products');
    await expect(productCards(page.getByRole('main')).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'Hindi product list');
  });

  test('the Hindi product detail has no serious or critical axe violations', async ({ page, request }) => {
    const found = await plainProduct(request);
    await openStore(page, hindiPath(productPath(found)));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'Hindi product detail');
  });

  test('a Hindi CMS page, the FAQs and the 404 page have no serious or critical axe violations', async ({ page }) => {
    await openStore(page, '/hi/get-to-know-us/terms_and_policy');
    await expect(page.getByRole('main').getByRole('article')).toBeVisible();
    await expectNoSeriousViolations(page, 'Hindi CMS page');
    await openStore(page, '/hi/faqs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HI.faqsTitle);
    await expectNoSeriousViolations(page, 'Hindi FAQs');
    await openStore(page, '/hi/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'Hindi 404');
  });

  test('the Hindi contact page has no serious or critical axe violations, also with its errors shown', async ({ page }) => {
    await openStore(page, '/hi/contact-us');
    await expectNoSeriousViolations(page, 'Hindi contact');
    await page.getByRole('main').locator('button[type="submit"]').click();
    await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'Hindi contact with errors');
  });

  test('the Hindi sign-in dialog and cart drawer have no serious or critical axe violations', async ({ page }) => {
    await openStore(page, '/hi/contact-us');
    await siteHeader(page).getByRole('button', { name: HI.account }).click();
    await expect(page.getByRole('dialog', { name: HI.signInDialog })).toBeVisible();
    await expectNoSeriousViolations(page, 'Hindi sign-in dialog');
    await page.keyboard.press('Escape');
    await siteHeader(page).getByRole('button', { name: new RegExp(`^${HI.cart}(,|$)`) }).first().click();
    await expect(page.getByRole('dialog', { name: HI.shoppingCart })).toBeVisible();
    await expectNoSeriousViolations(page, 'Hindi cart drawer');
  });
});
