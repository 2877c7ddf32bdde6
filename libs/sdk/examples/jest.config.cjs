const path = require('node:path');

// Resolved at runtime, like the other projects' configs.
const preset = require(path.join(__dirname, '../../../jest.preset.cjs'));

module.exports = {
  ...preset,
  displayName: 'sdk-examples',
  rootDir: __dirname,
  testEnvironment: 'node',
};
