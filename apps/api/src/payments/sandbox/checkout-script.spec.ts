/** @jest-environment jsdom */
import { CHECKOUT_SCRIPT } from './checkout-script';

interface CheckoutInstance {
  open(): CheckoutInstance;
  close(): void;
  on(event: string, callback: (payload: unknown) => void): CheckoutInstance;
}
type CheckoutConstructor = new (options: Record<string, unknown>) => CheckoutInstance;

const signed = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'a'.repeat(64) };
const declined = { error: { code: 'BAD_REQUEST_ERROR', reason: 'payment_cancelled', metadata: { order_id: 'order_1' } } };

function loadCheckout(answer: { status: number; body: unknown }) {
  const fetchMock = jest.fn(async () => ({ ok: answer.status < 300, json: async () => answer.body }));
  Object.assign(window, { fetch: fetchMock, Razorpay: undefined });
  window.eval(CHECKOUT_SCRIPT);
  return { Razorpay: (window as unknown as { Razorpay: CheckoutConstructor }).Razorpay, fetchMock };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const dialog = () => document.querySelector('[role="dialog"]');
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name || b.getAttribute('aria-label') === name) as HTMLButtonElement;

describe('sandbox checkout.js', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('opens a labelled modal dialog with the amount on the Pay button, focused', () => {
    const { Razorpay } = loadCheckout({ status: 200, body: signed });
    new Razorpay({ key: 'rzp_test', amount: 129950, currency: 'INR', order_id: 'order_1', name: 'Demo Store' }).open();

    const modal = dialog();
    expect(modal?.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(modal?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Demo Store');
    expect(button('Pay ₹1,299.50')?.type).toBe('button');
    expect(document.activeElement).toBe(button('Pay ₹1,299.50'));
    expect(button('Decline')?.type).toBe('button');
  });

  it('pays: asks the simulator for a signed payment and hands it to handler', async () => {
    const { Razorpay, fetchMock } = loadCheckout({ status: 200, body: signed });
    const handler = jest.fn();
    new Razorpay({ key: 'rzp_test', amount: 100, order_id: 'order_1', handler }).open();
    button('Pay ₹1.00').click();
    await flush();

    expect(fetchMock).toHaveBeenCalledWith('/sandbox/razorpay/v1/checkout/pay', expect.objectContaining({ method: 'POST', body: 'key=rzp_test&order_id=order_1' }));
    expect(handler).toHaveBeenCalledWith(signed);
    expect(dialog()).toBeNull();
  });

  it('declines: emits payment.failed, then modal.ondismiss', async () => {
    const { Razorpay } = loadCheckout({ status: 200, body: declined });
    const failed = jest.fn();
    const ondismiss = jest.fn();
    const handler = jest.fn();
    new Razorpay({ key: 'rzp_test', amount: 100, order_id: 'order_1', handler, modal: { ondismiss } }).on('payment.failed', failed).open();
    button('Decline').click();
    await flush();

    expect(failed).toHaveBeenCalledWith(declined);
    expect(ondismiss).toHaveBeenCalledTimes(1);
    expect(handler).not.toHaveBeenCalled();
    expect(dialog()).toBeNull();
  });

  it('dismisses on Escape and on the close button', () => {
    const { Razorpay } = loadCheckout({ status: 200, body: signed });
    const ondismiss = jest.fn();
    const checkout = new Razorpay({ key: 'rzp_test', order_id: 'order_1', modal: { ondismiss } });
    checkout.open();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    checkout.open();
    button('Close').click();

    expect(ondismiss).toHaveBeenCalledTimes(2);
    expect(dialog()).toBeNull();
  });

  it('shows the simulator error and keeps the dialog open when the payment is refused', async () => {
    const { Razorpay } = loadCheckout({ status: 400, body: { error: { description: 'Order has already been paid' } } });
    const handler = jest.fn();
    new Razorpay({ key: 'rzp_test', order_id: 'order_1', handler }).open();
    button('Pay').click();
    await flush();

    expect(handler).not.toHaveBeenCalled();
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Order has already been paid');
    expect(button('Pay').disabled).toBe(false);
  });
});
