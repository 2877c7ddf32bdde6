const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'tools',
  rootDir: __dirname,
  testEnvironment: 'node',
  // The fixtures are deliberate lint violations, not tests.
  testPathIgnorePatterns: [...preset.testPathIgnorePatterns, '/lint-fixtures/'],
};
