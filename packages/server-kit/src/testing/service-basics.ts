import type { Identity } from '../identity';
import { IDENTITY_HEADER, loadInternalSecret, signIdentity } from '../identity';

/** Headers carrying a valid BFF identity assertion for `audience` (tests and benchmarks). */
export async function identityHeaders(identity: Identity, audience: string): Promise<Record<string, string>> {
  return { [IDENTITY_HEADER]: await signIdentity(identity, audience, loadInternalSecret()) };
}

/**
 * What every service guarantees before its features land: health without an identity,
 * 401 on /api without a valid assertion for this service, JSON 404 for unknown routes.
 */
export function describeServiceBasics(
  name: string,
  makeApp: () => Promise<{ app: import('express').Express; close: () => Promise<void> }>,
) {
  // Lazily: supertest is a test-time dependency only.
  const request = require('supertest') as typeof import('supertest');
  const someone: Identity = {
    userId: '00000000-0000-4000-8000-000000000001',
    email: 'someone@example.com',
    isPremium: false,
    isAdmin: false,
  };
  describe(`${name} service basics`, () => {
    let app: import('express').Express;
    let close: () => Promise<void>;
    beforeAll(async () => ({ app, close } = await makeApp()));
    afterAll(() => close());

    it('answers its health check without an identity', async () => {
      expect((await request(app).get('/healthz')).body).toEqual({ ok: true, service: name, pid: process.pid });
    });

    it('refuses /api calls without a valid identity assertion for this service', async () => {
      expect((await request(app).get('/api/anything')).status).toBe(401);
      const forAnother = await identityHeaders(someone, name === 'core' ? 'social' : 'core');
      expect((await request(app).get('/api/anything').set(forAnother)).status).toBe(401);
    });

    it('answers 404 JSON for routes it does not have', async () => {
      const res = await request(app)
        .get('/api/anything')
        .set(await identityHeaders(someone, name));
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/No route/);
    });
  });
}
