import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CartDetails, ProductDetail, Variant } from '@storefront/sdk';
import { findProducts, openStore, product, productPath, siteHeader, toast } from './support/store';

/**
 * The product page (docs/product.md §2): gallery with the extra video entry and the video player, variants,
 * price, and add to cart updating the header's cart badge (total_quantity).
 */

/** A product whose video_url is set (found through the API), with its detail. */
async function productWithVideo(request: APIRequestContext): Promise<ProductDetail> {
  const [withVideo] = await findProducts(request, (p) => Boolean(p.video_url));
  expect(withVideo?.video_url, 'the demo store has a product with a video').toBeTruthy();
  return product(request, withVideo.id);
}

/** A product sold in variants with at least two in stock, and the variant a shopper would switch to. */
async function productWithVariants(request: APIRequestContext): Promise<{ detail: ProductDetail; pick: Variant }> {
  const candidates = await findProducts(request, (p) => p.has_variants && p.in_stock, 10);
  for (const candidate of candidates) {
    const detail = await product(request, candidate.id);
    const inStock = detail.variants.filter((v) => v.in_stock && v.stock_qty > 0);
    if (inStock.length >= 2) return { detail, pick: inStock[inStock.length - 1] };
  }
  throw new Error('No product with two variants in stock');
}

test.describe('product detail', () => {
  test.beforeEach(async ({ page }) => {
    // No network here: the YouTube embed answers with an empty page instead of timing out.
    await page.route(/^https:\/\/(www\.)?youtube(-nocookie)?\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
    );
  });

  test('the gallery thumbnails switch the main picture', async ({ page, request }) => {
    const detail = await productWithVideo(request);
    const images = detail.gallery.filter((g) => !g.is_video);
    expect(images.length).toBeGreaterThan(1);
    await openStore(page, productPath(detail));

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(detail.name);
    const media = main.getByRole('list', { name: 'Product media' });
    await expect(media.getByRole('button')).toHaveCount(images.length + 1);
    const mainPicture = main.getByRole('img', { name: detail.name, exact: true });
    await expect(mainPicture).toHaveAttribute('src', images[0].url);

    const second = media.getByRole('button', { name: `Show image 2 of ${images.length}` });
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(media.getByRole('button', { name: `Show image 1 of ${images.length}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(mainPicture).toHaveAttribute('src', images[1].url);
  });

  test('a product with a video has the video entry, which opens the player with its controls', async ({
    page,
    request,
  }) => {
    const detail = await productWithVideo(request);
    const videoId = new URL(detail.video_url ?? '').pathname.split('/').pop() ?? '';
    await openStore(page, productPath(detail));

    const main = page.getByRole('main');
    const media = main.getByRole('list', { name: 'Product media' });
    // The video entry comes last, after the pictures.
    const videoEntry = media.getByRole('button', { name: 'Play video' });
    await expect(videoEntry).toBeVisible();
    await expect(media.getByRole('listitem').last().getByRole('button')).toHaveAccessibleName('Play video');
    await videoEntry.click();
    await expect(videoEntry).toHaveAttribute('aria-pressed', 'true');

    const player = main.locator(`iframe[title="${detail.name} video"]`);
    await expect(player).toBeAttached();
    await expect(player).toHaveAttribute('src', new RegExp(`youtube(-nocookie)?\\.com/embed/${videoId}\\?`));
    // Muted, auto-playing and looping (spec: the player starts muted, autoplay, loop).
    const src = new URL((await player.getAttribute('src')) ?? '');
    expect(src.searchParams.get('mute')).toBe('1');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('loop')).toBe('1');

    const controls = main.getByRole('group', { name: 'Video controls' });
    await controls.getByRole('button', { name: 'Pause video' }).click();
    await expect(controls.getByRole('button', { name: 'Play video' })).toBeVisible();
    await controls.getByRole('button', { name: 'Unmute video' }).click();
    await expect(controls.getByRole('button', { name: 'Mute video' })).toBeVisible();
    await expect(controls.getByRole('button', { name: 'Enter full screen' })).toBeVisible();
  });

  test('choosing a variant and adding it to the cart updates the cart badge', async ({ page, request }) => {
    const { detail, pick } = await productWithVariants(request);
    await openStore(page, productPath(detail));
    const main = page.getByRole('main');
    const cartButton = siteHeader(page).getByRole('button', { name: /^Cart/ });
    await expect(cartButton).toHaveAccessibleName('Cart');

    for (const { option_type, option_value } of pick.attributes) {
      const group = main.getByRole('group', { name: new RegExp(`^${option_type}:`) });
      await group.getByRole('radio', { name: option_value, exact: true }).check();
      await expect(group).toHaveAccessibleName(`${option_type}: ${option_value}`);
    }
    await expect(main.getByText(/^(In stock|Only \d+ left in stock)$/)).toBeVisible();

    const added = page.waitForResponse((r) => r.url().includes('/api/v1/carts/add_item'));
    await main.getByRole('button', { name: 'Add to cart' }).click();
    const body = (await (await added).json()) as { data: CartDetails };
    expect(body.data.cart_items.map((item) => item.variant?.id)).toContain(pick.id);

    await expect(toast(page, 'Item added to cart!!')).toBeVisible();
    await expect(cartButton).toHaveAccessibleName('Cart, 1 item');
    await expect(cartButton).toContainText('1');
  });
});
