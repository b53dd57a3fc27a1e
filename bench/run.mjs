// npm run bench: every benchmark in turn (figures to read, not pass/fail).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const only = process.argv[2];
const benches = ['gateway.mjs', 'businesses.mjs', 'bundles.mjs', 'lighthouse.mjs', 'build.mjs'].filter((f) => fs.existsSync(path.join(dir, f)) && (!only || f.startsWith(only)));
let failed = false;
for (const file of benches) {
  console.log(`\n=== ${file} ===`);
  const r = spawnSync(process.execPath, [path.join(dir, file)], { stdio: 'inherit' });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
