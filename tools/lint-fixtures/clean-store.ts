// Linted as apps/storefront/src/stores: a store that keeps every rule (the control case).
import { SEARCH_DEBOUNCE_MS } from '@storefront/domain';

export const debounceMs = SEARCH_DEBOUNCE_MS;
