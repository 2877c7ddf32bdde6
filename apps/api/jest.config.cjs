const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  // Integration tests mostly wait on HTTP and the database: three workers beat one even on two cores.
  maxWorkers: 3,
};
