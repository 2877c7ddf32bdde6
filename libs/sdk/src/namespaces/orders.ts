import { request, type JsonBody, type QueryOf } from '../client/request';
import type { SdkContext } from './context';

/**
 * Placing (COD or wallet), listing, cancelling and returning orders: `sdk.orders`.
 * @example
 * ```ts
 * const { data: order } = await sdk.orders.place({ address_id: 7, payment_method: 'cod', use_wallet_balance: false });
 * const { data: mine, meta } = await sdk.orders.myOrders({ page: 1 });
 * console.log(`${meta.total_count} orders, newest ${mine[0]?.invoice_number}`);
 * await sdk.orders.cancel(order.id, 'Ordered by mistake');
 * const { data: tracked } = await sdk.orders.track({ order_id: order.invoice_number, contact: '9876543210' });
 * ```
 */
export function ordersApi({ client }: SdkContext) {
  return {
    place: (body: JsonBody<'placeOrder'>) => request('placeOrder', () => client.POST('/orders', { body })),
    myOrders: (query: QueryOf<'listMyOrders'> = {}) =>
      request('listMyOrders', () => client.GET('/orders/my_orders', { params: { query } })),
    get: (id: number) => request('getOrder', () => client.GET('/orders/{id}', { params: { path: { id } } })),
    cancel: (id: number, reason?: string) =>
      request('cancelOrder', () =>
        client.PUT('/orders/{id}', {
          params: { path: { id } },
          body: reason ? { status: 'cancelled', reason } : { status: 'cancelled' },
        }),
      ),
    return: (id: number, body: JsonBody<'returnOrder'>) =>
      request('returnOrder', () => client.POST('/orders/{id}/return', { params: { path: { id } }, body })),
    invoice: (id: number) =>
      request('getOrderInvoice', () => client.GET('/orders/{id}/invoice', { params: { path: { id } } })),
    returnOptions: () => request('listReturnOptions', () => client.GET('/return_options/return_options')),
    /**
     * Track order, signed in or not: the order with this order ID (the invoice number) whose e-mail or
     * delivery phone is `contact`. 404 "We could not find an order with these details." for any miss;
     * 429 after too many misses.
     */
    track: (body: JsonBody<'trackOrder'>) => request('trackOrder', () => client.POST('/orders/track', { body })),
  };
}
