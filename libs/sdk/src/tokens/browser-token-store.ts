import type { StorageKey, TokenStore } from './token-store';

/**
 * A token store on the browser's local storage, under the spec's keys. `clear()` empties the whole local
 * storage, as logout does (spec section 4). Storage that throws (private mode, quota) reads as empty.
 */
export function createBrowserTokenStore(storage: Storage = globalThis.localStorage): TokenStore {
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
    },
    remove(key: StorageKey) {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing to remove when storage is unavailable.
      }
    },
    clear() {
      try {
        storage.clear();
      } catch {
        // Nothing to clear when storage is unavailable.
      }
    },
  };
}
