import http from 'node:http';

/** Reading a served page's head the way a crawler does (tests only). */

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Attribute or text content back to what it says. */
export function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);
}

/** The decoded `<title>`; throws when there is not exactly one. */
export function titleOf(html: string): string {
  const titles = [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)];
  if (titles.length !== 1) throw new Error(`expected one <title>, found ${titles.length}`);
  return unescapeHtml(titles[0][1]);
}

/** The decoded content of `<meta name|property="key" content="...">`, or null. */
export function metaContent(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return match ? unescapeHtml(match[1]) : null;
}

/** The decoded href of `<link rel="...">`, or null. */
export function linkHref(html: string, rel: string): string | null {
  const match = new RegExp(`<link rel="${rel}"[^>]* href="([^"]*)"`).exec(html);
  return match ? unescapeHtml(match[1]) : null;
}

/** Every `<link rel="preload">` element, whole. */
export function preloadLinks(html: string): string[] {
  return [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0]);
}

/** Every JSON-LD element, parsed (a broken one throws). */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
}

/** The page's boot data (web/page-head/boot-data.ts), each answer parsed, by path; throws when absent or repeated. */
export function bootDataOf(html: string): Record<string, any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const elements = [...html.matchAll(/<script type="application\/json" data-boot-answer="([^"]*)">([\s\S]*?)<\/script>/g)];
  if (elements.length === 0) throw new Error('no boot data in the page');
  const paths = elements.map((element) => unescapeHtml(element[1]));
  if (new Set(paths).size !== paths.length) throw new Error(`an answer written twice: ${paths.join(', ')}`);
  return Object.fromEntries(elements.map((element, i) => [paths[i], JSON.parse(element[2])]));
}

/** The JSON-LD object of a schema.org type; throws when absent. */
export function jsonLdOfType<T = Record<string, any>>(html: string, type: string): T { // eslint-disable-line @typescript-eslint/no-explicit-any
  const found = jsonLdOf(html).find((data) => data['@type'] === type);
  if (!found) throw new Error(`no ${type} JSON-LD in the page`);
  return found as T;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent (still compressed when the server compressed it). */
  bytes: Buffer;
  /** The body as text (meaningful for identity responses). */
  text: string;
}

/**
 * GET (or HEAD) over plain node:http: no redirect following and no decompression, so tests see exactly
 * what the server sent.
 */
export function rawRequest(baseUrl: string, url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(url, baseUrl), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes, text: bytes.toString('utf8') });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
