const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'sdk',
  rootDir: __dirname,
  testEnvironment: 'node',
};
