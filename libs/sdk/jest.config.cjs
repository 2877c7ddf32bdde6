const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'sdk',
  rootDir: __dirname,
  testEnvironment: 'node',
  // The README's examples are their own project (libs/sdk/examples), run by its own target.
  testPathIgnorePatterns: [...preset.testPathIgnorePatterns, '/examples/'],
};
