import { STORAGE_KEYS, type StorageKey } from '@storefront/domain';

/** Called after a token store changed (one key, or `null` when everything was cleared). */
export type TokenListener = (key: StorageKey | null) => void;

/**
 * Where the SDK keeps tokens and the few flags the storefront persists (docs/product.md §3 local storage keys:
 * auth_token, cart_token, isGuestUser, isPhonepe, current-app-logo). Read on every request, so a token
 * changed elsewhere (another tab, a logout) takes effect at once. It is the one source of truth for the
 * tokens: observers subscribe instead of keeping copies.
 */
export interface TokenStore {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
  /** Forgets everything (logout clears all local storage). */
  clear(): void;
  /** Calls `listener` after every change (here, or in another tab for the browser store); answers an unsubscribe. */
  subscribe(listener: TokenListener): () => void;
}

export { STORAGE_KEYS };
export type { StorageKey };

/** The listener list every token store shares: add, remove, tell all. */
export function createTokenListeners(): { subscribe: TokenStore['subscribe']; notify: TokenListener } {
  const listeners = new Set<TokenListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify(key) {
      for (const listener of [...listeners]) listener(key);
    },
  };
}

/** A token store in memory, for Node scripts, servers and tests. */
export function createMemoryTokenStore(initial: Partial<Record<StorageKey, string>> = {}): TokenStore {
  const values = new Map<StorageKey, string>(Object.entries(initial) as [StorageKey, string][]);
  const { subscribe, notify } = createTokenListeners();
  return {
    get: (key) => values.get(key) ?? null,
    set(key, value) {
      if (values.get(key) === value) return;
      values.set(key, value);
      notify(key);
    },
    remove(key) {
      if (values.delete(key)) notify(key);
    },
    clear() {
      values.clear();
      notify(null);
    },
    subscribe,
  };
}
