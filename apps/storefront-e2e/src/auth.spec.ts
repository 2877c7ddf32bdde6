import { expect, test } from '@playwright/test';
import {
  DEMO,
  acknowledgeAlert,
  authDialog,
  codeSentTo,
  expectToastShown,
  latestOutboxId,
  logIn,
  openSignIn,
  plainProduct,
  recordToasts,
  registerViaApi,
  uniqueShopper,
} from './support/auth';
import { LIGHT_PAGE, MOBILE, openStore, siteHeader } from './support/store';

/**
 * Signing in, out and back (docs/product.md §2, §4, §5, §8) in the built storefront against the real API and the
 * demo store: the sign-in modal from the account icon, OTP codes from the development outbox.
 */

test.beforeEach(async ({ page }) => {
  await recordToasts(page);
});

test.describe('sign in', () => {
  test('by email: toast, the prompt closes, the account icon leads to /my-account', async ({ page }) => {
    await openStore(page, LIGHT_PAGE);
    const dialog = await openSignIn(page);
    await logIn(dialog, DEMO.email, DEMO.password);
    await expectToastShown(page, 'you are successfully logged in!!');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await siteHeader(page).getByRole('button', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByRole('region', { name: 'Profile' })).toContainText(DEMO.email);
  });

  test('by mobile number', async ({ page }) => {
    await openStore(page, LIGHT_PAGE);
    const dialog = await openSignIn(page);
    await logIn(dialog, DEMO.phone, DEMO.password);
    await expectToastShown(page, 'you are successfully logged in!!');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).not.toBeNull();
  });

  test('the three validation messages, announced and tied to their inputs; a wrong password keeps the values', async ({ page }) => {
    await openStore(page, LIGHT_PAGE);
    const dialog = await openSignIn(page);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'email or mobile required' })).toBeVisible();
    await expect(dialog.getByRole('alert').filter({ hasText: 'password required' })).toBeVisible();
    await expect(dialog.getByLabel('Email or mobile number')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Email or mobile number').fill('98765');
    await dialog.getByLabel('Email or mobile number').blur();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Invalid email or mobile number' })).toBeVisible();

    await logIn(dialog, DEMO.email, 'not-the-password');
    await expect.poll(() => page.evaluate(() => window.__toastsSeen?.length ?? 0)).toBe(1);
    await expect(dialog.getByLabel('Email or mobile number')).toHaveValue(DEMO.email);
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('not-the-password');
  });

  test('with an OTP sent to the mobile number', async ({ page, request }) => {
    await openStore(page, LIGHT_PAGE);
    const dialog = await openSignIn(page);
    await dialog.getByRole('button', { name: 'Login with OTP' }).click();
    const otpDialog = authDialog(page, 'Login with OTP');
    const after = await latestOutboxId(request, DEMO.phone);
    await otpDialog.getByLabel('Phone number').fill(DEMO.phone);
    await otpDialog.getByRole('button', { name: 'Send OTP' }).click();
    await expectToastShown(page, `OTP has been sent on registered ${DEMO.phone}`);
    const otp = otpDialog.getByLabel('OTP', { exact: true });
    await expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(otpDialog.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();
    await otp.fill(await codeSentTo(request, DEMO.phone, after));
    await otp.press('Enter');
    await expectToastShown(page, 'you are successfully logged in!!');
    await expect(otpDialog).toBeHidden();
  });

  test('forgot password end to end, then login with the new password', async ({ page, request }) => {
    const shopper = uniqueShopper('reset');
    await registerViaApi(request, shopper);
    await openStore(page, LIGHT_PAGE);
    const signIn = await openSignIn(page);
    await signIn.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = authDialog(page, 'Forgot password');

    const after = await latestOutboxId(request, shopper.email);
    await dialog.getByLabel('Email or mobile number').fill(shopper.email);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expectToastShown(page, `OTP has been sent on registered ${shopper.email}`);
    await dialog.getByLabel('OTP', { exact: true }).fill(await codeSentTo(request, shopper.email, after));
    await dialog.getByRole('button', { name: 'Verify OTP' }).click();

    await dialog.getByLabel('New password', { exact: true }).fill('Fresh@2026');
    await dialog.getByLabel('Confirm new password').fill('Fresh@2025');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await acknowledgeAlert(page, 'password not matching!');
    await expect(dialog.getByLabel('New password', { exact: true })).toHaveValue('Fresh@2026');

    await dialog.getByLabel('Confirm new password').fill('Fresh@2026');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    const login = authDialog(page, 'Sign in');
    await expect(login.getByLabel('Email or mobile number')).toBeVisible();
    await logIn(login, shopper.email, 'Fresh@2026');
    await expectToastShown(page, 'you are successfully logged in!!');
  });
});

test.describe('the guest cart and logout', () => {
  test("login keeps the guest's cart; logout empties the badge and signs out", async ({ page, request }) => {
    const item = await plainProduct(request);
    await openStore(page, LIGHT_PAGE);
    await page.evaluate(async (itemId) => {
      const response = await fetch('/api/v1/carts/add_item', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ item_id: itemId, item_type: 'Product', quantity: 2 }),
      });
      const { data } = (await response.json()) as { data: { cart_token: string } };
      localStorage.setItem('cart_token', data.cart_token);
    }, item.id);
    await openStore(page, LIGHT_PAGE);
    const cart = siteHeader(page).getByRole('button', { name: /^Cart/ });
    await expect(cart).toHaveAccessibleName('Cart, 2 items');

    // A fresh shopper: the demo customer's own cart may hold items from other tests.
    const shopper = uniqueShopper('cart');
    await registerViaApi(request, shopper);
    await logIn(await openSignIn(page), shopper.email, shopper.password);
    await expectToastShown(page, 'you are successfully logged in!!');
    await expect(cart).toHaveAccessibleName('Cart, 2 items');
    expect(await page.evaluate(() => localStorage.getItem('cart_token'))).toBeNull();

    await siteHeader(page).getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(cart).toHaveAccessibleName('Cart');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });
});

test.describe('on a phone (390 x 844)', () => {
  test.use({ viewport: MOBILE });

  test("the bottom bar's Login opens the forms, which fit the screen, and signs in", async ({ page }) => {
    await openStore(page, LIGHT_PAGE);
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Login' }).click();
    const dialog = authDialog(page);
    await expect(dialog.getByLabel('Email or mobile number')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
    await logIn(dialog, DEMO.email, DEMO.password);
    await expectToastShown(page, 'you are successfully logged in!!');
    await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Account' })).toBeVisible();
  });
});
