import { request, type JsonBody } from '../client/request';
import type { SdkContext } from './context';

/** The contact form (public). */
export function contactApi({ client }: SdkContext) {
  return {
    send: (body: JsonBody<'createContact'>) => request('createContact', () => client.POST('/contacts', { body })),
  };
}
