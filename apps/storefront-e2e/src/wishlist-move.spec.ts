import { expect, test } from '@playwright/test';
import type { ProductDetail } from '@storefront/sdk';
import { emptyCartOf, openCartDrawer, signInDemoCustomer } from './support/checkout';
import { findProducts, openStore, product, productPath, toast } from './support/store';

/** Wishlist with variants (docs/product.md §2, §4): the heart keeps the chosen variant, so moving it to the cart works. */
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

/** A heart on a product card wishes the whole product: one sold in variants asks for a choice on its page. */
test('a whole product with variants, wished from its card, offers "Choose options" that leads to its page', async ({ page, request }) => {
  const token = await signInDemoCustomer(page, request);
  await emptyCartOf(request, token);
  const [candidate] = await findProducts(request, (p) => p.has_variants && p.in_stock);
  await openStore(page, `/products?query=${encodeURIComponent(candidate.name)}`);

  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: candidate.name, exact: true }) }).first();
  await card.getByRole('button', { name: `Add ${candidate.name} to wishlist` }).click();
  await expect(toast(page, 'Item added to wishlist!!')).toBeVisible();
  await page.getByRole('button', { name: /^Wishlist/ }).filter({ visible: true }).first().click();
  const wishlist = page.getByRole('dialog', { name: 'My WishList' });
  await expect(wishlist.getByRole('button', { name: 'Move to cart' })).toHaveCount(0);
  await wishlist.getByRole('link', { name: new RegExp(`^Choose options ?: ${candidate.name}$`) }).click();

  await expect(page).toHaveURL(new RegExp(`/products/${candidate.slug}/${candidate.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible();
});
