import { whatsAppOrderLink } from './whatsapp-order';

const order = { invoiceNumber: 'INV-2026-000007', total: 104_900, paymentMethod: 'cod' };
const items = [{ productName: 'Kurta', attributes: [{ option_type: 'Size', option_value: 'M' }], quantity: 2, totalPrice: 100_000 }];

describe('whatsAppOrderLink', () => {
  it('opens a chat with the store, the order written out', () => {
    const link = whatsAppOrderLink({ name: 'Sutra', whatsappNumber: '98200 12345' }, order, items);
    expect(link).toMatch(/^https:\/\/wa\.me\/919820012345\?text=/);
    expect(decodeURIComponent((link ?? '').split('text=')[1])).toBe(
      ['Hello Sutra, I have placed an order.', 'Order: INV-2026-000007', '- Kurta (Size: M) x 2 = ₹1,000', 'Total: ₹1,049', 'Payment: Cash on delivery'].join('\n'),
    );
  });

  it('passes the fixed lines, not the items, through the shopper’s language', () => {
    const link = whatsAppOrderLink({ name: 'Sutra', whatsappNumber: '98200 12345' }, order, items, (text) => `<${text}>`);
    expect(decodeURIComponent((link ?? '').split('text=')[1]).split('\n')).toEqual([
      '<Hello Sutra, I have placed an order.>',
      '<Order: INV-2026-000007>',
      '- Kurta (Size: M) x 2 = ₹1,000',
      '<Total: ₹1,049>',
      '<Payment: Cash on delivery>',
    ]);
  });

  it('is null without a WhatsApp number', () => {
    expect(whatsAppOrderLink({ name: 'Sutra', whatsappNumber: null }, order, items)).toBeNull();
  });
});
