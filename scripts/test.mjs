// npm test: one PostgreSQL for the whole run (a migrated template that every test file
// clones), then type-checks and every package's tests through turbo, end-to-end included.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { startTestPostgres } from '../packages/db/testing/test-postgres.mjs';
import stack from './stack.cjs';

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

const pg = await startTestPostgres();
const extra = process.argv.slice(2);
let code;
if (extra.length) {
  // A narrowed run (e.g. `npm test -- --filter=@fj/core`): one turbo run, as asked.
  code = await turbo(['run', 'typecheck', 'test', '--concurrency=2', '--continue', ...extra]);
} else {
  // Everything once: build, then the end-to-end suite (the longest task, ~half the run) starts at once in one lane
  // while the other lane type-checks and tests every other package. In one turbo run the end-to-end suite waited
  // for every build and so started behind the packages' tests, last; `--only` keeps either lane from rebuilding.
  code = await turbo(['run', 'build', '--concurrency=2']);
  if (code === 0) {
    const codes = await Promise.all([
      turbo(['run', 'test', '--filter=@fj/e2e', '--only']),
      (async () => [
        await turbo(['run', 'typecheck', 'test', '--filter=!@fj/e2e', '--concurrency=1', '--continue', '--only']),
        await turbo(['run', 'typecheck', '--filter=@fj/e2e', '--only']),
      ])(),
    ]);
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
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(code);
