import { toRupees } from '../money/paise';
import { invoiceTax, isIntraState, SERVICE_SAC_CODE, type InvoiceTaxLine } from './gst-split';

/** A goods line of the order as the invoice needs it; money in paise. */
export interface InvoiceItemSource {
  productName: string;
  attributes: readonly { option_type: string; option_value: string }[];
  hsnCode: string;
  gstRate: number;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
}

/** The order's money the invoice spreads over its lines; paise. */
export interface InvoiceOrderSource {
  discount: number;
  shippingCharge: number;
  codCharge: number;
}

/** One invoice line as the contract's `InvoiceLine` has it (rupees, the wire's unit). */
export interface InvoiceLineView {
  kind: 'item' | 'charge';
  description: string;
  hsn_code: string;
  quantity: number;
  unit_price: number;
  discount: number;
  gst_rate: number;
  taxable_value: number;
  cgst: number;
  sgst: number;
  igst: number;
  gross: number;
}

/** The lines, the supply type and the tax totals of a GST invoice (the contract's `Invoice` fields). */
export interface InvoiceBody {
  supply_type: 'intra_state' | 'inter_state';
  lines: InvoiceLineView[];
  taxable_value: number;
  cgst: number;
  sgst: number;
  igst: number;
  total_tax: number;
}

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

/** "Kurta (Size: M, Colour: Blue)": the product and its chosen options. */
export function invoiceItemDescription(productName: string, attributes: InvoiceItemSource['attributes']): string {
  const variant = attributes.map((a) => `${a.option_type}: ${a.option_value}`).join(', ');
  return variant ? `${productName} (${variant})` : productName;
}

/** The delivery address on one line: street, landmark, city, "State PIN". */
export function invoiceAddressLine(address: {
  address_line_1?: string | null;
  address_line_2?: string | null;
  landmark?: string | null;
  city?: string | null;
  state?: string | null;
  pincode?: string | null;
}): string {
  const statePin = [address.state, address.pincode].filter(Boolean).join(' ');
  return [address.address_line_1, address.address_line_2, address.landmark, address.city, statePin]
    .filter((part) => part && part.trim())
    .join(', ');
}

/**
 * The body of the GST invoice (docs/decisions.md, "GST invoice"): one line per item with its share of the
 * discount, then shipping and the COD charge as 18% services, CGST + SGST within the store's state, IGST
 * across states.
 */
export function invoiceBody(
  items: readonly InvoiceItemSource[],
  order: InvoiceOrderSource,
  states: { store: string | null | undefined; delivery: string | null | undefined },
): InvoiceBody {
  const intraState = isIntraState(states.store, states.delivery);
  const tax = invoiceTax({
    items: items.map((item) => ({ gross: item.totalPrice, rate: item.gstRate })),
    discount: order.discount,
    charges: [order.shippingCharge, order.codCharge],
    intraState,
  });
  const itemLines: InvoiceLineView[] = items.map((item, i) => ({
    kind: 'item',
    description: invoiceItemDescription(item.productName, item.attributes),
    hsn_code: item.hsnCode,
    quantity: item.quantity,
    unit_price: toRupees(item.unitPrice),
    ...taxFields(tax.items[i]),
  }));
  const chargeNames = [order.shippingCharge > 0 ? 'Shipping' : null, order.codCharge > 0 ? 'Cash on delivery charge' : null].filter(
    (name): name is string => name !== null,
  );
  const chargeLines: InvoiceLineView[] = tax.charges.map((line, i) => ({
    kind: 'charge',
    description: chargeNames[i],
    hsn_code: SERVICE_SAC_CODE,
    quantity: 1,
    unit_price: toRupees(line.gross),
    ...taxFields(line),
  }));
  return {
    supply_type: intraState ? 'intra_state' : 'inter_state',
    lines: [...itemLines, ...chargeLines],
    taxable_value: toRupees(tax.totals.taxable),
    cgst: toRupees(tax.totals.cgst),
    sgst: toRupees(tax.totals.sgst),
    igst: toRupees(tax.totals.igst),
    total_tax: toRupees(tax.totals.tax),
  };
}
