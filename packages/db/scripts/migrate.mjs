// Apply committed migrations (`prisma migrate deploy`) to DATABASE_URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const dbDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const prismaCli = createRequire(path.join(dbDir, 'package.json')).resolve('prisma/build/index.js');

export function prisma(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [prismaCli, ...args], {
      cwd: dbDir, env: { ...process.env, CHECKPOINT_DISABLE: '1', PRISMA_HIDE_UPDATE_MESSAGE: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`prisma ${args.join(' ')} failed (${code}):\n${out}`))));
  });
}

export const migrateDeploy = (databaseUrl) => prisma(['migrate', 'deploy'], { DATABASE_URL: databaseUrl });
