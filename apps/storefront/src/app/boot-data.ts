import { BOOT_ANSWER_ATTRIBUTE } from '@storefront/domain';

/**
 * Boot data: answers the server wrote into the page (`<script type="application/json" data-boot-answer="...">`,
 * one per answer, apps/api/src/web/page-head/boot-data.ts), keyed by the path and query the app asks for:
 * `/config.json` and public catalogue reads such as `/api/v1/store_settings`. The first request for one of
 * them is answered from the page instead of the network, so the first screen does not wait a round trip per
 * call. Each answer is used once: asking again (a reload of the data after a change) goes to the server.
 * The texts are handed over unparsed: whoever asked parses the answer once, as a network answer.
 */

/** The page's answers' texts by path and query (empty when the page has none). */
export function readBootData(doc: Pick<Document, 'querySelectorAll'>): Map<string, string> {
  const answers = new Map<string, string>();
  for (const element of doc.querySelectorAll(`script[type="application/json"][${BOOT_ANSWER_ATTRIBUTE}]`)) {
    const path = element.getAttribute(BOOT_ANSWER_ATTRIBUTE);
    const text = element.textContent;
    if (path?.startsWith('/') && text) answers.set(path, text);
  }
  return answers;
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
