import crypto from 'node:crypto';
import pg from 'pg';
import { testPool } from '@fj/db/testing';
import { Secret } from 'otpauth';
import { createSealer } from '@fj/server-kit';
import { TWO_FACTOR_CODE_WRONG, TWO_FACTOR_SIGN_IN_EXPIRED } from '@fj/contracts';
import { matchingStep, normalRecoveryCode, newRecoveryCodes, totpCode } from '../src/auth/totp';
import { sessionCookie, startTestStack, uniqueEmail } from './stack';

// Two-step sign-in (docs/decisions/3003-two-step-sign-in.md).

describe('codes, on a fixed clock', () => {
  // RFC 6238 appendix B: the SHA-1 secret "12345678901234567890"; its 8-digit codes end in these 6 digits.
  const secret = new Secret({ buffer: new Uint8Array(Buffer.from('12345678901234567890')).buffer }).base32;
  it.each([
    [59, '287082', 1],
    [1111111109, '081804', 37037036],
    [1234567890, '005924', 41152263],
    [2000000000, '279037', 66666666],
  ])('at %i s the code is %s (step %i)', (seconds, code, step) => {
    expect(totpCode(secret, seconds * 1000)).toBe(code);
    expect(matchingStep(secret, code, seconds * 1000)).toBe(step);
  });

  it('accepts the step either side of now (a phone clock a little off), not two away', () => {
    const now = 1_700_000_000_000;
    expect(matchingStep(secret, totpCode(secret, now - 30_000), now)).not.toBeNull();
    expect(matchingStep(secret, totpCode(secret, now + 30_000), now)).not.toBeNull();
    expect(matchingStep(secret, totpCode(secret, now - 61_000), now)).toBeNull();
    expect(matchingStep(secret, '12345', now)).toBeNull();
    expect(matchingStep(secret, 'abcdef', now)).toBeNull();
  });

  it('makes ten different recovery codes, read back in any case, with or without the dash', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(normalRecoveryCode(` ${codes[0].toUpperCase()} `)).toBe(codes[0].replace('-', ''));
    expect(normalRecoveryCode('000000')).toBeUndefined();
  });
});

describe('through the gateway', () => {
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

  const PASSWORD = 'launch2026';
  const now = () => Date.now();
  /** The secret as the QR code carries it. */
  const secretOf = (setup: { otpauthUrl: string }) => new URL(setup.otpauthUrl).searchParams.get('secret')!;
  /** The next code the app shows (a code is accepted once; the next step's code is accepted early). */
  const nextCode = (secret: string) => totpCode(secret, now() + 30_000);

  async function enrolled() {
    const email = uniqueEmail();
    const b = t.browser();
    await b.post('/api/auth/register', { email, password: PASSWORD });
    const setup = await b.post('/api/account/two-factor/setup', {});
    expect(setup.status).toBe(200);
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(setup.body.otpauthUrl).toContain('issuer=Founder%20Journal');
    const secret = secretOf(setup.body);
    const on = await b.post('/api/account/two-factor/enable', { code: totpCode(secret, now()) });
    expect(on.status).toBe(200);
    expect(on.body.recoveryCodes).toHaveLength(10);
    return { email, b, secret, recoveryCodes: on.body.recoveryCodes as string[] };
  }

  it('enrols with a confirmed code; ten recovery codes are answered once and kept only as hashes', async () => {
    const { email, b, recoveryCodes } = await enrolled();
    expect((await b.get('/api/account/security')).body).toEqual({
      hasPassword: true,
      twoFactorEnabled: true,
      recoveryCodesLeft: 10,
      passkeys: 0,
    });
    const { rows } = await pool.query(
      `SELECT tf."secretSealed", rc."codeHash" FROM "TwoFactor" tf JOIN "User" u ON u.id = tf."userId"
       JOIN "RecoveryCode" rc ON rc."userId" = u.id WHERE u.email = $1`,
      [email],
    );
    const stored = JSON.stringify(rows);
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
    expect(rows[0].secretSealed).toMatch(/^v1\./); // sealed, not the base32 secret
    expect((await b.post('/api/account/two-factor/setup', {})).status).toBe(409);
  });

  it('a wrong first code does not turn it on', async () => {
    const b = t.browser();
    await b.post('/api/auth/register', { email: uniqueEmail(), password: PASSWORD });
    const setup = await b.post('/api/account/two-factor/setup', {});
    const wrong = await b.post('/api/account/two-factor/enable', { code: '000000' });
    expect([wrong.status, wrong.body]).toEqual([400, { traceId: expect.any(String), message: TWO_FACTOR_CODE_WRONG }]);
    expect((await b.get('/api/account/security')).body.twoFactorEnabled).toBe(false);
    expect(secretOf(setup.body)).toBeTruthy();
  });

  it('asks for the code after the password; a wrong or replayed code is refused, a right one signs in', async () => {
    const { email, secret } = await enrolled();
    const b = t.browser();
    const first = await b.post('/api/auth/login', { email, password: PASSWORD });
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ twoFactorRequired: true });
    expect((await b.get('/api/auth/user')).status).toBe(401); // not signed in yet
    const wrong = await b.post('/api/auth/two-factor', { code: '123456' });
    expect([wrong.status, wrong.body]).toEqual([400, { traceId: expect.any(String), message: TWO_FACTOR_CODE_WRONG }]);
    const code = nextCode(secret);
    const right = await b.post('/api/auth/two-factor', { code });
    expect(right.status).toBe(200);
    expect(right.body.email).toBe(email);
    expect(sessionCookie(right)).toBeDefined(); // a new session id for the signed-in session
    expect((await b.get('/api/auth/user')).status).toBe(200);

    // The same code again (another sign-in): used once.
    const c = t.browser();
    expect((await c.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(202);
    expect((await c.post('/api/auth/two-factor', { code })).status).toBe(400);
    expect((await c.get('/api/auth/user')).status).toBe(401);
  });

  it('a recovery code signs in once', async () => {
    const { email, recoveryCodes } = await enrolled();
    const signIn = async (code: string) => {
      const b = t.browser();
      expect((await b.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(202);
      return (await b.post('/api/auth/two-factor', { code })).status;
    };
    expect(await signIn(recoveryCodes[3].toUpperCase())).toBe(200);
    expect(await signIn(recoveryCodes[3])).toBe(400);
  });

  it('a secret sealed under another key (TWO_FACTOR_KEY changed): app codes stop, a recovery code still signs in', async () => {
    const { email, b, secret, recoveryCodes } = await enrolled();
    const elsewhere = createSealer(crypto.randomBytes(32), 'two-factor-secret').seal(secret);
    await pool.query(
      `UPDATE "TwoFactor" SET "secretSealed" = $2 WHERE "userId" = (SELECT id FROM "User" WHERE email = $1)`,
      [email, elsewhere],
    );
    const c = t.browser();
    expect((await c.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(202);
    expect((await c.post('/api/auth/two-factor', { code: nextCode(secret) })).status).toBe(400);
    expect((await c.post('/api/auth/two-factor', { code: recoveryCodes[0] })).status).toBe(200);
    // …and one turns it off, so it can be set up again under the new key.
    const off = await b.post('/api/account/two-factor/disable', { code: recoveryCodes[1] });
    expect([off.status, off.body.twoFactorEnabled]).toEqual([200, false]);
    expect((await b.post('/api/account/two-factor/setup', {})).status).toBe(200);
  });

  it('the second step needs the first: no waiting sign-in, no code check', async () => {
    const res = await t.browser().post('/api/auth/two-factor', { code: '123456' });
    expect([res.status, res.body]).toEqual([401, { traceId: expect.any(String), message: TWO_FACTOR_SIGN_IN_EXPIRED }]);
  });

  it('turning it off needs a fresh code; a wrong one changes nothing', async () => {
    const { b, secret } = await enrolled();
    expect((await b.post('/api/account/two-factor/disable', { code: '999999' })).status).toBe(400);
    expect((await b.get('/api/account/security')).body.twoFactorEnabled).toBe(true);
    const off = await b.post('/api/account/two-factor/disable', { code: nextCode(secret) });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ twoFactorEnabled: false, recoveryCodesLeft: 0 });
  });

  it('stops guessing after 10 wrong codes (429 with when to retry)', async () => {
    const { b, secret } = await enrolled();
    for (let i = 0; i < 10; i++)
      expect((await b.post('/api/account/two-factor/disable', { code: String(100000 + i) })).status).toBe(400);
    const limited = await b.post('/api/account/two-factor/disable', { code: nextCode(secret) });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('the code page works without script', async () => {
    const { email, secret } = await enrolled();
    const b = t.browser();
    const first = await b.postForm('/api/auth/login', { email, password: PASSWORD, next: '/notes' });
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe('/api/login?mode=two-factor');
    expect((await b.get('/api/login?mode=two-factor')).text).toContain('autocomplete="one-time-code"');
    const done = await b.postForm('/api/auth/two-factor', { code: nextCode(secret) });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('/notes');
  });
});
