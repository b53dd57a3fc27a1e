// Businesses read path: server time and SQL queries per request for GET /api/businesses and
// GET /api/businesses/:id, on an empty account (1 business, 0 rows) and a full one (50 businesses; the
// measured business holds 1,000 meetings, 1,000 action items, 1,000 growth ideas and 365 daily metrics).
// Figures, not asserts. Standalone: `node bench/businesses.mjs` (also run by `npm run bench`).
//
// The core app runs in this process (bench/_core.mjs), so Prisma's query events can be counted per request.
// Env: BENCH_REQUESTS (default 500), BENCH_CONNECTIONS (default 4).
import crypto from 'node:crypto';
import { CONNECTIONS, REQUESTS, measureEachSize, runFromSource } from './_core.mjs';

runFromSource(import.meta.url);

/** One user; `businesses` businesses; `rows` meetings, action items and ideas plus `metrics` daily metrics on the first. */
function seeder({ businesses, rows, metrics }) {
  return async (c) => {
    const userId = crypto.randomUUID();
    await c.query(
      `INSERT INTO "User" (id, email, "isPremium", "updatedAt") VALUES ($1, 'bench@example.com', true, now())`,
      [userId],
    );
    await c.query(
      `INSERT INTO "Business" (id, "userId", name, color, "sortOrder")
       SELECT gen_random_uuid()::text, $1, 'Business ' || i, (ARRAY['blue','green','purple','red','orange','yellow','pink','indigo'])[1 + i % 8], i
       FROM generate_series(0, $2 - 1) AS i`,
      [userId, businesses],
    );
    const {
      rows: [first],
    } = await c.query(`SELECT id FROM "Business" WHERE "userId" = $1 ORDER BY "sortOrder" LIMIT 1`, [userId]);
    const b = first.id;
    await c.query(
      `INSERT INTO "MeetingNote" (id, "userId", "businessId", title, "meetingDate", duration, attendees, notes)
       SELECT gen_random_uuid()::text, $1, $2, 'Meeting ' || i, now() - i * interval '1 day', 30 + i % 60, 'Ann, Bo', repeat('note ', 40)
       FROM generate_series(1, $3) AS i`,
      [userId, b, rows],
    );
    await c.query(
      `INSERT INTO "BusinessActionItem" (id, "userId", "businessId", title, description, status, "createdAt")
       SELECT gen_random_uuid()::text, $1, $2, 'Action ' || i, 'Do the thing ' || i, (ARRAY['todo','in-progress','completed'])[1 + i % 3], now() - i * interval '1 minute'
       FROM generate_series(1, $3) AS i`,
      [userId, b, rows],
    );
    await c.query(
      `INSERT INTO "GrowthIdea" (id, "userId", "businessId", title, description, "potentialRevenue", "createdAt")
       SELECT gen_random_uuid()::text, $1, $2, 'Idea ' || i, 'Grow by ' || i, i * 10.5, now() - i * interval '1 minute'
       FROM generate_series(1, $3) AS i`,
      [userId, b, rows],
    );
    await c.query(
      `INSERT INTO "BusinessMetric" (id, "userId", "businessId", date, revenue, clients)
       SELECT gen_random_uuid()::text, $1, $2, current_date - i, 100 + i, i % 50
       FROM generate_series(1, $3) AS i`,
      [userId, b, metrics],
    );
    return { userId, businessId: b };
  };
}

const results = [];
const sizes = [
  { label: '1 business, 0 rows', db: 'bench_businesses_small', shape: { businesses: 1, rows: 0, metrics: 0 } },
  {
    label: '50 businesses, 1,000 meetings/actions/ideas + 365 metrics',
    db: 'bench_businesses_large',
    shape: { businesses: 50, rows: 1000, metrics: 365 },
  },
];
await measureEachSize(sizes, seeder, async ({ size, core, seeded, headers }) => {
  for (const path of ['/api/businesses', `/api/businesses/${seeded.businessId}`]) {
    const queries = await core.countQueries(path, headers);
    const t = await core.load(path, headers);
    if (t.non2xx) console.warn(`WARNING: ${t.non2xx} non-2xx answers for ${path}`);
    results.push({
      endpoint: path.startsWith('/api/businesses/') ? 'GET /api/businesses/:id' : 'GET /api/businesses',
      data: size.label,
      'SQL queries/request': queries,
      'server p50 ms': t.p50.toFixed(2),
      'server p95 ms': t.p95.toFixed(2),
      'client p50 ms': t.clientP50,
      'client p99 ms': t.clientP99,
    });
  }
  // The child lists, for reference (each is one query; rows travel in it).
  for (const child of ['meeting-notes', 'action-items', 'growth-ideas', 'business-metrics']) {
    const path = `/api/${child}?businessId=${seeded.businessId}`;
    results.push({
      endpoint: `GET /api/${child}?businessId=`,
      data: size.label,
      'SQL queries/request': await core.countQueries(path, headers),
    });
  }
});

console.log(
  `\nBusinesses read path — ${REQUESTS} requests per row after 100 warm-up, ${CONNECTIONS} connections, core in-process, embedded PostgreSQL on the same host`,
);
console.table(results);
const perEndpoint = (endpoint) =>
  new Set(results.filter((r) => r.endpoint === endpoint).map((r) => r['SQL queries/request']));
const constant = [...new Set(results.map((r) => r.endpoint))].every((e) => perEndpoint(e).size === 1);
console.log(
  constant
    ? 'SQL queries per request do not change with the number of rows.'
    : 'WARNING: the number of SQL queries per request changes with the number of rows.',
);
