import { createHash } from 'node:crypto';
import { createPhonepeProvider } from './phonepe';
import { scriptedFetch } from './testing/scripted-fetch';
import { ProviderError } from './types';

const credentials = { merchantId: 'PGTESTPAYUAT', saltKey: 'salt-key', saltIndex: '1' };
const config = { mode: 'live' as const, credentials, baseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox' };
const start = {
  transactionId: 'txn_abc',
  amount: 49900,
  currency: 'INR' as const,
  customerRef: 'user 7',
  description: 'Order',
  returnUrl: 'https://shop.test/callbackUrl?action=phonepay',
  cancelUrl: 'https://shop.test/callbackUrl?action=phonepay',
};
const confirm = { transactionId: 'txn_abc', providerOrderId: 'txn_abc', amount: 49900 };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function status(code: string, data: Record<string, unknown> = {}) {
  return () => ({
    status: 200,
    body: {
      success: code === 'PAYMENT_SUCCESS',
      code,
      message: code,
      data: { merchantId: 'PGTESTPAYUAT', merchantTransactionId: 'txn_abc', transactionId: 'T123', amount: 49900, ...data },
    },
  });
}

describe('PhonePe adapter', () => {
  it('posts the base64 pay payload with X-VERIFY = sha256(base64 + "/pg/v1/pay" + salt) ### index', async () => {
    const fetch = scriptedFetch(() => ({
      status: 200,
      body: {
        success: true,
        code: 'PAYMENT_INITIATED',
        data: { instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url: 'https://pay.test/page/1', method: 'GET' } } },
      },
    }));
    const result = await createPhonepeProvider(config, fetch).start(start);

    expect(result).toMatchObject({ providerOrderId: 'txn_abc', redirectUrl: 'https://pay.test/page/1' });
    const [request] = fetch.requests;
    expect(request.url).toBe('https://api-preprod.phonepe.com/apis/pg-sandbox/pg/v1/pay');
    const { request: base64 } = JSON.parse(request.body ?? '{}') as { request: string };
    expect(JSON.parse(Buffer.from(base64, 'base64').toString('utf8'))).toEqual({
      merchantId: 'PGTESTPAYUAT',
      merchantTransactionId: 'txn_abc',
      merchantUserId: 'user_7',
      amount: 49900,
      redirectUrl: start.returnUrl,
      redirectMode: 'REDIRECT',
      callbackUrl: start.returnUrl,
      paymentInstrument: { type: 'PAY_PAGE' },
    });
    expect(request.headers['x-verify']).toBe(`${sha256(`${base64}/pg/v1/pay` + 'salt-key')}###1`);
  });

  it('fails loudly when the pay API refuses', async () => {
    const fetch = scriptedFetch(() => ({ status: 401, body: { success: false, code: 'AUTHORIZATION_FAILED' } }));
    await expect(createPhonepeProvider(config, fetch).start(start)).rejects.toBeInstanceOf(ProviderError);
  });

  it('checks the status API with its own checksum and the merchant header', async () => {
    const fetch = scriptedFetch(status('PAYMENT_SUCCESS'));
    await expect(createPhonepeProvider(config, fetch).confirm(confirm)).resolves.toMatchObject({
      status: 'paid',
      providerPaymentId: 'T123',
    });
    const [request] = fetch.requests;
    expect(request.method).toBe('GET');
    expect(request.url).toBe('https://api-preprod.phonepe.com/apis/pg-sandbox/pg/v1/status/PGTESTPAYUAT/txn_abc');
    expect(request.headers['x-verify']).toBe(`${sha256('/pg/v1/status/PGTESTPAYUAT/txn_abc' + 'salt-key')}###1`);
    expect(request.headers['x-merchant-id']).toBe('PGTESTPAYUAT');
  });

  it('treats a success for another amount as failed, pending as pending, and errors as failed', async () => {
    const provider = (responder: ReturnType<typeof status>) => createPhonepeProvider(config, scriptedFetch(responder));
    await expect(provider(status('PAYMENT_SUCCESS', { amount: 100 })).confirm(confirm)).resolves.toMatchObject({ status: 'failed' });
    await expect(provider(status('PAYMENT_PENDING')).confirm(confirm)).resolves.toMatchObject({ status: 'pending' });
    await expect(provider(status('PAYMENT_ERROR')).confirm(confirm)).resolves.toMatchObject({ status: 'failed' });
    await expect(provider(status('TRANSACTION_NOT_FOUND')).confirm(confirm)).resolves.toMatchObject({ status: 'failed' });
  });

  it('raises a provider error when the status API refuses our checksum or is down', async () => {
    const refused = scriptedFetch(() => ({ status: 401, body: { success: false, code: 'AUTHORIZATION_FAILED' } }));
    await expect(createPhonepeProvider(config, refused).confirm(confirm)).rejects.toBeInstanceOf(ProviderError);
    const down = scriptedFetch(() => ({ status: 503 }));
    await expect(createPhonepeProvider(config, down).confirm(confirm)).rejects.toBeInstanceOf(ProviderError);
  });
});
