const path = require('node:path');

const preset = require(path.join(__dirname, '../../jest.preset.cjs'));

module.exports = {
  ...preset,
  displayName: 'i18n',
  rootDir: __dirname,
  testEnvironment: 'node',
};
