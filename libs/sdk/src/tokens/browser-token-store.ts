import { STORAGE_KEYS, type StorageKey } from '@storefront/domain';
import { createTokenListeners, type TokenStore } from './token-store';

const SPEC_KEYS = new Set<string>(Object.values(STORAGE_KEYS));

/**
 * A token store on the browser's local storage, under the spec's keys. `clear()` empties the whole local
 * storage, as logout does (docs/product.md §4). Storage that throws (private mode, quota) reads as empty.
 * Changes made in another tab reach subscribers through the window's `storage` event.
 */
export function createBrowserTokenStore(
  storage: Storage = globalThis.localStorage,
  events: Pick<Window, 'addEventListener'> | null = typeof window === 'undefined' ? null : window,
): TokenStore {
  const { subscribe, notify } = createTokenListeners();
  events?.addEventListener('storage', (event: StorageEvent) => {
    if (event.storageArea !== storage) return;
    if (event.key === null) notify(null);
    else if (SPEC_KEYS.has(event.key)) notify(event.key as StorageKey);
  });
  return {
    get(key: StorageKey) {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    set(key: StorageKey, value: string) {
      try {
        storage.setItem(key, value);
      } catch {
        // Storage full or disabled: the session then lasts as long as the page.
      }
      notify(key);
    },
    remove(key: StorageKey) {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing to remove when storage is unavailable.
      }
      notify(key);
    },
    clear() {
      try {
        storage.clear();
      } catch {
        // Nothing to clear when storage is unavailable.
      }
      notify(null);
    },
    subscribe,
  };
}
