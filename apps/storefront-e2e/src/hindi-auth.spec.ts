import { expect, test } from '@playwright/test';
import { DEMO, expectToastShown, recordToasts } from './support/auth';
import { HI } from './support/hindi-texts';
import { openStore, siteHeader } from './support/store';

/**
 * A Hindi shopper signs in (docs/product.md §2, §5, in Hindi at /hi): the sign-in dialog from the header's
 * account icon, its labels and the success toast in Hindi, and the account page stays under /hi.
 */

test('sign in from the header in Hindi: dialog, labels, toast, then the account page at /hi/my-account', async ({ page }) => {
  await recordToasts(page);
  await openStore(page, '/hi/contact-us');
  await siteHeader(page).getByRole('button', { name: HI.account }).click();
  const dialog = page.getByRole('dialog', { name: HI.signInDialog });
  await expect(dialog.getByLabel(HI.emailOrMobile)).toBeVisible();

  await dialog.getByLabel(HI.emailOrMobile).fill(DEMO.email);
  await dialog.getByLabel(HI.password, { exact: true }).fill(DEMO.password);
  await dialog.getByRole('button', { name: HI.login, exact: true }).click();
  await expectToastShown(page, HI.loggedIn);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  await siteHeader(page).getByRole('button', { name: HI.account }).click();
  await expect(page).toHaveURL(/\/hi\/my-account$/);
  await expect(page.getByRole('main')).toContainText(DEMO.email);
});
