import type { Kysely } from 'kysely';
import {
  invoiceTax,
  type InvoiceTaxLine,
  isIntraState,
  NO_INVOICE_MESSAGE,
  SERVICE_SAC_CODE,
  toRupees,
  UNPAID_ATTEMPT_STATUSES,
} from '@storefront/domain';
import type { AddressSnapshot, Invoice, InvoiceLine, OrderStatus, PaymentMethodCode } from '@storefront/sdk';
import type { Database, Row } from '../../db/schema';
import { parseJson } from '../../db/values';
import { UnprocessableError } from '../../http/errors';
import { ownOrder } from './order-service';


function taxFields(line: InvoiceTaxLine) {
  return {
    discount: toRupees(line.discount),
    gst_rate: line.rate,
    taxable_value: toRupees(line.taxable),
    cgst: toRupees(line.cgst),
    sgst: toRupees(line.sgst),
    igst: toRupees(line.igst),
    gross: toRupees(line.gross),
  };
}

function oneLine(address: Partial<AddressSnapshot>): string {
  return [address.address_line_1, address.address_line_2, address.landmark, address.city, [address.state, address.pincode].filter(Boolean).join(' ')]
    .filter((part) => part && part.trim())
    .join(', ');
}

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
  const intraState = isIntraState(store?.gst_state, deliveryState);
  const rates = items.map((item) => item.gst_rate ?? item.product_gst_rate);
  const tax = invoiceTax({
    items: items.map((item, i) => ({ gross: item.total_price, rate: rates[i] })),
    discount: order.discount,
    charges: [order.shipping_charge, order.cod_charge],
    intraState,
  });
  const itemLines: InvoiceLine[] = items.map((item, i) => {
    const attributes = parseJson<{ option_type: string; option_value: string }[]>(item.attributes, []);
    const variant = attributes.map((a) => `${a.option_type}: ${a.option_value}`).join(', ');
    return {
      kind: 'item',
      description: variant ? `${item.product_name} (${variant})` : item.product_name,
      hsn_code: item.hsn_code ?? item.product_hsn_code,
      quantity: item.quantity,
      unit_price: toRupees(item.unit_price),
      ...taxFields(tax.items[i]),
    };
  });
  const chargeNames = [
    order.shipping_charge > 0 ? 'Shipping' : null,
    order.cod_charge > 0 ? 'Cash on delivery charge' : null,
  ].filter((name): name is string => name !== null);
  const chargeLines: InvoiceLine[] = tax.charges.map((line, i) => ({
    kind: 'charge',
    description: chargeNames[i],
    hsn_code: SERVICE_SAC_CODE,
    quantity: 1,
    unit_price: toRupees(line.gross),
    ...taxFields(line),
  }));
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
      address: oneLine(address),
      state: deliveryState,
      gstin: order.buyer_gstin,
    },
    place_of_supply: deliveryState,
    supply_type: intraState ? 'intra_state' : 'inter_state',
    lines: [...itemLines, ...chargeLines],
    taxable_value: toRupees(tax.totals.taxable),
    cgst: toRupees(tax.totals.cgst),
    sgst: toRupees(tax.totals.sgst),
    igst: toRupees(tax.totals.igst),
    total_tax: toRupees(tax.totals.tax),
    total: toRupees(order.total),
  };
}
