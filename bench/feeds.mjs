// The RSS reader (decision 1801): one Premium user with 500 feeds × 200 articles (100,000 articles, half of them read;
// a second user with as many, so the indexes are shared as in production). Server time p50/p95 of the unified unread
// list's first page (the 100 the service worker keeps offline, and a page of 30), a per-feed page and GET /api/feeds
// (unread counts per feed in one statement); then a refresh of all 500 feeds through the real job worker against a
// local publisher stub: time, peak RSS, and the most requests the stub saw at once (the concurrency held) — first
// with full answers (200, parsed, deduplicated on insert), then conditional (304).
// GET /api/feeds is also measured the way it worked before decision 2804 (a GROUP BY count of unread articles per
// request, on the index it had, and the rows turned into objects), on the same data in the same run, as a before row.
// Figures, not asserts. Standalone: `node bench/feeds.mjs` (also run by `npm run bench`).
// Env: BENCH_REQUESTS (500), BENCH_CONNECTIONS (4), BENCH_FEEDS (500), BENCH_FEED_ITEMS (200), BENCH_FEED_CONCURRENCY (4).
import fs from 'node:fs';
import path from 'node:path';
import { measuredServer, startInProcessBench } from './_inprocess.mjs';

const { require, requests: REQUESTS, connections: CONNECTIONS, token } = startInProcessBench(import.meta.url);
const FEEDS = Number(process.env.BENCH_FEEDS ?? 500);
const ITEMS = Number(process.env.BENCH_FEED_ITEMS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_FEED_CONCURRENCY ?? 4);
const { default: pg } = await import('pg');
const { startTestPostgres } = await import('../packages/db/testing/test-postgres.mjs');
const { benchDatabase } = await import('./_stack.mjs');
const { createPrisma } = require('../packages/db/src/client.ts');
const { createSocialApp } = require('../services/social/src/app.ts');
const { enqueueDueFeeds, feedJobHandlers } = require('../services/social/src/feed-reader/refresh.ts');
const { startJobWorker } = require('../packages/server-kit/src/jobs/index.ts');
const { startReaderStub } = require('../services/social/test/support/reader-stub.ts');

const uuid = (prefix, n) =>
  `overlay(overlay(md5('${prefix}' || ${n}) placing '4' from 13) placing '8' from 17)::uuid::text`;
const USER = 'b0000000-0000-4000-8000-000000000001';
const OTHER = 'b0000000-0000-4000-8000-000000000002';

/** The index the per-request count read before decision 2804 (dropped by its migration), re-created for the before row. */
const BEFORE_INDEX =
  'CREATE INDEX IF NOT EXISTS "bench_FeedItem_userId_isRead_feedId_idx" ON "FeedItem" ("userId", "isRead", "feedId")';

/** GET /api/feeds as it was before decision 2804: the feeds, a GROUP BY of unread articles, the starred count. */
async function listFeedsBefore(db, userId) {
  const [feeds, counts, starredCount] = await Promise.all([
    db.feedSubscription.findMany({
      where: { userId },
      select: {
        id: true,
        url: true,
        siteUrl: true,
        title: true,
        folder: true,
        lastFetchedAt: true,
        nextFetchAt: true,
        errorCount: true,
        lastError: true,
        createdAt: true,
      },
      orderBy: [{ folder: { sort: 'asc', nulls: 'first' } }, { title: 'asc' }, { id: 'asc' }],
    }),
    db.$queryRaw`SELECT "feedId", count(*)::int AS n FROM "FeedItem" WHERE "userId" = ${userId} AND "isRead" = false GROUP BY "feedId"`,
    db.feedItem.count({ where: { userId, isStarred: true } }),
  ]);
  const byFeed = new Map(counts.map((r) => [r.feedId, r.n]));
  let totalUnread = 0;
  for (const n of byFeed.values()) totalUnread += n;
  return {
    feeds: feeds.map((f) => ({
      ...f,
      unreadCount: byFeed.get(f.id) ?? 0,
      lastFetchedAt: f.lastFetchedAt?.toISOString() ?? null,
      nextFetchAt: f.nextFetchAt.toISOString(),
      createdAt: f.createdAt.toISOString(),
    })),
    totalUnread,
    starredCount,
  };
}

const pgServer = await startTestPostgres();
const stub = await startReaderStub();
stub.state.genItems = ITEMS;
process.env.OUTBOUND_ALLOW_HOSTS = stub.host;
const results = { feeds: FEEDS, itemsPerFeed: ITEMS, requests: [] };
try {
  const { appUrl, ownerUrl } = await benchDatabase('bench_feeds');
  const c = new pg.Client({ connectionString: ownerUrl });
  await c.connect();
  const seedStart = Date.now();
  await c.query('SET synchronous_commit = off');
  await c.query(
    `INSERT INTO "User" (id, email, "firstName", "updatedAt", "isPremium") VALUES ($1, 'reader@bench.test', 'Rea', now(), true), ($2, 'other@bench.test', 'Oth', now(), true)`,
    [USER, OTHER],
  );
  for (const [user, prefix] of [
    [USER, 'f'],
    [OTHER, 'o'],
  ]) {
    await c.query(
      `
      INSERT INTO "FeedSubscription" (id, "userId", url, title, folder, "nextFetchAt")
      SELECT ${uuid(prefix, 'i')}, $1, $2 || '/gen/' || i || '.xml', 'Generated ' || i, 'Folder ' || (i % 10), now() - interval '1 minute'
      FROM generate_series(0, ${FEEDS - 1}) AS i`,
      [user, stub.url],
    );
    // Item n of feed i: the stub's guid g{i}-{n}, published n × 10 minutes ago (as the stub dates them); half read.
    await c.query(
      `
      INSERT INTO "FeedItem" (id, "feedId", "userId", guid, title, link, "contentHtml", "publishedAt", "isRead", "isStarred")
      SELECT ${uuid(prefix + 'i', "i || '-' || n")}, ${uuid(prefix, 'i')}, $1, 'g' || i || '-' || n, 'Feed ' || i || ' item ' || n,
             'https://news.example/g' || i || '-' || n, '<p>Body of Feed ' || i || ' item ' || n || '</p>', now() - (n + 1) * interval '10 minutes' - i * interval '1 second',
             (i + n) % 2 = 0, n % 97 = 0
      FROM generate_series(0, ${FEEDS - 1}) AS i, generate_series(0, ${ITEMS - 1}) AS n`,
      [user],
    );
  }
  await c.query('VACUUM ANALYZE');
  console.log(
    `seeded ${2 * FEEDS} feeds and ${(2 * FEEDS * ITEMS).toLocaleString('en-GB')} articles in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  let statements = 0;
  const db = createPrisma(appUrl, { max: 10, onQuery: () => statements++ });
  const express = require('express');
  const app = express();
  app.get('/before/feeds', async (req, res) => res.json(await listFeedsBefore(db, USER)));
  app.use(createSocialApp(db));
  const server = await measuredServer(require, app, () => statements, {
    requests: REQUESTS,
    connections: CONNECTIONS,
  });
  const headers = { 'x-identity': await token('social', USER, { isPremium: true }) };
  const feedId = (await c.query(`SELECT ${uuid('f', 7)} AS id`)).rows[0].id;
  for (const [label, url] of [
    ['GET /api/feeds/items?unread=true&limit=100 (offline page)', '/api/feeds/items?unread=true&limit=100'],
    ['GET /api/feeds/items?unread=true&limit=30', '/api/feeds/items?unread=true&limit=30'],
    ['GET /api/feeds/items?feedId=…&limit=30', `/api/feeds/items?feedId=${feedId}&limit=30`],
    ['GET /api/feeds (500 feeds, unread counts)', '/api/feeds'],
    ['before decision 2804: the same list counted per request', '/before/feeds'],
  ]) {
    if (url === '/before/feeds') await c.query(BEFORE_INDEX);
    const queries = await server.countQueries(url, { headers });
    const t = await server.load(url, { headers });
    if (t.non2xx) throw new Error(`${url}: ${t.non2xx} non-2xx answers`);
    results.requests.push({
      request: label,
      'SQL statements': queries,
      'server p50 ms': t.p50.toFixed(2),
      'server p95 ms': t.p95.toFixed(2),
      'client p99 ms': t.clientP99,
    });
  }
  await server.stop();
  const plan = await c.query(
    `EXPLAIN (ANALYZE, BUFFERS) SELECT "feedId", count(*)::int FROM "FeedItem" WHERE "userId" = $1 AND "isRead" = false GROUP BY "feedId"`,
    [USER],
  );
  console.log('unread counts plan, before decision 2804:\n' + plan.rows.map((r) => '  ' + r['QUERY PLAN']).join('\n'));
  await c.query('DROP INDEX IF EXISTS "bench_FeedItem_userId_isRead_feedId_idx"');

  // Refresh every feed of both users through the job worker, twice: full answers, then conditional GETs.
  const refresh = async (label) => {
    await c.query(`UPDATE "FeedSubscription" SET "nextFetchAt" = now() - interval '1 minute'`);
    // 50 ms of simulated network latency per answer, so requests overlap as they would on the internet.
    stub.state.delayMs = 50;
    stub.state.maxInFlight = 0;
    stub.state.requests.length = 0;
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
    const start = performance.now();
    const worker = await startJobWorker({
      service: 'social',
      connectionString: appUrl,
      handlers: feedJobHandlers(db),
      concurrency: CONCURRENCY,
      pollInterval: 200,
    });
    const enqueued = await enqueueDueFeeds(db);
    for (;;) {
      const {
        rows: [{ n }],
      } = await c.query(
        `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'social:refresh-feed'`,
      );
      if (n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    await worker.stop();
    const statuses = stub.state.requests.reduce((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
    const {
      rows: [errs],
    } = await c.query(`SELECT count(*) FILTER (WHERE "errorCount" > 0)::int AS failing FROM "FeedSubscription"`);
    const row = {
      refresh: label,
      feeds: enqueued,
      seconds: Number(seconds.toFixed(1)),
      'feeds/s': Math.round(enqueued / seconds),
      answers: JSON.stringify(statuses),
      'max in flight': stub.state.maxInFlight,
      'worker concurrency': CONCURRENCY,
      'peak RSS MB': Math.round(peakRss / 2 ** 20),
      'RSS before MB': Math.round(rssBefore / 2 ** 20),
      failing: errs.failing,
    };
    results[label === 'full (200)' ? 'refreshFull' : 'refreshConditional'] = row;
    return row;
  };
  const rows = [await refresh('full (200)'), await refresh('conditional (304)')];
  const {
    rows: [count],
  } = await c.query(`SELECT count(*)::int AS n FROM "FeedItem"`);
  console.table(results.requests);
  console.table(rows);
  console.log(
    `articles after both refreshes: ${count.n.toLocaleString('en-GB')} (none duplicated: ${2 * FEEDS * ITEMS} seeded)`,
  );
  await c.end();
  await db.$disconnect();
  const out = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'feeds.json'), JSON.stringify(results, null, 2));
} finally {
  await stub.close();
  await pgServer.stop();
}
process.exit(0);
