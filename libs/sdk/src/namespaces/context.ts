import type { StorefrontClient } from '../client/transport';
import type { TokenStore } from '../tokens/token-store';

/** What every namespace is built from: the one transport and the token store. */
export interface SdkContext {
  client: StorefrontClient;
  tokens: TokenStore;
}
