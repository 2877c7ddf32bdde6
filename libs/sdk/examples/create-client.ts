import { createBrowserTokenStore, createMemoryTokenStore, createStorefrontSdk } from '@storefront/sdk';

/** In the browser: tokens in localStorage under the spec's keys, seen by every tab. */
export function createBrowserSdk() {
  return createStorefrontSdk({
    baseUrl: '/api/v1',
    tokenStore: createBrowserTokenStore(),
    // A "Token expired." answer has already removed the auth token: send the shopper to log in.
    onTokenExpired: () => window.location.assign('/login'),
  });
}

/** In Node (a server, a script, a job): tokens in memory, one store per shopper session. */
export function createNodeSdk(baseUrl: string, cartToken?: string) {
  return createStorefrontSdk({
    baseUrl, // absolute in Node, e.g. 'https://shop.example/api/v1'
    tokenStore: createMemoryTokenStore(cartToken ? { cart_token: cartToken } : {}),
  });
}
