import { STORAGE_KEYS } from '@storefront/domain';
import { request, type JsonBody } from '../client/request';
import type { PaymentMethodCode } from '../generated/models';
import type { SdkContext } from './context';

/**
 * The cart: anonymous by cart token, or the signed-in (or guest) shopper's: `sdk.cart`.
 * @example
 * ```ts
 * // The first add creates an anonymous cart; the SDK keeps its cart token for the next calls.
 * await sdk.cart.addItem({ item_id: 12, item_type: 'Product', quantity: 1 });
 * const { data: cart } = await sdk.cart.get();
 * await sdk.cart.updateItemQuantity(cart.cart_items[0].id, 2);
 * ```
 */
export function cartApi({ client, tokens }: SdkContext) {
  return {
    get: () => request('getCart', () => client.GET('/carts')),
    /** Adds an item; a returned `cart_token` (a new anonymous cart) is kept for later calls (docs/product.md §4). */
    async addItem(body: JsonBody<'addCartItem'>) {
      const result = await request('addCartItem', () => client.POST('/carts/add_item', { body }));
      const cartToken = (result.data as { cart_token?: string | null }).cart_token;
      if (cartToken) tokens.set(STORAGE_KEYS.cartToken, cartToken);
      return result;
    },
    /** Sets a line's quantity; 0 removes it. */
    updateItemQuantity: (id: number, quantity: number) =>
      request('updateCartItemQuantity', () =>
        client.PUT('/carts/update_item_quantity/{id}', { params: { path: { id } }, body: { quantity } }),
      ),
    removeItem: (id: number) =>
      request('removeCartItem', () => client.DELETE('/carts/remove_item/{id}', { params: { path: { id } } })),
    /** Advance payment (true) or full payment (false). */
    setAdvancePayment: (makeAdvancePayment: boolean) =>
      request('setAdvancePayment', () =>
        client.PUT('/carts/advance_payment', { params: { query: { make_advance_payment: makeAdvancePayment } } }),
      ),
    /** Adds (true) or removes (false) the cash-on-delivery charge. */
    setCodCharge: (codPayment: boolean) =>
      request('setCodCharge', () =>
        client.PUT('/carts/update_cod_charge', { params: { query: { cod_payment: codPayment } } }),
      ),
    /**
     * Every part of the money of the order these payment choices would place (nothing is written): show
     * these amounts before paying, they are the ones charged.
     */
    checkoutCharges: (query: { payment_method?: PaymentMethodCode; use_wallet_balance?: boolean; make_advance_payment?: boolean }) =>
      request('getCheckoutCharges', () => client.GET('/carts/checkout_charges', { params: { query } })),
    /** Uses a saved address for this cart's order. */
    addAddress: (addressId: number) =>
      request('addCartAddress', () => client.POST('/carts/add_address', { body: { address_id: addressId } })),
  };
}
