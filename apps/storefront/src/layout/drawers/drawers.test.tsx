import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { floralDress, oxfordShirt, stovetopKettle, welcome10 } from '@storefront/sdk/testing';
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
    expect(within(drawer).getByText('₹1,899.00 each')).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: `Quantity of ${floralDress.name}` })).toHaveValue('2');
    expect(within(drawer).getByText('₹3,798.00', { selector: 'strong' })).toBeInTheDocument();

    act(() => within(drawer).getByRole('button', { name: 'Checkout' }).click());
    expect(router.location.pathname + router.location.search).toBe('/checkout?step=address');
  });
});

describe('cart drawer stepper and coupon box', () => {
  async function drawerWith(quantity: number, signIn = false) {
    const rendered = await renderRoutes(fake, routes);
    await act(async () => {
      if (signIn) await signInDemoCustomer(rendered.root);
      await rendered.root.cart.add({ item_id: stovetopKettle.id, item_type: 'Product', quantity });
    });
    act(() => rendered.root.ui.openCartDrawer());
    const drawer = await screen.findByRole('dialog', { name: 'Shopping cart' });
    return { ...rendered, drawer };
  }

  it('the stepper adds one unit and refuses to pass the stock with "{n} product(s) in stock"', async () => {
    const { drawer, notifier } = await drawerWith(4);
    const quantity = within(drawer).getByRole('textbox', { name: `Quantity of ${stovetopKettle.name}` });
    fireEvent.click(within(drawer).getByRole('button', { name: `Increase quantity of ${stovetopKettle.name}` }));
    await waitFor(() => expect(quantity).toHaveValue('5'));
    // One toast per burst of presses, once the shopper pauses and the server has answered.
    await waitFor(() => expect(notifier.successes).toContain('cart successfully updated!'), { timeout: 5000 });
    fireEvent.click(within(drawer).getByRole('button', { name: `Increase quantity of ${stovetopKettle.name}` }));
    expect(notifier.errors).toEqual(['5 product(s) in stock']);
    expect(quantity).toHaveValue('5');
  });

  it('"Apply Coupon" is disabled while the box is empty; signed out, applying opens the login', async () => {
    const { drawer, root } = await drawerWith(1);
    const apply = within(drawer).getByRole('button', { name: 'Apply Coupon' });
    expect(apply).toBeDisabled();
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Coupon code' }), { target: { value: 'welcome10' } });
    expect(apply).toBeEnabled();
    fireEvent.click(apply);
    expect(root.ui.signInPromptOpen).toBe(true);
  });

  it('signed in, an applied coupon locks the box and shows "Remove Coupon"', async () => {
    const { drawer, notifier } = await drawerWith(5, true);
    expect(within(drawer).getByText(/^10% off/)).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: `Use coupon ${welcome10.code}` }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply Coupon' }));
    const remove = await within(drawer).findByRole('button', { name: 'Remove Coupon' });
    expect(notifier.successes).toContain('coupon successfully apply!');
    expect(within(drawer).getByRole('textbox', { name: 'Coupon code' })).toHaveAttribute('readonly');
    expect(within(drawer).getByText(`Discount (${welcome10.code})`)).toBeInTheDocument();
    fireEvent.click(remove);
    expect(await within(drawer).findByRole('button', { name: 'Apply Coupon' })).toBeInTheDocument();
    expect(notifier.successes).toContain('coupon successfully removed!');
  });
});

describe('wishlist drawer', () => {
  it('is titled "My WishList" and says "Your Wishlist is empty"', async () => {
    const { root } = await renderRoutes(fake, routes);
    act(() => root.ui.openWishlistDrawer());

    const drawer = await screen.findByRole('dialog', { name: 'My WishList' });
    expect(within(drawer).getByText('Your Wishlist is empty')).toBeInTheDocument();
  });

  it('moves a wished variant to the cart: one unit, the entry gone, the cart reloaded', async () => {
    const { root, notifier } = await renderRoutes(fake, routes);
    const variant = oxfordShirt.variants.find((v) => v.in_stock) ?? oxfordShirt.variants[0];
    await act(async () => {
      await signInDemoCustomer(root);
      await root.wishlist.add(variant.id, 'Variant');
    });
    act(() => root.ui.openWishlistDrawer());
    const drawer = await screen.findByRole('dialog', { name: 'My WishList' });

    fireEvent.click(await within(drawer).findByRole('button', { name: 'Move to cart' }));

    expect(await within(drawer).findByText('Your Wishlist is empty')).toBeInTheDocument();
    expect(notifier.successes).toContain('Item added to cart!!');
    expect(root.cart.items.map((i) => [i.item_type, i.item_id, i.quantity])).toEqual([['Variant', variant.id, 1]]);
  });

  it('offers "Choose options" instead of "Move to cart" for a whole product sold in variants, leading to its page', async () => {
    const { root, router } = await renderRoutes(fake, routes);
    await act(async () => {
      await signInDemoCustomer(root);
      await root.wishlist.add(oxfordShirt.id);
    });
    act(() => root.ui.openWishlistDrawer());
    const drawer = await screen.findByRole('dialog', { name: 'My WishList' });

    // jsdom reads the visually hidden span as a block, so the name has a space before the colon there.
    const choose = await within(drawer).findByRole('link', { name: new RegExp(`^Choose options ?: ${oxfordShirt.name}$`) });
    expect(within(drawer).queryByRole('button', { name: 'Move to cart' })).not.toBeInTheDocument();
    fireEvent.click(choose);
    await waitFor(() => expect(router.location.pathname).toBe(`/products/${oxfordShirt.slug}/${oxfordShirt.id}`));
    expect(root.ui.wishlistDrawerOpen).toBe(false);
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
