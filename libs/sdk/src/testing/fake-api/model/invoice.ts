import { invoiceTax, isIntraState, SERVICE_SAC_CODE } from '@storefront/domain';
import type { Invoice, InvoiceLine } from '../../../generated/models';
import type { FakeState, OrderRecord, UserRecord } from '../state';

/** The fake store's GST registration: the fixture store's address is in Bengaluru. */
export const FAKE_STORE_GST = { state: 'Karnataka', gstin: '29AAACD1234E1Z5' } as const;
/** Every fake product is apparel (HSN 6109, 5%): enough to show the split; the real API reads it per product. */
export const FAKE_PRODUCT_GST = { hsn: '6109', rate: 5 } as const;

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (amount: number) => amount / 100;

/** The GST invoice of an order, with the same rules as the reference API (`invoiceTax` of the domain). */
export function invoiceOf(state: FakeState, record: OrderRecord, buyer: UserRecord): Invoice {
  const { order } = record;
  const intraState = isIntraState(FAKE_STORE_GST.state, order.address.state);
  const tax = invoiceTax({
    items: order.items.map((item) => ({ gross: paise(item.total_price), rate: FAKE_PRODUCT_GST.rate })),
    discount: paise(order.discount),
    charges: [paise(order.shipping_charge), paise(order.cod_charge)],
    intraState,
  });
  const money = (line: (typeof tax.items)[number]) => ({
    discount: rupees(line.discount),
    gst_rate: line.rate,
    taxable_value: rupees(line.taxable),
    cgst: rupees(line.cgst),
    sgst: rupees(line.sgst),
    igst: rupees(line.igst),
    gross: rupees(line.gross),
  });
  const items: InvoiceLine[] = order.items.map((item, i) => ({
    kind: 'item',
    description: item.product_name,
    hsn_code: FAKE_PRODUCT_GST.hsn,
    quantity: item.quantity,
    unit_price: item.unit_price,
    ...money(tax.items[i]),
  }));
  const chargeNames = [order.shipping_charge > 0 && 'Shipping', order.cod_charge > 0 && 'Cash on delivery charge'].filter(
    (name): name is string => typeof name === 'string',
  );
  const charges: InvoiceLine[] = tax.charges.map((line, i) => ({
    kind: 'charge',
    description: chargeNames[i],
    hsn_code: SERVICE_SAC_CODE,
    quantity: 1,
    unit_price: rupees(line.gross),
    ...money(line),
  }));
  const { address } = order;
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
      address: [address.address_line_1, address.address_line_2, address.city, `${address.state} ${address.pincode}`]
        .filter(Boolean)
        .join(', '),
      state: address.state,
      gstin: b2b ? buyer.user.gstin : null,
    },
    place_of_supply: address.state,
    supply_type: intraState ? 'intra_state' : 'inter_state',
    lines: [...items, ...charges],
    taxable_value: rupees(tax.totals.taxable),
    cgst: rupees(tax.totals.cgst),
    sgst: rupees(tax.totals.sgst),
    igst: rupees(tax.totals.igst),
    total_tax: rupees(tax.totals.tax),
    total: order.total,
  };
}
