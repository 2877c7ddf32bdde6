import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER, logIn, openSignedIn, placeCodOrder, registerB2bShopper, simpleProduct } from './support/account';
import { expectNoSeriousViolations } from './support/axe-check';
import { MOBILE, productPath, toast } from './support/store';

test.describe('account: reviews, phone size and accessibility', () => {
  test('writes a review on the product page and sees it there with the summary updated', async ({ page, request }) => {
    // A fresh shopper: one review per shopper and product, and the demo customer may have reviewed it.
    const token = await registerB2bShopper(request, 'Maharashtra');
    const product = await simpleProduct(request);
    await openSignedIn(page, token, productPath(product));

    const reviews = page.getByRole('region', { name: 'Reviews' });
    const countBefore = Math.max(product.reviews_count, product.reviews.length);
    const form = page.getByRole('region', { name: 'Write a review' });
    await form.getByRole('radio', { name: '4 stars' }).check();
    await form.getByLabel('Title').fill('Does the job well');
    await form.getByLabel('Review', { exact: true }).fill('Sturdy, arrived quickly and works as described.');
    await form.getByRole('button', { name: 'Submit review' }).click();

    await expect(toast(page, 'review successfully added')).toBeVisible();
    await expect(reviews.getByRole('heading', { level: 3, name: 'Does the job well' })).toBeVisible();
    await expect(reviews.getByText(new RegExp(`out of 5 · ${countBefore + 1} reviews?$`))).toBeVisible();

    // A second review of the same product is refused with the server's message; the text stays.
    await form.getByRole('radio', { name: '2 stars' }).check();
    await form.getByLabel('Title').fill('Second thoughts');
    await form.getByLabel('Review', { exact: true }).fill('Trying again.');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.locator('.Toastify').getByRole('alert').filter({ hasNotText: 'review successfully added' })).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue('Second thoughts');
  });

  test('the rating is chosen with star radio buttons: arrow keys, a visible focus, the chosen stars filled', async ({ page, request }) => {
    const token = await registerB2bShopper(request, 'Karnataka');
    const product = await simpleProduct(request);
    await openSignedIn(page, token, productPath(product));

    const form = page.getByRole('region', { name: 'Write a review' });
    const rating = form.getByRole('group', { name: 'Rating' });
    await expect(rating.getByRole('radio')).toHaveCount(5);
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
      await expect(rating.getByRole('radio', { name })).not.toBeChecked();
    }
    await expect(form.getByRole('combobox')).toHaveCount(0);
    const filledStars = rating.locator('svg path[fill="currentColor"]');
    await expect(filledStars).toHaveCount(0);

    // Nothing chosen: the spec's form refuses to send and says why, on the group.
    await form.getByLabel('Title').fill('Keyboard only');
    await form.getByLabel('Review', { exact: true }).fill('Chosen with the arrow keys.');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Please choose a rating from 1 to 5' })).toBeVisible();

    // Shift+Tab from the title enters the group at its last star; arrows move the choice as native radios do.
    await form.getByLabel('Title').focus();
    await page.keyboard.press('Shift+Tab');
    const five = rating.getByRole('radio', { name: '5 stars' });
    await expect(five).toBeFocused();
    await page.keyboard.press('Space');
    await expect(five).toBeChecked();
    await expect(filledStars).toHaveCount(5);
    await page.keyboard.press('ArrowLeft');
    const four = rating.getByRole('radio', { name: '4 stars' });
    await expect(four).toBeChecked();
    await expect(four).toBeFocused();
    await expect(filledStars).toHaveCount(4);
    await expect(form.getByRole('alert').filter({ hasText: 'Please choose a rating from 1 to 5' })).toBeHidden();

    // The focused star shows a ring (its label draws the radio).
    const ring = await page.evaluate(() => {
      const focused = document.activeElement as HTMLInputElement | null;
      const label = focused?.labels?.[0];
      const style = label ? getComputedStyle(label) : null;
      return style ? { style: style.outlineStyle, width: parseFloat(style.outlineWidth) } : null;
    });
    expect(ring?.style).not.toBe('none');
    expect(ring?.width ?? 0).toBeGreaterThanOrEqual(2);

    // A click (or tap) on a star chooses it too.
    await rating.getByRole('radio', { name: '2 stars' }).click();
    await expect(rating.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await expect(filledStars).toHaveCount(2);
    await page.keyboard.press('ArrowRight');
    await expect(rating.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(filledStars).toHaveCount(3);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(toast(page, 'review successfully added')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reviews' }).getByRole('heading', { level: 3, name: 'Keyboard only' })).toBeVisible();
  });

  test('the account area works at 390x844: navigation reachable, pages fit the width', async ({ page, request }) => {
    await page.setViewportSize(MOBILE);
    const token = await logIn(request, DEMO_CUSTOMER);
    await openSignedIn(page, token, '/my-account');
    const nav = page.getByRole('navigation', { name: 'My account' });
    for (const [link, heading] of [
      ['My Orders', 'My Orders'],
      ['Addresses', 'Addresses'],
      ['Wallet', 'Wallet'],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${heading} is wider than the phone`).toBeLessThanOrEqual(0);
    }
    await nav.getByRole('link', { name: 'My Orders' }).click();
    await page.getByRole('link', { name: /^Order INV-/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Order INV-/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('every account page has no serious or critical axe violations', async ({ page, request }) => {
    // Six axe runs on a shared 2-core machine: more than the default minute.
    test.setTimeout(240_000);
    const token = await logIn(request);
    const order = await placeCodOrder(request, token, { productId: (await simpleProduct(request)).id });
    const pages: [string, string | RegExp][] = [
      ['/my-account', /./],
      ['/my-account/orders', 'My Orders'],
      [`/my-account/orders/${order.id}`, `Order ${order.invoice_number}`],
      [`/my-account/orders/${order.id}/invoice`, 'Tax invoice'],
      ['/my-account/wallet', 'Wallet'],
    ];
    await openSignedIn(page, token, pages[0][0]);
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousViolations(page, path);
    }
    // The cancel confirmation dialog, open.
    await page.goto(`/my-account/orders/${order.id}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Cancel this order?' })).toBeVisible();
    await expectNoSeriousViolations(page, 'cancel dialog');
  });
});
