import request from 'supertest';
import { SignJWT } from 'jose';
import { loadInternalSecret, signIdentity } from '@fj/server-kit';
import { identityHeaders } from '@fj/server-kit/testing';
import { setupCore } from './helpers';

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

describe('identity assertion', () => {
  it('rejects a call without an assertion', async () => {
    const res = await request(core.app).get('/api/settings');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Not signed in');
  });

  it('rejects a forged assertion (wrong key)', async () => {
    const user = await core.newUser();
    const forged = await signIdentity(user, 'core', new TextEncoder().encode('not-the-secret'));
    const res = await request(core.app).get('/api/settings').set('x-identity', forged);
    expect(res.status).toBe(401);
  });

  it('rejects an expired assertion and one meant for another service', async () => {
    const user = await core.newUser();
    const expired = await new SignJWT({ email: user.email, isPremium: false, isAdmin: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setAudience('core')
      .setIssuer('bff')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(loadInternalSecret());
    expect((await request(core.app).get('/api/settings').set('x-identity', expired)).status).toBe(401);
    const forSocial = await signIdentity(user, 'social', loadInternalSecret());
    expect((await request(core.app).get('/api/settings').set('x-identity', forSocial)).status).toBe(401);
  });

  it('answers health without an assertion', async () => {
    expect((await request(core.app).get('/healthz')).body).toEqual({ ok: true, service: 'core', pid: process.pid });
  });
});

describe('settings', () => {
  it('returns the defaults on first read', async () => {
    const api = await core.as(await core.newUser());
    const res = await api.get('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      appleHealthConnected: false,
      notificationsEnabled: true,
      theme: 'light',
      timeZone: 'UTC',
    });
  });

  it('a first read from several tabs at once answers every one (the defaults row is created once, without a race)', async () => {
    for (let round = 0; round < 5; round++) {
      const api = await core.as(await core.newUser());
      const answers = await Promise.all(Array.from({ length: 8 }, () => api.get('/api/settings')));
      expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    }
  });

  it('first changes sent from two devices at once are both answered, the last one kept', async () => {
    for (let round = 0; round < 5; round++) {
      const api = await core.as(await core.newUser());
      const answers = await Promise.all(
        ['dark', 'light', 'dark', 'light'].map((theme) => api.post('/api/settings', { theme })),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(4).fill(200));
      expect(['dark', 'light']).toContain((await api.get('/api/settings')).body.theme);
    }
  });

  it('saves changes and reads them back, per user', async () => {
    const alice = await core.as(await core.newUser());
    const bob = await core.as(await core.newUser());
    const saved = await alice.post('/api/settings', { appleHealthConnected: true, theme: 'dark' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      appleHealthConnected: true,
      notificationsEnabled: true,
      theme: 'dark',
      timeZone: 'UTC',
    });
    await alice.post('/api/settings', { notificationsEnabled: false });
    expect((await alice.get('/api/settings')).body).toEqual({
      appleHealthConnected: true,
      notificationsEnabled: false,
      theme: 'dark',
      timeZone: 'UTC',
    });
    expect((await bob.get('/api/settings')).body).toEqual({
      appleHealthConnected: false,
      notificationsEnabled: true,
      theme: 'light',
      timeZone: 'UTC',
    });
  });

  it("keeps the browser's IANA time zone, in ICU's spelling", async () => {
    const user = await core.newUser();
    const api = await core.as(user);
    for (const [sent, stored] of [
      ['Europe/London', 'Europe/London'],
      ['america/new_york', 'America/New_York'],
      ['Etc/GMT+5', 'Etc/GMT+5'],
      ['UTC', 'UTC'],
    ]) {
      const res = await api.post('/api/settings', { timeZone: sent });
      expect(res.status).toBe(200);
      expect(res.body.timeZone).toBe(stored);
      expect((await core.db.settings.findUniqueOrThrow({ where: { userId: user.userId } })).timeZone).toBe(stored);
    }
  });

  it.each([
    ['an unknown zone', 'Mars/Olympus_Mons'],
    ['an offset (does not follow daylight saving)', '+01:00'],
    ['an abbreviation ICU does not know', 'XYZ'],
    ['a path-like value', '../../etc/passwd'],
    ['an empty string', ''],
    ['a very long name', `Europe/${'x'.repeat(80)}`],
    ['a number', 60],
  ])('refuses %s as a time zone (400, nothing written)', async (_label, timeZone) => {
    const user = await core.newUser();
    const api = await core.as(user);
    const res = await api.post('/api/settings', { timeZone });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/IANA time zone/);
    expect(await core.db.settings.findUnique({ where: { userId: user.userId } })).toBeNull();
  });

  it('rejects an invalid body with a readable 400 and writes nothing', async () => {
    const user = await core.newUser();
    const api = await core.as(user);
    const res = await api.post('/api/settings', { appleHealthConnected: 'yes', theme: 'purple' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/appleHealthConnected/);
    expect(res.body.issues.length).toBeGreaterThan(0);
    const unknown = await api.post('/api/settings', { isPremium: true });
    expect(unknown.status).toBe(400);
    expect(await core.db.settings.findUnique({ where: { userId: user.userId } })).toBeNull();
  });

  it('answers 413 for an oversized body and 400 for malformed JSON', async () => {
    const user = await core.newUser();
    const api = await core.as(user);
    const big = await api.post('/api/settings', { theme: 'x'.repeat(200_000) });
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/too large/);
    const headers = await identityHeaders(user, 'core');
    const bad = await request(core.app)
      .post('/api/settings')
      .set(headers)
      .set('content-type', 'application/json')
      .send('{"theme":');
    expect(bad.status).toBe(400);
  });

  it('answers 404 JSON for unknown api paths', async () => {
    const api = await core.as(await core.newUser());
    const res = await api.get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No route/);
  });
});
