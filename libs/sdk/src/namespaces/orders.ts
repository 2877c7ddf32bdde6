import { request, type JsonBody, type QueryOf } from '../client/request';
import type { SdkContext } from './context';

/** Placing (COD or wallet), listing, cancelling and returning orders. */
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
  };
}
