import { expect, test } from '@playwright/test';
import type { ProductDetail } from '@storefront/sdk';
import { emptyCartOf, openCartDrawer, signInDemoCustomer } from './support/checkout';
import { findProducts, openStore, product, productPath, toast } from './support/store';

/** Wishlist with variants (spec sections 2, 4): the heart keeps the chosen variant, so moving it to the cart works. */
test('a wished variant moves to the cart: the entry goes, the cart has that variant', async ({ page, request }) => {
  const token = await signInDemoCustomer(page, request);
  await emptyCartOf(request, token);
  const [candidate] = await findProducts(request, (p) => p.has_variants && p.in_stock);
  const detail: ProductDetail = await product(request, candidate.id);
  await openStore(page, productPath(detail));

  await page.getByRole('main').getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(toast(page, 'Item added to wishlist!!')).toBeVisible();
  await page.getByRole('button', { name: /^Wishlist/ }).filter({ visible: true }).first().click();
  const wishlist = page.getByRole('dialog', { name: 'My WishList' });
  await wishlist.getByRole('button', { name: 'Move to cart' }).click();
  await expect(toast(page, 'Item added to cart!!')).toBeVisible();
  await expect(wishlist.getByText('Your Wishlist is empty')).toBeVisible();
  await wishlist.getByRole('button', { name: /close/i }).click();

  const cart = await openCartDrawer(page);
  const optionType = detail.variants[0].attributes[0].option_type;
  await expect(cart.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  await expect(cart.getByText(new RegExp(`${optionType}: `))).toBeVisible();
});
