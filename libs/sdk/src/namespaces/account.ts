import { request, type JsonBody } from '../client/request';
import type { SdkContext } from './context';

/**
 * The signed-in shopper's profile: `sdk.account`.
 * @example
 * ```ts
 * const { data: user } = await sdk.account.currentUser();
 * await sdk.account.updateCurrentUser({ name: `${user.name} Sharma` });
 * ```
 */
export function accountApi({ client }: SdkContext) {
  return {
    currentUser: () => request('getCurrentUser', () => client.GET('/users/current_user_detail')),
    updateCurrentUser: (body: JsonBody<'updateCurrentUser'>) =>
      request('updateCurrentUser', () => client.PUT('/users/current_user_detail', { body })),
  };
}
