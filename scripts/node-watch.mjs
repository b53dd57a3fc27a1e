// `dev` for a Node package (services, bff): swc recompiles src → dist on change and
// `node --watch` restarts the process. Defaults match `turbo dev` (embedded database,
// remotes from their dev servers on 3101–3106).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { embeddedAppUrl } from '../packages/db/scripts/database.mjs';

const cwd = process.cwd();
const require = createRequire(path.join(cwd, 'package.json'));
const swc = require.resolve('@swc/cli/bin/swc.js');
const swcArgs = [
  'src',
  '-d',
  'dist',
  '--strip-leading-paths',
  '--config-file',
  path.relative(cwd, path.resolve(import.meta.dirname, '..', 'swc.node.json')),
];

// The application role on the embedded database (the db package's dev task starts it with the same credentials).
process.env.DATABASE_URL ??= embeddedAppUrl();
// Browsers open the shell's dev server; the BFF accepts unsafe requests from that origin.
process.env.PUBLIC_URL ??= 'http://localhost:3100';
process.env.LOG_LEVEL ??= 'info';
const DEV_REMOTES = ['mf-home', 'mf-business', 'mf-social', 'mf-community', 'mf-teams', 'mf-settings'];
DEV_REMOTES.forEach((r, i) => {
  process.env[`REMOTE_${r.replace('-', '_').toUpperCase()}_URL`] ??= `http://localhost:${3101 + i}/remoteEntry.js`;
});

spawnSync(process.execPath, [swc, ...swcArgs, '-q'], { stdio: 'inherit' });
const children = [
  spawn(process.execPath, [swc, ...swcArgs, '-w', '-q'], { stdio: 'inherit' }),
  spawn(process.execPath, ['--watch', '--enable-source-maps', 'dist/index.js'], { stdio: 'inherit', env: process.env }),
];
const stop = () => {
  children.forEach((c) => c.kill('SIGTERM'));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
