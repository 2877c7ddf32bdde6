import { request, type JsonBody } from '../client/request';
import type { SdkContext } from './context';

/** Product reviews (registered shoppers). */
export function reviewsApi({ client }: SdkContext) {
  return {
    create: (body: JsonBody<'createReview'>) => request('createReview', () => client.POST('/reviews', { body })),
  };
}
