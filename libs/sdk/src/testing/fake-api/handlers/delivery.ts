import { PRODUCT_NOT_FOUND_MESSAGE, toPaise } from '@storefront/domain';
import { notFound, ok, type FakeResolvers } from '../http';
import { currentCart, priceCart } from '../model/carts';
import { checkPincode } from '../model/delivery';

/** `GET /delivery/check`: COD judged on the product's price, else the current cart's COD total. */
export const deliveryResolvers = {
  checkDelivery: (ctx) => {
    const pincode = String(ctx.query.pincode);
    const productId = ctx.query.product_id as number | undefined;
    let value: number | null = null;
    if (productId !== undefined) {
      const product = ctx.state.products.find((p) => p.detail.id === productId);
      if (!product) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
      value = toPaise(product.detail.price_with_tax);
    } else {
      const cart = currentCart(ctx);
      // The value of a COD order of this cart: its total with the COD charge.
      if (cart && cart.items.length > 0) value = priceCart(ctx.state, cart, true).total;
    }
    return ok(checkPincode(ctx.state, pincode, value));
  },
} satisfies FakeResolvers;
