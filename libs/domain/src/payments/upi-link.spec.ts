import {
  buildUpiPayLink,
  checkUpiId,
  isUpiId,
  upiAmount,
  UPI_ID_INVALID_MESSAGE,
  UPI_ID_REQUIRED_MESSAGE,
} from './upi-link';

const kirana = {
  payeeVpa: 'kirana.sandbox@razorpay',
  payeeName: 'Kirana & Co.',
  amountPaise: 129950,
  transactionRef: 'order_Abc123XYZ',
  note: 'Order INV-2026-0042',
};

describe('UPI pay link', () => {
  it('builds upi://pay with pa, pn, tr, tn, am and cu, each value percent-encoded', () => {
    expect(buildUpiPayLink(kirana)).toBe(
      'upi://pay?pa=kirana.sandbox%40razorpay&pn=Kirana%20%26%20Co.&tr=order_Abc123XYZ&tn=Order%20INV-2026-0042&am=1299.50&cu=INR',
    );
  });

  it('decodes back to the same values with URLSearchParams (what a UPI app reads)', () => {
    const params = new URLSearchParams(buildUpiPayLink({ ...kirana, payeeName: 'Chai + Snacks #1 / Pune?', note: 'a=b&c' }).split('?')[1]);
    expect(Object.fromEntries(params)).toEqual({
      pa: 'kirana.sandbox@razorpay',
      pn: 'Chai + Snacks #1 / Pune?',
      tr: 'order_Abc123XYZ',
      tn: 'a=b&c',
      am: '1299.50',
      cu: 'INR',
    });
  });

  it('writes spaces as %20, never +', () => {
    expect(buildUpiPayLink(kirana)).not.toContain('+');
  });

  it('cuts the note to 50 characters and leaves an empty note out', () => {
    const long = buildUpiPayLink({ ...kirana, note: 'x'.repeat(80) });
    expect(new URLSearchParams(long.split('?')[1]).get('tn')).toBe('x'.repeat(50));
    expect(buildUpiPayLink({ ...kirana, note: '  ' })).not.toContain('tn=');
  });

  it('refuses a malformed payee VPA, an empty payee name or reference', () => {
    expect(() => buildUpiPayLink({ ...kirana, payeeVpa: 'kirana@' })).toThrow(/name@bank/);
    expect(() => buildUpiPayLink({ ...kirana, payeeName: ' ' })).toThrow(/payee name/);
    expect(() => buildUpiPayLink({ ...kirana, transactionRef: '' })).toThrow(/reference/);
  });
});

describe('UPI amount (am)', () => {
  it('is rupees with exactly two decimals and no grouping', () => {
    expect(upiAmount(129950)).toBe('1299.50');
    expect(upiAmount(100)).toBe('1.00');
    expect(upiAmount(105)).toBe('1.05');
    expect(upiAmount(12345678)).toBe('123456.78');
  });

  it('refuses zero, negative and fractional paise', () => {
    expect(() => upiAmount(0)).toThrow(RangeError);
    expect(() => upiAmount(-100)).toThrow(RangeError);
    expect(() => upiAmount(99.5)).toThrow(RangeError);
  });
});

describe('UPI ID check (name@bank)', () => {
  it('accepts letters, digits, dot, hyphen and underscore before the @ and letters after it', () => {
    for (const id of ['ravi@okaxis', 'ravi.kumar-99_x@ybl', '9820012345@paytm', 'success@razorpay']) expect(isUpiId(id)).toBe(true);
  });

  it('refuses other forms', () => {
    for (const id of ['ravi', 'ravi@', '@okaxis', 'ravi@ok axis', 'ravi@okaxis1', 'ravi@@okaxis', 'ra vi@ybl', 'ravi@ok.axis', 'ravi+1@ybl', `${'a'.repeat(250)}@okaxis`]) {
      expect(isUpiId(id)).toBe(false);
    }
  });

  it('trims what was typed, and says what is wrong', () => {
    expect(checkUpiId('  ravi@okaxis ')).toEqual({ upiId: 'ravi@okaxis' });
    expect(checkUpiId('   ')).toEqual({ error: UPI_ID_REQUIRED_MESSAGE });
    expect(checkUpiId('ravi@okaxis1')).toEqual({ error: UPI_ID_INVALID_MESSAGE });
    expect(UPI_ID_REQUIRED_MESSAGE).toBe('Enter your UPI ID, for example name@bank');
  });
});
