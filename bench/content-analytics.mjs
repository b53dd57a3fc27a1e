// Content plans and analytics read paths (decisions 1001, 1002): server time p50/p95 and SQL statements per request for
// the content plan lists the screens use and the analytics aggregates, on an empty account (1 business, nothing
// recorded) and a full one (3 businesses, 10,000 content plans over three years, 3 years of daily metrics for each
// business). Figures, not asserts. Standalone: `node bench/content-analytics.mjs` (also run by `npm run bench`).
// The core app runs in this process (bench/_core.mjs). Env: BENCH_REQUESTS (default 500), BENCH_CONNECTIONS (default 4).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CONNECTIONS, REQUESTS, measureEachSize, runFromSource } from './_core.mjs';

runFromSource(import.meta.url);
const ZONE = 'Europe/London';

/** One Premium user in London's zone with `businesses` businesses, `plans` content plans and `days` daily metrics each. */
function seeder({ businesses, plans, days }) {
  return async (c) => {
    const userId = crypto.randomUUID();
    await c.query(
      `INSERT INTO "User" (id, email, "isPremium", "updatedAt") VALUES ($1, 'bench@example.com', true, now())`,
      [userId],
    );
    await c.query(`INSERT INTO "Settings" ("userId", "timeZone", "updatedAt") VALUES ($1, $2, now())`, [userId, ZONE]);
    await c.query(
      `INSERT INTO "Business" (id, "userId", name, "sortOrder") SELECT gen_random_uuid()::text, $1, 'Business ' || i, i FROM generate_series(0, $2 - 1) AS i`,
      [userId, businesses],
    );
    const { rows } = await c.query(`SELECT id FROM "Business" WHERE "userId" = $1 ORDER BY "sortOrder"`, [userId]);
    const ids = rows.map((r) => r.id);
    await c.query(
      `INSERT INTO "BusinessMetric" (id, "userId", "businessId", date, revenue, clients)
       SELECT gen_random_uuid()::text, $1, b, current_date - d, 100 + (d * 7) % 900, 5 + d % 40
       FROM unnest($2::text[]) AS b, generate_series(0, $3 - 1) AS d`,
      [userId, ids, days],
    );
    // Three years back and two months ahead; 5 % drafts; past plans mostly completed.
    await c.query(
      `INSERT INTO "ContentPlan" (id, "userId", "businessId", title, description, "contentType", "scheduledDate", "isCompleted", "completedAt", "createdAt")
       SELECT gen_random_uuid()::text, $1, ($2::text[])[1 + i % array_length($2::text[], 1)], 'Plan ' || i, 'Notes for plan ' || i,
         (ARRAY['post','reel','story','article','video'])[1 + i % 5],
         CASE WHEN i % 20 = 0 THEN NULL ELSE now() + interval '60 days' - (i * interval '1 day' * 1155 / $3) END,
         i % 20 <> 0 AND i % 10 < 7 AND now() + interval '60 days' - (i * interval '1 day' * 1155 / $3) < now(),
         CASE WHEN i % 20 <> 0 AND i % 10 < 7 AND now() + interval '60 days' - (i * interval '1 day' * 1155 / $3) < now()
           THEN now() + interval '60 days' - (i * interval '1 day' * 1155 / $3) END,
         now() - (i * interval '1 minute')
       FROM generate_series(1, $3) AS i`,
      [userId, ids, Math.max(plans, 1)],
    );
    if (plans === 0) await c.query(`DELETE FROM "ContentPlan" WHERE "userId" = $1`, [userId]);
    return { userId, businessId: ids[0] };
  };
}

const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const addDays = (date, n) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));

const results = [];
const sizes = [
  { label: '1 business, nothing recorded', db: 'bench_content_small', shape: { businesses: 1, plans: 0, days: 0 } },
  {
    label: '10,000 plans, 3 × 3 years of daily metrics',
    db: 'bench_content_large',
    shape: { businesses: 3, plans: 10_000, days: 1095 },
  },
];
await measureEachSize(sizes, seeder, async ({ size, core, seeded, headers }) => {
  const b = seeded.businessId;
  const endpoints = [
    ['GET /api/content-plans (unfiltered, ≤ 1,000 newest)', '/api/content-plans'],
    ['GET /api/content-plans?from=today (Today + Upcoming)', `/api/content-plans?from=${today}`],
    ['GET /api/content-plans?status=draft', '/api/content-plans?status=draft'],
    ['GET /api/content-plans?to=yesterday&limit=20 (Earlier)', `/api/content-plans?to=${addDays(today, -1)}&limit=20`],
    ['GET /api/content-plans?from=Mon&to=Sun (week)', `/api/content-plans?from=${monday}&to=${addDays(monday, 6)}`],
    ['GET /api/content-plans?businessId&from=today', `/api/content-plans?businessId=${b}&from=${today}`],
    ['GET /api/analytics/overview', '/api/analytics/overview'],
    ['GET /api/analytics/revenue?range=30', `/api/analytics/revenue?businessId=${b}&range=30`],
    ['GET /api/analytics/revenue?range=365', `/api/analytics/revenue?businessId=${b}&range=365`],
    ['GET /api/analytics/content-types?range=365', '/api/analytics/content-types?range=365'],
    ['GET /api/analytics/export.csv (all metrics)', '/api/analytics/export.csv'],
  ];
  for (const [endpoint, path] of endpoints) {
    const queries = await core.countQueries(path, headers);
    const t = await core.load(path, headers);
    if (t.non2xx) console.warn(`WARNING: ${t.non2xx} non-2xx answers for ${path}`);
    results.push({
      endpoint,
      data: size.label,
      'SQL queries/request': queries,
      'server p50 ms': t.p50.toFixed(2),
      'server p95 ms': t.p95.toFixed(2),
      'client p99 ms': t.clientP99,
    });
  }
});

console.log(
  `\nContent plans and analytics — ${REQUESTS} requests per row after 100 warm-up, ${CONNECTIONS} connections, core in-process, embedded PostgreSQL on the same host`,
);
console.table(results);
const perEndpoint = (endpoint) =>
  new Set(results.filter((r) => r.endpoint === endpoint).map((r) => r['SQL queries/request']));
const varying = [...new Set(results.map((r) => r.endpoint))].filter((e) => perEndpoint(e).size > 1);
console.log(
  varying.length === 0
    ? 'SQL queries per request do not change with the number of rows.'
    : `SQL queries per request change with the data only for: ${varying.join('; ')} (the CSV export reads 1,000 rows per statement by design).`,
);
const out = path.join(import.meta.dirname, 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'content-analytics.json'), JSON.stringify(results, null, 2));
