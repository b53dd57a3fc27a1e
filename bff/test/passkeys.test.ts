import crypto from 'node:crypto';
import pg from 'pg';
import { testPool } from '@fj/db/testing';
import { PASSKEY_NOT_VERIFIED } from '@fj/contracts';
import { startTestStack, uniqueEmail } from './stack';
import { exportOf } from './support/account-export';
import { softwareAuthenticator } from './support/software-authenticator';

// Passkeys (docs/decisions/3002-passkeys.md) with a software authenticator: real attestation and assertion bytes,
// verified by the BFF's @simplewebauthn/server.

let t: Awaited<ReturnType<typeof startTestStack>>;
let pool: pg.Pool;
beforeAll(async () => {
  t = await startTestStack();
  pool = testPool(t.databaseUrl, 2);
}, 60_000);
afterAll(async () => {
  await pool?.end();
  await t?.stop();
});

const emailKey = (email: string) => crypto.createHash('sha256').update(email).digest('hex');

async function withPasskey() {
  const email = uniqueEmail();
  const b = t.browser();
  await b.post('/api/auth/register', { email, password: 'launch2026', firstName: 'Ada' });
  const authenticator = softwareAuthenticator(t.url);
  const options = await b.post('/api/account/passkeys/options', {});
  expect(options.status).toBe(200);
  expect(options.body.authenticatorSelection).toMatchObject({ residentKey: 'required' });
  const added = await b.post('/api/account/passkeys', {
    response: authenticator.register(options.body),
    name: 'My phone',
  });
  expect(added.status).toBe(201);
  return { email, b, authenticator, passkey: added.body as { id: string; name: string } };
}

async function passkeySignIn(authenticator: ReturnType<typeof softwareAuthenticator>) {
  const b = t.browser();
  const options = await b.post('/api/auth/passkey/options', {});
  expect(options.status).toBe(200);
  expect(options.body.allowCredentials ?? []).toEqual([]); // discoverable: the browser offers what it holds
  const response = authenticator.authenticate(options.body);
  return { b, response, res: await b.post('/api/auth/passkey', { response }) };
}

it('adds a passkey in Settings, lists it, and signs in with it without an email', async () => {
  const { email, b, authenticator, passkey } = await withPasskey();
  expect(passkey).toMatchObject({ name: 'My phone', lastUsedAt: null });
  expect((await b.get('/api/account/passkeys')).body.passkeys).toEqual([passkey]);
  const { b: other, res } = await passkeySignIn(authenticator);
  expect(res.status).toBe(200);
  expect(res.body.email).toBe(email);
  expect((await other.get('/api/auth/user')).body.email).toBe(email);
  expect((await b.get('/api/account/passkeys')).body.passkeys[0].lastUsedAt).not.toBeNull();
});

it('refuses a replayed assertion, a forged signature and a challenge it never issued — signing nobody in', async () => {
  const { authenticator } = await withPasskey();
  const { response, res } = await passkeySignIn(authenticator);
  expect(res.status).toBe(200);
  const replay = t.browser();
  const replayed = await replay.post('/api/auth/passkey', { response });
  expect([replayed.status, replayed.body]).toEqual([
    401,
    { traceId: expect.any(String), message: PASSKEY_NOT_VERIFIED },
  ]);
  expect((await replay.get('/api/auth/user')).status).toBe(401);

  const forgery = t.browser();
  const options = await forgery.post('/api/auth/passkey/options', {});
  const forged = authenticator.authenticate(options.body);
  const signature = Buffer.from(forged.response.signature, 'base64url');
  signature[signature.length - 1] ^= 1;
  forged.response.signature = signature.toString('base64url');
  expect((await forgery.post('/api/auth/passkey', { response: forged })).status).toBe(401);
  // That challenge is used up even though the answer failed.
  expect((await forgery.post('/api/auth/passkey', { response: authenticator.authenticate(options.body) })).status).toBe(
    401,
  );

  const invented = authenticator.authenticate({ challenge: Buffer.from('never issued').toString('base64url') });
  expect((await forgery.post('/api/auth/passkey', { response: invented })).status).toBe(401);
  expect((await forgery.get('/api/auth/user')).status).toBe(401);
});

it("refuses a passkey another account's challenge was issued for, and a stranger's unknown passkey", async () => {
  const { b: owner } = await withPasskey();
  const stranger = softwareAuthenticator(t.url);
  // A registration answer to someone else's challenge is refused.
  const options = await owner.post('/api/account/passkeys/options', {});
  const thief = t.browser();
  await thief.post('/api/auth/register', { email: uniqueEmail(), password: 'launch2026' });
  const res = await thief.post('/api/account/passkeys', { response: stranger.register(options.body) });
  expect(res.status).toBe(400);
  expect((await thief.get('/api/account/passkeys')).body.passkeys).toEqual([]);
  // A passkey this site never saw does not sign in.
  const signIn = await t.browser().post('/api/auth/passkey/options', {});
  expect((await t.browser().post('/api/auth/passkey', { response: stranger.authenticate(signIn.body) })).status).toBe(
    401,
  );
});

it("removes a passkey; another user's is a 404; the only way to sign in is kept", async () => {
  const { b, passkey } = await withPasskey();
  const other = t.browser();
  await other.post('/api/auth/register', { email: uniqueEmail(), password: 'launch2026' });
  expect((await other.agent.delete(`/api/account/passkeys/${passkey.id}`).set('Origin', t.url)).status).toBe(404);
  expect((await b.get('/api/account/passkeys')).body.passkeys).toHaveLength(1);

  // Passwordless: the password goes (a passkey remains); then the last passkey cannot go.
  const gone = await b.agent
    .delete('/api/account/password')
    .set('Origin', t.url)
    .send({ currentPassword: 'launch2026' });
  expect(gone.status).toBe(200);
  expect(gone.body).toMatchObject({ hasPassword: false, passkeys: 1 });
  const last = await b.agent.delete(`/api/account/passkeys/${passkey.id}`).set('Origin', t.url);
  expect(last.status).toBe(409);
  // With a password again, it can.
  expect((await b.post('/api/account/password', { newPassword: 'back-again-2026' })).status).toBe(200);
  expect((await b.agent.delete(`/api/account/passkeys/${passkey.id}`).set('Origin', t.url)).status).toBe(204);
  expect((await b.get('/api/account/passkeys')).body.passkeys).toEqual([]);
});

it('a passwordless account signs in with its passkey, and password sign-in answers like any wrong password', async () => {
  const { email, b, authenticator } = await withPasskey();
  await b.agent.delete('/api/account/password').set('Origin', t.url).send({ currentPassword: 'launch2026' });
  const password = await t.browser().post('/api/auth/login', { email, password: 'launch2026' });
  expect([password.status, password.body.message]).toEqual([401, 'Incorrect email or password. Please try again.']);
  expect((await passkeySignIn(authenticator)).res.status).toBe(200);
});

it('signs in with a passkey while password sign-ins to the account must wait', async () => {
  const { email, authenticator } = await withPasskey();
  await pool.query(
    `INSERT INTO rate_limit (key, points, expire) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET points = 1, expire = $2`,
    [`bff:login-account-turn:${emailKey(email)}`, Date.now() + 600_000],
  );
  await pool.query(
    `INSERT INTO rate_limit (key, points, expire) VALUES ($1, 1000, $2)
     ON CONFLICT (key) DO UPDATE SET points = 1000, expire = $2`,
    [`bff:login-account:${emailKey(email)}`, Date.now() + 600_000],
  );
  expect((await t.browser().post('/api/auth/login', { email, password: 'launch2026' })).status).toBe(429);
  expect((await passkeySignIn(authenticator)).res.status).toBe(200);
  // …and the passkey sign-in cleared the wait.
  expect((await t.browser().post('/api/auth/login', { email, password: 'launch2026' })).status).toBe(200);
});

it('the data export lists passkeys, two-step sign-in and sessions by what a person can read, never a secret', async () => {
  const { b, passkey } = await withPasskey();
  await b.post('/api/account/two-factor/setup', {});
  const { res, files, json } = await exportOf(b);
  const everything = Object.values(files).join('\n');
  expect(res.status).toBe(200);
  const { account } = json;
  expect(account.passkeys).toEqual([
    { name: 'My phone', createdAt: expect.any(String), lastUsedAt: null, backedUp: expect.any(Boolean) },
  ]);
  expect(account.twoFactor).toEqual({ enabledAt: null });
  expect(account.sessions).toEqual([
    { device: expect.any(String), createdAt: expect.any(String), lastSeenAt: expect.any(String) },
  ]);
  const { rows } = await pool.query(
    `SELECT p.id AS "credentialId", p."publicKey", tf."secretSealed", s.sid FROM "Passkey" p
     JOIN "TwoFactor" tf ON tf."userId" = p."userId" JOIN session s ON s."userId" = p."userId" WHERE p.id = $1`,
    [passkey.id],
  );
  expect(rows).toHaveLength(1);
  for (const secret of Object.values(rows[0]))
    expect(everything).not.toContain(Buffer.isBuffer(secret) ? secret.toString('base64url') : String(secret));
});
