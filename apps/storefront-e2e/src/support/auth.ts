import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { OutboxMessage, ProductSummary } from '@storefront/sdk';
import { apiGet, findProducts, product, siteHeader } from './store';

/*
 * What the auth tests share: the demo customer (apps/api/src/seed/demo-customer.ts), codes read from the
 * development outbox, shoppers registered through the API for tests that change a password, and the
 * sign-in dialog.
 */

/** The seeded demo customer. */
export const DEMO = { email: 'demo@storefront.test', phone: '9876543210', password: 'Demo@1234' } as const;

/** A number and an email nobody else in this run has (the run's database may be reused by a rerun). */
export function uniqueShopper(tag: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-9);
  return { name: `Test ${tag}`, email: `${tag}.${stamp}@storefront.test`, phone: `7${stamp}`, password: 'Shop@12345' };
}

/** Registers a shopper through the API (fast set-up for tests about something else). */
export async function registerViaApi(request: APIRequestContext, shopper: ReturnType<typeof uniqueShopper>): Promise<void> {
  const response = await request.post('/api/v1/users', {
    data: {
      user_params: {
        name: shopper.name,
        email: shopper.email,
        full_phone_number: shopper.phone,
        password: shopper.password,
        password_confirmation: shopper.password,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The newest message id in the outbox for `to` (0 when none): codes after it are new. */
export async function latestOutboxId(request: APIRequestContext, to: string): Promise<number> {
  const { data } = await apiGet<OutboxMessage[]>(request, '/dev/outbox', { to });
  return data.reduce((max, m) => Math.max(max, m.id), 0);
}

/** The code sent to `to` after message `afterId`, from the development outbox. */
export async function codeSentTo(request: APIRequestContext, to: string, afterId: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const { data } = await apiGet<OutboxMessage[]>(request, '/dev/outbox', { to });
      code = data.find((m) => m.code && m.id > afterId)?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** The sign-in modal, by the name of the form it shows. */
export const authDialog = (page: Page, name: string | RegExp = 'Sign in'): Locator => page.getByRole('dialog', { name });

/** Opens the sign-in prompt from the header's account icon and waits for the login form. */
export async function openSignIn(page: Page): Promise<Locator> {
  await siteHeader(page).getByRole('button', { name: 'Account' }).click();
  const dialog = authDialog(page);
  await expect(dialog.getByLabel('Email or mobile number')).toBeVisible();
  return dialog;
}

/** Fills the login form and presses Enter in the password (Enter submits). */
export async function logIn(dialog: Locator, emailOrMobile: string, password: string): Promise<void> {
  await dialog.getByLabel('Email or mobile number').fill(emailOrMobile);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
}

/** An in-stock product without variants (added to a cart as a plain Product). */
export async function plainProduct(request: APIRequestContext): Promise<ProductSummary> {
  const candidates = await findProducts(request, (p) => p.in_stock && p.stock_qty >= 5, 12);
  for (const candidate of candidates) {
    if ((await product(request, candidate.id)).variants.length === 0) return candidate;
  }
  throw new Error('The demo store has no in-stock product without variants');
}

declare global {
  interface Window {
    __toastsSeen?: string[];
  }
}

/**
 * Remembers every toast the page shows. A success toast stays 2 s (docs/product.md §9) and the home page that
 * login goes to can keep a busy 2-core machine's main thread longer than that, so a test asks what was
 * shown rather than racing the toast's exit.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__toastsSeen = [];
    const seen = window.__toastsSeen;
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll('.Toastify [role="alert"]'))) {
        const text = toast.textContent?.trim() ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** A toast with exactly this text was shown (now or earlier on this page). */
export async function expectToastShown(page: Page, text: string): Promise<void> {
  // Login goes on to the home page, whose first render keeps a busy machine's main thread for seconds.
  await expect
    .poll(() => page.evaluate(() => window.__toastsSeen ?? []), { message: `toast "${text}"`, timeout: 30_000 })
    .toContain(text);
}

/**
 * The spec's alert, shown as an alert dialog named by its exact text (a screen reader says it at once) with
 * the focus on OK, and not as a toast; OK closes it.
 */
export async function acknowledgeAlert(page: Page, text: string) {
  const alert = page.getByRole('alertdialog', { name: text, exact: true });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  expect(await page.evaluate(() => window.__toastsSeen ?? [])).not.toContain(text);
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
}
