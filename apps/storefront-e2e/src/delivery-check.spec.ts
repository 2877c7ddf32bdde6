import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe-check';
import { addToCart, openCartDrawer, simpleProduct } from './support/checkout';
import { DESKTOP, MOBILE, openStore, productPath, THEMES } from './support/store';

/*
 * "Check delivery" on the product page and in the cart (docs/product.md §2): a shopper at 390 px learns, before
 * adding to cart, whether and when an item reaches their pincode and whether they can pay cash. The real
 * API answers (demo store rules: 560001 metro with COD, 744101 served without COD, 682555 not served,
 * 100000 not a pincode); the expected dates come from the API and are written as en-IN writes them.
 */

interface DeliveryCheck {
  city: string;
  state: string;
  latest_delivery_date: string | null;
}

/** What the API answers for a pincode and product (the oracle for the dates and the place). */
async function apiCheck(request: APIRequestContext, pincode: string, productId: number): Promise<DeliveryCheck> {
  const response = await request.get('/api/v1/delivery/check', { params: { pincode, product_id: productId } });
  expect(response.ok(), `GET /delivery/check answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: DeliveryCheck }).data;
}

/** "Delivery by Tue, 2 Dec" for a YYYY-MM-DD date, by Intl's en-IN (the contract's format). */
const deliveryBy = (isoDate: string) =>
  `Delivery by ${new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })}`;

/** The delivery checks the page sends, by pincode. */
function countChecks(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/delivery/check')) asked.push(url.searchParams.get('pincode') ?? '');
  });
  return asked;
}

const checkBox = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Check delivery' });

test.describe('check delivery on the product page, at 390 px', () => {
  test.use({ viewport: MOBILE });

  test('served with COD, without COD, not served, unknown and malformed; remembered after a reload', async ({ page, request }) => {
    // Under the COD limit (₹10,000), so only the zone decides cash on delivery.
    const product = await simpleProduct(request, 1, 0, (rupees) => rupees <= 10_000);
    const asked = countChecks(page);
    await openStore(page, productPath(product));
    const box = checkBox(page);
    const pincode = box.getByLabel('Pincode');
    const check = box.getByRole('button', { name: 'Check' });
    const status = box.getByRole('status');
    const alert = box.getByRole('alert');
    await expect(pincode).toHaveAttribute('inputmode', 'numeric');
    await expect(pincode).toHaveAttribute('autocomplete', 'postal-code');

    // Served with cash on delivery: checked with the button.
    const metro = await apiCheck(request, '560001', product.id);
    await pincode.fill('560001');
    await check.click();
    await expect(status).toContainText(`${metro.city}, ${metro.state}`);
    await expect(status).toContainText(deliveryBy(metro.latest_delivery_date ?? ''));
    await expect(status).toContainText('Cash on delivery available');
    await expect(alert).toHaveText('');

    // Served without cash on delivery: checked by typing the sixth digit, no button.
    const remote = await apiCheck(request, '744101', product.id);
    await pincode.clear();
    await pincode.pressSequentially('744101');
    await expect(status).toContainText('Cash on delivery is not available for this pincode.');
    await expect(status).toContainText(deliveryBy(remote.latest_delivery_date ?? ''));
    await expect(status).toContainText(`${remote.city}, ${remote.state}`);

    // Not served, then not a pincode: announced, and described on the box. Enter checks.
    await pincode.fill('682555');
    await pincode.press('Enter');
    await expect(alert).toHaveText('Sorry, we do not deliver to 682555 yet.');
    await expect(pincode).toHaveAccessibleDescription('Sorry, we do not deliver to 682555 yet.');
    await expect(status).not.toContainText('Delivery by');
    await pincode.fill('100000');
    await pincode.press('Enter');
    await expect(alert).toHaveText('Pincode 100000 does not exist. Please check it.');
    await expectNoSeriousViolations(page, 'product page with a delivery answer');

    // Malformed: told at once, never sent.
    const sentBefore = asked.length;
    await pincode.fill('56001');
    await pincode.press('Enter');
    await expect(alert).toHaveText('Please enter a valid 6-digit pincode.');
    await expect(pincode).toHaveAttribute('aria-invalid', 'true');

    // Checked again: answered from the page's cache.
    await pincode.fill('560001');
    await check.click();
    await expect(status).toContainText('Cash on delivery available');
    expect(asked.slice(sentBefore)).toEqual([]);
    expect(asked.filter((p) => p === '560001')).toHaveLength(1);

    // The last pincode answered is remembered, pre-filled and checked on the next visit.
    await page.reload();
    await expect(checkBox(page).getByLabel('Pincode')).toHaveValue('560001');
    await expect(checkBox(page).getByRole('status')).toContainText('Cash on delivery available');

    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });

  test('in the cart drawer, judged on the cart', async ({ page, request }) => {
    const product = await simpleProduct(request, 1, 0, (rupees) => rupees <= 10_000);
    await addToCart(page, product);
    const drawer = await openCartDrawer(page);
    const box = drawer.getByRole('region', { name: 'Check delivery' });
    await box.getByLabel('Pincode').fill('302001');
    await box.getByRole('button', { name: 'Check' }).click();
    await expect(box.getByRole('status')).toContainText('Jaipur, Rajasthan');
    await expect(box.getByRole('status')).toContainText('Cash on delivery available');
  });
});

test.describe('check delivery in every theme', () => {
  test('fits and answers at 390 px and 1280 px in all eight themes', async ({ page, request }) => {
    test.slow();
    const product = await simpleProduct(request, 1, 0, (rupees) => rupees <= 10_000);
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const theme of THEMES) {
        await openStore(page, productPath(product), { theme: theme.name });
        const box = checkBox(page);
        await box.getByLabel('Pincode').fill('560001');
        await box.getByRole('button', { name: 'Check' }).click();
        await expect(box.getByRole('status'), `${theme.name} at ${viewport.width} px`).toContainText('Cash on delivery available');
        const bounds = await box.boundingBox();
        expect(bounds && bounds.x >= 0 && bounds.x + bounds.width <= viewport.width, `${theme.name} at ${viewport.width} px fits`).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      }
    }
  });
});
