// Proves the repo's config fails a focused test (`.only`), which would silently skip the rest of a suite in CI.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from '@fj/lint/typescript-eslint';

const root = path.resolve(import.meta.dirname, '../../..');

await test('.only on describe, it, test and test.describe is an error; plain tests are not', async () => {
  // A file that does not exist, linted without type information (it is in no program).
  const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
  const code = [
    "describe.only('a', () => {});",
    "it.only('b', () => {});",
    "test.only('c', () => {});",
    "test.describe.only('d', () => {});",
    "test('e', () => {});",
    "describe('f', () => {});",
    '',
  ].join('\n');
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'e2e/tests/focused.spec.ts') });
  assert.deepEqual(
    result.messages.map((m) => `${m.line} ${m.ruleId}`),
    ['1 no-restricted-syntax', '2 no-restricted-syntax', '3 no-restricted-syntax', '4 no-restricted-syntax'],
  );
});
