import { request } from '../client/request';
import type { SdkContext } from './context';

/** The shopper's wallet: balance and transactions. */
export function walletApi({ client }: SdkContext) {
  return {
    get: () => request('getWallet', () => client.GET('/users/user_wallet')),
  };
}
