// Shared jest config for backend packages (services, bff, server-kit, db).
const path = require('node:path');

/** @param {string} dir the package directory */
module.exports = (dir, overrides = {}) => ({
  rootDir: dir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // Workspace packages compile from source (their "source" export condition).
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  globalSetup: path.join(__dirname, 'packages/db/testing/global-setup.mjs'),
  globalTeardown: path.join(__dirname, 'packages/db/testing/global-teardown.mjs'),
  testTimeout: 30000,
  ...overrides,
});
