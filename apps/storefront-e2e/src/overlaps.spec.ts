import { expect, test, type Locator, type Page } from '@playwright/test';
import { addToCart, openCartDrawer, simpleProduct } from './support/checkout';
import { DESKTOP, LIGHT_PAGE, MOBILE, THEMES, openStore, siteFooter, toast } from './support/store';

/*
 * Nothing a shopper needs is covered by what floats over the page: the WhatsApp and
 * scroll-to-top buttons, once the page is scrolled to its end, and a toast over an open drawer.
 */

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

/** Scrolls to the very end and lists what the floating buttons are drawn over: links, buttons, fields, the payment badge. */
async function coveredAtTheEnd(page: Page): Promise<string[]> {
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The scroll-to-top button shows once the page has scrolled; lets it and the scroll settle.
  await page.waitForTimeout(400);
  return page.evaluate(() => {
    const floating = [
      document.querySelector('[data-whatsapp-chat]'),
      ...Array.from(document.querySelectorAll('button')).filter((b) => /scroll to top/i.test(b.getAttribute('aria-label') ?? '')),
    ].filter((element): element is Element => element !== null);
    const boxes = floating.map((element) => element.getBoundingClientRect());
    const needed = Array.from(document.querySelectorAll<HTMLElement>('a, button, input, select, textarea, [data-payment-methods]')).filter(
      (element) => !floating.some((f) => f === element || f.contains(element)) && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
    );
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    return needed
      .filter((element) => boxes.some((box) => overlap(box, element.getBoundingClientRect())))
      .map((element) => (element.getAttribute('aria-label') || element.textContent || element.tagName).trim().slice(0, 60));
  });
}

test.describe('overlaps', () => {
  for (const theme of THEMES) {
    test(`theme ${theme.name}: at the end of the page the floating buttons cover neither the payment badge nor any link or button (desktop and phone)`, async ({
      page,
    }) => {
      for (const viewport of [DESKTOP, MOBILE]) {
        await page.setViewportSize(viewport);
        await openStore(page, LIGHT_PAGE, { theme: theme.name });
        await expect(siteFooter(page).locator('[data-payment-methods]')).toBeVisible();
        expect(await coveredAtTheEnd(page), `${theme.name} at ${viewport.width} px`).toEqual([]);
      }
    });
  }

  test('on a phone, the "Item added to cart!!" toast covers neither the cart drawer\'s title nor its close button', async ({ page, request }) => {
    await page.setViewportSize(MOBILE);
    const product = await simpleProduct(request);
    await addToCart(page, product);
    const drawer = await openCartDrawer(page);
    const message = toast(page, 'Item added to cart!!');
    await expect(message).toBeVisible();
    const title = drawer.getByRole('heading', { name: 'Shopping cart' });
    const close = drawer.getByRole('button', { name: 'Close' });
    const boxOf = async (locator: Locator) => (await locator.boundingBox()) as Box;
    // The toast and the drawer both animate in: compare where they come to rest.
    await page.waitForTimeout(400);
    const toastBox = await boxOf(message);
    expect(intersects(toastBox, await boxOf(title)), 'the toast covers the drawer title').toBe(false);
    expect(intersects(toastBox, await boxOf(close)), 'the toast covers the close button').toBe(false);
  });
});
