import type { FastifyInstance } from 'fastify';
import { escapeHtml, sendPage } from '../payments/sandbox/html';
import { paypalSandbox } from '../payments/sandbox/paypal-sandbox';
import { phonepeSandbox } from '../payments/sandbox/phonepe-sandbox';
import { razorpaySandbox } from '../payments/sandbox/razorpay-sandbox';

const SIMULATORS = [
  { name: 'Card / UPI popup (Razorpay-style)', path: '/sandbox/razorpay/checkout.js' },
  { name: 'Mobile wallet (PhonePe-style)', path: '/sandbox/phonepe/pg/v1/pay' },
  { name: 'Global redirect (PayPal-style)', path: '/sandbox/paypal/v1/payments/payment' },
];

/**
 * Payment provider simulators under `/sandbox/*` (outside the API contract), registered with the
 * `/sandbox` prefix by `app.ts` in sandbox mode only: they sign with the configured secrets, so in live
 * mode they would mint real signatures. They share the storefront's origin, so they send no CORS header.
 */
export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  app.get('/', async (_request, reply) =>
    sendPage(reply, {
      title: 'Payment sandbox',
      accent: '#374151',
      body: `<header><h1>Payment sandbox</h1></header><div class="content"><p>Simulated providers on this server (PAYMENT_MODE=sandbox):</p><ul>${SIMULATORS.map(
        (s) => `<li>${escapeHtml(s.name)}: <code>${escapeHtml(s.path)}</code></li>`,
      ).join('')}</ul></div>`,
    }),
  );

  await app.register(razorpaySandbox, { prefix: '/razorpay' });
  await app.register(phonepeSandbox, { prefix: '/phonepe' });
  await app.register(paypalSandbox, { prefix: '/paypal' });
}
