// Shared jest settings: SWC strips types (fast on two cores); `typecheck` targets run tsc separately.
const path = require('node:path');

const root = __dirname;

module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@storefront/domain$': path.join(root, 'libs/domain/src/index.ts'),
    '^@storefront/i18n$': path.join(root, 'libs/i18n/src/index.ts'),
    '^@storefront/i18n/server$': path.join(root, 'libs/i18n/src/server.ts'),
    '^@storefront/sdk$': path.join(root, 'libs/sdk/src/index.ts'),
    '^@storefront/sdk/testing$': path.join(root, 'libs/sdk/src/testing/index.ts'),
    '^@storefront/ui-kit$': path.join(root, 'libs/ui-kit/src/index.ts'),
    '^@storefront/themes$': path.join(root, 'libs/themes/src/index.ts'),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  testMatch: ['**/?(*.)+(spec|test).[jt]s?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // A hang guard, not a timing assertion: on two cores the jsdom suites run beside the API suite and a
  // render-heavy test can take several seconds.
  testTimeout: 30_000,
  // ESM-only packages that msw and Fastify's inject (light-my-request: cookie) pull in; SWC turns them
  // into CommonJS for jest (node itself loads them with require).
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@mswjs|@open-draft|outvariant|strict-event-emitter|cookie)/)'],
};
