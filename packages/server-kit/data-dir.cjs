// The data directory and the secrets generated once into it: the one rule for every process and script
// (decision 2520). Plain CommonJS without a build step, so the launcher scripts (.mjs) load the very same code as
// the TypeScript services (`@fj/server-kit` re-exports it with types from data-dir.d.cts).
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** The repository root: this file sits in packages/server-kit/. */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Where generated state lives: `FJ_DATA_DIR` when set, else `.data/` at the repository root. */
function dataDir(env = process.env) {
  return env.FJ_DATA_DIR ? path.resolve(env.FJ_DATA_DIR) : path.join(REPO_ROOT, '.data');
}

/**
 * The content of `<dir>/<name>`, generated once by `generate()`. The file is written whole to a temporary file
 * (mode 0600) in the same directory and published with a hard link, which fails when the name exists: a reader
 * never sees an empty or partial file, and processes racing on a fresh directory all end with the first one's
 * value. An existing file is kept (its permissions tightened to 0600); an empty one is an error, not replaced,
 * since some process may already have used what it held.
 */
function persistedSecret(name, generate, dir = dataDir()) {
  const file = path.join(dir, name);
  const existing = readSecret(file);
  if (existing !== undefined) return existing;
  const value = generate();
  if (typeof value !== 'string' || !value.trim())
    throw new Error(`persistedSecret: generate() gave no value for ${name}`);
  // Default permissions: the files are 0600, and the embedded database's own OS user must reach its folder in here.
  fs.mkdirSync(dir, { recursive: true });
  const temp = path.join(dir, `.${name}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`);
  const fd = fs.openSync(temp, 'wx', 0o600);
  try {
    fs.writeFileSync(fd, value);
    fs.fsyncSync(fd); // on disk before it has a name: a crash never leaves a named, empty file
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(temp, file);
  } catch (err) {
    if (err.code !== 'EEXIST') throw err; // another process published first: use theirs
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return readSecret(file);
}

function readSecret(file) {
  let content;
  try {
    content = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  }
  if (!content.trim())
    throw new Error(`${file} is empty: delete it to generate a new one (or set its value in the environment)`);
  if ((fs.statSync(file).mode & 0o077) !== 0) {
    try {
      fs.chmodSync(file, 0o600);
    } catch (err) {
      // Someone else's file or a read-only mount: readable, so usable; its permissions are its owner's business.
      if (err.code !== 'EPERM' && err.code !== 'EROFS') throw err;
    }
  }
  return content.trim();
}

exports.dataDir = dataDir;
exports.persistedSecret = persistedSecret;
