import { request, type JsonBody } from '../client/request';
import type { SdkContext } from './context';

/**
 * Product reviews (registered shoppers): `sdk.reviews`.
 * @example
 * ```ts
 * await sdk.reviews.create({ product_id: 12, rating: 5, title: 'Sturdy', comment: 'Keeps tea hot for hours.' });
 * ```
 */
export function reviewsApi({ client }: SdkContext) {
  return {
    create: (body: JsonBody<'createReview'>) => request('createReview', () => client.POST('/reviews', { body })),
  };
}
