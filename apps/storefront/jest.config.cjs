const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'storefront',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
