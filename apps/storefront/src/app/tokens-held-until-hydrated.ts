import { STORAGE_KEYS, type StorageKey, type TokenListener, type TokenStore } from '@storefront/sdk';

/** The keys that say who is shopping: hidden while a server-rendered page hydrates. */
const SHOPPER_KEYS = new Set<StorageKey>([STORAGE_KEYS.authToken, STORAGE_KEYS.cartToken, STORAGE_KEYS.isGuestUser, STORAGE_KEYS.isPhonepe]);

export interface HeldTokenStore extends TokenStore {
  /** Shows the shopper's tokens (and tells every subscriber), once the page has hydrated. */
  release(): void;
}

/**
 * The browser's token store, seen as a guest's until `release()`. The server renders every page for an
 * anonymous shopper; hydration must start from that same state, so the header's account icon, the cart and
 * wishlist badges and the review form render as the server drew them, then follow the shopper's own tokens
 * once the page is live. Writes go through at once (nothing writes before release in practice).
 */
export function holdTokensUntilHydrated(inner: TokenStore): HeldTokenStore {
  let held = true;
  const listeners = new Set<TokenListener>();
  return {
    get: (key) => (held && SHOPPER_KEYS.has(key) ? null : inner.get(key)),
    set: (key, value) => inner.set(key, value),
    remove: (key) => inner.remove(key),
    clear: () => inner.clear(),
    subscribe(listener) {
      listeners.add(listener);
      const unsubscribe = inner.subscribe(listener);
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
    release() {
      if (!held) return;
      held = false;
      for (const listener of [...listeners]) listener(null);
    },
  };
}
