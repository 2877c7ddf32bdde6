import type { CartDetails } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { ok } from '../http/reply';
import { requireUser } from '../http/request-context';
import { withCartDelivery } from '../services/carts/cart-delivery';
import { type ChargesQuery, checkoutCharges } from '../services/orders/checkout-charges';
import {
  type AddItemInput,
  addCartItem,
  type CartChangeResult,
  getCartDetails,
  removeItemFromCart,
  setAdvancePayment,
  setCartAddress,
  setCodPayment,
  updateCartItemQuantity,
} from '../services/carts/cart-service';

/** The answer of a change to the items; `meta.coupon_removed` only when the change took the coupon off. */
function changeReply({ cart, message, couponRemoved }: CartChangeResult) {
  return ok(cart, couponRemoved ? { message, coupon_removed: couponRemoved } : { message });
}

type WithDelivery = (cart: CartDetails) => Promise<CartDetails>;

/** The same answer with the cart's `delivery` filled (to its address, on the API's clock). */
async function withDelivery<T extends { cart: CartDetails }>(fill: WithDelivery, result: T): Promise<T> {
  return { ...result, cart: await fill(result.cart) };
}

/**
 * The cart: anonymous by `CartAuthorization`, or the signed-in shopper's (see
 * `services/carts/cart-lookup.ts`). Every answer is the cart priced on the server.
 */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const fill: WithDelivery = (cart) => withCartDelivery(db, cart, app.config.clock?.() ?? new Date());

  route(app, 'getCart', async (request) => ok(await fill(await getCartDetails(db, request.ctx))));

  route<{ Body: AddItemInput }>(app, 'addCartItem', async (request) =>
    changeReply(await withDelivery(fill, await addCartItem(db, request.ctx, request.body))),
  );

  route<{ Params: { id: number }; Body: { quantity: number } }>(app, 'updateCartItemQuantity', async (request) =>
    changeReply(await withDelivery(fill, await updateCartItemQuantity(db, request.ctx, request.params.id, request.body.quantity))),
  );

  route<{ Params: { id: number } }>(app, 'removeCartItem', async (request) =>
    changeReply(await withDelivery(fill, await removeItemFromCart(db, request.ctx, request.params.id))),
  );

  route<{ Querystring: { make_advance_payment: boolean } }>(app, 'setAdvancePayment', async (request) => {
    const { cart, message } = await setAdvancePayment(db, request.ctx, request.query.make_advance_payment);
    return ok(await fill(cart), { message });
  });

  route<{ Querystring: { cod_payment: boolean } }>(app, 'setCodCharge', async (request) => {
    const { cart, message } = await setCodPayment(db, request.ctx, request.query.cod_payment);
    return ok(await fill(cart), { message });
  });

  route<{ Body: { address_id: number } }>(app, 'addCartAddress', async (request) => {
    const { cart, message } = await setCartAddress(db, request.ctx, request.body.address_id);
    return ok(await fill(cart), { message });
  });

  route<{ Querystring: ChargesQuery }>(app, 'getCheckoutCharges', async (request) =>
    ok(await checkoutCharges(db, requireUser(request.ctx), request.query)),
  );
}
