// npm run test:at -- <UTC time> <package dir…>: the packages' jest tests with every process's clock moved to that
// time (and running on from it), to find tests and code that hold only on some days: a week's first day in +13/+14
// zones, a month's or year's end, a daylight-saving change. Linux with Debian's `faketime` (libfaketime); the clock is
// moved by one offset for this process and all it starts, the test PostgreSQL included, so they agree.
// e.g. npm run test:at -- 2027-01-31T21:00:00Z services/core mf-business
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startTestPostgres } from '../packages/db/testing/test-postgres.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const [at, ...dirs] = process.argv.slice(2);

if (!process.env.FJ_TEST_AT) {
  const target = Date.parse(at ?? '');
  if (Number.isNaN(target) || !dirs.length) {
    console.error('usage: npm run test:at -- <UTC time, e.g. 2027-01-31T21:00:00Z> <package dir…>');
    process.exit(2);
  }
  const offset = Math.round((target - Date.now()) / 1000);
  const run = spawnSync(
    'faketime',
    ['-f', `${offset >= 0 ? '+' : ''}${offset}s`, process.execPath, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      // Timers and timeouts keep the real monotonic clock; only the wall clock moves.
      env: { ...process.env, FJ_TEST_AT: at, FAKETIME_DONT_FAKE_MONOTONIC: '1' },
    },
  );
  if (run.error) console.error(`faketime could not start (${run.error.message}): apt-get install faketime`);
  process.exit(run.status ?? 1);
}

process.env.NODE_ENV = 'test';
console.log(`clock: ${new Date().toISOString()}`);
const pg = await startTestPostgres();
const results = [];
for (const dir of dirs) {
  const run = spawnSync('npx', ['jest', '--maxWorkers=2'], { cwd: path.join(ROOT, dir), stdio: 'inherit' });
  results.push([dir, run.status]);
}
await pg.stop();
for (const [dir, status] of results) console.log(`${status === 0 ? 'passed' : 'FAILED'}  ${dir} at ${at}`);
process.exit(results.every(([, status]) => status === 0) ? 0 : 1);
