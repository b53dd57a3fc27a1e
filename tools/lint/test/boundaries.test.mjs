// Proves the import-boundary rules of eslint.config.mjs fire: ESLint runs the repo's own config over a small
// repository in fixture-repo/ (same layout: mf-*, shell, services/*, bff), where each file says what it expects.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from '@fj/lint/typescript-eslint';

const root = path.resolve(import.meta.dirname, '../../..');
const fixtureRepo = path.join(import.meta.dirname, 'fixture-repo');

async function lintFixtureRepo() {
  process.env.ESLINT_PLUGIN_BOUNDARIES_ROOT_PATH = fixtureRepo;
  const eslint = new ESLint({
    cwd: fixtureRepo,
    overrideConfigFile: path.join(root, 'eslint.config.mjs'),
    // The fixture repo is not in tsconfig.eslint.json's program: the boundary rules need no type information.
    overrideConfig: tseslint.configs.disableTypeChecked,
  });
  const results = await eslint.lintFiles(['.']);
  return results.flatMap((r) =>
    r.messages.map((m) => `${path.relative(fixtureRepo, r.filePath)}:${m.line} ${m.ruleId ?? m.message}`),
  );
}

await test('the import boundaries fire where the architecture is crossed, and only there', async () => {
  assert.deepEqual((await lintFixtureRepo()).sort(), [
    'mf-alpha/src/features/one/usesTwo.ts:2 boundaries/dependencies',
    'mf-alpha/src/features/one/usesTwoLazily.ts:2 boundaries/dependencies',
    'mf-alpha/src/shared/usesFeature.ts:2 boundaries/dependencies',
    'mf-alpha/src/usesBeta.ts:2 boundaries/dependencies',
    'mf-alpha/src/usesServer.ts:2 no-restricted-imports',
    'mf-alpha/src/usesServer.ts:3 no-restricted-imports',
    'services/one/src/usesBff.ts:2 boundaries/dependencies',
    'services/one/src/usesTwo.ts:2 boundaries/dependencies',
    'services/one/src/usesTwo.ts:3 no-restricted-imports',
    'shell/src/usesRemote.ts:2 boundaries/dependencies',
  ]);
});
