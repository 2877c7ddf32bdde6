import { apportion, invoiceTax, isIntraState, splitGst } from './gst-split';

describe('GST split', () => {
  it('takes 18% GST out of a tax-inclusive ₹1,180 and splits it CGST + SGST within the store state', () => {
    expect(splitGst(118_000, 18, true)).toEqual({ taxable: 100_000, cgst: 9_000, sgst: 9_000, igst: 0 });
  });
  it('charges IGST when the delivery state is another state', () => {
    expect(splitGst(118_000, 18, false)).toEqual({ taxable: 100_000, cgst: 0, sgst: 0, igst: 18_000 });
  });
  it('gives the odd paisa to SGST so the halves add up to the tax', () => {
    const split = splitGst(49_900, 5, true); // tax 2376.19.. -> 2376 paise
    expect(split.cgst + split.sgst).toBe(2_376);
    expect(split.sgst - split.cgst).toBe(0);
    const odd = splitGst(10_500, 5, true); // tax 500
    expect(odd).toEqual({ taxable: 10_000, cgst: 250, sgst: 250, igst: 0 });
    const oddPaisa = splitGst(10_710, 12, true); // tax 1147.5 -> 1148
    expect([oddPaisa.cgst, oddPaisa.sgst]).toEqual([574, 574]);
    expect(splitGst(10_605, 12, true)).toMatchObject({ cgst: 568, sgst: 568 }); // tax 1136.25 -> 1136
    expect(splitGst(1_123, 12, true)).toMatchObject({ cgst: 60, sgst: 60 }); // tax 120.32 -> 120
    expect(splitGst(1_130, 12, true)).toMatchObject({ cgst: 60, sgst: 61 }); // tax 121.07 -> 121
  });
  it('has no tax on a 0% (exempt) line', () => {
    expect(splitGst(5_000, 0, false)).toEqual({ taxable: 5_000, cgst: 0, sgst: 0, igst: 0 });
  });
  it('compares the store and delivery states by name, ignoring case and spaces', () => {
    expect(isIntraState('Maharashtra', ' maharashtra ')).toBe(true);
    expect(isIntraState('Maharashtra', 'Karnataka')).toBe(false);
    expect(isIntraState(null, 'Karnataka')).toBe(false);
  });
});

describe('invoice tax', () => {
  it('shares a discount over the lines in proportion and keeps every paisa', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
  });
  it('taxes the discounted lines and the shipping charge at 18%, adding up to the order total', () => {
    const tax = invoiceTax({
      items: [
        { gross: 99_900, rate: 12 },
        { gross: 49_900, rate: 5 },
      ],
      discount: 10_000,
      charges: [4_000, 0],
      intraState: false,
    });
    expect(tax.items.map((line) => line.discount)).toEqual([6_669, 3_331]);
    expect(tax.charges).toHaveLength(1);
    expect(tax.charges[0]).toMatchObject({ gross: 4_000, rate: 18, igst: 610, taxable: 3_390 });
    expect(tax.totals.gross).toBe(99_900 + 49_900 - 10_000 + 4_000);
    expect(tax.totals.taxable + tax.totals.tax).toBe(tax.totals.gross);
    expect(tax.totals.cgst + tax.totals.sgst).toBe(0);
  });
});
