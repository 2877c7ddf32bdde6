import { request, type JsonBody } from '../client/request';
import type { SdkContext } from './context';

/**
 * The contact form (public): `sdk.contact`.
 * @example
 * ```ts
 * await sdk.contact.send({ name: 'Asha Rao', email: 'asha@example.in', phone: '9123456780', message: 'Do you ship to Goa?' });
 * ```
 */
export function contactApi({ client }: SdkContext) {
  return {
    send: (body: JsonBody<'createContact'>) => request('createContact', () => client.POST('/contacts', { body })),
  };
}
