import { expect, test, type Page } from '@playwright/test';
import { logIn, placeCodOrder, simpleProduct } from './support/account';
import { emptyCartOf } from './support/checkout';
import { hindiPath } from './support/hindi';
import { HI } from './support/hindi-texts';
import { allowedLatinWords, latinFindings, shopperLatinWords } from './support/latin-text';
import { DESKTOP, MOBILE, THEMES, expectStoreReady, withTheme, type ThemeName } from './support/store';

/**
 * The signed-in shopper's pages in Hindi (issue 27), as hindi-latin-walker.spec.ts reads the public ones:
 * my account's profile, orders, an order, its invoice, addresses and wallet, and the checkout's payment
 * step, in every theme at phone and desktop widths. Latin words are allowed when they are names the store
 * or the shopper wrote (products, the shopper's name and addresses, the pincode directory's places).
 */

const SIZES = [
  { label: '390 px', viewport: MOBILE },
  { label: '1280 px', viewport: DESKTOP },
] as const;

interface Walk {
  token: string;
  orderId: number;
  productId: number;
  allowed: Set<string>;
}

let walkData: Promise<Walk> | undefined;

async function open(page: Page, path: string, theme: ThemeName) {
  await page.goto(withTheme(hindiPath(path), theme));
  await expectStoreReady(page);
  await expect(page.getByRole('main')).toBeVisible();
}

function steps(walk: Walk): { page: string; open: (page: Page, theme: ThemeName) => Promise<void> }[] {
  const heading = async (page: Page) => expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  return [
    { page: 'my account', open: async (page, theme) => { await open(page, '/my-account', theme); await heading(page); } },
    { page: 'orders', open: async (page, theme) => { await open(page, '/my-account/orders', theme); await heading(page); } },
    { page: 'an order', open: async (page, theme) => { await open(page, `/my-account/orders/${walk.orderId}`, theme); await heading(page); } },
    { page: 'its invoice', open: async (page, theme) => { await open(page, `/my-account/orders/${walk.orderId}/invoice`, theme); await heading(page); } },
    { page: 'addresses', open: async (page, theme) => { await open(page, '/my-account/addresses', theme); await heading(page); } },
    { page: 'wallet', open: async (page, theme) => { await open(page, '/my-account/wallet', theme); await heading(page); } },
    {
      page: 'checkout payment step',
      open: async (page, theme) => {
        await open(page, '/checkout?step=address', theme);
        await page.getByRole('button', { name: HI.deliverHere }).first().click();
        await expect(page).toHaveURL(/\/hi\/checkout\?step=payment/);
        await expect(page.getByRole('button', { name: HI.placeOrder })).toBeVisible();
      },
    },
  ];
}

test.use({ trace: 'off', actionTimeout: 15_000, navigationTimeout: 30_000 });

test.describe('Latin-script text on the signed-in shopper’s Hindi pages', () => {
  test.describe.configure({ timeout: 600_000 });

  for (const theme of THEMES) {
    test(`${theme.name} at 390 and 1280 px: my account and the payment step have no Latin word but names`, async ({ browser, request }) => {
      walkData ??= (async () => {
        const token = await logIn(request);
        const product = await simpleProduct(request);
        await emptyCartOf(request, token);
        const order = await placeCodOrder(request, token, { productId: product.id });
        const allowed = await allowedLatinWords(request, [product.id]);
        for (const word of await shopperLatinWords(request, token, [order.id])) allowed.add(word);
        return { token, orderId: order.id, productId: product.id, allowed };
      })();
      const walk = await walkData;
      // The payment step needs something in the cart.
      await request.post('/api/v1/carts/add_item', {
        data: { item_id: walk.productId, item_type: 'Product', quantity: 1 },
        headers: { Authorization: `Bearer ${walk.token}` },
      });
      const context = await browser.newContext({ locale: 'hi-IN' });
      await context.addInitScript((value) => window.localStorage.setItem('auth_token', value), walk.token);
      const page = await context.newPage();
      try {
        const findings = await latinFindings(page, {
          label: theme.name,
          sizes: SIZES,
          steps: steps(walk).map((step) => ({ page: step.page, open: (on) => step.open(on, theme.name) })),
          allowed: walk.allowed,
        });
        expect(findings, `Latin-script words on signed-in Hindi pages, theme ${theme.name}:\n  ${findings.join('\n  ')}\n`).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
