import { request } from '../client/request';
import type { SdkContext } from './context';

/**
 * The shopper's wallet: balance and transactions: `sdk.wallet`.
 * @example
 * ```ts
 * const { data: wallet } = await sdk.wallet.get();
 * console.log(`Wallet balance ₹${wallet.balance}`);
 * ```
 */
export function walletApi({ client }: SdkContext) {
  return {
    get: () => request('getWallet', () => client.GET('/users/user_wallet')),
  };
}
