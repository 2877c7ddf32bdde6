// Linted as apps/storefront/src/screens: screens reach the API through the stores only.
import { createStorefrontSdk } from '@storefront/sdk';

export const ownSdk = createStorefrontSdk;
export const loadDirectly = () => fetch('/api/v1/products');
export const loadThroughWindow = () => window.fetch('/api/v1/products');
