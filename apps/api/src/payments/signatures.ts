import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signatures and checksums of the providers' documented protocols. Used by the adapters (to sign and
 * verify) and by the sandbox simulators (to check what the adapters sent), so both sides agree.
 */

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function hmacSha256Hex(message: string, secret: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

/** Compares two strings in constant time (for the same length). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

// ------------------------------------------------------------------ Razorpay

/** Razorpay Checkout: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function razorpaySignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(`${orderId}|${paymentId}`, keySecret);
}

export function verifyRazorpaySignature(
  orderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  return safeEqual(razorpaySignature(orderId, paymentId, keySecret), signature.toLowerCase());
}

// ------------------------------------------------------------------ PhonePe

export const PHONEPE_PAY_PATH = '/pg/v1/pay';

export function phonepeStatusPath(merchantId: string, merchantTransactionId: string): string {
  return `/pg/v1/status/${merchantId}/${merchantTransactionId}`;
}

/** PhonePe X-VERIFY: `sha256hex(input + saltKey) + "###" + saltIndex`. */
export function phonepeChecksum(input: string, saltKey: string, saltIndex: string): string {
  return `${sha256Hex(input + saltKey)}###${saltIndex}`;
}

/** X-VERIFY of the pay API: the base64 payload followed by the API path. */
export function phonepePayChecksum(base64Payload: string, saltKey: string, saltIndex: string): string {
  return phonepeChecksum(base64Payload + PHONEPE_PAY_PATH, saltKey, saltIndex);
}

/** X-VERIFY of the status API: the path alone. */
export function phonepeStatusChecksum(
  merchantId: string,
  merchantTransactionId: string,
  saltKey: string,
  saltIndex: string,
): string {
  return phonepeChecksum(phonepeStatusPath(merchantId, merchantTransactionId), saltKey, saltIndex);
}

/** Checks a received X-VERIFY header against the input it should sign. */
export function verifyPhonepeChecksum(
  header: string | undefined,
  input: string,
  saltKey: string,
  saltIndex: string,
): boolean {
  return typeof header === 'string' && safeEqual(phonepeChecksum(input, saltKey, saltIndex), header.trim());
}

export function encodeBase64Json(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}

/** Decodes a base64 JSON payload; null when it is not base64 of a JSON object. */
export function decodeBase64Json(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

// ------------------------------------------------------------------ HTTP Basic (Razorpay, PayPal)

export function basicAuthorization(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}

/** Reads `Authorization: Basic ...`; null when absent or malformed. */
export function parseBasicAuthorization(header: string | undefined): { user: string; password: string } | null {
  const match = /^Basic\s+(.+)$/i.exec(header?.trim() ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

// ------------------------------------------------------------------ ids

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER_ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A random id of `length` characters from `alphabet` (rejection sampling: no modulo bias). */
export function randomId(length: number, alphabet: string = ALPHANUMERIC): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= limit) continue;
      out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}

export function randomUpperId(length: number): string {
  return randomId(length, UPPER_ALPHANUMERIC);
}
