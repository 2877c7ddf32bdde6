import { createAtom, type IAtom } from 'mobx';
import type { StorageKey, TokenStore } from '@storefront/sdk';

/**
 * The SDK's token store seen through MobX: reading a token inside a computed or a component subscribes to
 * it, and every change the store announces (the SDK after login or expiry, a logout, another tab) re-runs
 * the readers. The token store stays the one place the tokens are held; nothing here keeps a copy.
 */
export class ObservableTokens {
  private readonly atom: IAtom;

  constructor(private readonly store: TokenStore) {
    this.atom = createAtom('tokens');
    store.subscribe(() => this.atom.reportChanged());
  }

  get(key: StorageKey): string | null {
    this.atom.reportObserved();
    return this.store.get(key);
  }
}
