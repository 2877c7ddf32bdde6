const path = require('node:path');

// Resolved at runtime, like the other projects' configs (a literal relative require of the workspace preset
// trips @nx/enforce-module-boundaries).
const preset = require(path.join(__dirname, '../../jest.preset.cjs'));

module.exports = {
  ...preset,
  displayName: 'storefront',
  rootDir: __dirname,
  // jsdom plus Node's fetch family, so msw/node and the SDK run in component tests.
  testEnvironment: '<rootDir>/src/test-utils/jsdom-with-fetch.cjs',
  setupFilesAfterEnv: ['<rootDir>/src/test-utils/setup.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // The one module that reads import.meta (Vite only); tests read the build theme from a global.
    '(^|/)config/build-env$': '<rootDir>/src/test-utils/build-env.ts',
    '^\\./build-env$': '<rootDir>/src/test-utils/build-env.ts',
    // Stylesheets are the bundler's business; under jest they import as nothing.
    '\\.css$': '<rootDir>/src/test-utils/style-stub.cjs',
  },
};
