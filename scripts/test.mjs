// npm test: one PostgreSQL for the whole run (a migrated template that every test file
// clones), then type-checks and every package's tests through turbo, end-to-end included.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { startTestPostgres } from '../packages/db/testing/test-postgres.mjs';
import stack from './stack.cjs';

process.env.TURBO_TELEMETRY_DISABLED = '1';
process.env.NODE_ENV = 'test';

const pg = await startTestPostgres();
let output = '';
const code = await new Promise((resolve) => {
  const child = spawn(process.execPath, [path.join(stack.ROOT, 'node_modules/turbo/bin/turbo'), 'run', 'typecheck', 'test', '--concurrency=2', '--continue', ...process.argv.slice(2)], {
    cwd: stack.ROOT, env: process.env, stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (d) => { process.stdout.write(d); output += d; });
  child.on('exit', (c) => resolve(c ?? 1));
});
await pg.stop();

// One closing line for the whole run: jest's "Tests: …", Playwright's "N passed" and node:test's "ℹ pass N" summaries.
const plain = stripVTControlCharacters(output);
let passed = 0;
let failed = 0;
for (const m of plain.matchAll(/Tests:\s+(?:(\d+) failed, )?(?:\d+ skipped, )?(?:\d+ todo, )?(\d+) passed/g)) { failed += Number(m[1] ?? 0); passed += Number(m[2]); }
for (const m of plain.matchAll(/^\S*\s+(\d+) passed \([\d.]+(?:ms|s|m|h)\)$/gm)) passed += Number(m[1]); // Playwright
for (const m of plain.matchAll(/^\S*\s+(\d+) failed$/gm)) failed += Number(m[1]);
for (const m of plain.matchAll(/ℹ pass (\d+)$/gm)) passed += Number(m[1]); // node:test (tools/lint)
for (const m of plain.matchAll(/ℹ fail (\d+)$/gm)) failed += Number(m[1]);
if (code !== 0 && failed === 0) failed = 1; // a type error or crashed runner is a failure too
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(code);
