import path from 'node:path';
import pg from 'pg';
import { testPool } from '@fj/db/testing';
import { RESET_LINK_INVALID, RESET_LINK_SENT } from '@fj/contracts';
import { passwordStamp } from '../src/auth/sign-in';
import { sha256 } from '../src/auth/tokens';
import { startTestStack, uniqueEmail } from './stack';
import { eventually, linkIn, mailFiles, startSmtpStub, subjectOf } from './support/mail';

// Password reset by email (docs/decisions/3001-password-reset-by-email.md), through the file mailer `npm start` uses
// without SMTP_URL, and through nodemailer over real SMTP to a local server.

const PASSWORD = 'launch2026';

describe('with the file mailer (no SMTP_URL)', () => {
  let t: Awaited<ReturnType<typeof startTestStack>>;
  let pool: pg.Pool;
  let mailDir: string;
  beforeAll(async () => {
    t = await startTestStack();
    mailDir = path.join(t.dataDir, 'mail');
    pool = testPool(t.databaseUrl, 2);
  }, 60_000);
  afterAll(async () => {
    await pool?.end();
    await t?.stop();
  });

  async function account() {
    const email = uniqueEmail();
    const b = t.browser();
    expect((await b.post('/api/auth/register', { email, password: PASSWORD })).status).toBe(201);
    return { email, b };
  }
  const mailTo = (email: string, subject: RegExp) =>
    mailFiles(mailDir).filter((m) => m.raw.includes(`To: ${email}`) && subject.test(subjectOf(m.raw) ?? ''));
  async function resetLink(email: string) {
    const res = await t.browser().post('/api/auth/forgot-password', { email });
    expect(res.status).toBe(202);
    const [mail] = await eventually(() => {
      const found = mailTo(email, /Reset your/);
      return found.length ? found : undefined;
    }, `a reset email to ${email}`);
    const link = linkIn(mail.raw)!;
    expect(link).toMatch(/^http:\/\/localhost:\d+\/api\/login\?mode=reset&token=[\w-]+$/);
    return { link, token: new URL(link).searchParams.get('token')! };
  }
  const passwordHashOf = async (email: string) =>
    (await pool.query('SELECT "passwordHash" FROM "User" WHERE email = $1', [email])).rows[0].passwordHash as string;

  it('answers the same for a known and an unknown email; only the account gets an email', async () => {
    const { email } = await account();
    const stranger = uniqueEmail();
    const known = await t.browser().post('/api/auth/forgot-password', { email });
    const unknown = await t.browser().post('/api/auth/forgot-password', { email: stranger });
    expect([known.status, known.body]).toEqual([202, { message: RESET_LINK_SENT }]);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    await eventually(() => (mailTo(email, /Reset your/).length ? true : undefined), 'the reset email');
    await new Promise((r) => setTimeout(r, 300));
    expect(mailFiles(mailDir).filter((m) => m.raw.includes(stranger))).toEqual([]);
  });

  it('resets once: new password works, old does not, every other session ends, the link is used up', async () => {
    const { email, b: other } = await account();
    const { link, token } = await resetLink(email);
    const page = await t.browser().get(new URL(link).pathname + new URL(link).search);
    expect(page.text).toContain('Choose a new password');
    expect(page.text).toContain(`name="token" value="${token}"`);

    const resetter = t.browser();
    const res = await resetter.post('/api/auth/reset-password', { token, password: 'brand-new-2026' });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(email);
    expect((await resetter.get('/api/auth/user')).status).toBe(200);
    expect((await other.get('/api/auth/user')).status).toBe(401); // signed out everywhere else
    expect((await t.browser().post('/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await t.browser().post('/api/auth/login', { email, password: 'brand-new-2026' })).status).toBe(200);
    await eventually(() => (mailTo(email, /password was changed/).length ? true : undefined), 'the notice');

    const hash = await passwordHashOf(email);
    const again = await t.browser().post('/api/auth/reset-password', { token, password: 'third-try-2026' });
    expect([again.status, again.body]).toEqual([400, { traceId: expect.any(String), message: RESET_LINK_INVALID }]);
    expect(await passwordHashOf(email)).toBe(hash);
    expect((await t.browser().get(`/api/login?mode=reset&token=${token}`)).text).toContain('This link cannot be used');
  });

  it('refuses an expired, a forged and an outdated link, changing nothing', async () => {
    const { email } = await account();
    const hash = await passwordHashOf(email);
    const { token: expired } = await resetLink(email);
    await pool.query(`UPDATE "PasswordResetToken" SET "expiresAt" = now() - interval '1 second'`);
    for (const token of [expired, 'forged-token-that-was-never-issued', expired.slice(0, -1) + 'A']) {
      const res = await t.browser().post('/api/auth/reset-password', { token, password: 'brand-new-2026' });
      expect([res.status, res.body]).toEqual([400, { traceId: expect.any(String), message: RESET_LINK_INVALID }]);
    }
    expect(await passwordHashOf(email)).toBe(hash);
  });

  it('a link dies when the password changes another way (it is bound to the password it was sent under)', async () => {
    const { email, b } = await account();
    const { token: first } = await resetLink(email);
    const oldHash = await passwordHashOf(email);
    const change = await b.post('/api/account/password', { currentPassword: PASSWORD, newPassword: 'changed-2026' });
    expect(change.status).toBe(200);
    expect(
      (await t.browser().post('/api/auth/reset-password', { token: first, password: 'x-brand-new-2026' })).status,
    ).toBe(400);
    // Even a link that survived the change (here: written back by hand) is refused: its stamp is the old password's.
    await pool.query(
      `INSERT INTO "PasswordResetToken" ("tokenHash", "userId", "passwordStamp", "expiresAt")
       SELECT $2, id, $3, now() + interval '10 minutes' FROM "User" WHERE email = $1`,
      [email, sha256('reset:surviving-token'), passwordStamp(oldHash)],
    );
    const res = await t
      .browser()
      .post('/api/auth/reset-password', { token: 'surviving-token', password: 'x-brand-new-2026' });
    expect([res.status, res.body]).toEqual([400, { traceId: expect.any(String), message: RESET_LINK_INVALID }]);
    expect((await t.browser().post('/api/auth/login', { email, password: 'changed-2026' })).status).toBe(200);
  });

  it('works from the pages without script: ask, then choose a new password', async () => {
    const { email } = await account();
    const asked = await t.browser().postForm('/api/auth/forgot-password', { email });
    expect(asked.status).toBe(202);
    expect(asked.text).toContain('Check your email');
    const [mail] = await eventually(() => {
      const found = mailTo(email, /Reset your/);
      return found.length ? found : undefined;
    }, 'the reset email');
    const token = new URL(linkIn(mail.raw)!).searchParams.get('token')!;
    const b = t.browser();
    const weak = await b.postForm('/api/auth/reset-password', { token, password: 'password1' });
    expect(weak.status).toBe(400);
    expect(weak.text).toContain('This password is too common');
    const done = await b.postForm('/api/auth/reset-password', { token, password: 'brand-new-2026' });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('/');
    expect((await b.get('/api/auth/user')).body.email).toBe(email);
  });

  it('tells the owner by email when someone signs up with their address', async () => {
    const { email } = await account();
    expect((await t.browser().post('/api/auth/register', { email, password: 'someone-else-1' })).status).toBe(201);
    const [mail] = await eventually(() => {
      const found = mailTo(email, /tried to create/);
      return found.length ? found : undefined;
    }, 'the notice');
    expect(linkIn(mail.raw)).toMatch(/\/api\/login$/);
  });
});

describe('over SMTP (SMTP_URL, nodemailer to a local SMTP server)', () => {
  let t: Awaited<ReturnType<typeof startTestStack>>;
  let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
  beforeAll(async () => {
    smtp = await startSmtpStub();
    t = await startTestStack({ SMTP_URL: smtp.url, MAIL_FROM: 'Founder Journal <security@founder-journal.test>' });
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
    await smtp?.close();
  });

  it('delivers the reset link, and the link resets the password', async () => {
    const email = uniqueEmail();
    expect((await t.browser().post('/api/auth/register', { email, password: PASSWORD })).status).toBe(201);
    expect((await t.browser().post('/api/auth/forgot-password', { email })).status).toBe(202);
    const mail = await eventually(() => smtp.messages.find((m) => m.to.includes(email)), 'an SMTP delivery');
    expect(mail.raw).toContain('From: Founder Journal <security@founder-journal.test>');
    const token = new URL(linkIn(mail.raw)!).searchParams.get('token')!;
    const res = await t.browser().post('/api/auth/reset-password', { token, password: 'over-smtp-2026' });
    expect(res.status).toBe(200);
    expect(mailFiles(path.join(t.dataDir, 'mail'))).toEqual([]); // nothing written to files with SMTP configured
  });
});
