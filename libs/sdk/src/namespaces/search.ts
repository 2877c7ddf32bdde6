import { request } from '../client/request';
import type { SdkContext } from './context';

/**
 * Search as you type (public): `sdk.search`.
 * @example
 * ```ts
 * const { data: matches } = await sdk.search.products('kettle');
 * for (const product of matches) console.log(product.name);
 * ```
 */
export function searchApi({ client }: SdkContext) {
  return {
    /** Products matching `query` (at most 10). */
    products: (query: string) =>
      request('searchProducts', () => client.GET('/products/v1/search', { params: { query: { query } } })),
  };
}
