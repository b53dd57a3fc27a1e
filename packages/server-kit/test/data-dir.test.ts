import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataDir, persistedSecret } from '../src';

const helper = path.resolve(__dirname, '../data-dir.cjs');
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-data-dir-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * One Node process that waits at a barrier (the `go` file), then asks for the secret with a generator slow enough
 * that the others are generating too, and prints what it got.
 */
const racer = (secretDir: string, go: string) => `
  const crypto = require('node:crypto');
  const fs = require('node:fs');
  const { persistedSecret } = require(${JSON.stringify(helper)});
  console.log('ready');
  const wait = () => {
    if (!fs.existsSync(${JSON.stringify(go)})) return setTimeout(wait, 2);
    const value = persistedSecret('race-secret', () => {
      const until = Date.now() + 30;
      while (Date.now() < until);
      return crypto.randomBytes(32).toString('hex');
    }, ${JSON.stringify(secretDir)});
    console.log('secret=' + value);
  };
  wait();
`;

function startRacer(code: string) {
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const ready = new Promise<void>((resolve, reject) => {
    const check = () => (out.includes('ready') ? resolve() : undefined);
    child.stdout.on('data', check);
    child.once('exit', () => reject(new Error(`racer exited before it was ready: ${err}`)));
  });
  const secret = new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('secret='));
      if (code !== 0 || line === undefined) reject(new Error(`racer failed (${code}): ${err}`));
      else resolve(line.slice('secret='.length));
    });
  });
  return { ready, secret };
}

it('gives processes racing on a fresh data directory one and the same non-empty secret, in a 0600 file', async () => {
  const secretDir = path.join(dir, 'not-yet-created');
  const go = path.join(dir, 'go');
  const racers = Array.from({ length: 6 }, () => startRacer(racer(secretDir, go)));
  await Promise.all(racers.map((r) => r.ready));
  fs.writeFileSync(go, '');
  const secrets = await Promise.all(racers.map((r) => r.secret));
  expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
  expect(new Set(secrets)).toEqual(new Set([secrets[0]]));
  expect(fs.readFileSync(path.join(secretDir, 'race-secret'), 'utf8')).toBe(secrets[0]);
  expect(fs.statSync(path.join(secretDir, 'race-secret')).mode & 0o777).toBe(0o600);
  expect(fs.readdirSync(secretDir)).toEqual(['race-secret']); // no temporary files left behind
}, 60_000);

it('keeps a file that already exists (tightening its permissions) and never calls the generator for it', () => {
  const file = path.join(dir, 'session-secret');
  fs.writeFileSync(file, 'chosen-by-the-operator\n', { mode: 0o644 });
  fs.chmodSync(file, 0o644);
  const generate = jest.fn(() => 'new');
  expect(persistedSecret('session-secret', generate, dir)).toBe('chosen-by-the-operator');
  expect(generate).not.toHaveBeenCalled();
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
});

it('generates once, then answers what it stored', () => {
  const first = persistedSecret('vapid-keys.json', () => JSON.stringify({ publicKey: 'a', privateKey: 'b' }), dir);
  expect(persistedSecret('vapid-keys.json', () => 'another', dir)).toBe(first);
  expect(JSON.parse(first)).toEqual({ publicKey: 'a', privateKey: 'b' });
});

it('refuses an empty file rather than replacing a secret some process may have used', () => {
  fs.writeFileSync(path.join(dir, 'internal-jwt-secret'), '');
  expect(() => persistedSecret('internal-jwt-secret', () => 'x', dir)).toThrow(/internal-jwt-secret is empty/);
  expect(() => persistedSecret('nothing', () => '', dir)).toThrow(/no value/);
  expect(fs.existsSync(path.join(dir, 'nothing'))).toBe(false);
});

it('finds the data directory one way: FJ_DATA_DIR (made absolute), else .data at the repository root', () => {
  expect(dataDir({ FJ_DATA_DIR: dir })).toBe(dir);
  expect(dataDir({ FJ_DATA_DIR: 'relative/data' })).toBe(path.resolve('relative/data'));
  expect(dataDir({})).toBe(path.resolve(__dirname, '../../../.data'));
});
