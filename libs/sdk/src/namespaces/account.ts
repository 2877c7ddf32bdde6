import { request, type JsonBody } from '../client/request';
import type { SdkContext } from './context';

/** The signed-in shopper's profile. */
export function accountApi({ client }: SdkContext) {
  return {
    currentUser: () => request('getCurrentUser', () => client.GET('/users/current_user_detail')),
    updateCurrentUser: (body: JsonBody<'updateCurrentUser'>) =>
      request('updateCurrentUser', () => client.PUT('/users/current_user_detail', { body })),
  };
}
