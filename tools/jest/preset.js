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
  // `npm test` runs every package's suites at once on 2 shared cores: a screen test that clicks through a form can take
  // several seconds of wall time there beside the end-to-end suite (a test that takes ~1 s on an idle machine).
  testTimeout: 30000,
  ...overrides,
});
