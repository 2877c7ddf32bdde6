import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { acknowledgeAlert, authDialog, expectToastShown, openSignIn, recordToasts, uniqueShopper } from './support/auth';
import { LIGHT_PAGE, openStore } from './support/store';
import { animationsSettled } from './support/axe-check';
import { withStoreSettings } from './support/store-settings-db';

/**
 * Registration (docs/product.md §2, §4, §5, §8) against the real API: the simple form, the account type choice
 * (personal or business) on a store with B2B sign-up, the B2B form with a PDF, the terms alert as an alert
 * dialog, a salon store with OTP as the default login (settings switched in the run's database and put back), and
 * axe on each auth form.
 */

test.beforeEach(async ({ page }) => {
  await recordToasts(page);
});

/** Opens the sign-in prompt and follows its "Register" link. */
async function openRegister(page: Page) {
  const signIn = await openSignIn(page);
  await signIn.getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = authDialog(page, 'Register');
  await expect(dialog.getByLabel('Full Name')).toBeVisible();
  return dialog;
}

const BLOCKING = new Set(['serious', 'critical']);

async function expectNoSeriousViolations(page: Page, label: string, within = '[role="dialog"]') {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).include(within).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), label).toEqual([]);
}

const signedIn = (page: Page) => expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).not.toBeNull();

test.describe('register', () => {
  test('B2C on the simple form: the terms alert, then registered and signed in', async ({ page }) => {
    await withStoreSettings({ allow_b2b_signup: 0 }, async () => {
      const shopper = uniqueShopper('b2c');
      await openStore(page, LIGHT_PAGE);
      const dialog = await openRegister(page);
      await expect(dialog.getByLabel('GST No')).toHaveCount(0);
      await dialog.getByLabel('Full Name').fill(shopper.name);
      await dialog.getByLabel('Email').fill(shopper.email);
      await dialog.getByLabel('Phone/Mobile').fill(shopper.phone);
      await dialog.getByLabel('Password', { exact: true }).fill(shopper.password);
      await dialog.getByLabel('Confirm Password').fill(shopper.password);
      await dialog.getByRole('button', { name: 'Register', exact: true }).click();
      await acknowledgeAlert(page, 'please select terms & policy!');
      await expect(dialog.getByLabel('Full Name')).toHaveValue(shopper.name);

      await dialog.getByRole('checkbox', { name: /I agree to the terms & policy/ }).check();
      await dialog.getByRole('button', { name: 'Register', exact: true }).click();
      await expectToastShown(page, `${shopper.name} you are successfully register!!`);
      await signedIn(page);
      await expect(dialog).toBeHidden();
    });
  });

  test('B2B with a small PDF', async ({ page }) => {
    const shopper = uniqueShopper('b2b');
    await openStore(page, LIGHT_PAGE);
    const dialog = await openRegister(page);
    await dialog.getByRole('radio', { name: 'Business' }).check();
    await dialog.getByLabel('Full Name').fill(shopper.name);
    await dialog.getByLabel('Email').fill(shopper.email);
    await dialog.getByLabel('Phone/Mobile').fill(shopper.phone);
    await dialog.getByLabel('Password', { exact: true }).fill(shopper.password);
    await dialog.getByLabel('Confirm Password').fill(shopper.password);
    await dialog.getByLabel('GST No').fill('29ABCDE1234F1Z5');
    await dialog.getByLabel('Business Name').fill('Test Traders');
    await dialog.getByLabel('Business Address').fill('12 MG Road, Bengaluru');
    await dialog.getByLabel('Business State').selectOption('Karnataka');
    const upload = dialog.getByLabel('Upload Documents');
    await upload.setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await expect(dialog.getByRole('alert').filter({ hasText: 'Documents must be PDF, PNG or JPEG files' })).toBeVisible();
    await upload.setInputFiles({ name: 'gst-certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(dialog.getByText('gst-certificate.pdf')).toBeVisible();
    await dialog.getByRole('checkbox', { name: /I agree to the terms & policy/ }).check();

    const registered = page.waitForResponse((r) => r.url().endsWith('/api/v1/users') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    const response = await registered;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as { user_params: { business_type: string; documents: { filename: string; content: string }[] } };
    expect(sent.user_params.business_type).toBe('b2b');
    expect(sent.user_params.documents[0]).toMatchObject({ filename: 'gst-certificate.pdf' });
    expect(sent.user_params.documents[0]?.content).toMatch(/^data:application\/pdf;base64,/);
    await expectToastShown(page, `${shopper.name} you are successfully register!!`);
    await signedIn(page);
  });

  test('on a store with B2B sign-up on (the demo store) a consumer chooses a personal account and registers', async ({ page }) => {
    const shopper = uniqueShopper('personal');
    await openStore(page, LIGHT_PAGE);
    const dialog = await openRegister(page);
    const accountType = dialog.getByRole('group', { name: 'Account type' });
    await expect(accountType.getByRole('radio', { name: 'Personal' })).toBeChecked();
    await expect(accountType.getByRole('radio', { name: 'Business' })).not.toBeChecked();
    await expect(dialog.getByLabel('GST No')).toHaveCount(0);
    await expect(dialog.getByLabel('Business Name')).toHaveCount(0);

    // Business shows the B2B fields; back to Personal hides them again.
    await accountType.getByRole('radio', { name: 'Business' }).check();
    for (const field of ['GST No', 'Business Name', 'Business Address', 'Business State']) {
      await expect(dialog.getByLabel(field)).toBeVisible();
    }
    await accountType.getByRole('radio', { name: 'Personal' }).check();
    await expect(dialog.getByLabel('GST No')).toHaveCount(0);

    await dialog.getByLabel('Full Name').fill(shopper.name);
    await dialog.getByLabel('Email').fill(shopper.email);
    await dialog.getByLabel('Phone/Mobile').fill(shopper.phone);
    await dialog.getByLabel('Password', { exact: true }).fill(shopper.password);
    await dialog.getByLabel('Confirm Password').fill(shopper.password);
    await dialog.getByRole('checkbox', { name: /I agree to the terms & policy/ }).check();
    const registered = page.waitForResponse((r) => r.url().endsWith('/api/v1/users') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    const response = await registered;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as { user_params: Record<string, unknown> };
    expect(sent.user_params.business_type).toBe('b2c');
    expect(sent.user_params).not.toHaveProperty('gstin');
    expect(((await response.json()) as { data: { user: { business_type: string } } }).data.user.business_type).toBe('b2c');
    await expectToastShown(page, `${shopper.name} you are successfully register!!`);
    await signedIn(page);
  });

  test('the terms alert is an alert dialog: announced at once, OK focused, the rest of the form kept', async ({ page }) => {
    const shopper = uniqueShopper('terms');
    await openStore(page, LIGHT_PAGE);
    const dialog = await openRegister(page);
    await dialog.getByLabel('Full Name').fill(shopper.name);
    await dialog.getByLabel('Email').fill(shopper.email);
    await dialog.getByLabel('Phone/Mobile').fill(shopper.phone);
    await dialog.getByLabel('Password', { exact: true }).fill(shopper.password);
    await dialog.getByLabel('Confirm Password').fill(shopper.password);
    let sent = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/users') && r.method() === 'POST') sent = true;
    });
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();

    const alert = page.getByRole('alertdialog', { name: 'please select terms & policy!', exact: true });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
    // Tab stays in the alert: its only control is OK.
    await page.keyboard.press('Tab');
    await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
    await expectNoSeriousViolations(page, 'terms alert', '[role="alertdialog"]');
    expect(await page.evaluate(() => window.__toastsSeen ?? [])).not.toContain('please select terms & policy!');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();

    expect(sent).toBe(false);
    await expect(dialog.getByRole('button', { name: 'Register', exact: true })).toBeFocused();
    await expect(dialog.getByLabel('Full Name')).toHaveValue(shopper.name);
    await expect(dialog.getByLabel('Email')).toHaveValue(shopper.email);
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue(shopper.password);
  });

  test('on a salon store with OTP as the default login', async ({ page }) => {
    await withStoreSettings({ default_web_login_method: 'otp', store_type: 'salon', allow_b2b_signup: 0 }, async () => {
      const shopper = uniqueShopper('salon');
      await openStore(page, LIGHT_PAGE);
      await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
      const otpLogin = authDialog(page, 'Login with OTP');
      await expect(otpLogin.getByLabel('Phone number')).toBeVisible();
      await otpLogin.getByRole('button', { name: 'Register', exact: true }).click();
      const dialog = authDialog(page, 'Register');
      await expect(dialog.getByLabel('Full Name')).toBeVisible();
      await expect(dialog.getByLabel('Email')).toHaveCount(0);
      await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);

      await dialog.getByLabel('Full Name').fill(shopper.name);
      await dialog.getByLabel('Phone/Mobile').fill(shopper.phone);
      await dialog.getByRole('checkbox', { name: /I agree to the terms & policy/ }).check();
      await dialog.getByRole('button', { name: 'Register', exact: true }).click();
      for (const message of ['salon category is required', 'salon monthly consumption is required', 'business name is required']) {
        await expect(dialog.getByRole('alert').filter({ hasText: message })).toBeVisible();
      }
      await dialog.getByLabel('Business Name').fill('Glow Salon');
      await dialog.getByLabel('Salon category').selectOption({ label: 'Unisex' });
      await dialog.getByLabel('Monthly consumption').selectOption('2500-5000');
      await dialog.getByLabel('Salon location pincode').fill('560001');
      await dialog.getByRole('button', { name: 'Register', exact: true }).click();
      await expectToastShown(page, `${shopper.name} you are successfully register!!`);
      await signedIn(page);
    });
  });
});

test.describe('auth forms accessibility', () => {

  test('login, register, forgot password and OTP login have no serious or critical violations', async ({ page }) => {
    await openStore(page, LIGHT_PAGE);
    const login = await openSignIn(page);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(login.getByRole('alert').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'login form with its messages');

    await login.getByRole('button', { name: 'Register', exact: true }).click();
    await expectNoSeriousViolations(page, 'register form (personal)');
    await authDialog(page, 'Register').getByRole('radio', { name: 'Business' }).check();
    await expect(authDialog(page, 'Register').getByLabel('GST No')).toBeVisible();
    await expectNoSeriousViolations(page, 'register form (B2B)');

    await authDialog(page, 'Register').getByRole('button', { name: 'Login', exact: true }).click();
    await authDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await expect(authDialog(page, 'Forgot password').getByLabel('Email or mobile number')).toBeVisible();
    await expectNoSeriousViolations(page, 'forgot password');

    await authDialog(page, 'Forgot password').getByRole('button', { name: 'Back to login' }).click();
    await authDialog(page).getByRole('button', { name: 'Login with OTP' }).click();
    await expect(authDialog(page, 'Login with OTP').getByLabel('Phone number')).toBeVisible();
    await expectNoSeriousViolations(page, 'OTP login');
  });
});
