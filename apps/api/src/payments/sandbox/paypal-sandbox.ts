import { PROVIDER_REFUSAL_REASONS } from '@storefront/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decimalToPaise, objectOf, stringOf } from '../http';
import { requestOrigin } from '../origin';
import { hmacSha256Hex, parseBasicAuthorization, randomUpperId, safeEqual } from '../signatures';
import { escapeHtml, formatRupees, isHttpUrl, sendNotice, sendPage, withQuery } from './html';
import { dataOf, merchantName, type SandboxTransaction, SandboxStore } from './store';

/** created -> approved (by the payer, on the hosted page) -> executed; or created -> cancelled. */
type Status = 'created' | 'approved' | 'cancelled' | 'executed';

const ACCENT = '#003087';
const TOKEN_TTL_SECONDS = 9 * 60 * 60;

interface StoredPayment {
  description: string | null;
  invoiceNumber: string | null;
}

function paypalError(reply: FastifyReply, status: number, name: string, message: string) {
  return reply.code(status).send({ name, message, debug_id: randomUpperId(13).toLowerCase(), details: [] });
}

/**
 * Access tokens are stateless (expiry + HMAC with the client secret), so any API process can check
 * them without shared memory.
 */
function issueToken(secret: string, nowSeconds: number): string {
  const expires = nowSeconds + TOKEN_TTL_SECONDS;
  return `A21AA.${expires}.${hmacSha256Hex(`paypal-sandbox-token:${expires}`, secret)}`;
}

function tokenIsValid(header: string | undefined, secret: string, nowSeconds: number): boolean {
  const match = /^Bearer\s+A21AA\.(\d+)\.([0-9a-f]{64})$/.exec(header?.trim() ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  return expires > nowSeconds && safeEqual(hmacSha256Hex(`paypal-sandbox-token:${expires}`, secret), match[2]);
}

function paymentResource(row: SandboxTransaction, origin: string) {
  const stored = dataOf<StoredPayment>(row);
  const status = row.status as Status;
  const base = `${origin}/sandbox/paypal`;
  const total = (row.amount / 100).toFixed(2);
  return {
    id: row.reference,
    intent: 'sale',
    state: status === 'executed' ? 'approved' : status === 'cancelled' ? 'failed' : 'created',
    cart: row.page_token?.replace(/^EC-/, ''),
    payer: {
      payment_method: 'paypal',
      status: row.payer_id ? 'VERIFIED' : undefined,
      payer_info: row.payer_id ? { payer_id: row.payer_id } : undefined,
    },
    transactions: [
      {
        amount: { total, currency: row.currency },
        description: stored.description ?? undefined,
        invoice_number: stored.invoiceNumber ?? undefined,
        related_resources:
          status === 'executed'
            ? [{ sale: { id: row.payment_id, state: 'completed', amount: { total, currency: row.currency }, parent_payment: row.reference } }]
            : [],
      },
    ],
    create_time: row.created_at.replace(/\.\d{3}Z$/, 'Z'),
    links: [
      { href: `${base}/v1/payments/payment/${row.reference}`, rel: 'self', method: 'GET' },
      { href: `${base}/checkoutnow?token=${row.page_token}`, rel: 'approval_url', method: 'REDIRECT' },
      { href: `${base}/v1/payments/payment/${row.reference}/execute`, rel: 'execute', method: 'POST' },
    ],
  };
}

/** Checks the create-payment body; answers the first problem, or null. */
function createProblem(body: Record<string, unknown>): string | null {
  if (body.intent !== 'sale') return 'intent must be sale';
  if (objectOf(body.payer).payment_method !== 'paypal') return 'payer.payment_method must be paypal';
  const transactions = Array.isArray(body.transactions) ? body.transactions : [];
  if (transactions.length !== 1) return 'exactly one transaction is supported';
  const amount = objectOf(objectOf(transactions[0]).amount);
  if (!(decimalToPaise(amount.total) > 0)) return 'transactions[0].amount.total is invalid';
  if (typeof amount.currency !== 'string' || !/^[A-Z]{3}$/.test(amount.currency)) return 'transactions[0].amount.currency is invalid';
  const urls = objectOf(body.redirect_urls);
  if (!isHttpUrl(urls.return_url) || !isHttpUrl(urls.cancel_url)) return 'redirect_urls.return_url and cancel_url are required';
  return null;
}

/**
 * PayPal REST v1 simulator (`/sandbox/paypal`): OAuth2 client-credentials tokens, payment creation with
 * an `approval_url`, a hosted approval page (Approve / Cancel) that sends the payer to return_url with
 * `paymentId`, `token` and `PayerID` or to cancel_url with `token`, and execute with the payer id.
 */
export async function paypalSandbox(app: FastifyInstance): Promise<void> {
  const store = new SandboxStore(app.db);
  const { clientId, clientSecret } = app.config.paypal;
  const now = () => Math.floor(Date.now() / 1000);
  const authorized = (request: FastifyRequest) => tokenIsValid(request.headers.authorization, clientSecret, now());

  app.post('/v1/oauth2/token', async (request, reply) => {
    const auth = parseBasicAuthorization(request.headers.authorization);
    if (!auth || !safeEqual(auth.user, clientId) || !safeEqual(auth.password, clientSecret)) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    if (objectOf(request.body).grant_type !== 'client_credentials') {
      return reply.code(400).send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    return reply.send({
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: issueToken(clientSecret, now()),
      token_type: 'Bearer',
      app_id: 'APP-SANDBOX',
      expires_in: TOKEN_TTL_SECONDS,
      nonce: `${new Date().toISOString()}${randomUpperId(8)}`,
    });
  });

  app.post('/v1/payments/payment', async (request, reply) => {
    if (!authorized(request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE', 'Authentication failed due to invalid authentication credentials.');
    const body = objectOf(request.body);
    const problem = createProblem(body);
    if (problem) return paypalError(reply, 400, 'VALIDATION_ERROR', problem);
    const transaction = objectOf((body.transactions as unknown[])[0]);
    const amount = objectOf(transaction.amount);
    const urls = objectOf(body.redirect_urls);
    const row = await store.insert({
      provider: 'paypal',
      reference: `PAYID-${randomUpperId(24)}`,
      pageToken: `EC-${randomUpperId(17)}`,
      merchantReference: stringOf(transaction.invoice_number),
      amount: decimalToPaise(amount.total),
      currency: amount.currency as string,
      status: 'created' satisfies Status,
      returnUrl: urls.return_url as string,
      cancelUrl: urls.cancel_url as string,
      data: {
        description: stringOf(transaction.description),
        invoiceNumber: stringOf(transaction.invoice_number),
      } satisfies StoredPayment,
    });
    return reply.code(201).send(paymentResource(row, requestOrigin(request)));
  });

  app.get<{ Params: { id: string } }>('/v1/payments/payment/:id', async (request, reply) => {
    if (!authorized(request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE', 'Authentication failed due to invalid authentication credentials.');
    const row = await store.byReference('paypal', request.params.id);
    if (!row) return paypalError(reply, 404, 'INVALID_RESOURCE_ID', 'Requested resource ID was not found.');
    return reply.send(paymentResource(row, requestOrigin(request)));
  });

  app.post<{ Params: { id: string } }>('/v1/payments/payment/:id/execute', async (request, reply) => {
    if (!authorized(request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE', 'Authentication failed due to invalid authentication credentials.');
    const row = await store.byReference('paypal', request.params.id);
    if (!row) return paypalError(reply, 404, 'INVALID_RESOURCE_ID', 'Requested resource ID was not found.');
    if (row.status === 'executed') return paypalError(reply, 400, 'PAYMENT_ALREADY_DONE', 'Payment has been done already for this cart.');
    if (row.status !== 'approved') {
      return paypalError(reply, 400, 'PAYMENT_NOT_APPROVED_FOR_EXECUTION', PROVIDER_REFUSAL_REASONS.notApproved);
    }
    const payerId = stringOf(objectOf(request.body).payer_id);
    if (!payerId || !row.payer_id || !safeEqual(payerId, row.payer_id)) {
      return paypalError(reply, 400, 'PAYER_ID_INVALID', 'Payer ID is invalid');
    }
    if (!(await store.transition(row.id, ['approved'], 'executed', { paymentId: randomUpperId(17) }))) {
      return paypalError(reply, 400, 'PAYMENT_ALREADY_DONE', 'Payment has been done already for this cart.');
    }
    const executed = await store.byReference('paypal', row.reference);
    return reply.send(paymentResource(executed ?? row, requestOrigin(request)));
  });

  app.get<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const row = token ? await store.byPageToken('paypal', token) : undefined;
    if (!row) return sendNotice(reply, 'PayPal sandbox', ACCENT, 'This approval link is not valid.');
    if (row.status !== 'created') {
      return sendNotice(reply, 'PayPal sandbox', ACCENT, 'This payment was already approved or cancelled.', 409);
    }
    const stored = dataOf<StoredPayment>(row);
    const amount = row.currency === 'INR' ? formatRupees(row.amount) : `${(row.amount / 100).toFixed(2)} ${row.currency}`;
    return sendPage(reply, {
      title: `Approve ${amount} - PayPal sandbox`,
      accent: ACCENT,
      body: `<header><p>PayPal sandbox</p><h1>Pay ${escapeHtml(await merchantName(app.db))}</h1></header>
<div class="content">
<p class="amount">${escapeHtml(amount)}</p>
<dl>${stored.description ? `<dt>For</dt><dd>${escapeHtml(stored.description)}</dd>` : ''}<dt>Payment</dt><dd>${escapeHtml(row.reference)}</dd></dl>
<form method="post" action="/sandbox/paypal/checkoutnow">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<div class="actions">
<button class="primary" type="submit" name="decision" value="approve">Approve</button>
<button class="secondary" type="submit" name="decision" value="cancel">Cancel</button>
</div>
</form>
<p class="note">Simulated provider: no money moves. The store completes the payment after you approve.</p>
</div>`,
    });
  });

  app.post('/checkoutnow', async (request, reply) => {
    const body = objectOf(request.body);
    const row = await store.byPageToken('paypal', stringOf(body.token) ?? '');
    if (!row) return sendNotice(reply, 'PayPal sandbox', ACCENT, 'This approval link is not valid.');
    const token = row.page_token ?? '';
    if (body.decision === 'approve') {
      const payerId = randomUpperId(13);
      if (await store.transition(row.id, ['created'], 'approved', { payerId })) {
        return reply.redirect(withQuery(row.return_url ?? '/', { paymentId: row.reference, token, PayerID: payerId }), 303);
      }
      if (row.status === 'approved' && row.payer_id) {
        return reply.redirect(withQuery(row.return_url ?? '/', { paymentId: row.reference, token, PayerID: row.payer_id }), 303);
      }
      return sendNotice(reply, 'PayPal sandbox', ACCENT, 'This payment was already approved or cancelled.', 409);
    }
    if (body.decision === 'cancel') {
      await store.transition(row.id, ['created'], 'cancelled');
      return reply.redirect(withQuery(row.cancel_url ?? '/', { token }), 303);
    }
    return sendNotice(reply, 'PayPal sandbox', ACCENT, 'Choose Approve or Cancel.', 400);
  });
}
