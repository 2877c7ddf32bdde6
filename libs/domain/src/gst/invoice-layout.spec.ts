import { invoiceAddressLine, invoiceBody, invoiceItemDescription } from './invoice-layout';

const kurta = {
  productName: 'Kurta',
  attributes: [{ option_type: 'Size', option_value: 'M' }],
  hsnCode: '6109',
  gstRate: 5,
  quantity: 2,
  unitPrice: 52_500,
  totalPrice: 105_000,
};

describe('invoiceBody', () => {
  it('splits GST into CGST and SGST within the store state, and adds charges as services', () => {
    const body = invoiceBody([kurta], { discount: 0, shippingCharge: 0, codCharge: 4_900 }, { store: 'Karnataka', delivery: 'Karnataka' });
    expect(body.supply_type).toBe('intra_state');
    expect(body.lines.map((l) => [l.kind, l.description, l.hsn_code])).toEqual([
      ['item', 'Kurta (Size: M)', '6109'],
      ['charge', 'Cash on delivery charge', '9968'],
    ]);
    expect(body.lines[0]).toMatchObject({ unit_price: 525, gross: 1050, taxable_value: 1000, cgst: 25, sgst: 25, igst: 0 });
    expect(body.igst).toBe(0);
    expect(body.lines.reduce((sum, l) => sum + l.gross, 0)).toBeCloseTo(1099, 2);
  });

  it('charges IGST across states and spreads the discount over the items', () => {
    const body = invoiceBody([kurta], { discount: 10_500, shippingCharge: 0, codCharge: 0 }, { store: 'Karnataka', delivery: 'Kerala' });
    expect(body.supply_type).toBe('inter_state');
    expect(body.lines[0]).toMatchObject({ discount: 105, gross: 945, cgst: 0, sgst: 0 });
    expect(body.igst).toBeGreaterThan(0);
  });
});

describe('invoice texts', () => {
  it('names a product without options as is', () => {
    expect(invoiceItemDescription('Pan', [])).toBe('Pan');
  });

  it('puts the address on one line, leaving out the blank parts', () => {
    expect(
      invoiceAddressLine({ address_line_1: '7 Temple Street', address_line_2: ' ', landmark: null, city: 'Chennai', state: 'Tamil Nadu', pincode: '600001' }),
    ).toBe('7 Temple Street, Chennai, Tamil Nadu 600001');
  });
});
