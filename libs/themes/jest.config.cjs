const path = require('node:path');

const preset = require(path.join(__dirname, '../../jest.preset.cjs'));

module.exports = {
  ...preset,
  displayName: 'themes',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.css$': '<rootDir>/jest/style-stub.cjs',
  },
};
