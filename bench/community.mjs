// Community feed at scale: 10,000 members, 1,000,000 posts, 5,000,000 likes (the measured member liked 50,000 of them) (seeded with SQL generate_series, not
// requests), then p50/p95 server time and SQL queries per request for the first feed page, a category page, a page deep
// in the feed, the Saved filter, a comment thread, the stats row and the like toggle. Figures, not asserts (goal for a
// feed page: p95 ≤ 10 ms). Standalone: `node bench/community.mjs` (also run by `npm run bench`).
// Env: BENCH_REQUESTS (default 500), BENCH_CONNECTIONS (default 4), BENCH_POSTS (default 1,000,000).
import fs from 'node:fs';
import path from 'node:path';
import { measuredServer, startInProcessBench } from './_inprocess.mjs';

const { require, requests: REQUESTS, connections: CONNECTIONS, token } = startInProcessBench(import.meta.url);
const POSTS = Number(process.env.BENCH_POSTS ?? 1_000_000);
const MEMBERS = 10_000;
const { default: pg } = await import('pg');
const { startTestPostgres } = await import('../packages/db/testing/test-postgres.mjs');
const { benchDatabase } = await import('./_stack.mjs');
const { createPrisma } = require('../packages/db/src/client.ts');
const { createCommunityApp } = require('../services/community/src/app.ts');
const { encodeCursor } = require('../packages/server-kit/src/keyset-cursor.ts');

/** A deterministic version-4 UUID for row n (ids are validated as RFC UUIDs). */
const uuid = (prefix, n) =>
  `overlay(overlay(md5('${prefix}' || ${n}) placing '4' from 13) placing '8' from 17)::uuid::text`;
const BATCH = 100_000;

const SEEDED_TABLES = ['CommunityPost', 'PostLike'];

/**
 * Bulk loading into indexed tables with random UUID keys slows down as the indexes outgrow memory, so the seed drops the
 * indexes and constraints of the posts and likes tables first and rebuilds them afterwards, exactly as the migration
 * defined them (read back from the catalog): the measured database has the production schema.
 */
async function withoutIndexes(c, load) {
  const { rows: constraints } = await c.query(
    `
    SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def, contype FROM pg_constraint
    WHERE contype IN ('p', 'f', 'u') AND (conrelid::regclass::text = ANY($1) OR confrelid::regclass::text = ANY($1))`,
    [SEEDED_TABLES.map((t) => `"${t}"`)],
  );
  const { rows: indexes } = await c.query(
    `
    SELECT indexdef FROM pg_indexes WHERE tablename = ANY($1)
    AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE contype IN ('p', 'u'))`,
    [SEEDED_TABLES],
  );
  const foreign = constraints.filter((k) => k.contype === 'f');
  const keys = constraints.filter((k) => k.contype !== 'f' && SEEDED_TABLES.some((t) => k.tbl === `"${t}"`));
  for (const k of foreign) await c.query(`ALTER TABLE ${k.tbl} DROP CONSTRAINT "${k.conname}"`);
  for (const { indexdef } of indexes) await c.query(`DROP INDEX "${indexdef.match(/INDEX "([^"]+)"/)[1]}"`);
  for (const k of keys) await c.query(`ALTER TABLE ${k.tbl} DROP CONSTRAINT "${k.conname}"`);
  await load();
  const start = Date.now();
  await c.query(`SET maintenance_work_mem = '256MB'`);
  for (const k of keys) await c.query(`ALTER TABLE ${k.tbl} ADD CONSTRAINT "${k.conname}" ${k.def}`);
  for (const { indexdef } of indexes) await c.query(indexdef);
  for (const k of foreign) await c.query(`ALTER TABLE ${k.tbl} ADD CONSTRAINT "${k.conname}" ${k.def}`);
  console.log(
    `  ${keys.length} keys, ${indexes.length} indexes and ${foreign.length} foreign keys rebuilt: ${((Date.now() - start) / 1000).toFixed(1)} s`,
  );
}

/** Members, posts (post i has i % 11 likes: 5 on average), likes, a heavy liker, bookmarks and one long thread. */
async function seed(c) {
  const step = async (label, sql, params = []) => {
    const start = Date.now();
    const r = await c.query(sql, params);
    process.stdout.write(`  ${label}: ${r.rowCount ?? ''} rows, ${((Date.now() - start) / 1000).toFixed(1)} s\n`);
  };
  await c.query('SET synchronous_commit = off');
  await step(
    'members',
    `
    INSERT INTO "User" (id, email, "firstName", "lastName", "updatedAt")
    SELECT ${uuid('u', 'i')}, 'member' || i || '@bench.test', (ARRAY['Ada','Grace','Alan','Linus','Margaret','Ken'])[1 + i % 6],
           (ARRAY['Lovelace','Hopper','Turing','Torvalds','Hamilton','Thompson'])[1 + (i / 6) % 6], now()
    FROM generate_series(0, ${MEMBERS - 1}) AS i`,
  );
  // The like rows go in with the counter triggers off and the counts written with the posts: the numbers the
  // triggers would reach, without a 5M-row transition table. Checked below.
  await c.query('ALTER TABLE "PostLike" DISABLE TRIGGER USER');
  await withoutIndexes(c, async () => {
    for (let from = 0; from < POSTS; from += BATCH) {
      const to = Math.min(POSTS, from + BATCH) - 1;
      await step(
        `posts ${from.toLocaleString('en')}…${to.toLocaleString('en')}`,
        `
        INSERT INTO "CommunityPost" (id, "userId", title, content, category, "isPinned", "likesCount", "createdAt")
        SELECT ${uuid('p', 'i')}, ${uuid('u', `(i % ${MEMBERS})`)}, 'Post number ' || i, repeat('Building in public, day ' || i || '. ', 8),
               (ARRAY['general','success','question','motivation','networking'])[1 + i % 5], i IN (17, ${Math.floor(POSTS / 2)}),
               i % 11, now() - i * interval '31.5 seconds'
        FROM generate_series($1::int, $2::int) AS i`,
        [from, to],
      );
      await step(
        '  their likes',
        `
        INSERT INTO "PostLike" ("postId", "userId", "createdAt")
        SELECT ${uuid('p', 'i')}, ${uuid('u', `((i + j * 7919) % ${MEMBERS})`)}, now() - i * interval '31.5 seconds' + j * interval '1 second'
        FROM generate_series($1::int, $2::int) AS i, generate_series(0, 9) AS j WHERE j < i % 11`,
        [from, to],
      );
    }
  });
  await c.query('ALTER TABLE "PostLike" ENABLE TRIGGER USER');
  // The measured member is a heavy liker: every 20th post (the counter trigger adds these to likesCount).
  await step(
    'the measured member likes every 20th post',
    `
    INSERT INTO "PostLike" ("postId", "userId") SELECT ${uuid('p', 'i')}, ${uuid('u', 0)} FROM generate_series(0, $1::int - 1, 20) AS i
    ON CONFLICT DO NOTHING`,
    [POSTS],
  );
  await step(
    'bookmarks of the measured member',
    `
    INSERT INTO "PostBookmark" ("postId", "userId") SELECT ${uuid('p', 'k * 4999')}, ${uuid('u', 0)} FROM generate_series(0, 199) AS k WHERE k * 4999 < $1`,
    [POSTS],
  );
  await step(
    'a 500-comment thread',
    `
    INSERT INTO "PostComment" (id, "postId", "userId", content, "createdAt")
    SELECT gen_random_uuid()::text, ${uuid('p', 1)}, ${uuid('u', `(k % ${MEMBERS})`)}, 'Comment ' || k, now() - (500 - k) * interval '1 minute'
    FROM generate_series(1, 500) AS k`,
  );
  const start = Date.now();
  await c.query('VACUUM ANALYZE');
  console.log(`  VACUUM ANALYZE: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  const {
    rows: [check],
  } = await c.query(
    `SELECT (SELECT count(*) FROM "PostLike")::bigint AS likes, (SELECT sum("likesCount") FROM "CommunityPost")::bigint AS counted, (SELECT count(*) FROM "CommunityPost")::bigint AS posts`,
  );
  console.log(
    `  ${Number(check.posts).toLocaleString('en')} posts, ${Number(check.likes).toLocaleString('en')} likes; sum(likesCount) ${check.likes === check.counted ? 'equals' : 'DIFFERS FROM'} the like rows`,
  );
}

const pgServer = await startTestPostgres();
const results = [];
const plans = [];
try {
  const { appUrl, ownerUrl } = await benchDatabase('bench_community');
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  let deepKey;
  let member;
  try {
    console.log(
      `Seeding ${MEMBERS.toLocaleString('en')} members, ${POSTS.toLocaleString('en')} posts and their likes…`,
    );
    const seedStart = Date.now();
    await seed(owner);
    console.log(`  seeded in ${((Date.now() - seedStart) / 1000).toFixed(0)} s`);
    const { rows } = await owner.query(
      `SELECT "isPinned", "createdAt", id FROM "CommunityPost" WHERE id = ${uuid('p', Math.floor(POSTS * 0.75))}`,
    );
    deepKey = encodeCursor([rows[0].isPinned, rows[0].createdAt.getTime(), rows[0].id]);
    member = (await owner.query(`SELECT ${uuid('u', 0)} AS id`)).rows[0].id;
  } finally {
    await owner.end();
  }

  let statements = 0;
  let last = null;
  const db = createPrisma(appUrl, {
    onQuery: (e) => {
      statements++;
      last = e;
    },
  });
  const headers = { 'x-identity': await token('community', member), 'content-type': 'application/json' };
  const measure = async (server, label, urlPath, options = {}) => {
    const init = { method: options.method ?? 'GET', headers, body: options.body };
    const queries = await server.countQueries(urlPath, init);
    const sql = last;
    const t = await server.load(urlPath, { headers, ...options });
    if (t.non2xx) console.warn(`WARNING: ${t.non2xx} non-2xx answers for ${label}`);
    results.push({
      request: label,
      'SQL queries/request': queries,
      'server p50 ms': t.p50.toFixed(2),
      'server p95 ms': t.p95.toFixed(2),
      'client p99 ms': t.clientP99,
    });
    return sql;
  };
  const explain = async (label, event) => {
    const params = JSON.parse(event.params);
    const plan = await db.$queryRawUnsafe(`EXPLAIN (ANALYZE, COSTS OFF) ${event.query}`, ...params);
    plans.push({
      label,
      plan: plan
        .map((r) => r['QUERY PLAN'])
        .filter((line) => /Scan|Limit|Sort|Aggregate|Execution/.test(line))
        .slice(0, 10),
    });
  };

  // Stats are cached for COMMUNITY_STATS_CACHE_SECONDS in production; measured both ways.
  process.env.COMMUNITY_STATS_CACHE_SECONDS = '60';
  const server = await measuredServer(require, createCommunityApp(db), () => statements, {
    requests: REQUESTS,
    connections: CONNECTIONS,
  });
  process.env.COMMUNITY_STATS_CACHE_SECONDS = '0';
  const uncached = await measuredServer(require, createCommunityApp(db), () => statements, {
    requests: Math.min(REQUESTS, 50),
    connections: 1,
  });
  try {
    await explain(
      'first feed page',
      await measure(server, 'GET /api/community/posts (first page)', '/api/community/posts'),
    );
    await explain(
      'category page',
      await measure(server, 'GET /api/community/posts?category=success', '/api/community/posts?category=success'),
    );
    await explain(
      'deep page',
      await measure(
        server,
        'GET /api/community/posts?cursor= (75% down the feed)',
        `/api/community/posts?cursor=${deepKey}`,
      ),
    );
    await measure(
      server,
      'GET /api/community/posts?category=question&cursor= (deep)',
      `/api/community/posts?category=question&cursor=${deepKey}`,
    );
    await explain(
      'saved',
      await measure(
        server,
        'GET /api/community/posts?bookmarked=true (200 saved)',
        '/api/community/posts?bookmarked=true',
      ),
    );
    await measure(
      server,
      'GET /api/community/posts/{id}/comments (500-comment thread)',
      `/api/community/posts/${await idOf(db, 1)}/comments`,
    );
    await measure(server, 'GET /api/community/stats (cached 60 s)', '/api/community/stats');
    await explain(
      'stats, counted',
      await measure(uncached, 'GET /api/community/stats (counted every time)', '/api/community/stats'),
    );
    await measure(server, 'POST /api/community/like (toggle)', '/api/community/like', {
      method: 'POST',
      body: JSON.stringify({ postId: await idOf(db, 2) }),
    });
  } finally {
    await server.stop();
    await uncached.stop();
    await db.$disconnect();
  }
} finally {
  await pgServer.stop();
}

async function idOf(db, n) {
  const [row] = await db.$queryRawUnsafe(`SELECT ${uuid('p', n)} AS id`);
  return row.id;
}

console.log(
  `\nCommunity at scale — ${POSTS.toLocaleString('en')} posts, ~${(POSTS * 5).toLocaleString('en')} likes, ${MEMBERS.toLocaleString('en')} members; ${REQUESTS} requests per row after 100 warm-up, ${CONNECTIONS} connections, service in-process, embedded PostgreSQL on the same host`,
);
console.table(results);
for (const { label, plan } of plans) console.log(`plan, ${label}:\n  ${plan.join('\n  ')}`);
const resultsDir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, 'community.json'), JSON.stringify(results, null, 2));
