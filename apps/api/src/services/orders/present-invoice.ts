import type { Kysely } from 'kysely';
import { invoiceAddressLine, invoiceBody, NO_INVOICE_MESSAGE, toRupees, UNPAID_ATTEMPT_STATUSES } from '@storefront/domain';
import type { AddressSnapshot, Invoice, OrderStatus, PaymentMethodCode } from '@storefront/sdk';
import type { Database, Row } from '../../db/schema';
import { parseJson } from '../../db/values';
import { UnprocessableError } from '../../http/errors';
import { ownOrder } from './order-service';


/**
 * `GET /orders/{id}/invoice`: the GST tax invoice of the shopper's own order (docs/decisions.md, "GST
 * invoice"). Lines use the HSN code and rate kept on the order line, or the product's current ones for
 * orders placed before they were recorded; the buyer's GSTIN is the one kept on the order.
 */
export async function getOrderInvoice(db: Kysely<Database>, userId: number, orderId: number): Promise<Invoice> {
  const order = await ownOrder(db, userId, orderId);
  if ((UNPAID_ATTEMPT_STATUSES as readonly string[]).includes(order.status)) throw new UnprocessableError(NO_INVOICE_MESSAGE);
  const [items, store] = await Promise.all([
    db
      .selectFrom('order_items')
      .innerJoin('products', 'products.id', 'order_items.product_id')
      .select([
        'order_items.product_name',
        'order_items.quantity',
        'order_items.unit_price',
        'order_items.total_price',
        'order_items.attributes',
        'order_items.hsn_code',
        'order_items.gst_rate',
        'products.hsn_code as product_hsn_code',
        'products.gst_rate as product_gst_rate',
      ])
      .where('order_items.order_id', '=', order.id)
      .orderBy('order_items.id')
      .execute(),
    db.selectFrom('store_settings').select(['name', 'address', 'gstin', 'gst_state']).orderBy('id').executeTakeFirst(),
  ]);
  return presentInvoice(order, items, store);
}

type InvoiceItemRow = Pick<Row<'order_items'>, 'product_name' | 'quantity' | 'unit_price' | 'total_price' | 'attributes'> & {
  hsn_code: string | null;
  gst_rate: number | null;
  product_hsn_code: string;
  product_gst_rate: number;
};

function presentInvoice(
  order: Row<'orders'>,
  items: InvoiceItemRow[],
  store: { name: string; address: string | null; gstin: string | null; gst_state: string | null } | undefined,
): Invoice {
  const address = parseJson<Partial<AddressSnapshot>>(order.address_snapshot, {});
  const deliveryState = address.state ?? '';
  const body = invoiceBody(
    items.map((item) => ({
      productName: item.product_name,
      attributes: parseJson<{ option_type: string; option_value: string }[]>(item.attributes, []),
      hsnCode: item.hsn_code ?? item.product_hsn_code,
      gstRate: item.gst_rate ?? item.product_gst_rate,
      quantity: item.quantity,
      unitPrice: item.unit_price,
      totalPrice: item.total_price,
    })),
    { discount: order.discount, shippingCharge: order.shipping_charge, codCharge: order.cod_charge },
    { store: store?.gst_state, delivery: deliveryState },
  );
  return {
    order_id: order.id,
    invoice_number: order.invoice_number,
    invoice_date: order.created_at,
    status: order.status as OrderStatus,
    payment_method: order.payment_method as PaymentMethodCode,
    seller: {
      name: store?.name ?? '',
      address: store?.address ?? '',
      state: store?.gst_state ?? '',
      gstin: store?.gstin ?? null,
    },
    buyer: {
      name: order.buyer_business_name ?? address.name ?? '',
      address: invoiceAddressLine(address),
      state: deliveryState,
      gstin: order.buyer_gstin,
    },
    place_of_supply: deliveryState,
    ...body,
    total: toRupees(order.total),
  };
}
