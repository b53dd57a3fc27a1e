// Several instances on one database behind a real load balancer (haproxy with health checks on /readyz), as a
// cluster runs them: two BFFs, two of each service, two of each job worker. Sessions work across instances, a team
// chat message sent through one BFF reaches a stream on the other, each job runs once, and a rolling restart of
// every instance, one at a time, under 50 steady users loses no request: readiness turns false first, requests in
// flight finish, event streams reconnect and catch up (docs/decisions/3304). Runs the built processes (npm run
// build) directly; .ci/containers runs it after the image tests.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { freePort, sharedSecrets } from './podman.mjs';

const require = createRequire(import.meta.url);
const { ROOT, startProcess } = require('../../scripts/stack.cjs');
const { readmeRoleStatements, startSystemPostgres } = require('../../scripts/system-postgres.cjs');
const app = require('../../scripts/app-client.cjs');

const haproxyMissing = spawnSync('haproxy', ['-v']).error
  ? 'haproxy is not installed (apt-get install haproxy)'
  : undefined;
const SERVICES = ['core', 'social', 'payments', 'community'];
const WORKERS = ['core', 'social'];

let server;
let ownerUrl;
let haproxy;
let haproxyLog = '';
let haproxyLogFile;
const haproxySocket = path.join(os.tmpdir(), `fj-scale-out-haproxy-${process.pid}.sock`);
let baseUrl;
const instances = new Map(); // name → { spec, proc }
const lb = {}; // service → its haproxy port

async function query(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** Start (or start again) one instance; resolves once it answers /healthz. */
async function startInstance(name) {
  const { spec } = instances.get(name);
  const proc = await startProcess({ ...spec, quiet: true });
  instances.get(name).proc = proc;
  return proc;
}

/** haproxy's view of each server: `backend/server` → status (UP, DOWN, …), read from its stats socket. */
function haproxyServers() {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const socket = net.connect(haproxySocket, () => socket.end('show stat\n'));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [header, ...rows] = Buffer.concat(chunks).toString('utf8').replace(/^# /, '').trim().split('\n');
      const column = header.split(',').indexOf('status');
      resolve(new Map(rows.map((r) => r.split(',')).map((f) => [`${f[0]}/${f[1]}`, f[column]])));
    });
  });
}

/**
 * Ready as the load balancer sees it: haproxy's health checks have taken the instance (back) into service. A job
 * worker, which no balancer sends requests to, is ready once its /readyz answers 200.
 */
async function waitReady(name) {
  const { service, spec } = instances.get(name);
  const balanced = !service.endsWith('-worker');
  for (let i = 0; i < 600; i++) {
    const ok = balanced
      ? (await haproxyServers().catch(() => new Map())).get(`${service}_servers/${name}`) === 'UP'
      : await fetch(`http://127.0.0.1:${spec.port}/readyz`, { signal: AbortSignal.timeout(1000) }).then(
          (r) => r.ok,
          () => false,
        );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} never became ready`);
}

function haproxyConfig() {
  const backend = (name, servers) => `
frontend ${name}
  bind 127.0.0.1:${lb[name]}
  # Our processes announce "Keep-Alive: timeout=65" (they keep an idle connection longer than a balancer would);
  # haproxy passes that hop-by-hop header on, so a client kept its connection to haproxy for 64 s while haproxy
  # closed it after 10: a request sent in that moment met a closed connection (docs/decisions/3305).
  http-response del-header keep-alive
  default_backend ${name}_servers
backend ${name}_servers
  option httpchk GET /readyz
  http-check expect status 200
${servers.map(([server, port]) => `  server ${server} 127.0.0.1:${port} check inter 300ms fall 2 rise 2`).join('\n')}
`;
  const serversOf = (service) =>
    [...instances].filter(([, i]) => i.service === service).map(([n, i]) => [n, i.spec.port]);
  return `global
  maxconn 4096
  stats socket ${haproxySocket}
  log stderr format raw local0
defaults
  mode http
  log global
  # Logged: servers going down and up, and requests that failed (not the ones answered normally).
  option httplog
  option dontlog-normal
  option forwardfor
  timeout connect 2s
  timeout client 1h
  timeout server 1h
  timeout http-keep-alive 10s
  # /readyz may wait up to 2 s for a database connection under load: a slow answer is not a stopping server (a
  # 300 ms timeout with fall 1 took healthy instances out while their peer restarted: "no server available").
  # A draining one answers 503 at once, so two failed checks (about 0.6 s) take it out within its drain (1 s).
  timeout check 2500ms
  # Sent again, to another server: a request that never reached one (connection refused once the drain ends) or
  # that met a kept-alive connection the stopping server had just closed (nothing was read, nothing answered).
  retries 3
  retry-on conn-failure empty-response
  option redispatch 1
${['bff', ...SERVICES].map((s) => backend(s, serversOf(s))).join('')}`;
}

before(
  async () => {
    if (haproxyMissing) return;
    server = await startSystemPostgres({ port: await freePort() });
    const passwords = { owner: 'owner-Pw-1', app: 'app-Pw-2' };
    for (const statement of readmeRoleStatements(passwords)) await query(server.adminUrl, statement);
    ownerUrl = server.url('founder_journal', 'fj_owner', passwords.owner);
    const migrate = spawnSync(process.execPath, [path.join(ROOT, 'scripts/migrate.mjs')], {
      env: { ...process.env, MIGRATION_DATABASE_URL: ownerUrl, DATABASE_APP_ROLE: 'fj_app' },
      encoding: 'utf8',
    });
    assert.equal(migrate.status, 0, migrate.stderr);

    for (const name of ['bff', ...SERVICES]) lb[name] = await freePort();
    baseUrl = `http://127.0.0.1:${lb.bff}`;
    const { INTERNAL_JWT_SECRET: secret, ...secrets } = sharedSecrets();
    const env = {
      ...process.env,
      ...secrets,
      DATABASE_URL: server.url('founder_journal', 'fj_app', passwords.app),
      FJ_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'fj-scale-out-')),
      LOG_LEVEL: 'warn',
      JOB_WORKER: 'off',
      SHUTDOWN_DRAIN_MS: '1000',
      TRUST_PROXY: '1',
      PUBLIC_URL: baseUrl,
      REGISTER_RATE_LIMIT: '1000',
      TEAM_CHAT_RATE_LIMIT: '1000',
      ...Object.fromEntries(SERVICES.map((s) => [`${s.toUpperCase()}_URL`, `http://127.0.0.1:${lb[s]}`])),
    };
    for (const k of ['INTERNAL_JWT_SECRET', 'MIGRATION_DATABASE_URL', 'TEST_PG_ADMIN_URL', 'TEST_PG_OWNER_URL'])
      delete env[k];
    for (const n of [1, 2]) {
      for (const s of SERVICES) {
        const port = await freePort();
        instances.set(`${s}${n}`, {
          service: s,
          spec: {
            name: `${s}${n}`,
            dir: `services/${s}`,
            port,
            secret,
            env: { ...env, [`${s.toUpperCase()}_PORT`]: String(port) },
          },
        });
      }
      for (const w of WORKERS) {
        const port = await freePort();
        instances.set(`${w}-worker${n}`, {
          service: `${w}-worker`,
          spec: {
            name: `${w}-worker${n}`,
            dir: `services/${w}`,
            entry: 'worker.js',
            port,
            secret,
            // No balancer sends it requests, so nothing to drain: it stops once its running jobs are done.
            env: { ...env, WORKER_PORT: String(port), SHUTDOWN_DRAIN_MS: '0' },
          },
        });
      }
      const port = await freePort();
      instances.set(`bff${n}`, {
        service: 'bff',
        spec: { name: `bff${n}`, dir: 'bff', port, secret, env: { ...env, PORT: String(port) } },
      });
    }
    await Promise.all([...instances.keys()].map(startInstance));
    const config = path.join(env.FJ_DATA_DIR, 'haproxy.cfg');
    fs.writeFileSync(config, haproxyConfig());
    haproxy = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
    // Its log (servers going down and up, failed requests) goes to a file a failure names; the tail is kept too.
    haproxyLogFile = path.join(env.FJ_DATA_DIR, 'haproxy.log');
    const logFile = fs.createWriteStream(haproxyLogFile);
    haproxy.stderr.on('data', (chunk) => {
      logFile.write(chunk);
      haproxyLog = (haproxyLog + chunk).slice(-4000);
    });
    haproxy.once('exit', (code, signal) => {
      haproxyLog += `\nhaproxy exited (${code ?? signal})`;
    });
    await Promise.all([...instances.keys()].map(waitReady));
    await fetch(`${baseUrl}/healthz`).then();
    await fetch(`http://localhost:${lb.bff}/healthz`).then();
  },
  { timeout: 180_000 },
);

after(async () => {
  if (haproxy && haproxy.exitCode !== null) console.log(`haproxy stopped early; its log:\n${haproxyLog}`);
  haproxy?.kill('SIGTERM');
  await Promise.all([...instances.values()].map((i) => i.proc?.stop().catch(() => {})));
  server?.stop();
  fs.rmSync(haproxySocket, { force: true });
});

const direct = (name) => `http://127.0.0.1:${instances.get(name).spec.port}`;

// Tests are not awaited at the top level: node:test then runs this file's after() only once every test is done.
void test(
  'a session made through one BFF works on the other; sign-in on either',
  { skip: haproxyMissing },
  async () => {
    const ada = await app.signUp(baseUrl);
    for (const bff of ['bff1', 'bff2']) {
      const me = await app.request(direct(bff), 'get', '/api/auth/user', undefined, { cookie: ada.cookie });
      assert.equal(me.status, 200, bff);
      assert.equal(me.body.email, ada.email);
    }
    // Signed in on the second BFF (the page's origin is the balancer's, as a browser's would be) …
    const again = await app.request(
      direct('bff2'),
      'post',
      '/api/auth/login',
      { email: ada.email, password: app.PASSWORD },
      { headers: { origin: baseUrl } },
    );
    assert.equal(again.status, 200, JSON.stringify(again.body));
    const cookie = again.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // … that session works on the first.
    const viaOther = await app.request(direct('bff1'), 'get', '/api/auth/user', undefined, { cookie });
    assert.equal(viaOther.status, 200);
    assert.equal(viaOther.body.id, ada.id);
  },
);

/**
 * An EventSource of our own: reconnects whenever the stream ends, cleanly or not (as EventSource does after a network
 * error), with Last-Event-ID, and keeps every message id; counts the streams that were cut rather than ended.
 */
function chatStream(user, teamId, url = baseUrl) {
  const ids = [];
  // As the app opens it: from the newest message it holds, 0 in a team without messages yet (a stream cut before its
  // first message then still catches up everything sent meanwhile).
  let lastEventId = '0';
  let closed = false;
  let current;
  let reconnects = -1;
  let cut = 0;
  let lastData = Date.now();
  const connect = () => {
    if (closed) return;
    reconnects++;
    const headers = { cookie: user.cookie, accept: 'text/event-stream' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    current = http.get(`${url}/api/teams/${teamId}/chat/stream`, { headers }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return void setTimeout(connect, 200);
      }
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        lastData = Date.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = block.match(/^id: (.*)$/m)?.[1];
          if (id) lastEventId = id;
          if (/^event: message$/m.test(block)) ids.push(JSON.parse(block.match(/^data: (.*)$/m)[1]).id);
        }
      });
      res.on('error', () => {});
      res.on('close', () => {
        if (!res.complete) cut++;
        setTimeout(connect, 100);
      });
    });
    current.on('error', () => setTimeout(connect, 200));
  };
  connect();
  return {
    ids,
    get reconnects() {
      return reconnects;
    },
    /** For a failure's message: what this stream has and where it stands. */
    describe: (expected) =>
      `${expected.filter((id) => !ids.includes(id)).length} of ${expected.length} missing, ${reconnects} ` +
      `reconnects (${cut} cut), last data ${Date.now() - lastData} ms ago`,
    close() {
      closed = true;
      current?.destroy();
    },
  };
}

async function chatTeam(members) {
  const users = [];
  for (let i = 0; i < members; i++) users.push(await app.signUp(baseUrl, { firstName: `M${i}` }));
  await app.grantPremium(
    ownerUrl,
    users.map((u) => u.email),
  );
  for (const u of users) await app.registerChatKeys(u);
  const team = await app.teamWithChat(users[0], users.slice(1), `Team ${crypto.randomBytes(3).toString('hex')}`);
  return { team, users };
}

void test(
  'a chat message sent through one BFF reaches a stream open on the other',
  { skip: haproxyMissing },
  async (t) => {
    const { team, users } = await chatTeam(2);
    const stream = chatStream(users[1], team.id, direct('bff1'));
    t.after(() => stream.close());
    await new Promise((r) => setTimeout(r, 500));
    const sender = new app.AppUser(direct('bff2'), users[0].cookie, users[0], { origin: baseUrl });
    const id = await app.sendChatMessage(sender, team.id);
    await app.eventually(() => stream.ids.includes(id), { timeoutMs: 10000, what: 'the message on the other BFF' });
  },
);

void test('with two workers of each kind every job runs once', { skip: haproxyMissing }, async () => {
  const { team, users } = await chatTeam(3);
  const [, bob, carol] = users;
  // One notification job per sender: two senders, two jobs; each must reach each reader exactly once.
  await app.sendChatMessage(users[0], team.id);
  await app.sendChatMessage(bob, team.id);
  const title = `New message in ${team.name}`;
  await app.eventually(async () => (await carol.expect(200, 'get', '/api/notifications')).items.length >= 2, {
    what: 'both notifications',
  });
  await new Promise((r) => setTimeout(r, 2000)); // a second run of the same job would have landed by now
  assert.equal((await carol.expect(200, 'get', '/api/notifications')).items.filter((n) => n.title === title).length, 2);
  assert.equal((await bob.expect(200, 'get', '/api/notifications')).items.filter((n) => n.title === title).length, 1);
});

void test(
  'a rolling restart of every instance under 50 steady users loses no request; streams catch up',
  { skip: haproxyMissing, timeout: 600_000 },
  async (t) => {
    const users = [];
    for (let i = 0; i < 50; i++) users.push(await app.signUp(baseUrl, { firstName: `Load${i}` }));
    const { team, users: members } = await chatTeam(4);
    const streams = members.slice(1).map((m) => chatStream(m, team.id));
    await new Promise((r) => setTimeout(r, 1000));

    let running = true;
    // Stopped however the test ends: a stream left reconnecting or a user left looping keeps this file's process alive
    // (a failed catch-up once held CI until its time limit).
    t.after(() => {
      running = false;
      for (const s of streams) s.close();
    });
    const failures = [];
    let requests = 0;
    const sent = [];
    // Which instance is restarting and where in its restart we are, so each failure says when it happened.
    const restart = { name: '-', stage: 'steady', from: Date.now() };
    const failed = (kind, route) =>
      failures.push({
        kind,
        route,
        instance: restart.name,
        stage: restart.stage,
        ms: Date.now() - restart.from,
        at: new Date().toISOString().slice(11, 23),
      });
    const user = async (u, i) => {
      while (running) {
        const steps = [
          { method: 'get', route: '/api/auth/user' },
          { method: 'get', route: '/api/businesses' },
          {
            method: 'post',
            route: '/api/notes',
            body: { title: `Note ${i}`, content: 'Written during a rolling restart' },
          },
          { method: 'get', route: '/api/notes' },
          { method: 'get', route: '/api/notifications' },
        ];
        for (const { method, route, body } of steps) {
          if (!running) return;
          requests++;
          try {
            const res = await u.call(method, route, body);
            if (res.status >= 400)
              failed(`${res.status} ${JSON.stringify(res.body).slice(0, 80)}`, `${method.toUpperCase()} ${route}`);
          } catch (err) {
            failed(err.cause?.cause?.code ?? err.cause?.code ?? err.message, `${method.toUpperCase()} ${route}`);
          }
          await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
        }
      }
    };
    const chatter = async () => {
      while (running) {
        try {
          sent.push(await app.sendChatMessage(members[0], team.id));
        } catch (err) {
          failed(err.message.replace(/^.*?: /, '').slice(0, 80), 'POST /api/teams/:id/messages');
        }
        requests++;
        await new Promise((r) => setTimeout(r, 300));
      }
    };
    const load = [...users.map(user), chatter()];

    const order = ['bff', ...SERVICES, 'core-worker', 'social-worker'];
    for (const service of order)
      for (const [name, i] of instances)
        if (i.service === service) {
          const from = Date.now();
          Object.assign(restart, { name, stage: 'stopping', from });
          await i.proc.stop();
          const { code, signal } = await i.proc.ended;
          restart.stage = 'starting';
          await startInstance(name);
          restart.stage = 'joining';
          await waitReady(name);
          restart.stage = 'steady';
          console.log(
            `› restarted ${name} in ${((Date.now() - from) / 1000).toFixed(1)} s (exit ${signal ?? code}; ${requests} requests so far)`,
          );
        }
    running = false;
    await Promise.all(load);
    await app
      .eventually(() => streams.every((s) => sent.every((id) => s.ids.includes(id))), {
        timeoutMs: 15000,
        what: 'every stream to catch up',
      })
      .catch((err) => {
        throw new Error(`${err.message}: ${streams.map((s) => s.describe(sent)).join('; ')}`);
      });
    for (const s of streams) {
      s.close();
      assert.equal(new Set(s.ids).size, s.ids.length, 'no message twice');
      assert.ok(s.reconnects >= 2, `the stream reconnected (${s.reconnects})`);
    }
    console.log(`› ${requests} requests through ${instances.size} restarts: ${failures.length} failed`);
    // Grouped by what failed, where and when (ms since that instance's restart began), the most frequent first.
    const groups = new Map();
    for (const f of failures) {
      const key = `${f.kind} | ${f.route} | ${f.instance} ${f.stage}`;
      const g = groups.get(key) ?? { count: 0, min: Infinity, max: 0, at: f.at };
      groups.set(key, { ...g, count: g.count + 1, min: Math.min(g.min, f.ms), max: Math.max(g.max, f.ms) });
    }
    const summary = [...groups]
      .sort((a, b) => b[1].count - a[1].count)
      .map(([key, g]) => `${String(g.count).padStart(5)} × ${key} (${g.min}–${g.max} ms, first at ${g.at} UTC)`)
      .join('\n');
    if (failures.length) console.log(`${summary}\nhaproxy's log: ${haproxyLogFile}`);
    assert.equal(failures.length, 0, `${failures.length} of ${requests} requests failed:\n${summary}`);
    assert.ok(requests > 1000, `${requests} requests`);
  },
);
