// Shared jest config for the frontend packages (@fj/ui, the shell, the remotes): jsdom + @swc/jest.
const path = require('node:path');

/** @param {string} dir the package directory */
module.exports = (dir, overrides = {}) => ({
  rootDir: dir,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-mock.js') },
  // Workspace packages compile from source (their "source" export condition).
  testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'require', 'default'] },
  setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
  ...overrides,
});
