const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'themes',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
