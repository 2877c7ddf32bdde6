import type { ContractOperation } from '../http/contract';
import { API_PREFIX } from '../http/contract';
import { type RequestInput, takesForm } from './contract-inputs';

/** One request of a generated suite, encoded: what it probes, its URL and its body text. */
export interface Probe {
  operation: ContractOperation;
  /** What the request tries (`body.name: NUL character`), for failure messages. */
  label: string;
  /** Path and query, relative to the server (`/api/v1/products/1?page=x`). */
  url: string;
  body?: { text: string; contentType: string };
}

/** Written in place of a JSON value that JSON.stringify cannot produce (1e309 parses as Infinity). */
export const RAW_JSON_MARK = '\u0001raw\u0001';

export interface ProbeExtras {
  /** Raw query pairs added after the encoded query (prototype keys, unknown parameters). */
  query?: [string, string][];
  /** The exact body text to send as JSON instead of the encoded input. */
  rawJson?: string;
}

function text(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function pairsOf(values: Record<string, unknown>): [string, string][] {
  return Object.entries(values).flatMap(([key, value]) =>
    Array.isArray(value) ? value.map((item): [string, string] => [key, text(item)]) : [[key, text(value)] as [string, string]],
  );
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as its raw three bytes
 * (`%ED%A0%80`): invalid UTF-8 is exactly what a path probe wants to reach the server.
 */
function encodePathSegment(value: string): string {
  return value.replace(/[\s\S]/gu, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(char);
  });
}

/** Encodes a request input for an operation: path parameters in the path, forms urlencoded, else JSON. */
export function encodeProbe(operation: ContractOperation, label: string, input: RequestInput, extras: ProbeExtras = {}): Probe {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodePathSegment(text(input.params[name])));
  const search = new URLSearchParams([...pairsOf(input.query), ...(extras.query ?? [])]).toString();
  const url = `${API_PREFIX}${path}${search ? `?${search}` : ''}`;
  if (extras.rawJson !== undefined) return { operation, label, url, body: { text: extras.rawJson, contentType: 'application/json' } };
  if (input.body === undefined) return { operation, label, url };
  if (takesForm(operation) && input.body && typeof input.body === 'object' && !Array.isArray(input.body)) {
    const form = new URLSearchParams(pairsOf(input.body as Record<string, unknown>)).toString();
    return { operation, label, url, body: { text: form, contentType: 'application/x-www-form-urlencoded' } };
  }
  const json = JSON.stringify(input.body).replaceAll(JSON.stringify(RAW_JSON_MARK), '1e309');
  return { operation, label, url, body: { text: json, contentType: 'application/json' } };
}

export interface ProbeAuth {
  token: string;
  cartToken: string;
}

/** Sends a probe with the shopper's session and cart token; answers the status and the parsed body. */
export async function sendProbe(baseUrl: string, probe: Probe, auth: ProbeAuth): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${auth.token}`, cartauthorization: auth.cartToken };
  if (probe.body) headers['content-type'] = probe.body.contentType;
  const response = await fetch(baseUrl + probe.url, { method: probe.operation.method, headers, body: probe.body?.text });
  const raw = await response.text();
  let body: unknown = raw;
  try {
    body = JSON.parse(raw);
  } catch {
    // Not JSON (an HTML page or an empty answer): keep the text for the failure message.
  }
  return { status: response.status, body };
}
