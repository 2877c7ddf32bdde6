import { guestEmailSchema } from '../validation/guest-email';
import { guestEmailError } from '../validation/guest-email-check';
import { trackOrderSchema } from '../validation/track-order';
import { normalizeOrderId, parseTrackingContact, trackedOrderView } from './order-tracking';

describe('Track order contact', () => {
  it('reads an e-mail (lower-cased) or a 10-digit phone (+91, 0, spaces and dashes forgiven)', () => {
    expect(parseTrackingContact(' Asha.Rao@Example.in ')).toEqual({ email: 'asha.rao@example.in' });
    expect(parseTrackingContact('98765 43210')).toEqual({ phone: '9876543210' });
    expect(parseTrackingContact('+91 98765-43210')).toEqual({ phone: '9876543210' });
    expect(parseTrackingContact('09876543210')).toEqual({ phone: '9876543210' });
    expect(parseTrackingContact('asha@shop')).toBeNull();
    expect(parseTrackingContact('12345')).toBeNull();
  });

  it('the form says what is missing or wrong', () => {
    const errors = (values: object) => trackOrderSchema.safeParse(values).error?.issues.map((issue) => issue.message);
    expect(errors({})).toEqual(['Order ID required', 'Phone number or email required']);
    expect(errors({ order_id: 'INV-2026-000001', contact: '12345' })).toEqual([
      'Enter the 10-digit phone number or the email used for the order',
    ]);
    expect(errors({ order_id: 'INV-2026-000001', contact: 'asha@example.in' })).toBeUndefined();
  });
});

describe('guest e-mail', () => {
  it('is required with the register messages, unless the store makes it optional', () => {
    const messages = (required: boolean, email: unknown) =>
      guestEmailSchema(required).safeParse({ email }).error?.issues.map((issue) => issue.message);
    expect(messages(true, '')).toEqual(['email required']);
    expect(messages(true, 'asha@shop')).toEqual(['Invalid email address']);
    expect(messages(true, 'asha@shop.in')).toBeUndefined();
    expect(messages(false, '')).toBeUndefined();
    expect(messages(false, 'asha@shop')).toEqual(['Invalid email address']);
  });

  it('gives the same first message without zod, for the checkout store', () => {
    expect(guestEmailError('  ', true)).toBe('email required');
    expect(guestEmailError('', false)).toBeNull();
    expect(guestEmailError(' asha@shop ', false)).toBe('Invalid email address');
    expect(guestEmailError(' asha@shop.in ', true)).toBeNull();
    expect(guestEmailError(`${'a'.repeat(250)}@shop.in`, true)).toBe('email must be at most 254 characters');
  });
});

describe('tracking look-ups', () => {
  it('reads an order ID as typed: spaces dropped, upper case', () => {
    expect(normalizeOrderId(' inv-2026 -000123 ')).toBe('INV-2026-000123');
  });

  it('answers the order ID, its status label and its timeline, nothing personal', () => {
    const view = trackedOrderView({
      invoiceNumber: 'INV-2026-000123',
      status: 'packed',
      placedAt: '2026-03-01T10:00:00.000Z',
      history: [
        { status: 'placed', at: '2026-03-01T10:00:00.000Z' },
        { status: 'packed', at: '2026-03-02T10:00:00.000Z' },
      ],
      deliveryPromise: null,
    });
    expect(view).toMatchObject({ order_id: 'INV-2026-000123', status_label: 'Packed', delivery_promise: null });
    expect(view.timeline.map((step) => step.state)).toEqual(['done', 'current', 'upcoming', 'upcoming', 'upcoming']);
  });
});
