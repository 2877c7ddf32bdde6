// Linted as apps/storefront/src/app (production code) and as a test file: only tests may use the fake.
import { demoStore } from '@storefront/sdk/testing';

export const shippedFixture = demoStore;
