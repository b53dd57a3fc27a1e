// Admin broadcast to 100,000 users (decision 1601): how long POST /api/admin/messages takes to answer (the
// fan-out is a job, so it must not grow with the user count), how long until core's worker has processed every
// recipient — each one a real VAPID-signed, aes128gcm-encrypted Web Push sent through the SSRF-safe fetch to a local
// push service stub — and the worker process's peak memory. Figures, not asserts.
// Standalone: `node bench/broadcast.mjs` (also run by `npm run bench`). Env: BENCH_BROADCAST_USERS (default 100000),
// NOTIFY_BATCH_SIZE (default 500), CORE_JOB_CONCURRENCY (default 4).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startInProcessBench } from './_inprocess.mjs';

const bench = startInProcessBench(import.meta.url);
const USERS = Number(process.env.BENCH_BROADCAST_USERS ?? 100_000);
const CONCURRENCY = Number(process.env.CORE_JOB_CONCURRENCY ?? 4);

const { default: pg } = await import('pg');
const { startTestPostgres } = await import('../packages/db/testing/test-postgres.mjs');
const { benchDatabase } = await import('./_stack.mjs');

// The push service: counts what arrives (201), as a real one would acknowledge it.
let received = 0;
const pushService = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    if (req.headers['content-encoding'] === 'aes128gcm' && String(req.headers.authorization).startsWith('vapid '))
      received++;
    res.writeHead(201).end();
  });
});
await new Promise((resolve) => pushService.listen(0, '127.0.0.1', resolve));
const pushHost = `127.0.0.1:${pushService.address().port}`;
process.env.OUTBOUND_ALLOW_HOSTS = pushHost;

const pgServer = await startTestPostgres();
try {
  const { appUrl, ownerUrl } = await benchDatabase('bench_broadcast');
  const seedStart = Date.now();
  const browser = crypto.createECDH('prime256v1');
  browser.generateKeys();
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  const [{ id: adminId }] = (
    await owner.query(
      `INSERT INTO "User" (id, email, "isAdmin", "updatedAt") VALUES (gen_random_uuid()::text, 'admin@example.com', true, now()) RETURNING id`,
    )
  ).rows;
  await owner.query(
    `INSERT INTO "User" (id, email, "updatedAt") SELECT gen_random_uuid()::text, 'user' || n || '@example.com', now() FROM generate_series(1, $1::int) n`,
    [USERS - 1],
  );
  // Every user has one subscribed browser (one key pair shared, each its own endpoint).
  await owner.query(
    `INSERT INTO "PushSubscription" (id, "userId", endpoint, p256dh, auth)
     SELECT gen_random_uuid()::text, u.id, 'http://${pushHost}/push/' || u.id, $1, $2 FROM "User" u`,
    [browser.getPublicKey().toString('base64url'), crypto.randomBytes(16).toString('base64url')],
  );
  await owner.query('ANALYZE');
  await owner.end();
  console.log(
    `seeded ${USERS.toLocaleString('en-GB')} users with a push subscription each in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const { require } = bench;
  const { createPrisma } = require('../packages/db/src/client.ts');
  const { createCoreApp } = require('../services/core/src/app.ts');
  const { notificationJobHandlers } = require('../services/core/src/notification-delivery/jobs.ts');
  const { startJobWorker } = require('../packages/server-kit/src/jobs/index.ts');
  const webpush = require('web-push');
  const keys = webpush.generateVAPIDKeys();
  Object.assign(process.env, {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:bench@example.com',
  });

  const db = createPrisma(appUrl);
  const server = createCoreApp(db).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const headers = {
    'content-type': 'application/json',
    'x-identity': await bench.token('core', adminId, { email: 'admin@example.com', isAdmin: true }),
  };

  // Warm the route once (module loading, connection pool, the queue's statements) with a broadcast whose jobs are
  // then dropped, and measure the next one.
  const warm = await fetch(`${base}/api/admin/messages`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: 'Warm-up', content: 'x' }),
  });
  if (warm.status !== 201) throw new Error(`warm-up: ${warm.status} ${await warm.text()}`);
  const cleaner = new pg.Client({ connectionString: ownerUrl });
  await cleaner.connect();
  await cleaner.query('DELETE FROM graphile_worker._private_jobs');
  await cleaner.end();
  const rssBefore = process.memoryUsage().rss;
  const sentAt = performance.now();
  const res = await fetch(`${base}/api/admin/messages`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: 'Bench broadcast', content: 'Hello, everyone.', type: 'announcement', priority: 3 }),
  });
  const answerMs = performance.now() - sentAt;
  if (res.status !== 201) throw new Error(`POST /api/admin/messages: ${res.status} ${await res.text()}`);

  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const worker = await startJobWorker({
    service: 'core',
    connectionString: appUrl,
    handlers: notificationJobHandlers(db),
    concurrency: CONCURRENCY,
    pollInterval: 200,
  });
  const workStart = performance.now();
  while (received < USERS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (performance.now() - workStart > 30 * 60_000)
      throw new Error(`only ${received} of ${USERS} pushes after 30 minutes`);
  }
  const deliveredMs = performance.now() - sentAt;
  clearInterval(sampler);
  await worker.stop();
  server.close();
  await db.$disconnect();

  const result = {
    users: USERS,
    postAnswerMs: Number(answerMs.toFixed(1)),
    allDeliveredSeconds: Number((deliveredMs / 1000).toFixed(1)),
    pushesPerSecond: Math.round(USERS / (deliveredMs / 1000)),
    workerConcurrency: CONCURRENCY,
    batchSize: Number(process.env.NOTIFY_BATCH_SIZE ?? 500),
    rssBeforeMB: Math.round(rssBefore / 2 ** 20),
    peakRssMB: Math.round(peakRss / 2 ** 20),
  };
  console.table([
    { figure: 'POST /api/admin/messages answers in (ms; goal < 200)', value: result.postAnswerMs },
    {
      figure: `every one of ${USERS.toLocaleString('en-GB')} recipients pushed after (s)`,
      value: result.allDeliveredSeconds,
    },
    { figure: 'pushes per second (encrypt + send + ack)', value: result.pushesPerSecond },
    { figure: 'worker process peak RSS (MB; API and worker in one process)', value: result.peakRssMB },
    { figure: 'same process before the broadcast (MB)', value: result.rssBeforeMB },
  ]);
  const out = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'broadcast.json'), JSON.stringify(result, null, 2));
} finally {
  pushService.close();
  await pgServer.stop();
}
process.exit(0);
