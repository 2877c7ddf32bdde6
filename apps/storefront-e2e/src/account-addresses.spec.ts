import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe-check';
import { logIn, openSignedIn } from './support/account';
import { MOBILE, toast } from './support/store';

/** The seeded default address of the demo customer (apps/api/src/seed/demo-customer.ts). */
const SEEDED = 'Home, Flat 402, Sea Breeze Apartments, 16th Road';

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The demo customer's address book at /my-account/addresses, against the real API. */
test.describe('account addresses', () => {
  test('adds, edits, makes default and deletes an address, leaving the seeded default as it was', async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await logIn(request);
    await openSignedIn(page, token, '/my-account/addresses');
    await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
    await expect(page).toHaveTitle(/Addresses/);
    const seeded = page.getByRole('listitem', { name: /Flat 402, Sea Breeze Apartments/ });
    await expect(seeded).toContainText('Near Mahim Church');
    await expect(seeded).toContainText('Mumbai, Maharashtra 400050');
    await expect(seeded.getByText('Default', { exact: true })).toBeVisible();

    // Add: the state first, then a city of that state.
    const line1 = `${Date.now() % 100_000} Koregaon Park Road`;
    await page.getByRole('button', { name: 'Add address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByLabel('Full name').fill('Asha Rao');
    await form.getByLabel('Phone').fill('9876501234');
    await form.getByLabel('Address (house no., street)').fill(line1);
    await form.getByLabel('Landmark (optional)').fill('Opposite the park');
    await form.getByLabel('State').selectOption('Maharashtra');
    await expect(form.getByLabel('City').locator('option', { hasText: 'Pune' })).toHaveCount(1);
    await form.getByLabel('City').selectOption('Pune');
    await form.getByLabel('Pincode').fill('411001');
    await form.getByLabel('Address type').selectOption('work');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(toast(page, 'new address successfully added!')).toBeVisible();
    const added = page.getByRole('listitem', { name: new RegExp(line1) });
    await expect(added).toContainText('Opposite the park, Pune, Maharashtra 411001');
    await expect(added.getByText('Default', { exact: true })).toHaveCount(0);

    // Edit.
    const name = `Work, ${line1}`;
    await page.getByRole('button', { name: `Edit address ${name}` }).click();
    const editForm = page.getByRole('form', { name: 'Edit address' });
    await expect(editForm.getByLabel('City')).toHaveValue('Pune');
    await editForm.getByLabel('Landmark (optional)').fill('Next to the bakery');
    await editForm.getByRole('button', { name: 'Save address' }).click();
    await expect(toast(page, 'address successfully updated!')).toBeVisible();
    await expect(added).toContainText('Next to the bakery');

    // Set as default: the marker moves; the seeded address now offers "Set as default".
    await page.getByRole('button', { name: `Set as default address ${name}` }).click();
    await expect(added.getByText('Default', { exact: true })).toBeVisible();
    await expect(seeded.getByText('Default', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Set as default address ${SEEDED}` })).toBeVisible();

    // Delete: "No" keeps it, "Yes" removes it and the seeded address is the default again.
    await page.getByRole('button', { name: `Delete address ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this address?' });
    await expect(dialog).toContainText(line1);
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(added).toBeVisible();
    await page.getByRole('button', { name: `Delete address ${name}` }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'address successfully deleted!')).toBeVisible();
    await expect(added).toHaveCount(0);
    await expect(seeded.getByText('Default', { exact: true })).toBeVisible();
  });

  test('fits a 390 px phone and has no serious or critical axe violations (list, form, delete dialog)', async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(MOBILE);
    const token = await logIn(request);
    await openSignedIn(page, token, '/my-account/addresses');
    await expect(page.getByRole('listitem', { name: /Flat 402/ })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    expect(await overflow(page), 'the address list is wider than the phone').toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, '/my-account/addresses');

    await page.getByRole('button', { name: `Delete address ${SEEDED}` }).click();
    await expect(page.getByRole('alertdialog', { name: 'Delete this address?' })).toBeVisible();
    await expectNoSeriousViolations(page, 'delete address dialog');
    await page.getByRole('button', { name: 'No' }).click();

    await page.getByRole('button', { name: 'Add address' }).click();
    await expect(page.getByRole('form', { name: 'New address' })).toBeVisible();
    expect(await overflow(page), 'the address form is wider than the phone').toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, 'add address form');
  });
});
