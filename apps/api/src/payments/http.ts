import { type FetchLike, ProviderError, type ProviderCode } from './types';

/** A provider that has not answered by then is treated as unreachable. */
export const PROVIDER_TIMEOUT_MS = 15_000;

export interface ProviderResponse {
  status: number;
  /** Parsed JSON body, or null when the body was empty or not JSON. */
  body: unknown;
}

/**
 * One provider call: network failures become ProviderError; the status and parsed body are answered so
 * each adapter decides what a 4xx means in its protocol.
 */
export async function callProvider(
  provider: ProviderCode,
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
): Promise<ProviderResponse> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: init.signal ?? AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderError(provider, `request to ${new URL(url).pathname} failed: ${(error as Error).message}`);
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (response.status >= 500) {
    throw new ProviderError(provider, `${new URL(url).pathname} answered ${response.status}`, body);
  }
  return { status: response.status, body };
}

/** A plain object, or an empty one (so property reads on untrusted JSON are safe). */
export function objectOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Paise as the decimal string PayPal wants (`12345` -> `"123.45"`). */
export function paiseToDecimal(paise: number): string {
  return (paise / 100).toFixed(2);
}

/** `"123.45"` -> 12345; NaN when not a decimal amount. */
export function decimalToPaise(text: unknown): number {
  if (typeof text !== 'string' || !/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}
