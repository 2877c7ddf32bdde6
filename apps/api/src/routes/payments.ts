import { SUCCESS_MESSAGES, toRupees } from '@storefront/domain';
import type { PaymentRedirect, PaymentStart } from '@storefront/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sandboxCredentials } from '../config';
import { route } from '../http/route';
import { ok } from '../http/reply';
import { requireUser } from '../http/request-context';
import { createLoopbackFetch } from '../payments/loopback-fetch';
import { publicOrigin } from '../payments/origin';
import { createProviders, type Providers } from '../payments/providers';
import type { FetchLike } from '../payments/types';
import { presentOrder } from '../services/orders/present-order';
import { confirmPayment, findShopperPayment } from '../services/payments/confirm-payment';
import { confirmOrderByEmail } from './order-confirmation';
import { expireStalePayments, type Reconcile } from '../services/payments/expire-payments';
import {
  assertPaymentMethod,
  checkReturnUrl,
  type PaymentInitInput,
  startOnlinePayment,
} from '../services/payments/start-payment';

/** How often this process looks for payments that were never completed. */
const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/** `/callbackUrl?action=...` on the storefront (same origin as the API). */
function callbackUrl(origin: string, action: 'phonepay' | 'paypal'): string {
  const url = new URL('/callbackUrl', origin);
  url.searchParams.set('action', action);
  return url.toString();
}

/** Live mode with the committed sandbox credentials cannot take a real payment: say so at start-up. */
function warnAboutSandboxCredentials(app: FastifyInstance): void {
  const { razorpay, phonepe, paypal } = app.config;
  const missing = [
    razorpay.keySecret === sandboxCredentials.razorpay.keySecret && 'RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET',
    phonepe.saltKey === sandboxCredentials.phonepe.saltKey && 'PHONEPE_MERCHANT_ID/PHONEPE_SALT_KEY/PHONEPE_SALT_INDEX',
    paypal.clientSecret === sandboxCredentials.paypal.clientSecret && 'PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET',
  ].filter(Boolean);
  if (missing.length > 0) app.log.warn(`PAYMENT_MODE=live but these providers still use sandbox credentials: ${missing.join(', ')}`);
}

/**
 * Online payments: card/UPI popup (razorpay), mobile-wallet redirect (phonepe), global redirect
 * (paypal). Adapters are built per request, on this request's public origin; in sandbox mode they reach
 * the simulators under `/sandbox/*` over this server's own port, live they use the network.
 */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const fetchImpl: FetchLike = config.paymentMode === 'sandbox' ? createLoopbackFetch(app) : (input, init) => fetch(input, init);
  if (config.paymentMode === 'live') warnAboutSandboxCredentials(app);
  const providersFor = (request: FastifyRequest): Providers =>
    createProviders(config, publicOrigin(config, request), fetchImpl);
  /** Asks a payment's provider whether money moved, with no evidence from the shopper. */
  const reconcileWith =
    (providers: Providers): Reconcile =>
    async (payment) => {
      const provider = providers[payment.provider as keyof Providers];
      if (!provider || !payment.provider_order_id) return null;
      return provider.lookup({
        transactionId: payment.transaction_id,
        providerOrderId: payment.provider_order_id,
        amount: payment.amount,
      });
    };
  const startOptions = (request: FastifyRequest) => ({ reconcile: reconcileWith(providersFor(request)), locale: request.locale });

  route<{ Body: PaymentInitInput }>(app, 'startPayment', async (request) => {
    const user = requireUser(request.ctx);
    assertPaymentMethod(request.body, 'razorpay');
    const origin = publicOrigin(config, request);
    const provider = providersFor(request).razorpay;
    const urls = { returnUrl: `${origin}/callbackUrl`, cancelUrl: `${origin}/callbackUrl` };
    const { payment, order } = await startOnlinePayment(db, provider, user, request.body, urls, startOptions(request));
    const data: PaymentStart = {
      transaction_id: payment.transaction_id,
      order_id: order.id,
      total: toRupees(payment.amount),
      amount: payment.amount,
      currency: 'INR',
      key: provider.keyId,
      provider_order_id: payment.provider_order_id ?? '',
      checkout_script: provider.checkoutScript,
    };
    return ok(data);
  });

  route<{ Body: { payment_id: string; transaction_id: string; signature: string } }>(app, 'verifyPayment', async (request) => {
    const user = requireUser(request.ctx);
    const { payment_id: paymentId, transaction_id: transactionId, signature } = request.body;
    const payment = await findShopperPayment(db, user, 'razorpay', { transactionId });
    const order = await confirmPayment(db, providersFor(request).razorpay, payment, { paymentId, signature });
    await confirmOrderByEmail(app, request, order.id);
    return ok(await presentOrder(db, order, new Date(), request.locale), { message: SUCCESS_MESSAGES.orderPlaced });
  });

  route<{ Body: PaymentInitInput }>(app, 'initiatePhonepePayment', async (request) => {
    const user = requireUser(request.ctx);
    assertPaymentMethod(request.body, 'phonepe');
    const origin = publicOrigin(config, request);
    const returnUrl = request.body.return_url ? checkReturnUrl(request.body.return_url, origin) : callbackUrl(origin, 'phonepay');
    const urls = { returnUrl, cancelUrl: returnUrl };
    const { payment, order, start } = await startOnlinePayment(db, providersFor(request).phonepe, user, request.body, urls, startOptions(request));
    const data: PaymentRedirect = {
      transaction_id: payment.transaction_id,
      order_id: order.id,
      provider: 'phonepe',
      url: start.redirectUrl ?? '',
    };
    return ok(data);
  });

  route<{ Querystring: { transaction_id?: string } }>(app, 'phonepePaymentStatus', async (request) => {
    const user = requireUser(request.ctx);
    const transactionId = request.query.transaction_id;
    const payment = await findShopperPayment(db, user, 'phonepe', transactionId ? { transactionId } : 'latest');
    const order = await confirmPayment(db, providersFor(request).phonepe, payment, {});
    await confirmOrderByEmail(app, request, order.id);
    return ok(await presentOrder(db, order, new Date(), request.locale), { message: SUCCESS_MESSAGES.orderPlaced });
  });

  route<{ Body: PaymentInitInput }>(app, 'initiatePaypalPayment', async (request) => {
    const user = requireUser(request.ctx);
    assertPaymentMethod(request.body, 'paypal');
    const origin = publicOrigin(config, request);
    const returnUrl = request.body.return_url ? checkReturnUrl(request.body.return_url, origin) : callbackUrl(origin, 'paypal');
    const cancelUrl = new URL(returnUrl);
    cancelUrl.searchParams.set('cancelled', 'true');
    const urls = { returnUrl, cancelUrl: cancelUrl.toString() };
    const { payment, order, start } = await startOnlinePayment(db, providersFor(request).paypal, user, request.body, urls, startOptions(request));
    const data: PaymentRedirect = {
      transaction_id: payment.transaction_id,
      order_id: order.id,
      provider: 'paypal',
      approval_url: start.redirectUrl ?? '',
      payment_id: payment.provider_order_id ?? '',
    };
    return ok(data);
  });

  route<{ Body: { payment_id: string; payer_id: string } }>(app, 'executePaypalPayment', async (request) => {
    const user = requireUser(request.ctx);
    const { payment_id: paymentId, payer_id: payerId } = request.body;
    const payment = await findShopperPayment(db, user, 'paypal', { providerOrderId: paymentId });
    const order = await confirmPayment(db, providersFor(request).paypal, payment, { payerId });
    await confirmOrderByEmail(app, request, order.id);
    return ok(await presentOrder(db, order, new Date(), request.locale), { message: SUCCESS_MESSAGES.orderPlaced });
  });

  // Orders whose payment never completed give their stock back (after asking the provider).
  const sweepProviders = createProviders(config, config.publicUrl ?? `http://localhost:${config.port}`, fetchImpl);
  const sweep = () =>
    expireStalePayments(db, { reconcile: reconcileWith(sweepProviders) }).catch((error: unknown) =>
      app.log.error({ err: error }, 'payment expiry sweep failed'),
    );
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
