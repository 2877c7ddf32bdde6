import type { BootAnswers } from '@storefront/domain';

/**
 * A fetch for the server's render that passes every request to `fetch` and keeps the text of each
 * successful JSON answer to a GET of the page's origin, by path and query: the page's boot data, which the
 * browser's first requests are answered from (app/boot-data.ts). Counts answers that failed on the server's
 * side (5xx or no answer), after which the render is not to be trusted.
 */
export function recordingFetch(fetch: typeof globalThis.fetch, origin: string) {
  const answers = new Map<string, Promise<string>>();
  let serverFailures = 0;
  const recording: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(typeof input === 'string' || input instanceof URL ? new URL(input, origin) : input, init);
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      serverFailures += 1;
      throw error;
    }
    if (response.status >= 500) serverFailures += 1;
    const url = new URL(request.url);
    const json = (response.headers.get('content-type') ?? '').includes('json');
    if (request.method === 'GET' && response.status === 200 && json && url.origin === origin) {
      answers.set(url.pathname + url.search, response.clone().text());
    }
    return response;
  };
  return {
    fetch: recording,
    get serverFailures() {
      return serverFailures;
    },
    /** The kept answers (call once the render's requests have all answered). */
    async answers(): Promise<BootAnswers> {
      const entries = await Promise.all([...answers].map(async ([key, body]) => [key, await body] as const));
      return Object.fromEntries(entries);
    },
  };
}
