import { createHash, createHmac } from 'node:crypto';
import {
  basicAuthorization,
  decodeBase64Json,
  encodeBase64Json,
  parseBasicAuthorization,
  phonepePayChecksum,
  phonepeStatusChecksum,
  razorpaySignature,
  randomId,
  verifyPhonepeChecksum,
  verifyRazorpaySignature,
} from './signatures';

// Vectors computed outside this module: with `openssl dgst -sha256 -hmac` / `sha256sum` (the literals)
// and with node:crypto directly (the computed ones).
const RAZORPAY_SECRET = 'EnLs21M47BllR3X8PSFtjtbd';
const SALT_KEY = '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399';
const PAY_PAYLOAD = {
  merchantId: 'MERCHANTUAT',
  merchantTransactionId: 'MT7850590068188104',
  merchantUserId: 'MUID123',
  amount: 10000,
  redirectUrl: 'https://webhook.site/redirect-url',
  redirectMode: 'REDIRECT',
  callbackUrl: 'https://webhook.site/callback-url',
  paymentInstrument: { type: 'PAY_PAGE' },
};
const PAY_BASE64 =
  'eyJtZXJjaGFudElkIjoiTUVSQ0hBTlRVQVQiLCJtZXJjaGFudFRyYW5zYWN0aW9uSWQiOiJNVDc4NTA1OTAwNjgxODgxMDQiLCJtZXJjaGFudFVzZXJJZCI6Ik1VSUQxMjMiLCJhbW91bnQiOjEwMDAwLCJyZWRpcmVjdFVybCI6Imh0dHBzOi8vd2ViaG9vay5zaXRlL3JlZGlyZWN0LXVybCIsInJlZGlyZWN0TW9kZSI6IlJFRElSRUNUIiwiY2FsbGJhY2tVcmwiOiJodHRwczovL3dlYmhvb2suc2l0ZS9jYWxsYmFjay11cmwiLCJwYXltZW50SW5zdHJ1bWVudCI6eyJ0eXBlIjoiUEFZX1BBR0UifX0=';

describe('Razorpay checkout signature', () => {
  it('is the hex HMAC-SHA256 of "order_id|payment_id" with the key secret (openssl vector)', () => {
    expect(razorpaySignature('order_9A33XWu170gUtm', 'pay_29QQoUBi66xm2f', RAZORPAY_SECRET)).toBe(
      '972592aed892074d7fb0c0bb8ee7dd8736eb02d3c281fc503cf6fd8d3af443df',
    );
  });

  it('matches node:crypto for any ids', () => {
    const expected = createHmac('sha256', 'secret-x').update('order_A|pay_B').digest('hex');
    expect(razorpaySignature('order_A', 'pay_B', 'secret-x')).toBe(expected);
  });

  it('verifies a genuine signature and rejects tampered ones', () => {
    const signature = razorpaySignature('order_A', 'pay_B', 'secret-x');
    expect(verifyRazorpaySignature('order_A', 'pay_B', signature, 'secret-x')).toBe(true);
    expect(verifyRazorpaySignature('order_A', 'pay_B', signature.toUpperCase(), 'secret-x')).toBe(true);
    expect(verifyRazorpaySignature('order_A', 'pay_C', signature, 'secret-x')).toBe(false);
    expect(verifyRazorpaySignature('order_B', 'pay_B', signature, 'secret-x')).toBe(false);
    expect(verifyRazorpaySignature('order_A', 'pay_B', signature, 'other-secret')).toBe(false);
    const flipped = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');
    expect(verifyRazorpaySignature('order_A', 'pay_B', flipped, 'secret-x')).toBe(false);
    expect(verifyRazorpaySignature('order_A', 'pay_B', '', 'secret-x')).toBe(false);
  });
});

describe('PhonePe X-VERIFY', () => {
  it('encodes the pay payload as base64 JSON', () => {
    expect(encodeBase64Json(PAY_PAYLOAD)).toBe(PAY_BASE64);
    expect(decodeBase64Json(PAY_BASE64)).toEqual(PAY_PAYLOAD);
  });

  it('signs the pay API as sha256(base64 + "/pg/v1/pay" + saltKey) + "###" + saltIndex (sha256sum vector)', () => {
    expect(phonepePayChecksum(PAY_BASE64, SALT_KEY, '1')).toBe(
      'c5932a91c0a910ed3d7b59fbf61693fcfc966c7f7f3ac609a92165c0d34db455###1',
    );
  });

  it('signs the status API as sha256("/pg/v1/status/{merchantId}/{txn}" + saltKey) + "###" + saltIndex', () => {
    expect(phonepeStatusChecksum('MERCHANTUAT', 'MT7850590068188104', SALT_KEY, '1')).toBe(
      '7c3628215916f72f93975773006d11bcee4357992d5ce1cf9f4464f59274a293###1',
    );
    const expected = createHash('sha256').update('/pg/v1/status/M1/T1' + 'salt').digest('hex') + '###2';
    expect(phonepeStatusChecksum('M1', 'T1', 'salt', '2')).toBe(expected);
  });

  it('verifies a received header against its input', () => {
    const header = phonepePayChecksum(PAY_BASE64, SALT_KEY, '1');
    expect(verifyPhonepeChecksum(header, `${PAY_BASE64}/pg/v1/pay`, SALT_KEY, '1')).toBe(true);
    expect(verifyPhonepeChecksum(header, `${PAY_BASE64}/pg/v1/pay`, SALT_KEY, '2')).toBe(false);
    expect(verifyPhonepeChecksum(header, `${PAY_BASE64}x/pg/v1/pay`, SALT_KEY, '1')).toBe(false);
    expect(verifyPhonepeChecksum(undefined, `${PAY_BASE64}/pg/v1/pay`, SALT_KEY, '1')).toBe(false);
  });

  it('refuses a payload that is not base64 of a JSON object', () => {
    expect(decodeBase64Json('not base64 json')).toBeNull();
    expect(decodeBase64Json(Buffer.from('[1,2]').toString('base64'))).toBeNull();
  });
});

describe('HTTP Basic credentials', () => {
  it('round-trips user and password (a colon in the password included)', () => {
    const header = basicAuthorization('client-id', 'se:cret');
    expect(header).toBe(`Basic ${Buffer.from('client-id:se:cret').toString('base64')}`);
    expect(parseBasicAuthorization(header)).toEqual({ user: 'client-id', password: 'se:cret' });
    expect(parseBasicAuthorization('Bearer abc')).toBeNull();
    expect(parseBasicAuthorization(undefined)).toBeNull();
  });
});

describe('random ids', () => {
  it('have the requested length and alphabet', () => {
    const id = randomId(24);
    expect(id).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(randomId(8, 'AB')).toMatch(/^[AB]{8}$/);
    expect(randomId(24)).not.toBe(id);
  });
});
