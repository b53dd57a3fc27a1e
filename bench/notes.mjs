// Notes read path (decision 1101): server time of GET /api/notes — the first page of the list, and searches
// for a very common, a common and a rare word and a typed-ahead prefix — for one user with 100,000 notes, then with
// the table grown to 1,000,000 notes across 1,000 users (that user's 100,000 plus ~900 for each of 999 others, and
// one of those others measured too). Prints p50/p95 and the EXPLAIN (ANALYZE, BUFFERS) plan of each statement.
// Then, on the same 1,000,000 notes in the same run, the searches again on the indexes they had before decision 2806
// (GIN indexes without "userId"), as before rows.
// Figures, not asserts. Standalone: `node bench/notes.mjs` (also run by `npm run bench`).
//
// Seeding is SQL only (generate_series), with the Note indexes dropped during the bulk insert and rebuilt after,
// as a restore would. Env: BENCH_REQUESTS (default 300), BENCH_CONNECTIONS (default 2: one request per core, so
// the figures are server time rather than queueing behind the load generator's own requests), BENCH_NOTES_HEAVY
// (default 100000), BENCH_NOTES_TOTAL (default 1000000), BENCH_NOTES_USERS (default 1000).
import fs from 'node:fs';
import path from 'node:path';
import { runFromSource, startCore, token } from './_core.mjs';

runFromSource(import.meta.url);

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 2);
const HEAVY = Number(process.env.BENCH_NOTES_HEAVY ?? 100_000);
const TOTAL = Number(process.env.BENCH_NOTES_TOTAL ?? 1_000_000);
const USERS = Number(process.env.BENCH_NOTES_USERS ?? 1000);
const RARE = 'zanzibar';

const { default: pg } = await import('pg');
const { startTestPostgres } = await import('../packages/db/testing/test-postgres.mjs');
const { benchDatabase } = await import('./_stack.mjs');

// ---------------------------------------------------------------------------------------------------------------
// Text: a Zipf-distributed vocabulary (real words at the head, made-up ones in the long tail), so some words are in
// most notes and most words are in few, as in real writing. Deterministic (seeded PRNG).
// ---------------------------------------------------------------------------------------------------------------
const HEAD = `the and to of a in for with on is that this we it our at be as from will meeting client plan team revenue
  launch product customer call review idea budget marketing sales next week goals update project design feedback email
  pricing hire strategy growth website investor deck notes follow content social podcast brand partner contract invoice
  quarter report metrics users churn roadmap sprint release bug support onboarding newsletter campaign ads funnel lead
  demo pitch board cash runway payroll tax accountant lawyer office supplier inventory shipping order refund analytics
  dashboard survey interview recruit candidate salary equity vision mission values culture retreat workshop conference`.split(
  /\s+/,
);
let seed = 42;
/** mulberry32 */
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'ten',
  'vor',
  'su',
  'bel',
  'dra',
  'nin',
  'qu',
  'ex',
  'pol',
  'zen',
  'tri',
  'mar',
  'os',
  'ul',
  'fen',
  'gar',
];
const tail = new Set();
while (tail.size < 6000)
  tail.add(
    Array.from({ length: 2 + Math.floor(random() * 3) }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(
      '',
    ),
  );
const VOCABULARY = [...HEAD, ...[...tail].filter((w) => !HEAD.includes(w) && !w.startsWith(RARE.slice(0, 3)))];
const weights = VOCABULARY.map((_, rank) => 1 / (rank + 1));
const cumulative = weights.reduce((acc, w) => (acc.push((acc.at(-1) ?? 0) + w), acc), []);
const pickWord = () => {
  const x = random() * cumulative.at(-1);
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return VOCABULARY[lo];
};
const phrase = (min, max) => Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, pickWord).join(' ');
const capitalise = (s) => s[0].toUpperCase() + s.slice(1);
const SENTENCES = Array.from({ length: 20_000 }, () => `${capitalise(phrase(6, 16))}.`);
const TITLES = Array.from({ length: 5_000 }, () => capitalise(phrase(2, 6)));
const TAGS = [
  'work',
  'ideas',
  'team',
  'clients',
  'finance',
  'hiring',
  'product',
  'marketing',
  'personal',
  'reading',
  'q1',
  'q2',
  'q3',
  'q4',
  'urgent',
];
const CATEGORIES = ['general', 'meeting', 'idea', 'reminder', 'todo', 'project'];

/** Note indexes except the primary key: dropped for a bulk insert and rebuilt after (much faster than row by row). */
async function withoutNoteIndexes(c, insert) {
  const { rows } = await c.query(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'Note' AND indexname <> 'Note_pkey'`,
  );
  for (const { indexname } of rows) await c.query(`DROP INDEX "${indexname}"`);
  await insert();
  await c.query(`SET maintenance_work_mem = '256MB'`);
  for (const { indexdef } of rows) await c.query(indexdef);
  await c.query('VACUUM ANALYZE "Note"');
}

/** `count` notes for the users of `userIds` (note n goes to userIds[n % users]), text from the sentence and title tables. */
async function insertNotes(c, userIds, count, offset) {
  await c.query(
    `INSERT INTO "Note" ("id", "userId", "title", "content", "category", "tags", "isPinned", "createdAt", "updatedAt")
     SELECT gen_random_uuid()::text, g.user_id,
       t.text || CASE WHEN g.n % 100000 = 7 THEN ' ${RARE}' ELSE '' END,
       s1.text || ' ' || s2.text || E'\\n' || s3.text || ' ' || s4.text || CASE WHEN g.n % 10000 = 3 THEN ' ${RARE} trip.' ELSE '' END,
       ($4::text[])[1 + g.n % 6],
       CASE g.n % 4 WHEN 0 THEN ARRAY[]::text[] WHEN 1 THEN ARRAY[($5::text[])[1 + g.n % 15]]
         ELSE ARRAY[($5::text[])[1 + g.n % 15], ($5::text[])[1 + (g.n / 15) % 15]] END,
       g.n % 1000 = 0, g.at, g.at
     FROM (
       SELECT n, ($1::text[])[1 + n % cardinality($1::text[])] AS user_id, now() - n * interval '17 seconds' AS at,
         1 + (hashint4(n) & 2147483647) % 5000 AS t_id, 1 + (hashint4(n + 1) & 2147483647) % 20000 AS s1_id,
         1 + (hashint4(n + 2) & 2147483647) % 20000 AS s2_id, 1 + (hashint4(n + 3) & 2147483647) % 20000 AS s3_id,
         1 + (hashint4(n + 4) & 2147483647) % 20000 AS s4_id
       FROM generate_series($2::int, $2::int + $3::int - 1) AS n
     ) AS g
     JOIN bench_title t ON t.id = g.t_id JOIN bench_sentence s1 ON s1.id = g.s1_id JOIN bench_sentence s2 ON s2.id = g.s2_id
     JOIN bench_sentence s3 ON s3.id = g.s3_id JOIN bench_sentence s4 ON s4.id = g.s4_id`,
    [userIds, offset, count, CATEGORIES, TAGS],
  );
}

async function seedText(c) {
  await c.query('CREATE TABLE bench_sentence (id int PRIMARY KEY, text text NOT NULL)');
  await c.query('CREATE TABLE bench_title (id int PRIMARY KEY, text text NOT NULL)');
  await c.query('INSERT INTO bench_sentence SELECT ordinality, t FROM unnest($1::text[]) WITH ORDINALITY AS t', [
    SENTENCES,
  ]);
  await c.query('INSERT INTO bench_title SELECT ordinality, t FROM unnest($1::text[]) WITH ORDINALITY AS t', [TITLES]);
}

async function createUsers(c, count, prefix) {
  const { rows } = await c.query(
    `INSERT INTO "User" ("id", "email", "isPremium", "updatedAt")
     SELECT gen_random_uuid()::text, $1 || n || '@example.com', true, now() FROM generate_series(1, $2::int) AS n RETURNING "id"`,
    [prefix, count],
  );
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------------------------
const CASES = [
  { name: 'list, first page', query: {} },
  { name: 'list, first page of a category', query: { category: 'meeting' } },
  { name: "search a very common word ('the')", query: { q: 'the' }, search: true },
  { name: "search a common word ('meeting')", query: { q: 'meeting' }, search: true },
  { name: "search a typed-ahead prefix ('rev')", query: { q: 'rev' }, search: true },
  { name: `search a rare word ('${RARE}')`, query: { q: RARE }, search: true },
  { name: "search two words ('client revenue')", query: { q: 'client revenue' }, search: true },
];

const url = (query) => `/api/notes${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;
const results = [];
const plans = [];

/** The search indexes before decision 2806: GIN on the tsvectors and the title alone, without "userId". */
const BEFORE_2806 = {
  drop: ['Note_userId_search_idx', 'Note_userId_titleSearch_idx', 'Note_userId_title_idx'],
  create: [
    'CREATE INDEX "Note_search_idx" ON "Note" USING GIN ("search")',
    'CREATE INDEX "Note_titleSearch_idx" ON "Note" USING GIN ("titleSearch")',
    'CREATE INDEX "Note_title_idx" ON "Note" USING GIN ("title" gin_trgm_ops)',
  ],
};

async function measure(appUrl, owner, dataset, who, { searchesOnly = false, before = false } = {}) {
  const core = await startCore(appUrl, { requests: REQUESTS, connections: CONNECTIONS });
  const explain = new pg.Client({ connectionString: appUrl });
  await explain.connect();
  try {
    const headers = { 'x-identity': await token(who.userId) };
    for (const c of CASES.filter((c) => !searchesOnly || c.search)) {
      const { body, statements } = await core.probe(url(c.query), headers);
      const [
        {
          rows: [{ matches }],
        },
      ] = await Promise.all([owner.query(matchCountSql(c.query), [who.userId])]);
      const t = await core.load(url(c.query), headers);
      if (t.non2xx) console.warn(`WARNING: ${t.non2xx} non-2xx answers for ${c.name}`);
      results.push({
        dataset,
        user: who.label,
        case: c.name,
        'notes matching': matches,
        'first page': body.notes.length,
        'SQL/request': statements.length,
        'server p50 ms': +t.p50.toFixed(2),
        'server p95 ms': +t.p95.toFixed(2),
        search: Boolean(c.search),
        before,
      });
      const explained = [];
      for (const { query, params } of statements) {
        const plan = await explain.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params);
        explained.push(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
      plans.push({ dataset, user: who.label, case: c.name, plan: explained.join('\n-- then --\n') });
    }
    if (searchesOnly) return;
    const tags = await core.load('/api/notes/tags', headers);
    results.push({
      dataset,
      user: who.label,
      case: 'tag chips (GET /api/notes/tags)',
      'notes matching': '',
      'first page': '',
      'SQL/request': await core.countQueries('/api/notes/tags', headers),
      'server p50 ms': +tags.p50.toFixed(2),
      'server p95 ms': +tags.p95.toFixed(2),
      search: false,
      before,
    });
  } finally {
    await explain.end();
    await core.stop();
  }
}

/** How many of the user's notes a case matches (the same rule as the service: every word starts a word, or in the title). */
function matchCountSql({ q, category }) {
  const where = ['"userId" = $1'];
  if (category) where.push(`"category" = '${category}'`);
  if (q) {
    const words = q
      .match(/[\p{L}\p{Nd}]+/gu)
      .map((w) => `${w}:*`)
      .join(' & ');
    where.push(`("search" @@ to_tsquery('simple', '${words}') OR "title" ILIKE '%${q}%')`);
  }
  return `SELECT count(*)::int AS matches FROM "Note" WHERE ${where.join(' AND ')}`;
}

const pgServer = await startTestPostgres();
try {
  const { appUrl, ownerUrl } = await benchDatabase('bench_notes');
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    let started = Date.now();
    await seedText(owner);
    const [heavyUser] = await createUsers(owner, 1, 'heavy-');
    await withoutNoteIndexes(owner, () => insertNotes(owner, [heavyUser], HEAVY, 1));
    console.log(
      `Seeded ${HEAVY.toLocaleString('en')} notes for one user in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    await measure(appUrl, owner, `${HEAVY.toLocaleString('en')} notes, 1 user`, {
      userId: heavyUser,
      label: `${HEAVY.toLocaleString('en')} notes`,
    });

    started = Date.now();
    const others = await createUsers(owner, USERS - 1, 'user-');
    await withoutNoteIndexes(owner, () => insertNotes(owner, others, TOTAL - HEAVY, HEAVY + 1));
    const {
      rows: [{ count, size }],
    } = await owner.query(
      `SELECT count(*)::int AS count, pg_size_pretty(pg_total_relation_size('"Note"')) AS size FROM "Note"`,
    );
    console.log(
      `Grew the table to ${count.toLocaleString('en')} notes across ${USERS} users (${size} with indexes) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const dataset = `${count.toLocaleString('en')} notes, ${USERS} users`;
    await measure(appUrl, owner, dataset, { userId: heavyUser, label: `${HEAVY.toLocaleString('en')} notes` });
    const typical = others[Math.floor(others.length / 2)];
    const {
      rows: [{ n }],
    } = await owner.query('SELECT count(*)::int AS n FROM "Note" WHERE "userId" = $1', [typical]);
    await measure(appUrl, owner, dataset, { userId: typical, label: `${n} notes` });

    started = Date.now();
    await owner.query(`SET maintenance_work_mem = '256MB'`);
    for (const name of BEFORE_2806.drop) await owner.query(`DROP INDEX "${name}"`);
    for (const sql of BEFORE_2806.create) await owner.query(sql);
    await owner.query('ANALYZE "Note"');
    console.log(`Swapped in the indexes of before decision 2806 in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const beforeSet = `${dataset}, before decision 2806`;
    const options = { searchesOnly: true, before: true };
    await measure(
      appUrl,
      owner,
      beforeSet,
      { userId: heavyUser, label: `${HEAVY.toLocaleString('en')} notes` },
      options,
    );
    await measure(appUrl, owner, beforeSet, { userId: typical, label: `${n} notes` }, options);
  } finally {
    await owner.end();
  }
} finally {
  await pgServer.stop();
}

console.log(
  `\nNotes read path — ${REQUESTS} requests per row after 100 warm-up, ${CONNECTIONS} connections, core in-process, embedded PostgreSQL on the same host`,
);
console.table(results.map(({ search: _search, before: _before, ...row }) => row));
const dir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(
  path.join(dir, 'notes-plans.txt'),
  plans.map((p) => `### ${p.dataset} — ${p.user} — ${p.case}\n${p.plan}\n`).join('\n'),
);
const searchP95 = Math.max(...results.filter((r) => r.search && !r.before).map((r) => r['server p95 ms']));
const beforeP95 = results.filter((r) => r.before).map((r) => r['server p95 ms']);
fs.writeFileSync(
  path.join(dir, 'notes.json'),
  JSON.stringify(
    { searchP95Ms: searchP95, searchP95BeforeMs: beforeP95.length ? Math.max(...beforeP95) : null, rows: results },
    null,
    2,
  ),
);
console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of every statement: bench/results/notes-plans.txt. The largest dataset's:`);
const largest = results.filter((r) => !r.before).at(-1).dataset;
for (const p of plans.filter(
  (p) => p.dataset === largest && p.user === results.find((r) => r.dataset === p.dataset).user,
)) {
  console.log(`\n### ${p.case}\n${p.plan}`);
}
console.log(
  `\nWorst search p95: ${searchP95.toFixed(2)} ms (goal ≤ 30 ms); before decision 2806, same run: ${beforeP95.length ? Math.max(...beforeP95).toFixed(2) : '—'} ms.`,
);
