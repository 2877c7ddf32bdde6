import { request } from '../client/request';
import type { SdkContext } from './context';

/**
 * Newsletter subscription (public): `sdk.subscriber`.
 * @example
 * ```ts
 * const { meta } = await sdk.subscriber.subscribe('asha@example.in');
 * console.log(meta.message);
 * ```
 */
export function subscriberApi({ client }: SdkContext) {
  return {
    subscribe: (email: string) => request('subscribe', () => client.POST('/subscriber', { body: { email } })),
  };
}
