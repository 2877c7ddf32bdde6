import { BOOT_DATA_ELEMENT_ID } from '@storefront/domain';

/**
 * Boot data: answers the server wrote into the page (`<script type="application/json" id="boot-data">`,
 * apps/api/src/web/page-head/boot-data.ts), keyed by the path and query the app asks for: `/config.json`
 * and public catalogue reads such as `/api/v1/store_settings`. The first request for one of them is
 * answered from the page instead of the network, so the first screen does not wait a round trip per call.
 * Each answer is used once: asking again (a reload of the data after a change) goes to the server.
 */

/** The page's answers by path and query (empty without the element, or when it cannot be read). */
export function readBootData(doc: Pick<Document, 'getElementById'>): Map<string, string> {
  const text = doc.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return new Map();
  try {
    const data = JSON.parse(text) as unknown;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return new Map();
    return new Map(Object.entries(data).map(([path, body]) => [path, JSON.stringify(body)]));
  } catch {
    return new Map();
  }
}

/**
 * A fetch that answers a GET of the page's own origin from `answers` (once per answer) and passes every
 * other request to `fetchImpl` unchanged.
 */
export function fetchWithBootData(
  answers: Map<string, string>,
  origin: string,
  fetchImpl: typeof globalThis.fetch = (...args) => globalThis.fetch(...args),
): typeof globalThis.fetch {
  return (input, init) => {
    const isRequest = typeof Request !== 'undefined' && input instanceof Request;
    const method = (init?.method ?? (isRequest ? input.method : 'GET')).toUpperCase();
    if (method === 'GET' && answers.size > 0) {
      const url = new URL(isRequest ? input.url : String(input), origin);
      const key = url.pathname + url.search;
      const body = answers.get(key);
      if (url.origin === origin && body !== undefined) {
        answers.delete(key);
        return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
      }
    }
    return fetchImpl(input, init);
  };
}
