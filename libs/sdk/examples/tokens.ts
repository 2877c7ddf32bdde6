import { STORAGE_KEYS, type StorefrontSdk } from '@storefront/sdk';

/** Signs in; the SDK keeps the token and sends it on every later call. */
export async function signIn(sdk: StorefrontSdk, email: string, password: string) {
  await sdk.auth.login({ email, password });
  return sdk.tokens.get(STORAGE_KEYS.authToken) !== null; // true: signed in
}

/** Follows the session: called on login, logout, expiry, and (browser store) changes in other tabs. */
export function watchSession(sdk: StorefrontSdk, onChange: (signedIn: boolean) => void): () => void {
  return sdk.tokens.subscribe((key) => {
    if (key === null || key === STORAGE_KEYS.authToken) onChange(sdk.tokens.get(STORAGE_KEYS.authToken) !== null);
  });
}
