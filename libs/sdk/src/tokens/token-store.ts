import { STORAGE_KEYS, type StorageKey } from '@storefront/domain';

/**
 * Where the SDK keeps tokens and the few flags the storefront persists (spec section 3 local storage keys:
 * auth_token, cart_token, isGuestUser, isPhonepe, current-app-logo). Read on every request, so a token
 * changed elsewhere (another tab, a logout) takes effect at once.
 */
export interface TokenStore {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
  /** Forgets everything (logout clears all local storage). */
  clear(): void;
}

export { STORAGE_KEYS };
export type { StorageKey };

/** A token store in memory, for Node scripts, servers and tests. */
export function createMemoryTokenStore(initial: Partial<Record<StorageKey, string>> = {}): TokenStore {
  const values = new Map<StorageKey, string>(Object.entries(initial) as [StorageKey, string][]);
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}
