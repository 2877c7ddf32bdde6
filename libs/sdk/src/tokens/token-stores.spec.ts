import { createBrowserTokenStore } from './browser-token-store';
import { createMemoryTokenStore } from './token-store';

function fakeLocalStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

describe('token stores', () => {
  it('keep tokens under the spec local storage keys in the browser', () => {
    const storage = fakeLocalStorage();
    const store = createBrowserTokenStore(storage);
    store.set('auth_token', 'a1');
    store.set('cart_token', 'c1');
    store.set('current-app-logo', '/logo.svg');
    expect(storage.getItem('auth_token')).toBe('a1');
    expect(storage.getItem('cart_token')).toBe('c1');
    expect(storage.getItem('current-app-logo')).toBe('/logo.svg');
    store.remove('cart_token');
    expect(store.get('cart_token')).toBeNull();
  });

  it('logout clear empties the whole local storage', () => {
    const storage = fakeLocalStorage();
    storage.setItem('isPhonepe', 'true');
    const store = createBrowserTokenStore(storage);
    store.set('auth_token', 'a1');
    store.clear();
    expect(storage.length).toBe(0);
  });

  it('reads as empty when storage throws (private mode)', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => { throw new Error('denied'); }, clear: () => { throw new Error('denied'); } } as unknown as Storage;
    const store = createBrowserTokenStore(broken);
    expect(() => store.set('auth_token', 'x')).not.toThrow();
    expect(store.get('auth_token')).toBeNull();
  });

  it('keep tokens in memory for Node', () => {
    const store = createMemoryTokenStore({ cart_token: 'c1' });
    expect(store.get('cart_token')).toBe('c1');
    store.set('auth_token', 'a1');
    store.clear();
    expect(store.get('auth_token')).toBeNull();
  });

  it('tell subscribers of every change, so nobody keeps a copy of a token', () => {
    for (const store of [createMemoryTokenStore(), createBrowserTokenStore(fakeLocalStorage(), null)]) {
      const seen: (string | null)[] = [];
      const unsubscribe = store.subscribe((key) => seen.push(key));
      store.set('auth_token', 'a1');
      store.remove('auth_token');
      store.clear();
      unsubscribe();
      store.set('cart_token', 'c1');
      expect(seen).toEqual(['auth_token', 'auth_token', null]);
    }
  });

  it('tell subscribers of a token another tab changed', () => {
    const storage = fakeLocalStorage();
    const events = new EventTarget();
    const store = createBrowserTokenStore(storage, events as unknown as Window);
    const seen: (string | null)[] = [];
    store.subscribe((key) => seen.push(key));
    const storageEvent = (key: string | null, area: Storage) => Object.assign(new Event('storage'), { key, storageArea: area });
    events.dispatchEvent(storageEvent('auth_token', storage));
    events.dispatchEvent(storageEvent('unrelated', storage));
    events.dispatchEvent(storageEvent('auth_token', fakeLocalStorage()));
    events.dispatchEvent(storageEvent(null, storage));
    expect(seen).toEqual(['auth_token', null]);
  });
});
