import type { FetchLike } from '../types';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

type Responder = (request: RecordedRequest) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/**
 * A scripted `fetch` for adapter tests: answers each call with the next responder and records what the
 * adapter sent (URL, method, headers lower-cased, body).
 */
export function scriptedFetch(...responders: Responder[]): FetchLike & { requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const queue = [...responders];
  const fetchImpl = async (input: string, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const request: RecordedRequest = {
      url: input,
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? init.body : null,
    };
    requests.push(request);
    const next = queue.shift();
    if (!next) throw new Error(`unexpected request ${request.method} ${input}`);
    const { status, body } = await next(request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return Object.assign(fetchImpl, { requests });
}
