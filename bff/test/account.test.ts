import pg from 'pg';
import request from 'supertest';
import { DELETE_ACCOUNT_EMAIL_MISMATCH, PAYMENTS_NOT_CONFIGURED, PROFILE_IMAGE_URL_INVALID } from '@fj/contracts';
import { contractOf, databaseSnapshot, fuzzEndpoint } from '@fj/server-kit/testing';
import { exportOf } from './support/account-export';
import { startTestStack, uniqueEmail } from './stack';

// The account through the gateway (decision 1403): profile edits, the GDPR export composed from every service, and
// deletion of everything the user owns in every service. This stack runs without STRIPE_* settings.

let t: Awaited<ReturnType<typeof startTestStack>>;
let db: pg.Client;
beforeAll(async () => {
  t = await startTestStack();
  db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
}, 60000);
afterAll(async () => {
  await db?.end();
  await t?.stop();
});

/** A signed-up founder with a business and some records in it, a personal meeting and saved settings. */
async function founder(firstName = 'Ada') {
  const b = t.browser();
  const email = uniqueEmail();
  const res = await b.post('/api/auth/register', { email, password: 'launch2026', firstName });
  expect(res.status).toBe(201);
  const business = (await b.post('/api/businesses', { name: `${firstName}'s Bakery` })).body;
  await b.post('/api/business-metrics', { businessId: business.id, date: '2026-01-05', revenue: 420, clients: 2 });
  await b.post('/api/action-items', { businessId: business.id, title: 'Order flour' });
  await b.post('/api/meeting-notes', {
    businessId: null,
    title: 'Mentor chat',
    meetingDate: '2026-03-01T09:00:00.000Z',
  });
  await b.post('/api/settings', { theme: 'dark' });
  return { b, email, id: res.body.id as string, businessId: business.id as string };
}

/** Every row anywhere that names the user: each table with a "userId" column, the user row, their sessions. */
async function rowsOwnedBy(userId: string): Promise<Record<string, number>> {
  const { rows: tables } = await db.query(
    `SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'userId' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    counts[table] = Number(
      (await db.query(`SELECT count(*) FROM "${table}" WHERE "userId" = $1`, [userId])).rows[0].count,
    );
  }
  counts.User = Number((await db.query(`SELECT count(*) FROM "User" WHERE "id" = $1`, [userId])).rows[0].count);
  counts.session = Number(
    (await db.query(`SELECT count(*) FROM "session" WHERE "sess"->'passport'->>'user' = $1`, [userId])).rows[0].count,
  );
  return counts;
}

/** For a fuzz run as `b`: its session cookie and Origin, and a snapshot of everything but sessions and counters. */
function fuzzSetup(b: ReturnType<typeof t.browser>) {
  const cookie = b.agent.jar
    .getCookies({ path: '/', domain: 'localhost', secure: false, script: false })
    .map((c) => c.toValueString())
    .join('; ');
  return {
    headers: { Origin: t.url, Cookie: cookie },
    snapshot: databaseSnapshot(db, { exclude: ['session', 'rate_limit'] }),
  };
}

describe('PATCH /api/auth/user', () => {
  it('changes the names and the picture link; the next request shows them', async () => {
    const { b } = await founder();
    const res = await b.agent
      .patch('/api/auth/user')
      .set('Origin', t.url)
      .send({ firstName: '  Grace ', lastName: 'Hopper', profileImageUrl: 'https://images.example.com/grace.png' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      profileImageUrl: 'https://images.example.com/grace.png',
    });
    expect((await b.get('/api/auth/user')).body).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      profileImageUrl: 'https://images.example.com/grace.png',
    });
    // Clearing: blank removes, a key left out stays.
    await b.agent.patch('/api/auth/user').set('Origin', t.url).send({ profileImageUrl: '' });
    expect((await b.get('/api/auth/user')).body).toMatchObject({ firstName: 'Grace', profileImageUrl: null });
  });

  it('refuses an http or javascript: link, Premium or email changes, other origins and signed-out callers', async () => {
    const { b } = await founder();
    const before = (await b.get('/api/auth/user')).body;
    for (const body of [
      { profileImageUrl: 'http://images.example.com/a.png' },
      { profileImageUrl: 'javascript:alert(1)' },
    ]) {
      const res = await b.agent.patch('/api/auth/user').set('Origin', t.url).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(PROFILE_IMAGE_URL_INVALID);
    }
    expect((await b.agent.patch('/api/auth/user').set('Origin', t.url).send({ isPremium: true })).status).toBe(400);
    expect((await b.agent.patch('/api/auth/user').set('Origin', t.url).send({ email: 'x@example.com' })).status).toBe(
      400,
    );
    expect(
      (await b.agent.patch('/api/auth/user').set('Origin', 'https://evil.example').send({ firstName: 'Eve' })).status,
    ).toBe(403);
    expect((await request(t.url).patch('/api/auth/user').set('Origin', t.url).send({ firstName: 'Eve' })).status).toBe(
      401,
    );
    expect((await b.get('/api/auth/user')).body).toEqual(before);
  });

  it('fuzz: never a 5xx, a readable 400, nothing written on a 4xx', async () => {
    const { b } = await founder();
    const { headers, snapshot } = fuzzSetup(b);
    const { body, response } = contractOf('patch', '/api/auth/user');
    const report = await fuzzEndpoint(t.url, 'patch', '/api/auth/user', body, { response, headers, snapshot });
    expect(report.statuses[200]).toBeGreaterThan(0);
    expect(report.statuses[400]).toBeGreaterThan(0);
  }, 60000);
});

describe('GET /api/account/export', () => {
  it("a ZIP: the complete JSON (the account without its password hash, every service's rows), tables, Markdown and a README — nobody else's", async () => {
    const ada = await founder('Ada');
    await ada.b.post('/api/notes', { title: 'Pricing: tiers', content: 'Three tiers, =SUM(1)', tags: ['pricing'] });
    expect((await ada.b.post('/api/journal', { date: '2026-01-05', content: 'A good day', dayMood: 4 })).status).toBe(
      201,
    );
    await ada.b.post('/api/meeting-notes', {
      businessId: ada.businessId,
      title: 'Client sync',
      meetingDate: '2026-02-01T10:00:00.000Z',
      notes: 'Went well',
      actionItems: 'Send the deck',
    });
    await founder('Eve');
    const { res, files, json: file } = await exportOf(ada.b);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="founder-journal-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');

    expect(Object.keys(file)).toEqual(['exportedAt', 'account', 'services']);
    expect(file.account).toMatchObject({ id: ada.id, email: ada.email, firstName: 'Ada', isPremium: false });
    expect(files['founder-journal.json']).not.toMatch(/passwordHash|argon2/);
    expect(Object.keys(file.services)).toEqual(['core', 'social', 'payments', 'community']);
    expect(file.services.core.settings).toMatchObject({ theme: 'dark' });
    expect(file.services.core.businesses).toEqual([
      expect.objectContaining({
        name: "Ada's Bakery",
        metrics: [expect.objectContaining({ revenue: '420' })],
        actionItems: expect.arrayContaining([expect.objectContaining({ title: 'Order flour' })]),
      }),
    ]);
    expect(file.services.core.personalMeetingNotes).toEqual([expect.objectContaining({ title: 'Mentor chat' })]);
    expect(file.services.payments).toEqual({ purchases: [] });

    expect(files['README.md']).toContain(`for ${ada.email}`);
    expect(files['tables/businesses.csv'].split('\r\n')[1]).toMatch(
      /^Ada's Bakery,,blue,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    expect(files['tables/business-figures.csv']).toBe(
      "Business,Date,Revenue (USD),Clients\r\nAda's Bakery,2026-01-05,420,2\r\n",
    );
    expect(files['tables/action-items.csv']).toContain("Ada's Bakery,Send the deck,,medium,todo,,,Client sync\r\n");
    expect(files['tables/notes.csv']).toMatch(/\r\nPricing: tiers,general,pricing,no,/);
    expect(files['tables/journal.csv']).toContain('2026-01-05,4 Good,');
    expect(files['tables/purchases.csv']).toBe('Date (UTC),Amount,Currency,Status,Refunded (UTC)\r\n');
    const note = Object.keys(files).find((name) => name.startsWith('notes/'))!;
    expect(note).toMatch(/^notes\/\d{4}-\d{2}-\d{2} Pricing tiers\.md$/);
    expect(files[note]).toMatch(/^---\ntitle: "Pricing: tiers"\ncategory: "general"\ntags: \["pricing"\]/);
    expect(files[note]).toContain('# Pricing: tiers\n\nThree tiers, =SUM(1)\n');
    expect(files['journal/2026-01-05.md']).toContain('mood: "4 Good"');
    expect(files['meetings/2026-02-01 Client sync.md']).toContain('## Action items\n\n- [ ] Send the deck\n');
    expect(files['meetings/2026-03-01 Mentor chat.md']).toContain('# Mentor chat');
    for (const text of Object.values(files)) expect(text).not.toContain("Eve's Bakery");
  });

  it('needs a session', async () => {
    expect((await request(t.url).get('/api/account/export')).status).toBe(401);
  });
});

describe('DELETE /api/account', () => {
  it('needs the account email typed: anything else is a 400 and nothing is deleted', async () => {
    const { b, id } = await founder();
    const before = await rowsOwnedBy(id);
    const wrong = await b.agent.delete('/api/account').set('Origin', t.url).send({ email: 'someone@example.com' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(DELETE_ACCOUNT_EMAIL_MISMATCH);
    expect((await b.agent.delete('/api/account').set('Origin', t.url).send({})).status).toBe(400);
    expect((await b.agent.delete('/api/account').set('Origin', 'https://evil.example').send({})).status).toBe(403);
    expect(await rowsOwnedBy(id)).toEqual(before);
    expect((await b.get('/api/auth/user')).status).toBe(200);
  });

  it('removes every row the user owns in every service and ends every session of theirs; another user is untouched', async () => {
    const ada = await founder('Ada');
    const eve = await founder('Eve');
    // A second device signed in to the same account.
    const phone = t.browser();
    expect((await phone.post('/api/auth/login', { email: ada.email, password: 'launch2026' })).status).toBe(200);
    expect((await phone.get('/api/settings')).status).toBe(200);
    const eveBefore = (await exportOf(eve.b)).json;
    const owned = await rowsOwnedBy(ada.id);
    expect(owned).toMatchObject({
      User: 1,
      Business: 1,
      Settings: 1,
      MeetingNote: 1,
      BusinessMetric: 1,
      BusinessActionItem: 1,
    });
    expect(owned.session).toBe(2);

    const res = await ada.b.agent.delete('/api/account').set('Origin', t.url).send({ email: ada.email.toUpperCase() });
    expect(res.status).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/fj\.sid=;.*Expires=Thu, 01 Jan 1970/);

    expect(Object.values(await rowsOwnedBy(ada.id)).every((count) => count === 0)).toBe(true);
    expect((await ada.b.get('/api/auth/user')).status).toBe(401);
    expect((await phone.get('/api/settings')).status).toBe(401);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    // The same email can sign up again, as a new account.
    expect((await t.browser().post('/api/auth/register', { email: ada.email, password: 'launch2026' })).status).toBe(
      201,
    );

    const eveAfter = (await exportOf(eve.b)).json;
    expect({ ...eveAfter, exportedAt: undefined }).toEqual({ ...eveBefore, exportedAt: undefined });
  });

  it('fuzz: never a 5xx and nothing deleted on a 4xx', async () => {
    const { b } = await founder();
    const { headers, snapshot } = fuzzSetup(b);
    const { body, response } = contractOf('delete', '/api/account');
    const report = await fuzzEndpoint(t.url, 'delete', '/api/account', body, { response, headers, snapshot });
    expect(report.statuses[400]).toBeGreaterThan(0);
    expect((await b.get('/api/auth/user')).status).toBe(200);
  }, 60000);
});

describe('without STRIPE_SECRET_KEY', () => {
  it("the app runs and checkout is told 'Payments are not configured on this server'", async () => {
    const { b } = await founder();
    const res = await b.post('/api/create-payment-intent', { amount: 3000 });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(PAYMENTS_NOT_CONFIGURED);
    expect((await b.get('/api/payments/config')).body).toEqual({ publishableKey: null });
  });
});

describe('GET /privacy', () => {
  it('is public, needs no script, and says the only cookie is the session cookie', async () => {
    const res = await request(t.url).get('/privacy');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<h1 class="fj-auth__title" id="privacy-title">Privacy</h1>');
    expect(res.text).toMatch(
      /The only cookie is the <strong>strictly necessary session cookie<\/strong> \(<code>fj\.sid<\/code>\)/,
    );
  });

  it("says plainly what team chat's server can and cannot do, what metadata it sees, and the limit of a web app", async () => {
    const text = (await request(t.url).get('/privacy')).text.replace(/\s+/g, ' ');
    for (const said of [
      'What the server can still do',
      'when someone is typing',
      'when each chat is open (presence)',
      'The limit of any web app',
      'not from whoever serves the code',
      'the team keys it holds can be read by the app',
    ])
      expect(text).toContain(said);
  });
});

it('a service that cannot answer makes the export a 502 with nothing downloaded (runs last: it stops a service)', async () => {
  const { b } = await founder();
  await t.stack.services.social.stop();
  const res = await b.get('/api/account/export');
  expect(res.status).toBe(502);
  expect(res.headers['content-disposition']).toBeUndefined();
  expect(res.body.message).toMatch(/could not be collected/);
});
