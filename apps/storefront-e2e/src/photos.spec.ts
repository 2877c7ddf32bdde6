import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Picture } from '@storefront/sdk';
import { DESKTOP, findProducts, MOBILE, openStore, product, productCards, productPath } from './support/store';

/**
 * Photos through the image pipeline: each picture is fetched at the width it is drawn at on this
 * screen (its CSS width times the device pixel ratio, from the fixed widths), in a modern format, and the
 * blurred preview shows until the photo arrives.
 */

/** The width in a pipeline URL (`/media/{id}/{width}`). */
const widthOf = (url: string) => Number(/\/media\/[0-9a-f]+\/(\d+)$/.exec(new URL(url).pathname)?.[1]);

/** The content type each pipeline photo was answered with, by URL. */
function recordPhotoTypes(page: Page): Map<string, string> {
  const types = new Map<string, string>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/media/')) types.set(response.url(), response.headers()['content-type']);
  });
  return types;
}

/** The smallest width served that covers `needed` device pixels (5% slack for the layout's rounding), else the largest. */
const expectedWidth = (picture: Picture, needed: number) =>
  picture.widths.find((width) => width >= needed * 0.95) ?? picture.widths[picture.widths.length - 1];

async function expectRightPhoto(image: Locator, picture: Picture, types: Map<string, string>, dpr: number) {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const { currentSrc, drawn } = await image.evaluate((img: HTMLImageElement) => ({ currentSrc: img.currentSrc, drawn: img.getBoundingClientRect().width }));
  expect(currentSrc).toContain(picture.src);
  expect(widthOf(currentSrc)).toBe(expectedWidth(picture, drawn * dpr));
  await expect.poll(() => types.get(currentSrc)).toBe('image/avif');
}

for (const [screen, viewport, dpr] of [['phone', MOBILE, 3], ['desktop', DESKTOP, 1]] as const) {
  test.describe(`photos on a ${screen} (${viewport.width} px, ${dpr}x)`, () => {
    test.use({ viewport, deviceScaleFactor: dpr });

    test('the product page fetches its main photo at the width it is drawn, as AVIF', async ({ page, request }) => {
      const [found] = await findProducts(request, (p) => p.image.picture !== null);
      const detail = await product(request, found.id);
      const picture = detail.gallery[0].picture as Picture;
      const types = recordPhotoTypes(page);
      await openStore(page, productPath(detail));
      await expectRightPhoto(page.getByRole('img', { name: detail.name }).first(), picture, types, dpr);
    });

    test('the product list fetches each card photo at the width it is drawn, as AVIF', async ({ page, request }) => {
      const [first] = await findProducts(request, () => true);
      const types = recordPhotoTypes(page);
      await openStore(page, '/products');
      const card = productCards(page).filter({ hasText: first.name }).first();
      await expectRightPhoto(card.locator('img').first(), first.image.picture as Picture, types, dpr);
    });
  });
}

test('the blurred preview shows until the product photo arrives, then gives way to it', async ({ page, request }) => {
  const [found] = await findProducts(request, (p) => p.image.picture !== null);
  const detail = await product(request, found.id);
  const picture = detail.gallery[0].picture as Picture;
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${picture.src}/*`, async (route) => {
    await arrived;
    await route.continue();
  });

  await page.goto(productPath(detail), { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('img', { name: detail.name }).first();
  const frame = main.locator('xpath=..');
  const preview = frame.getByTestId('image-placeholder');
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain(picture.placeholder.slice(0, 60));
  expect(await main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);

  release();
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(preview).toHaveCount(0);
});
