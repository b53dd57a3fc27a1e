// Starts the built services and the BFF as real processes (npm start, e2e, BFF tests).
// CommonJS so that both the ESM scripts and jest (CommonJS) can load it.
const { spawn } = require('node:child_process');
const path = require('node:path');
const fs = require('node:fs');
const crypto = require('node:crypto');
const net = require('node:net');
const { supervise } = require('./supervisor.cjs');

const ROOT = path.resolve(__dirname, '..');
/** Read by @fj/server-kit's loadInternalSecret(): the fd the signing key arrives on. */
const SECRET_FD_VAR = 'FJ_INTERNAL_SECRET_FD';
const PRIVATE_ENV = [
  'INTERNAL_JWT_SECRET',
  'TEST_PG_ADMIN_URL',
  'TEST_PG_OWNER_URL',
  'TEST_PG_APP_URL',
  'MIGRATION_DATABASE_URL',
];
/** Secrets only the payments service uses: no other process gets them in its environment. */
const PAYMENTS_ONLY_ENV = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];
const withoutPaymentSecrets = (env) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !PAYMENTS_ONLY_ENV.includes(name)));
const SERVICES = [
  { name: 'core', dir: 'services/core', portVar: 'CORE_PORT', urlVar: 'CORE_URL', port: 4001 },
  { name: 'social', dir: 'services/social', portVar: 'SOCIAL_PORT', urlVar: 'SOCIAL_URL', port: 4002 },
  { name: 'payments', dir: 'services/payments', portVar: 'PAYMENTS_PORT', urlVar: 'PAYMENTS_URL', port: 4003 },
  { name: 'community', dir: 'services/community', portVar: 'COMMUNITY_PORT', urlVar: 'COMMUNITY_URL', port: 4004 },
];

// Generous: on a busy 2-core machine (npm test runs several stacks and test suites at once) a service can take well
// over 20 s to load; a healthy start still returns as soon as it answers.
async function waitForHealth(url, child, name, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} during start-up`);
    let body;
    try {
      const res = await fetch(url);
      body = res.ok ? await res.json().catch(() => ({})) : undefined;
    } catch {
      /* not listening yet */
    }
    // A process that reports its pid must be ours: another one on the same port (e.g. another checkout's e2e
    // stack) would otherwise pass for it.
    if (body && body.pid !== undefined && body.pid !== child.pid)
      throw new Error(`${name}: port of ${url} is taken by another process (pid ${body.pid})`);
    if (body) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not become healthy at ${url}`);
}

/**
 * Start one node process from a package's dist/index.js (or dist/`entry`) and wait for /healthz.
 * Output is prefixed and forwarded to `log` (or kept as a tail for error reports when quiet).
 */
async function startProcess({
  name,
  dir,
  entry: file = 'index.js',
  port,
  env,
  secret,
  log = console.log,
  quiet = false,
}) {
  const entry = path.join(ROOT, dir, 'dist', file);
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run npm run build`);
  // FJ_NODE_ARGS: extra node flags for every process (e.g. --cpu-prof when profiling).
  const extra = (env.FJ_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The internal signing key reaches the child over a pipe on fd 3, never through its environment
  // (which any process of the same user can read in /proc/<pid>/environ, and which its own children inherit).
  const childEnv = secret ? { ...env, [SECRET_FD_VAR]: '3' } : env;
  const child = spawn(process.execPath, ['--enable-source-maps', ...extra, entry], {
    cwd: path.join(ROOT, dir),
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe', secret ? 'pipe' : 'ignore'],
  });
  if (secret) child.stdio[3].on('error', () => {}).end(secret);
  const tail = [];
  const onData = (d) => {
    for (const line of d.toString().split('\n').filter(Boolean)) {
      tail.push(line);
      if (tail.length > 50) tail.shift();
      if (!quiet) log(`[${name}] ${line}`);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const ended = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const exited = ended.then(({ code }) => code);
  try {
    await waitForHealth(`http://127.0.0.1:${port}/healthz`, child, name);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${err.message}\n${tail.join('\n')}`, { cause: err });
  }
  return {
    name,
    port,
    child,
    pid: child.pid,
    exited,
    ended,
    tail,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * A process kept running by the supervisor (scripts/supervisor.cjs): the same face as startProcess's result, with
 * `child`, `pid` and `tail` always those of the instance running now.
 */
async function startSupervised(spec, { log, onGiveUp, options }) {
  const supervisor = await supervise({
    name: spec.name,
    start: () => startProcess(spec),
    log,
    onGiveUp,
    ...options,
  });
  return {
    name: spec.name,
    port: spec.port,
    get child() {
      return supervisor.current.child;
    },
    get pid() {
      return supervisor.current.pid;
    },
    get tail() {
      return supervisor.current.tail;
    },
    get restarts() {
      return supervisor.restarts;
    },
    stop: () => supervisor.stop(),
  };
}

const METRICS_PROCESSES = ['bff', ...SERVICES.map((s) => s.name)];
/** Each process's metrics port when `<NAME>_METRICS_PORT` is unset (@fj/server-kit's DEFAULT_METRICS_PORTS). */
const DEFAULT_METRICS_PORTS = { bff: 9300, core: 9301, social: 9302, payments: 9303, community: 9304 };

/**
 * The whole back end: four services on loopback and the BFF on `port`.
 * `servicePorts` overrides the default 4001–4004 (tests use free ports). `metricsPorts: 'free'` gives every process
 * a free loopback metrics port (tests; otherwise each reads `<NAME>_METRICS_PORT`, default 9300–9304).
 * `supervise: { onGiveUp, options }` keeps every process running (npm start): restarted with back-off when it exits,
 * `onGiveUp` called on a crash loop.
 */
async function startStack({
  databaseUrl,
  port = 3000,
  servicePorts = {},
  env = {},
  log = console.log,
  quiet = false,
  metricsPorts,
  supervise: supervision,
}) {
  const base = { ...process.env, DATABASE_URL: databaseUrl, ...env };
  // One internal signing key for this stack's processes (tokens live 60 s, so a new key per start is fine),
  // handed over in memory (see startProcess).
  const secret = base.INTERNAL_JWT_SECRET ?? crypto.randomBytes(32).toString('hex');
  // Neither the signing key nor a test run's database superuser belongs in a service's environment.
  for (const name of PRIVATE_ENV) delete base[name];
  for (const s of SERVICES) base[s.portVar] = String(servicePorts[s.name] ?? base[s.portVar] ?? s.port);
  if (metricsPorts === 'free')
    for (const name of METRICS_PROCESSES) base[`${name.toUpperCase()}_METRICS_PORT`] = String(await freePort());
  const start = (spec) => (supervision ? startSupervised(spec, { log, ...supervision }) : startProcess(spec));
  const starts = await Promise.allSettled(
    SERVICES.map((s) =>
      start({
        name: s.name,
        dir: s.dir,
        port: Number(base[s.portVar]),
        env: s.name === 'payments' ? base : withoutPaymentSecrets(base),
        secret,
        log,
        quiet,
      }),
    ),
  );
  const services = starts.filter((r) => r.status === 'fulfilled').map((r) => r.value);
  // One that did not start: stop the others (left running, they would keep a test runner from exiting).
  const stopAll = () => Promise.all(services.map((s) => s.stop()));
  const failure = starts.find((r) => r.status === 'rejected');
  if (failure) {
    await stopAll();
    throw failure.reason;
  }
  const bffEnv = { ...withoutPaymentSecrets(base), PORT: String(port) };
  for (const s of SERVICES) bffEnv[s.urlVar] ??= `http://127.0.0.1:${base[s.portVar]}`;
  const startBff = () => start({ name: 'bff', dir: 'bff', port, env: bffEnv, secret, log, quiet });
  let bff;
  try {
    bff = await startBff();
  } catch (err) {
    await stopAll();
    throw err;
  }
  const byName = Object.fromEntries(services.map((s) => [s.name, s]));
  return {
    url: `http://localhost:${port}`,
    port,
    services: byName,
    /** Each process's metrics port (name → port), as configured. */
    metricsPorts: Object.fromEntries(
      METRICS_PROCESSES.map((name) => [
        name,
        Number(base[`${name.toUpperCase()}_METRICS_PORT`] || DEFAULT_METRICS_PORTS[name]) || undefined,
      ]),
    ),
    /** The gateway's environment (a test may start another gateway process with it). */
    bffEnv,
    get bff() {
      return bff;
    },
    /** A second gateway on `anotherPort`, same database, services and secrets (tests of several BFF instances). */
    startAnotherBff(anotherPort, extraEnv = {}) {
      return startProcess({
        name: `bff:${anotherPort}`,
        dir: 'bff',
        port: anotherPort,
        env: { ...bffEnv, ...extraEnv, PORT: String(anotherPort), BFF_METRICS_PORT: '0' },
        secret,
        log,
        quiet,
      });
    },
    /** Stop and start the gateway only (sessions must survive this). */
    async restartBff() {
      await bff.stop();
      bff = await startBff();
    },
    async stop() {
      await bff.stop();
      await Promise.all(services.map((s) => s.stop()));
    },
  };
}

/** Ports this process has handed out: two processes of one stack given the same port would collide at start-up. */
const handedOut = new Set();
/**
 * Free ports are drawn from 20000–31999, below the kernel's ephemeral range (Linux 32768–60999, macOS 49152–65535):
 * a port the kernel picks (listen(0), or the local end of any outgoing connection, e.g. another test suite's
 * database client) cannot take it between the check here and the child's listen — which happened with ports the
 * kernel had offered (EADDRINUSE while two lanes of npm test started stacks at once).
 */
const FREE_PORTS = { from: 20000, count: 12000 };

/** A free loopback port, never one this process has handed out before. */
async function freePort() {
  for (;;) {
    const port = FREE_PORTS.from + crypto.randomInt(FREE_PORTS.count);
    if (handedOut.has(port)) continue;
    const free = await new Promise((resolve) => {
      const srv = net
        .createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (free) {
      handedOut.add(port);
      return port;
    }
  }
}

exports.ROOT = ROOT;
exports.SERVICES = SERVICES;
exports.startProcess = startProcess;
exports.startStack = startStack;
exports.freePort = freePort;
