const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'ui-kit',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
