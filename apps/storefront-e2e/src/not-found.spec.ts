import { expect, test } from '@playwright/test';
import { openStore } from './support/store';

/** Any other path (docs/product.md §2): the 404 page titled "404 Page Not Found" with a centred not-found image. */
test.describe('404', () => {
  for (const path of ['/no-such-page', '/products/not/a/product', '/products/no-such-product/99999999']) {
    test(`an unknown address (${path}) shows "404 Page Not Found" and the not-found image`, async ({ page }) => {
      await openStore(page, path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
      await expect(page).toHaveTitle('404 Page Not Found');

      const image = main.getByTestId('not-found-image');
      await expect(image).toBeVisible();
      // Centred under the header, in the page's content column.
      const [imageBox, headingBox] = await Promise.all([image.boundingBox(), main.getByRole('heading', { level: 1 }).boundingBox()]);
      const viewport = page.viewportSize();
      expect(imageBox && headingBox && viewport).toBeTruthy();
      if (imageBox && headingBox && viewport) {
        expect(Math.abs(imageBox.x + imageBox.width / 2 - viewport.width / 2)).toBeLessThan(20);
        expect(imageBox.y).toBeLessThan(headingBox.y);
      }
      await main.getByRole('link', { name: 'Back to home' }).click();
      await expect(page).toHaveURL('/');
    });
  }
});
