// One ESLint config for the whole repository (docs/decisions/2501-lint-and-format.md). `npm run lint` runs it.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
// typescript-eslint comes through the @fj/lint workspace (tools/lint), which pins the TypeScript 6 it needs for its
// JS API; the repo itself type-checks with TypeScript 7 (`tsc`), which has none.
import tseslint from '@fj/lint/typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { boundaries, browserCode, packageBoundaries } from './tools/lint/boundaries.mjs';

// Test code, including the test helpers packages ship in src/testing (never imported at run time).
const tests = [
  '**/test/**',
  '**/*.test.{ts,tsx}',
  'e2e/**',
  'tools/jest/**',
  'packages/*/src/testing/**',
  'packages/*/src/testing.ts',
];
const javascript = ['**/*.{js,cjs,mjs}'];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/.turbo/',
      '**/coverage/',
      '**/.landing-prerender/',
      '.data/',
      'packages/db/src/generated/',
      'bench/results/',
      'e2e/playwright-report/',
      'e2e/test-results/',
      // Deliberate boundary violations, linted by tools/lint/test/boundaries.test.mjs.
      'tools/lint/test/fixture-repo/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // One program for the whole repo (tsconfig.eslint.json): a program per workspace took ~3x the time and 7 GB.
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Promises: an un-awaited promise is a test that passes whatever happens or an error nobody sees.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // `return promise` inside try skips the catch/finally; outside try it is fine either way.
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      // Passing on what was caught (`.catch((e) => … Promise.reject(e))`) is a rethrow, not a new non-Error reason.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
      // Style, not bugs: an async function without await is how the code implements a Promise-returning interface
      // (fetch fakes, Workbox plugins, `act(async …)`); the promise rules above catch the real mistakes.
      '@typescript-eslint/require-await': 'off',
      // `declare global { namespace Express { … } }` is how Express's request type is extended.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // No focused tests in the repo (a `.only` would silently skip the rest of the suite in CI).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression > MemberExpression.callee[property.name='only'][object.name=/^(describe|it|test)$/]",
          message: 'No focused tests: remove .only.',
        },
        {
          selector:
            "CallExpression > MemberExpression.callee[property.name='only'] > MemberExpression.object[object.name='test']",
          message: 'No focused tests: remove .only.',
        },
      ],
    },
  },
  {
    // The service worker has its own lib (WebWorker) and tsconfig.
    files: ['shell/src/sw.ts'],
    languageOptions: { parserOptions: { project: './shell/tsconfig.sw.json' }, globals: { ...globals.serviceworker } },
  },
  {
    // Browser code, and the benchmarks' Playwright callbacks (page.evaluate runs them in the page).
    files: [...browserCode, 'bench/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.tsx', ...browserCode],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Test code reads untyped response bodies (supertest's `res.body`, Playwright's `response.json()`) all the time:
    // the no-unsafe-* family would flag every assertion. Promise and other type-aware rules stay on.
    files: tests,
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      // Tests hold on to methods to restore or inspect mocks (`const real = Element.prototype.getBoundingClientRect`).
      '@typescript-eslint/unbound-method': 'off',
      // Tests load the repo's CommonJS scripts, which have no type declarations (scripts/stack.cjs, bench/*.cjs).
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Playwright reads a test's fixtures from its first parameter's destructuring: `async ({}, testInfo)` asks for none.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // Plain JavaScript (bench, scripts, tools, jest/webpack configs): CommonJS or ESM without types, so every value is
    // `any` to the type checker; the promise rules still see Node's and our own typed APIs.
    files: javascript,
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Declared by test-postgres.d.mts, which shadows it in the program: linted without type information.
    files: ['packages/db/testing/test-postgres.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  boundaries,
  ...packageBoundaries,
  prettier,
);
