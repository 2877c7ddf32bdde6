/**
 * GST on an invoice (docs/decisions.md, "GST invoice"). Amounts are integer paise. Shelf prices include
 * GST, so the tax is taken out of the amount paid: tax = gross x rate / (100 + rate), rounded to the paisa.
 * Within the store's state the tax is split in two halves, CGST and SGST (SGST takes the odd paisa);
 * to another state it is all IGST.
 */
export interface GstSplit {
  /** Gross less the tax. */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** GST on services the store charges for (shipping, cash-on-delivery handling): 18%, SAC 9968. */
export const SERVICE_GST_RATE = 18;
export const SERVICE_SAC_CODE = '9968';

/** True when the delivery state is the store's own state (CGST + SGST); compares names case-blind. */
export function isIntraState(storeState: string | null | undefined, deliveryState: string | null | undefined): boolean {
  const normalise = (state: string | null | undefined) => (state ?? '').trim().toLowerCase();
  return normalise(storeState) !== '' && normalise(storeState) === normalise(deliveryState);
}

/** Takes the GST out of a tax-inclusive amount and splits it by place of supply. */
export function splitGst(grossPaise: number, ratePercent: number, intraState: boolean): GstSplit {
  const tax = ratePercent > 0 ? Math.round((grossPaise * ratePercent) / (100 + ratePercent)) : 0;
  const taxable = grossPaise - tax;
  if (!intraState) return { taxable, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { taxable, cgst, sgst: tax - cgst, igst: 0 };
}

/**
 * Shares `amount` over `weights` in proportion, in whole paise, so that the shares add up to `amount`
 * exactly (largest remainder). Used to spread an order discount over its lines before tax.
 */
export function apportion(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const byRemainder = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of byRemainder) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

export interface InvoiceTaxInput {
  /** Goods lines: tax-inclusive line totals and their GST rates. */
  items: readonly { gross: number; rate: number }[];
  /** The order discount, spread over the goods lines in proportion to their totals. */
  discount: number;
  /** Charges (shipping, COD), taxed as services at 18%. */
  charges: readonly number[];
  intraState: boolean;
}

export interface InvoiceTaxLine extends GstSplit {
  /** What the line adds to the invoice total (after its share of the discount). */
  gross: number;
  rate: number;
  discount: number;
}

export interface InvoiceTax {
  items: InvoiceTaxLine[];
  charges: InvoiceTaxLine[];
  totals: GstSplit & { tax: number; gross: number; discount: number };
}

/** The tax of every invoice line and the totals; the gross of all lines adds up to the order total. */
export function invoiceTax({ items, discount, charges, intraState }: InvoiceTaxInput): InvoiceTax {
  const discounts = apportion(discount, items.map((item) => item.gross));
  const itemLines = items.map((item, i) => {
    const gross = item.gross - discounts[i];
    return { gross, rate: item.rate, discount: discounts[i], ...splitGst(gross, item.rate, intraState) };
  });
  const chargeLines = charges
    .filter((charge) => charge > 0)
    .map((gross) => ({ gross, rate: SERVICE_GST_RATE, discount: 0, ...splitGst(gross, SERVICE_GST_RATE, intraState) }));
  const all = [...itemLines, ...chargeLines];
  const sum = (pick: (line: InvoiceTaxLine) => number) => all.reduce((total, line) => total + pick(line), 0);
  const totals = {
    taxable: sum((l) => l.taxable),
    cgst: sum((l) => l.cgst),
    sgst: sum((l) => l.sgst),
    igst: sum((l) => l.igst),
    tax: sum((l) => l.cgst + l.sgst + l.igst),
    gross: sum((l) => l.gross),
    discount,
  };
  return { items: itemLines, charges: chargeLines, totals };
}
