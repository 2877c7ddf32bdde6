/** One chosen list filter from the URL, `category_ids[<id>]=<name>` or `brand_ids[<id>]=<name>`. */
export interface ChosenOption {
  id: number;
  name: string;
}

/**
 * What a page path shows, read the way the storefront's route table reads it
 * (apps/storefront/src/app/routes.tsx): react-router matches case-insensitively and ignores a
 * trailing slash, and so does this.
 */
export type PageRoute =
  | { kind: 'home' }
  | { kind: 'product'; slug: string; id: number }
  | { kind: 'list'; text: string; categories: ChosenOption[]; brands: ChosenOption[] }
  | { kind: 'cms'; slug: string }
  /** A public screen with a fixed title (the client's usePageTitle argument), by its screen folder. */
  | { kind: 'titled'; title: string; screen: string }
  /** A screen behind a guard or without content of its own (checkout, account, order, callback). */
  | { kind: 'private' }
  | { kind: 'not-found' };

const PRIVATE_FIRST_SEGMENTS = new Set(['checkout', 'my-account', 'callbackurl', 'order']);
const TITLED: Record<string, { title: string; screen: string }> = {
  'contact-us': { title: 'Contact us', screen: 'contact' },
  faqs: { title: 'FAQs', screen: 'faqs' },
};

/** The route of a request URL (path and query). */
export function matchPageRoute(url: string): PageRoute {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart + 1);
  const segments = pathname.split('/').filter((segment) => segment !== '');
  let decoded: string[];
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return { kind: 'not-found' };
  }
  const [first = '', ...rest] = decoded;
  const head = first.toLowerCase();

  if (decoded.length === 0) return { kind: 'home' };
  if (head === 'products') {
    if (rest.length === 0) return { kind: 'list', ...parseListSearch(search) };
    const id = productIdParam(rest[1]);
    return rest.length === 2 && id !== null ? { kind: 'product', slug: rest[0], id } : { kind: 'not-found' };
  }
  if (head === 'get-to-know-us') return rest.length === 1 ? { kind: 'cms', slug: rest[0] } : { kind: 'not-found' };
  if (rest.length === 0 && Object.hasOwn(TITLED, head)) return { kind: 'titled', ...TITLED[head] };
  if (head === 'my-account') return { kind: 'private' };
  if (head === 'order') return rest.length === 1 ? { kind: 'private' } : { kind: 'not-found' };
  if (rest.length === 0 && PRIVATE_FIRST_SEGMENTS.has(head)) return { kind: 'private' };
  return { kind: 'not-found' };
}

/** The product screen's rule (productIdParam in the storefront): a positive whole number, else not found. */
function productIdParam(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const CATEGORY_KEY = /^category_ids\[(\d+)\]$/;
const BRAND_KEY = /^brand_ids\[(\d+)\]$/;

/** The list URL's `?query=` and filters, as the storefront's parseListQuery reads them. */
function parseListSearch(search: string) {
  const params = new URLSearchParams(search);
  return {
    text: (params.get('query') ?? '').trim(),
    categories: chosen(params, CATEGORY_KEY),
    brands: chosen(params, BRAND_KEY),
  };
}

function chosen(params: URLSearchParams, key: RegExp): ChosenOption[] {
  const options: ChosenOption[] = [];
  for (const [name, value] of params) {
    const match = key.exec(name);
    if (!match) continue;
    const id = Number(match[1]);
    if (Number.isSafeInteger(id) && id > 0 && !options.some((o) => o.id === id)) options.push({ id, name: value.trim() });
  }
  return options;
}
