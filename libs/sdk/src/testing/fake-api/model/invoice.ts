import { invoiceAddressLine, invoiceBody, toPaise } from '@storefront/domain';
import type { Invoice } from '../../../generated/models';
import type { FakeState, OrderRecord, UserRecord } from '../state';

/** The fake store's GST registration: the fixture store's address is in Bengaluru. */
export const FAKE_STORE_GST = { state: 'Karnataka', gstin: '29AAACD1234E1Z5' } as const;
/** Every fake product is apparel (HSN 6109, 5%): enough to show the split; the real API reads it per product. */
export const FAKE_PRODUCT_GST = { hsn: '6109', rate: 5 } as const;

/** The GST invoice of an order, laid out by the domain as the reference API lays it out. */
export function invoiceOf(state: FakeState, record: OrderRecord, buyer: UserRecord): Invoice {
  const { order } = record;
  const { address } = order;
  const body = invoiceBody(
    order.items.map((item) => ({
      productName: item.product_name,
      attributes: item.attributes,
      hsnCode: FAKE_PRODUCT_GST.hsn,
      gstRate: FAKE_PRODUCT_GST.rate,
      quantity: item.quantity,
      unitPrice: toPaise(item.unit_price),
      totalPrice: toPaise(item.total_price),
    })),
    { discount: toPaise(order.discount), shippingCharge: toPaise(order.shipping_charge), codCharge: toPaise(order.cod_charge) },
    { store: FAKE_STORE_GST.state, delivery: address.state },
  );
  const b2b = buyer.user.business_type === 'b2b';
  return {
    order_id: order.id,
    invoice_number: order.invoice_number,
    invoice_date: order.created_at,
    status: order.status,
    payment_method: order.payment_method,
    seller: { name: state.settings.name, address: state.settings.address ?? '', ...FAKE_STORE_GST },
    buyer: {
      name: b2b && buyer.user.business_name ? buyer.user.business_name : address.name,
      address: invoiceAddressLine(address),
      state: address.state,
      gstin: b2b ? buyer.user.gstin : null,
    },
    place_of_supply: address.state,
    ...body,
    total: order.total,
  };
}
