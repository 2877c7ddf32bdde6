/**
 * The shopper's side of a payment at the provider: what happens between the API's start answer and the
 * storefront's confirm call. Against the real API it is played on the sandbox simulators (`/sandbox/*`,
 * PAYMENT_MODE=sandbox) over HTTP, as a browser would; against the fake, through the fake's helpers.
 */
import type { PaymentRedirect, PaymentStart } from '../src';
import type { FakeApi } from '../src/testing';

/** What the card popup hands the storefront after "Pay". */
export interface CardPaid {
  payment_id: string;
  signature: string;
}

export interface PaymentDesk {
  /** "Pay" in the card/UPI popup. */
  payCard(start: PaymentStart): Promise<CardPaid>;
  /** "Approve" or "Decline" on the mobile wallet's pay page. */
  decideWallet(redirect: PaymentRedirect, decision: 'approve' | 'decline'): Promise<void>;
  /** "Approve" on the global provider's page: the PayerID it sends the shopper back with. */
  approveGlobal(redirect: PaymentRedirect): Promise<string>;
}

/** Submits a sandbox page's form the way a browser would, without following the redirect. */
async function submitPage(pageUrl: string, decision: string): Promise<URL> {
  const page = await fetch(pageUrl);
  if (page.status !== 200) throw new Error(`GET ${pageUrl} answered ${page.status}`);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`No form on ${pageUrl}`);
  const fields = new URLSearchParams({ decision });
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields.set(name, value);
  const response = await fetch(new URL(action, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`${decision} on ${pageUrl} answered ${response.status}, not a redirect`);
  return new URL(location, pageUrl);
}

/** The sandbox simulators of a real API in PAYMENT_MODE=sandbox, on the API's own origin. */
export function sandboxDesk(apiBaseUrl: string): PaymentDesk {
  const origin = new URL(apiBaseUrl).origin;
  return {
    async payCard(start) {
      // What the popup script (`checkout_script`) posts when the shopper presses "Pay".
      const response = await fetch(`${origin}/sandbox/razorpay/v1/checkout/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ key: start.key, order_id: start.provider_order_id }).toString(),
      });
      const body = (await response.json()) as Record<string, string>;
      if (!response.ok) throw new Error(`The card sandbox refused to pay: ${JSON.stringify(body)}`);
      return { payment_id: body.razorpay_payment_id, signature: body.razorpay_signature };
    },
    async decideWallet(redirect, decision) {
      await submitPage(redirect.url ?? '', decision);
    },
    async approveGlobal(redirect) {
      const back = await submitPage(redirect.approval_url ?? '', 'approve');
      const payerId = back.searchParams.get('PayerID');
      if (!payerId || back.searchParams.get('paymentId') !== redirect.payment_id) {
        throw new Error(`The global sandbox sent the shopper back to ${back.href}`);
      }
      return payerId;
    },
  };
}

/**
 * The fake's stand-in for the providers. The fake does not check a PayPal PayerID (a real API's
 * provider does), so any value passes.
 */
export function fakeDesk(fake: FakeApi): PaymentDesk {
  let payments = 0;
  return {
    async payCard(start) {
      const paymentId = `pay_contract${++payments}`;
      return { payment_id: paymentId, signature: fake.sandboxSignature(start.provider_order_id, paymentId) };
    },
    async decideWallet(redirect, decision) {
      fake.settlePayment(redirect.transaction_id, decision === 'approve' ? 'paid' : 'failed');
    },
    async approveGlobal(redirect) {
      fake.settlePayment(redirect.transaction_id, 'paid');
      return 'CONTRACTPAYER';
    },
  };
}
