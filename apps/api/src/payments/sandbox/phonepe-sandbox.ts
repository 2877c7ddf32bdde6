import { PROVIDER_REFUSAL_REASONS } from '@storefront/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { objectOf, stringOf } from '../http';
import { requestOrigin } from '../origin';
import { decodeBase64Json, PHONEPE_PAY_PATH, phonepeStatusPath, randomId, randomUpperId, verifyPhonepeChecksum } from '../signatures';
import { escapeHtml, formatRupees, isHttpUrl, sendNotice, sendPage } from './html';
import { dataOf, merchantName, type SandboxTransaction, SandboxStore } from './store';

/** Transaction states, as PhonePe's status API names them. */
type State = 'PENDING' | 'COMPLETED' | 'FAILED';

const ACCENT = '#5f259f';
const SAFE_ID = /^[A-Za-z0-9_-]{1,35}$/;

function phonepeError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ success: false, code, message, data: {} });
}

/** Checks the decoded pay request; answers the first problem, or null. */
function payloadProblem(payload: Record<string, unknown>, merchantId: string): string | null {
  if (payload.merchantId !== merchantId) return 'merchantId does not match';
  if (typeof payload.merchantTransactionId !== 'string' || !SAFE_ID.test(payload.merchantTransactionId)) {
    return 'merchantTransactionId is invalid';
  }
  if (typeof payload.merchantUserId !== 'string' || !SAFE_ID.test(payload.merchantUserId)) return 'merchantUserId is invalid';
  if (typeof payload.amount !== 'number' || !Number.isInteger(payload.amount) || payload.amount < 100) {
    return 'amount must be at least 100 paise';
  }
  if (!isHttpUrl(payload.redirectUrl)) return 'redirectUrl is invalid';
  if (payload.redirectMode !== 'REDIRECT' && payload.redirectMode !== 'POST') return 'redirectMode is invalid';
  if (!isHttpUrl(payload.callbackUrl)) return 'callbackUrl is invalid';
  if (objectOf(payload.paymentInstrument).type !== 'PAY_PAGE') return 'paymentInstrument.type must be PAY_PAGE';
  return null;
}

function statusBody(row: SandboxTransaction, merchantId: string) {
  const state = row.status as State;
  const data = {
    merchantId,
    merchantTransactionId: row.reference,
    transactionId: row.payment_id,
    amount: row.amount,
    state,
    responseCode: state === 'COMPLETED' ? 'SUCCESS' : state === 'FAILED' ? 'PAYMENT_DECLINED' : null,
    paymentInstrument: state === 'COMPLETED' ? { type: 'UPI', utr: row.payment_id?.slice(-12) ?? null } : null,
  };
  if (state === 'COMPLETED') return { success: true, code: 'PAYMENT_SUCCESS', message: 'Your payment is successful.', data };
  if (state === 'FAILED') return { success: false, code: 'PAYMENT_ERROR', message: PROVIDER_REFUSAL_REASONS.failed, data };
  return { success: false, code: 'PAYMENT_PENDING', message: 'Your payment is in pending state.', data };
}

/**
 * PhonePe PG simulator (`/sandbox/phonepe`): the pay API (base64 `request`, X-VERIFY checked exactly as
 * PhonePe does), a hosted pay page with Approve / Decline that sends the shopper to the merchant's
 * redirectUrl, and the status API (its own X-VERIFY and X-MERCHANT-ID).
 */
export async function phonepeSandbox(app: FastifyInstance): Promise<void> {
  const store = new SandboxStore(app.db);
  const { merchantId, saltKey, saltIndex } = app.config.phonepe;

  app.post(PHONEPE_PAY_PATH, async (request, reply) => {
    const base64 = stringOf(objectOf(request.body).request);
    if (!base64) return phonepeError(reply, 400, 'BAD_REQUEST', 'request is required');
    const xVerify = request.headers['x-verify'];
    if (!verifyPhonepeChecksum(typeof xVerify === 'string' ? xVerify : undefined, base64 + PHONEPE_PAY_PATH, saltKey, saltIndex)) {
      return phonepeError(reply, 401, 'AUTHORIZATION_FAILED', 'X-VERIFY header is invalid');
    }
    const payload = decodeBase64Json(base64);
    if (!payload) return phonepeError(reply, 400, 'BAD_REQUEST', 'request is not base64-encoded JSON');
    const problem = payloadProblem(payload, merchantId);
    if (problem) return phonepeError(reply, 400, 'BAD_REQUEST', problem);
    const reference = payload.merchantTransactionId as string;
    if (await store.byReference('phonepe', reference)) {
      return phonepeError(reply, 400, 'DUPLICATE_TRANSACTION', 'merchantTransactionId was already used');
    }
    const pageToken = randomId(32);
    await store.insert({
      provider: 'phonepe',
      reference,
      pageToken,
      merchantReference: payload.merchantUserId as string,
      amount: payload.amount as number,
      currency: 'INR',
      status: 'PENDING' satisfies State,
      returnUrl: payload.redirectUrl as string,
      data: { redirectMode: payload.redirectMode, callbackUrl: payload.callbackUrl },
    });
    return reply.send({
      success: true,
      code: 'PAYMENT_INITIATED',
      message: 'Payment initiated',
      data: {
        merchantId,
        merchantTransactionId: reference,
        instrumentResponse: {
          type: 'PAY_PAGE',
          redirectInfo: { url: `${requestOrigin(request)}/sandbox/phonepe/transact/${pageToken}`, method: 'GET' },
        },
      },
    });
  });

  app.get<{ Params: { merchantId: string; transactionId: string } }>(
    '/pg/v1/status/:merchantId/:transactionId',
    async (request, reply) => {
      const { merchantId: pathMerchant, transactionId } = request.params;
      const xVerify = request.headers['x-verify'];
      const path = phonepeStatusPath(pathMerchant, transactionId);
      if (
        pathMerchant !== merchantId ||
        request.headers['x-merchant-id'] !== merchantId ||
        !verifyPhonepeChecksum(typeof xVerify === 'string' ? xVerify : undefined, path, saltKey, saltIndex)
      ) {
        return phonepeError(reply, 401, 'AUTHORIZATION_FAILED', 'X-VERIFY header is invalid');
      }
      const row = await store.byReference('phonepe', transactionId);
      if (!row) return phonepeError(reply, 200, 'TRANSACTION_NOT_FOUND', 'No transaction with this id');
      return reply.send(statusBody(row, merchantId));
    },
  );

  app.get<{ Params: { token: string } }>('/transact/:token', async (request, reply) => {
    const row = await store.byPageToken('phonepe', request.params.token);
    if (!row) return sendNotice(reply, 'PhonePe sandbox', ACCENT, 'This payment link is not valid.');
    if (row.status !== 'PENDING') {
      return sendNotice(reply, 'PhonePe sandbox', ACCENT, 'This payment is already complete.', 409);
    }
    const amount = formatRupees(row.amount);
    return sendPage(reply, {
      title: `Pay ${amount} - PhonePe sandbox`,
      accent: ACCENT,
      body: `<header><p>PhonePe sandbox</p><h1>Pay ${escapeHtml(await merchantName(app.db))}</h1></header>
<div class="content">
<p class="amount">${escapeHtml(amount)}</p>
<dl><dt>Transaction</dt><dd>${escapeHtml(row.reference)}</dd></dl>
<form method="post" action="/sandbox/phonepe/transact/${escapeHtml(row.page_token ?? '')}">
<div class="actions">
<button class="primary" type="submit" name="decision" value="approve">Approve</button>
<button class="secondary" type="submit" name="decision" value="decline">Decline</button>
</div>
</form>
<p class="note">Simulated provider: no money moves. Approving pays the order; declining fails it.</p>
</div>`,
    });
  });

  app.post<{ Params: { token: string } }>('/transact/:token', async (request, reply) => {
    const row = await store.byPageToken('phonepe', request.params.token);
    if (!row) return sendNotice(reply, 'PhonePe sandbox', ACCENT, 'This payment link is not valid.');
    const decision = objectOf(request.body).decision;
    if (decision !== 'approve' && decision !== 'decline') {
      return sendNotice(reply, 'PhonePe sandbox', ACCENT, 'Choose Approve or Decline.', 400);
    }
    if (decision === 'approve') {
      await store.transition(row.id, ['PENDING'], 'COMPLETED', { paymentId: `T${randomUpperId(22)}` });
    } else {
      await store.transition(row.id, ['PENDING'], 'FAILED', { paymentId: `T${randomUpperId(22)}` });
    }
    const target = row.return_url ?? '/';
    if (dataOf<{ redirectMode: string }>(row).redirectMode === 'POST') {
      const decided = (await store.byReference('phonepe', row.reference)) ?? row;
      const fields = {
        code: statusBody(decided, merchantId).code,
        merchantId,
        transactionId: decided.reference,
        amount: String(decided.amount),
        providerReferenceId: decided.payment_id ?? '',
      };
      const inputs = Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
        .join('');
      return sendPage(reply, {
        title: 'Returning to the store',
        accent: ACCENT,
        body: `<header><h1>Returning to the store</h1></header><div class="content"><form method="post" action="${escapeHtml(target)}">${inputs}<div class="actions"><button class="primary" type="submit">Continue</button></div></form></div>`,
      });
    }
    return reply.redirect(target, 303);
  });
}
