import { request } from '../client/request';
import type { SdkContext } from './context';

/** Search as you type (public). */
export function searchApi({ client }: SdkContext) {
  return {
    /** Products matching `query` (at most 10). */
    products: (query: string) =>
      request('searchProducts', () => client.GET('/products/v1/search', { params: { query: { query } } })),
  };
}
