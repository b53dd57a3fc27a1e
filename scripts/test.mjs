// npm test: one PostgreSQL for the whole run (a migrated template that every test file
// clones), then type-checks and every package's tests through turbo, end-to-end included.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { startTestPostgres } from '../packages/db/testing/test-postgres.mjs';
import stack from './stack.cjs';
import { failureLines } from './test-failures.mjs';

process.env.TURBO_TELEMETRY_DISABLED = '1';
process.env.NODE_ENV = 'test';

let output = '';
/** One `turbo …` run; its output is passed on (and kept for the summary) a whole line at a time, as two run at once. */
function turbo(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(stack.ROOT, 'node_modules/turbo/bin/turbo'), ...args], {
      cwd: stack.ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let partial = '';
    const emit = (text) => {
      process.stdout.write(text);
      output += text;
    };
    child.stdout.on('data', (d) => {
      const lines = (partial + d).split('\n');
      partial = lines.pop();
      if (lines.length) emit(lines.map((l) => `${l}\n`).join(''));
    });
    child.on('close', (c) => {
      if (partial) emit(`${partial}\n`);
      resolve(c ?? 1);
    });
  });
}

/**
 * Every workspace with a test or typecheck script except the end-to-end suite, the heaviest first: a test file against
 * the database (a package that depends on @fj/db) takes ~6 s on 2 busy cores, a jsdom or pure one ~1 s.
 */
function packagesHeaviestFirst() {
  const root = JSON.parse(fs.readFileSync(path.join(stack.ROOT, 'package.json'), 'utf8'));
  const dirs = root.workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? fs
          .readdirSync(path.join(stack.ROOT, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => path.join(pattern.slice(0, -2), d.name))
      : [pattern],
  );
  const weighed = [];
  for (const dir of dirs) {
    const file = path.join(stack.ROOT, dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (pkg.name === '@fj/e2e' || !(pkg.scripts?.test || pkg.scripts?.typecheck)) continue;
    const usesDatabase = pkg.name === '@fj/db' || Boolean({ ...pkg.dependencies, ...pkg.devDependencies }['@fj/db']);
    weighed.push({ name: pkg.name, weight: testFiles(path.join(stack.ROOT, dir)) * (usesDatabase ? 6 : 1) });
  }
  return weighed.sort((a, b) => b.weight - a.weight).map((p) => p.name);
}

/** How many test files a package has (under test/ and src/, node_modules and build output aside). */
function testFiles(dir) {
  let count = 0;
  for (const sub of ['test', 'src']) {
    const from = path.join(dir, sub);
    if (!fs.existsSync(from)) continue;
    for (const entry of fs.readdirSync(from, { recursive: true, withFileTypes: true }))
      if (entry.isFile() && /\.test\.[cm]?[jt]sx?$/.test(entry.name)) count++;
  }
  return count;
}

const pg = await startTestPostgres();
const extra = process.argv.slice(2);
let code;
if (extra.length) {
  // A narrowed run (e.g. `npm test -- --filter=@fj/core`): one turbo run, as asked.
  code = await turbo(['run', 'typecheck', 'test', '--concurrency=2', '--continue', ...extra]);
} else {
  // Everything once: build, then two lanes that each take the next task until none is left. One lane starts with the
  // end-to-end suite (the longest task, ~12 min); the other takes every other package's type-check and tests, the
  // heaviest first, and whichever lane is free first takes the next one, so neither core sits idle at the end (with a
  // fixed split the end-to-end lane finished ~3.5 min before the other). `--only` keeps a task from rebuilding.
  code = await turbo(['run', 'build', '--concurrency=2']);
  if (code === 0) {
    const queue = [
      ['run', 'test', '--filter=@fj/e2e', '--only'],
      ...packagesHeaviestFirst().map((name) => [
        'run',
        'typecheck',
        'test',
        `--filter=${name}`,
        '--continue',
        '--only',
      ]),
      ['run', 'typecheck', '--filter=@fj/e2e', '--only'],
    ];
    const lane = async () => {
      const codes = [];
      for (let task = queue.shift(); task; task = queue.shift()) codes.push(await turbo(task));
      return codes;
    };
    const codes = await Promise.all([lane(), lane()]);
    code = codes.flat().find((c) => c !== 0) ?? 0;
  }
}
await pg.stop();

// One closing line for the whole run: jest's "Tests: …", Playwright's "N passed" and node:test's "ℹ pass N" summaries.
const plain = stripVTControlCharacters(output);
let passed = 0;
let failed = 0;
for (const m of plain.matchAll(/Tests:\s+(?:(\d+) failed, )?(?:\d+ skipped, )?(?:\d+ todo, )?(\d+) passed/g)) {
  failed += Number(m[1] ?? 0);
  passed += Number(m[2]);
}
for (const m of plain.matchAll(/^\S*\s+(\d+) passed \([\d.]+(?:ms|s|m|h)\)$/gm)) passed += Number(m[1]); // Playwright
for (const m of plain.matchAll(/^\S*\s+(\d+) failed$/gm)) failed += Number(m[1]);
for (const m of plain.matchAll(/ℹ pass (\d+)$/gm)) passed += Number(m[1]); // node:test (tools/lint)
for (const m of plain.matchAll(/ℹ fail (\d+)$/gm)) failed += Number(m[1]);
if (code !== 0 && failed === 0) failed = 1; // a type error or crashed runner is a failure too
// What failed, named again at the end: CI shows only the tail of a long run.
const failures = failureLines(plain);
if (failures.length) console.log(`\nWhat failed:\n${failures.map((l) => `  ${l}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(code);
