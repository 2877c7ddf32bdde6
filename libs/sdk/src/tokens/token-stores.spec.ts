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
});
