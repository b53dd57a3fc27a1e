// Team chat through the BFF (docs/decisions/1902-team-chat-transport.md): 200 event streams across 20 teams
// (10 Premium members each, every one with a stream open), every team sending 10 messages a second for 30 s, each
// message by one of its members in turn through POST /api/teams/{id}/messages. Measures delivery latency from the start
// of the POST to the event arriving on each of the other 9 streams of the team (p50/p99), messages lost (goal 0), and
// the RSS of the BFF and community processes. Ciphertext of a realistic size; the server cannot tell it from real.
// Standalone: `node bench/chat.mjs` (also run by `npm run bench`). Env: BENCH_CHAT_TEAMS (20), BENCH_CHAT_MEMBERS (10),
// BENCH_CHAT_RATE (messages/s per team, 10), BENCH_CHAT_SECONDS (30). Then BENCH_CHAT_IDLE_STREAMS (1,000) idle streams
// are opened through the BFF and its RSS is read (docs/decisions/3202-team-chat-throughput.md).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { startTestPostgres } from '../packages/db/testing/test-postgres.mjs';
import stackLib from '../scripts/stack.cjs';
import { benchDatabase, processCpuSeconds } from './_stack.mjs';

const TEAMS = Number(process.env.BENCH_CHAT_TEAMS ?? 20);
const MEMBERS = Number(process.env.BENCH_CHAT_MEMBERS ?? 10);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 10);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30);
const GRACE_MS = 5000;
const DRAIN_MS = Number(process.env.BENCH_CHAT_DRAIN_MS ?? 30_000);
const IDLE_STREAMS = Number(process.env.BENCH_CHAT_IDLE_STREAMS ?? 1000);

const pgServer = await startTestPostgres();
const { appUrl, ownerUrl } = await benchDatabase('bench_chat');
const ports = {
  core: await stackLib.freePort(),
  social: await stackLib.freePort(),
  payments: await stackLib.freePort(),
  community: await stackLib.freePort(),
};
const stack = await stackLib.startStack({
  databaseUrl: appUrl,
  port: await stackLib.freePort(),
  servicePorts: ports,
  metricsPorts: 'free',
  quiet: true,
  env: { LOG_LEVEL: 'silent', REGISTER_RATE_LIMIT: '100000' },
});
const url = stack.url;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const b64 = (n) => crypto.randomBytes(n).toString('base64');
const { subtle } = crypto.webcrypto;

function call(cookie, method, p, body) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${url}${p}`,
      {
        method,
        agent,
        headers: {
          cookie,
          origin: url,
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: text ? JSON.parse(text) : undefined, headers: res.headers }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** Setting up on a busy machine: a 503 (the service asks to retry) is tried again after its Retry-After. */
async function setUpCall(cookie, method, p, body) {
  for (let attempt = 0; ; attempt++) {
    const res = await call(cookie, method, p, body);
    if (res.status !== 503 || attempt >= 10) return res;
    await new Promise((r) => setTimeout(r, Number(res.headers['retry-after'] ?? 1) * 1000));
  }
}

async function inBatches(items, size, work) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return out;
}

function rssMB(pid) {
  try {
    const kb = Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]);
    return kb / 1024;
  } catch {
    return 0;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

try {
  // 200 people: signed up through the gateway, Premium (as payments would grant it), each with a device key.
  const setupStart = Date.now();
  const people = await inBatches([...Array(TEAMS * MEMBERS).keys()], 10, async (i) => {
    const reg = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: `chat${i}@example.com`, password: 'bench12345', firstName: `Member${i}` }),
    });
    if (reg.status !== 201) throw new Error(`register ${reg.status} ${await reg.text()}`);
    return { id: (await reg.json()).id, cookie: reg.headers.get('set-cookie').split(';')[0] };
  });
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  await owner.query('UPDATE "User" SET "isPremium" = true');
  await owner.end();
  await inBatches(people, 10, async (p) => {
    const ecdh = await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const signing = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign']);
    const device = {
      name: 'Bench browser',
      ecdhPublicKey: Buffer.from(await subtle.exportKey('spki', ecdh.publicKey)).toString('base64'),
      signingPublicKey: Buffer.from(await subtle.exportKey('spki', signing.publicKey)).toString('base64'),
      selfSignature: b64(64),
    };
    p.deviceId = crypto.randomUUID();
    const res = await setUpCall(p.cookie, 'PUT', `/api/e2e/devices/${p.deviceId}`, device);
    if (res.status !== 200) throw new Error(`device ${res.status}`);
  });
  // 20 teams of 10: the first member creates it and its key version 1 (wrapped for every member), the others join.
  const teams = [];
  for (let t = 0; t < TEAMS; t++) {
    const members = people.slice(t * MEMBERS, (t + 1) * MEMBERS);
    const created = await call(members[0].cookie, 'POST', '/api/teams', {
      name: `Bench Team ${t}`,
      maxMembers: Math.max(MEMBERS, 2),
    });
    for (const m of members.slice(1)) {
      const joined = await call(m.cookie, 'POST', '/api/teams/join', { inviteCode: created.body.inviteCode });
      if (joined.status !== 201) throw new Error(`join ${joined.status}`);
    }
    const keyed = await setUpCall(members[0].cookie, 'PUT', `/api/teams/${created.body.id}/keys`, {
      deviceId: members[0].deviceId,
      version: 1,
      create: { statement: '["fj-key-v2"]', signature: b64(64) },
      wraps: members.map((m) => ({ deviceId: m.deviceId, wrappedKey: b64(40), signature: b64(64) })),
    });
    if (keyed.status !== 200) throw new Error(`team key ${keyed.status}`);
    teams.push({ id: created.body.id, members });
  }
  console.log(
    `set up ${people.length} Premium members in ${TEAMS} teams in ${((Date.now() - setupStart) / 1000).toFixed(1)} s`,
  );

  // Every member's stream, through the gateway.
  const sentAt = new Map(); // message id → { at, teamIndex, senderIndex }
  const latencies = [];
  const deliveries = new Map(); // message id → count on the other streams
  let duplicates = 0;
  const streams = [];
  await inBatches(
    teams.flatMap((team, t) => team.members.map((m, i) => ({ team, t, m, i }))),
    20,
    ({ team, m, i }) =>
      new Promise((resolve, reject) => {
        const seen = new Set();
        const req = http.get(
          `${url}/api/teams/${team.id}/chat/stream`,
          { headers: { cookie: m.cookie, accept: 'text/event-stream' } },
          (res) => {
            if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
            let buffer = '';
            res.setEncoding('utf8');
            res.on('data', (chunk) => {
              const now = performance.now();
              buffer += chunk;
              let end;
              while ((end = buffer.indexOf('\n\n')) >= 0) {
                const block = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                if (!block.includes('event: message')) continue;
                const id = JSON.parse(block.slice(block.indexOf('data: ') + 6)).id;
                const sent = sentAt.get(id);
                if (seen.has(id)) duplicates++;
                seen.add(id);
                if (!sent || sent.sender === i) continue;
                latencies.push(now - sent.at);
                deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
              }
            });
            resolve();
          },
        );
        req.on('error', reject);
        streams.push(req);
      }),
  );
  const open = (await (await fetch(`http://127.0.0.1:${ports.community}/healthz/chat`)).json()).streams;
  console.log(`${streams.length} streams open through the BFF (community holds ${open})`);

  // The load: each team sends RATE messages a second, its members in turn.
  const pids = { bff: stack.bff.child.pid, community: stack.services.community.child.pid };
  const peak = { bff: rssMB(pids.bff), community: rssMB(pids.community) };
  const cpuBefore = {
    bff: processCpuSeconds(pids.bff),
    community: processCpuSeconds(pids.community),
    bench: processCpuSeconds(process.pid),
  };
  const before = { ...peak };
  let lastReport = 0;
  const sampler = setInterval(() => {
    for (const k of Object.keys(pids)) peak[k] = Math.max(peak[k], rssMB(pids[k]));
    if (performance.now() - lastReport >= 5000) {
      lastReport = performance.now();
      console.log(
        `  ${((performance.now() - started) / 1000).toFixed(0)} s: ${sent} sent, ${failed} failed, ${inFlight.size} in flight, ${latencies.length} deliveries`,
      );
    }
  }, 500);
  let sent = 0;
  let failed = 0;
  const statuses = {};
  const inFlight = new Set();
  const started = performance.now();
  const ciphertext = b64(200);
  const ticks = SECONDS * RATE;
  for (let tick = 0; tick < ticks; tick++) {
    const due = started + (tick * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    for (let t = 0; t < teams.length; t++) {
      const team = teams[t];
      const sender = tick % MEMBERS;
      const id = crypto.randomUUID();
      sentAt.set(id, { at: performance.now(), sender });
      const p = call(team.members[sender].cookie, 'POST', `/api/teams/${team.id}/messages`, {
        id,
        keyVersion: 1,
        deviceId: team.members[sender].deviceId,
        iv: b64(12),
        ciphertext,
      })
        .then(
          (res) => {
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            if (res.status === 201) sent++;
            else {
              failed++;
              sentAt.delete(id);
            }
          },
          () => {
            failed++;
            sentAt.delete(id);
          },
        )
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
  }
  // Sends still queued after the offering period get DRAIN_MS to finish; the rest are counted as unanswered.
  const offeredSeconds = (performance.now() - started) / 1000;
  await Promise.race([Promise.all(inFlight), new Promise((r) => setTimeout(r, DRAIN_MS))]);
  const unanswered = inFlight.size;
  const sendSeconds = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, GRACE_MS));
  clearInterval(sampler);

  // CPU per message: what each process spends, whatever else the machine is doing (other work shares the cores).
  const cpuMsPerMessage = Object.fromEntries(
    Object.entries({ bff: pids.bff, community: pids.community, bench: process.pid }).map(([k, pid]) => [
      k,
      Number((((processCpuSeconds(pid) - cpuBefore[k]) * 1000) / Math.max(sent, 1)).toFixed(2)),
    ]),
  );
  const expected = sent * (MEMBERS - 1);
  const delivered = [...deliveries.values()].reduce((a, b) => a + b, 0);
  const sorted = latencies.sort((a, b) => a - b);
  const result = {
    streams: streams.length,
    teams: TEAMS,
    messagesSent: sent,
    sendFailures: failed,
    unansweredAfterDrain: unanswered,
    offeredSeconds: Number(offeredSeconds.toFixed(1)),
    statuses,
    offeredPerSecond: TEAMS * RATE,
    achievedPerSecond: Number((sent / sendSeconds).toFixed(1)),
    deliveriesExpected: expected,
    deliveriesReceived: delivered,
    lost: expected - delivered,
    duplicates,
    latencyP50Ms: Number(percentile(sorted, 50)?.toFixed(1)),
    latencyP99Ms: Number(percentile(sorted, 99)?.toFixed(1)),
    latencyMaxMs: Number(sorted.at(-1)?.toFixed(1)),
    cpuMsPerMessage,
    loadAverage: fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    bffRssMB: { before: Math.round(before.bff), peak: Math.round(peak.bff) },
    communityRssMB: { before: Math.round(before.community), peak: Math.round(peak.community) },
  };
  console.table([
    { figure: 'streams through the BFF / teams', value: `${result.streams} / ${TEAMS}` },
    {
      figure: 'messages sent (201) / failed / unanswered after drain',
      value: `${sent} / ${failed} / ${unanswered} ${JSON.stringify(statuses)}`,
    },
    {
      figure: 'send rate offered / achieved (msg/s)',
      value: `${result.offeredPerSecond} / ${result.achievedPerSecond}`,
    },
    { figure: 'deliveries to the other streams: expected / received', value: `${expected} / ${delivered}` },
    { figure: 'messages lost / duplicated', value: `${result.lost} / ${duplicates}` },
    {
      figure: 'delivery latency p50 / p99 / max (ms)',
      value: `${result.latencyP50Ms} / ${result.latencyP99Ms} / ${result.latencyMaxMs}`,
    },
    {
      figure: 'CPU ms per message: BFF / community / load generator',
      value: `${cpuMsPerMessage.bff} / ${cpuMsPerMessage.community} / ${cpuMsPerMessage.bench}`,
    },
    { figure: 'load average (1 / 5 / 15 min) at the end', value: result.loadAverage },
    { figure: 'BFF RSS MB (before / peak)', value: `${result.bffRssMB.before} / ${result.bffRssMB.peak}` },
    {
      figure: 'community RSS MB (before / peak)',
      value: `${result.communityRssMB.before} / ${result.communityRssMB.peak}`,
    },
  ]);
  for (const req of streams) req.destroy();
  await new Promise((r) => setTimeout(r, 1000));

  // Idle streams: how much the BFF holds per open chat (people with the chat open and nothing said).
  const idle = [];
  const bffBeforeIdle = rssMB(pids.bff);
  await inBatches([...Array(IDLE_STREAMS).keys()], 50, (i) => {
    const team = teams[i % teams.length];
    const m = team.members[Math.floor(i / teams.length) % team.members.length];
    return new Promise((resolve, reject) => {
      const req = http.get(
        `${url}/api/teams/${team.id}/chat/stream`,
        { headers: { cookie: m.cookie, accept: 'text/event-stream' } },
        (res) =>
          res.statusCode === 200 ? (res.resume(), resolve()) : reject(new Error(`idle stream ${res.statusCode}`)),
      );
      req.on('error', reject);
      idle.push(req);
    });
  });
  await new Promise((r) => setTimeout(r, 3000));
  result.idleStreams = IDLE_STREAMS;
  result.bffRssIdleMB = { before: Math.round(bffBeforeIdle), open: Math.round(rssMB(pids.bff)) };
  console.log(
    `${IDLE_STREAMS} idle streams through the BFF: RSS ${result.bffRssIdleMB.before} → ${result.bffRssIdleMB.open} MB`,
  );
  for (const req of idle) req.destroy();
  await new Promise((r) => setTimeout(r, 1000));
  result.communityStreamsAfterClose = (
    await (await fetch(`http://127.0.0.1:${ports.community}/healthz/chat`)).json()
  ).streams;
  console.log(`community streams after the clients closed: ${result.communityStreamsAfterClose}`);
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(import.meta.dirname, 'results', 'chat.json'), JSON.stringify(result, null, 2));
} finally {
  agent.destroy();
  await stack.stop();
  await pgServer.stop();
}
