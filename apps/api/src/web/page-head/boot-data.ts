import { BOOT_ANSWER_ATTRIBUTE, DEFAULT_LOCALE, htmlLang, type BootAnswers, type Locale, type PageRoute } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../http/contract';
import { escapeHtml, jsonTextForScriptElement } from './escape';
import { readBuildFile } from './build-file';

/**
 * Boot data: the answers the storefront would ask for first on a page, written into the page as they were
 * answered, one `<script type="application/json" data-boot-answer="/api/v1/...">` each (data, never run: the
 * CSP is untouched; the browser parses each once, when the app asks for it). The app
 * answers those first requests from it (apps/storefront/src/app/boot-data.ts), so a phone on a slow
 * network draws the page without waiting one round trip for `/config.json`, then another for the settings
 * and the screen's data. Only answers that are the same for every caller go in: public catalogue reads
 * (`catalogRoute`, cached per catalogue revision like the page itself); the cart and coupons are not.
 */

/**
 * What the storefront asks for on every page at start-up (RootStore.start), less the caller's own. The footer's
 * top categories are taken from the whole tree, so GET /categories is not among them.
 */
const START_UP = ['/store_settings', '/cms_pages', '/categories/all_category'];
/** The home screen's sections (HomeStore.load), as main.tsx asks for them on landing at /. */
const HOME = [
  '/banners',
  '/products/filter?page=1',
  '/collections',
  '/products/v1/trending_products',
  '/products/v1/trending_products?period=weekly',
  '/products/v1/best_selling_products',
  '/products/v1/category_products',
  '/brands?featured=true',
];
/** The product list without a query or filter: its first page, the brand filter and the filters' counts. */
const PLAIN_LIST = ['/products/filter?page=1', '/brands', '/products/filter/facets'];

/** The API paths (below /api/v1) whose answers go into the page at `url`. */
export function bootDataPaths(route: PageRoute, url: string): string[] {
  switch (route.kind) {
    case 'home':
      return [...START_UP, ...HOME];
    case 'list':
      return url === '/products' ? [...START_UP, ...PLAIN_LIST] : START_UP;
    case 'product':
      return [...START_UP, `/products/${route.id}`];
    default:
      return START_UP;
  }
}

/**
 * The answers' texts, keyed by the path and query the app requests (`/config.json`, `/api/v1/...`), asked
 * of the app itself (`inject`: the same routes, validation and caches as over the network). An answer that
 * is not a 200, or a config file that is not JSON, is left out: the app then asks for it as it would
 * without boot data.
 */
export async function loadBootData(
  app: FastifyInstance,
  paths: string[],
  configFile: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<BootAnswers> {
  const answers = await Promise.all(
    paths.map(async (path) => {
      const url = `${API_PREFIX}${path}`;
      // In the page's language, as the app's SDK will ask.
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': htmlLang(locale) } });
      return response.statusCode === 200 ? ([url, response.body] as const) : null;
    }),
  );
  const config = await readBuildFile(configFile).then(
    (text) => (text !== null && isJson(text) ? text : null),
    () => null,
  );
  return Object.fromEntries([...(config === null ? [] : [['/config.json', config] as const]), ...answers.filter((a) => a !== null)]);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The elements, one per answer, each escaped for the inside of a script element. */
export function renderBootData(answers: BootAnswers): string {
  return Object.entries(answers)
    .map(([path, json]) => `<script type="application/json" ${BOOT_ANSWER_ATTRIBUTE}="${escapeHtml(path)}">${jsonTextForScriptElement(json)}</script>`)
    .join('\n');
}

/** The built index.html with the boot data at the end of its body: the module script is found first. */
export function injectBootData(html: string, answers: BootAnswers): string {
  const element = renderBootData(answers);
  return /<\/body>/i.test(html) ? html.replace(/<\/body>/i, () => `${element}\n  </body>`) : `${html}\n${element}`;
}
