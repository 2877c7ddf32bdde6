/** @jest-environment jsdom */
import { UPI_ID_INVALID_MESSAGE, UPI_ID_REQUIRED_MESSAGE } from '@storefront/domain';
import { CHECKOUT_SCRIPT } from './checkout-script';

interface CheckoutInstance {
  open(): CheckoutInstance;
  on(event: string, callback: (payload: unknown) => void): CheckoutInstance;
}
type CheckoutConstructor = new (options: Record<string, unknown>) => CheckoutInstance;

const LINK = 'upi://pay?pa=kiranaandco.sandbox%40razorpay&pn=Kirana%20%26%20Co.&tr=order_1&tn=Order%20INV-1&am=1299.50&cu=INR';
const upiAnswer = {
  link: LINK,
  qr_svg: `<svg role="img" aria-label="UPI QR code for ₹1,299.50" data-upi-link="${LINK.replace(/&/g, '&amp;')}" width="200" height="200" focusable="false" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path fill="#ffffff" d="M0 0h29v29H0z"/><path stroke="#000000" d="M2 2.5h7"/></svg>`,
  amount: 129950,
  amount_text: '₹1,299.50',
  payee_name: 'Kirana & Co.',
  payee_vpa: 'kiranaandco.sandbox@razorpay',
};
const signed = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'a'.repeat(64) };
const declined = { error: { code: 'BAD_REQUEST_ERROR', reason: 'payment_cancelled', metadata: { order_id: 'order_1' } } };

type Answer = { status: number; body: unknown };

/** checkout.js on a fake simulator: each path answers what the test says. */
function loadCheckout(answers: Record<string, Answer>) {
  const fetchMock = jest.fn(async (url: string) => {
    const path = url.replace(/^\/sandbox\/razorpay\//, '').replace(/\?.*$/, '');
    const answer = answers[path] ?? { status: 404, body: { error: { description: 'Not found' } } };
    return { ok: answer.status < 300, json: async () => answer.body };
  });
  Object.assign(window, { fetch: fetchMock, Razorpay: undefined });
  window.eval(CHECKOUT_SCRIPT);
  return { Razorpay: (window as unknown as { Razorpay: CheckoutConstructor }).Razorpay, fetchMock };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const byText = (selector: string, text: string) =>
  [...document.querySelectorAll<HTMLElement>(selector)].find((node) => node.textContent === text) ?? null;
const upiSection = () => document.querySelector<HTMLElement>('section[aria-labelledby="rzp-sbx-upi-title"]');
const upiIdInput = () => document.getElementById(document.querySelector('label[for]')?.getAttribute('for') ?? '') as HTMLInputElement;
const fieldAlert = () => document.querySelector('[role="alert"]');
const options = (extra: Record<string, unknown> = {}) => ({ key: 'rzp_test', amount: 129950, currency: 'INR', order_id: 'order_1', name: 'Kirana & Co.', ...extra });

async function openWithUpi(answers: Record<string, Answer> = {}, extra: Record<string, unknown> = {}) {
  const loaded = loadCheckout({ 'v1/checkout/upi': { status: 200, body: upiAnswer }, ...answers });
  const checkout = new loaded.Razorpay(options(extra)).open();
  await flush();
  return { ...loaded, checkout };
}

describe('sandbox checkout.js: UPI', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('asks the simulator for the order’s UPI link with only the key and order id', async () => {
    const { fetchMock } = await openWithUpi();
    expect(fetchMock).toHaveBeenCalledWith('/sandbox/razorpay/v1/checkout/upi?key=rzp_test&order_id=order_1', expect.anything());
  });

  it('shows a UPI section with the QR code as a named image and the same link as "Pay by UPI app"', async () => {
    await openWithUpi();
    const section = upiSection();
    expect(section?.hidden).toBe(false);
    expect(document.getElementById('rzp-sbx-upi-title')?.textContent).toBe('UPI');
    const qr = section?.querySelector('svg[role="img"]');
    expect(qr?.getAttribute('aria-label')).toBe('UPI QR code for ₹1,299.50');
    expect(qr?.getAttribute('data-upi-link')).toBe(LINK);
    expect(byText('figcaption', 'Scan with any UPI app to pay ₹1,299.50 to Kirana & Co.')).not.toBeNull();
    expect(byText('a', 'Pay by UPI app')?.getAttribute('href')).toBe(LINK);
    expect(byText('label', 'UPI ID')).not.toBeNull();
  });

  it('keeps a malformed UPI ID, says what is wrong in an alert and sends nothing', async () => {
    const { fetchMock } = await openWithUpi();
    upiIdInput().value = 'ravi@okaxis1';
    byText('button', 'Pay with UPI ID')?.click();
    await flush();
    expect(fieldAlert()?.textContent).toBe(UPI_ID_INVALID_MESSAGE);
    expect(upiIdInput().value).toBe('ravi@okaxis1');
    expect(upiIdInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(upiIdInput());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    upiIdInput().value = '  ';
    byText('button', 'Pay with UPI ID')?.click();
    expect(fieldAlert()?.textContent).toBe(UPI_ID_REQUIRED_MESSAGE);
  });

  it('pays with a well-formed UPI ID and hands the signed payment to handler', async () => {
    const handler = jest.fn();
    const { fetchMock } = await openWithUpi({ 'v1/checkout/upi/pay': { status: 200, body: signed } }, { handler });
    upiIdInput().value = ' ravi@okaxis ';
    byText('button', 'Pay with UPI ID')?.click();
    await flush();
    expect(fetchMock).toHaveBeenCalledWith(
      '/sandbox/razorpay/v1/checkout/upi/pay',
      expect.objectContaining({ method: 'POST', body: 'key=rzp_test&order_id=order_1&vpa=ravi%40okaxis' }),
    );
    expect(handler).toHaveBeenCalledWith(signed);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('shows the simulator’s UPI ID refusal in the field alert, keeping the text', async () => {
    await openWithUpi({ 'v1/checkout/upi/pay': { status: 400, body: { error: { description: UPI_ID_INVALID_MESSAGE, field: 'vpa' } } } });
    upiIdInput().value = 'ravi@okaxis';
    byText('button', 'Pay with UPI ID')?.click();
    await flush();
    expect(fieldAlert()?.textContent).toBe(UPI_ID_INVALID_MESSAGE);
    expect(upiIdInput().value).toBe('ravi@okaxis');
    expect((byText('button', 'Pay with UPI ID') as HTMLButtonElement).disabled).toBe(false);
  });

  it('"Confirm UPI payment" pays like the card; a declined UPI ID and "Decline UPI payment" fail like Decline', async () => {
    const handler = jest.fn();
    await openWithUpi({ 'v1/checkout/upi/pay': { status: 200, body: signed } }, { handler });
    byText('button', 'Confirm UPI payment')?.click();
    await flush();
    expect(handler).toHaveBeenCalledWith(signed);

    for (const act of ['decline button', 'declined UPI ID'] as const) {
      const failed = jest.fn();
      const ondismiss = jest.fn();
      const { checkout } = await openWithUpi(
        { 'v1/checkout/decline': { status: 200, body: declined }, 'v1/checkout/upi/pay': { status: 200, body: declined } },
        { handler, modal: { ondismiss } },
      );
      checkout.on('payment.failed', failed);
      if (act === 'decline button') {
        byText('button', 'Decline UPI payment')?.click();
      } else {
        upiIdInput().value = 'failure@razorpay';
        byText('button', 'Pay with UPI ID')?.click();
      }
      await flush();
      expect(failed).toHaveBeenCalledWith(declined);
      expect(ondismiss).toHaveBeenCalledTimes(1);
      expect(document.querySelector('[role="dialog"]')).toBeNull();
    }
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('leaves the card alone when the store has no UPI ID: no UPI section', async () => {
    await openWithUpi({ 'v1/checkout/upi': { status: 404, body: { error: { description: 'UPI is not set up for this store' } } } });
    expect(upiSection()).toBeNull();
    expect(byText('button', 'Pay ₹1,299.50')).not.toBeNull();
  });
});
