// The image build installs dependencies from the workspaces' manifests alone (copied before `npm ci`, so that layer
// is redone only when a manifest changes). A workspace whose package.json is not copied there is missing from the
// install: `npm ci` fails, or installs without it, and the build breaks later. CI builds the images from the tests'
// own build, which never runs that stage, so this check stands in for it (docs/decisions/3303).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../../..');

/** Every workspace directory the root package.json lists (a trailing `/*` expanded), relative to the root. */
function workspaces() {
  const { workspaces: patterns } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return fs
      .readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((d) => d.isDirectory() && fs.existsSync(path.join(root, parent, d.name, 'package.json')))
      .map((d) => `${parent}/${d.name}`);
  });
}

/** The manifests the Containerfile's build stage copies before its `npm ci`. */
function manifestsCopiedBeforeInstall() {
  const lines = fs.readFileSync(path.join(root, 'deploy/Containerfile'), 'utf8').split('\n');
  const stage = lines.findIndex((l) => /^FROM .* AS build$/.test(l));
  const install = lines.findIndex((l, i) => i > stage && /^RUN .*\bnpm ci\b/.test(l));
  assert.ok(stage >= 0 && install > stage, 'the Containerfile has a build stage that runs npm ci');
  return new Set(
    lines
      .slice(stage, install)
      .map((l) => l.match(/^COPY (\S+)\/package\.json \1\/$/)?.[1])
      .filter(Boolean),
  );
}

void test('the image build copies every workspace package.json before npm ci', () => {
  const copied = manifestsCopiedBeforeInstall();
  const listed = workspaces();
  assert.ok(listed.length > 10, `${listed.length} workspaces found`);
  assert.deepEqual(
    listed.filter((w) => !copied.has(w)),
    [],
    'add `COPY <workspace>/package.json <workspace>/` before npm ci in deploy/Containerfile',
  );
  assert.deepEqual(
    [...copied].filter((w) => !listed.includes(w)),
    [],
    'the Containerfile copies the manifest of a directory that is no workspace',
  );
});
