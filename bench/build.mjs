// turbo run build: cold (--force, nothing cached) and then cached, wall-clock seconds.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const turbo = path.join(root, 'node_modules/turbo/bin/turbo');
const time = (args) => {
  const t = performance.now();
  const r = spawnSync(process.execPath, [turbo, 'run', 'build', '--output-logs=errors-only', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  return ((performance.now() - t) / 1000).toFixed(1);
};
const cold = time(['--force']);
const cached = time([]);
console.log('\nturbo run build (all packages, 2 cores)');
console.table([{ 'cold s': cold, 'cached s': cached }]);
