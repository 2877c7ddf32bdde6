#!/usr/bin/env node
/**
 * guest-checkout [baseUrl] [--category <name>] [--search <text>]
 *
 * Browses a store through its API and places a cash-on-delivery order as a guest. baseUrl is the API
 * base including /api/v1 (default http://localhost:3000/api/v1).
 */
import { parseArgs } from 'node:util';
import { createMemoryTokenStore, createStorefrontSdk, SdkError } from '@storefront/sdk';
import { guestCheckout } from './guest-checkout.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { category: { type: 'string' }, search: { type: 'string' } },
});
const baseUrl = positionals[0] ?? 'http://localhost:3000/api/v1';

try {
  // One shopper per run: the tokens live in memory and end with the process.
  const sdk = createStorefrontSdk({ baseUrl, tokenStore: createMemoryTokenStore() });
  await guestCheckout(sdk, { category: values.category, search: values.search });
} catch (error) {
  if (error instanceof SdkError) console.error(`${error.operation} failed (${error.status}): ${error.message}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
