import { act, screen, within } from '@testing-library/react';
import { floralDress } from '@storefront/sdk/testing';
import type { RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../test-utils/render';
import { CartDrawer } from './cart-drawer';
import { WishlistDrawer } from './wishlist-drawer';
import { installFakeApi, signInDemoCustomer } from '../../test-utils/fake-api';

const { fake } = installFakeApi();

const routes: RouteObject[] = [
  {
    path: '*',
    element: (
      <>
        <CartDrawer />
        <WishlistDrawer />
      </>
    ),
  },
];

describe('cart drawer', () => {
  it('is titled "Shopping cart" and says "Your Cart is empty"', async () => {
    const { root } = await renderRoutes(fake, routes);
    act(() => root.ui.openCartDrawer());

    const drawer = await screen.findByRole('dialog', { name: 'Shopping cart' });
    expect(within(drawer).getByText('Your Cart is empty')).toBeInTheDocument();
  });

  it('lists the cart lines with their totals and a way to checkout', async () => {
    const { root, router } = await renderRoutes(fake, routes);
    await act(() => root.cart.add({ item_id: floralDress.id, item_type: 'Product', quantity: 2 }));
    act(() => root.ui.openCartDrawer());

    const drawer = await screen.findByRole('dialog', { name: 'Shopping cart' });
    expect(await within(drawer).findByRole('link', { name: floralDress.name })).toBeInTheDocument();
    expect(within(drawer).getByText('2 × ₹1,899.00')).toBeInTheDocument();

    act(() => within(drawer).getByRole('button', { name: 'Checkout' }).click());
    expect(router.location.pathname + router.location.search).toBe('/checkout?step=address');
  });
});

describe('wishlist drawer', () => {
  it('is titled "My WishList" and says "Your Wishlist is empty"', async () => {
    const { root } = await renderRoutes(fake, routes);
    act(() => root.ui.openWishlistDrawer());

    const drawer = await screen.findByRole('dialog', { name: 'My WishList' });
    expect(within(drawer).getByText('Your Wishlist is empty')).toBeInTheDocument();
  });

  it('lists the wished products', async () => {
    const { root } = await renderRoutes(fake, routes);
    await act(async () => {
      await signInDemoCustomer(root);
      await root.wishlist.add(floralDress.id);
    });
    act(() => root.ui.openWishlistDrawer());

    const drawer = await screen.findByRole('dialog', { name: 'My WishList' });
    expect(await within(drawer).findByRole('link', { name: floralDress.name })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Move to cart' })).toBeInTheDocument();
  });
});
