import { request } from '../client/request';
import type { SdkContext } from './context';

/** Newsletter subscription (public). */
export function subscriberApi({ client }: SdkContext) {
  return {
    subscribe: (email: string) => request('subscribe', () => client.POST('/subscriber', { body: { email } })),
  };
}
