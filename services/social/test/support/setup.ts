import request from 'supertest';
import { createPrisma, type Db } from '@fj/db';
import { createTestDatabase, createTestUser } from '@fj/db/testing';
import { identityHeaders } from '@fj/server-kit/testing';
import type { Identity } from '@fj/server-kit';
import { createSocialApp, SERVICE_NAME } from '../../src/app';
import { startSocialStub } from './social-stub';

export const TEST_TOKEN_KEY = 'a1'.repeat(32);

/**
 * A social app on a fresh database for one test file, with the outside world (feeds, YouTube, OAuth providers) played
 * by a local stub that only this process lets through the SSRF guard (OUTBOUND_ALLOW_HOSTS, never set by npm start).
 */
export async function setupSocial({ oauth = true, youtubeKey = false } = {}) {
  const stub = await startSocialStub();
  Object.assign(process.env, {
    OUTBOUND_ALLOW_HOSTS: stub.host,
    YOUTUBE_FEED_BASE_URL: stub.url,
    YOUTUBE_API_BASE_URL: stub.url,
    OAUTH_PROVIDER_BASE_URL: stub.url,
    SOCIAL_TOKEN_KEY: TEST_TOKEN_KEY,
    PUBLIC_URL: 'http://localhost:3999',
  });
  for (const p of ['FACEBOOK', 'LINKEDIN', 'TIKTOK']) {
    if (oauth)
      Object.assign(process.env, { [`${p}_CLIENT_ID`]: `${p.toLowerCase()}-app`, [`${p}_CLIENT_SECRET`]: 'shh' });
    else delete process.env[`${p}_CLIENT_ID`];
  }
  if (youtubeKey) process.env.YOUTUBE_API_KEY = 'yt-key';
  else delete process.env.YOUTUBE_API_KEY;
  const database = await createTestDatabase();
  const statements: string[] = [];
  const db: Db = createPrisma(database.url, { max: 4, onQuery: (e) => statements.push(e.query) });
  const app = createSocialApp(db);
  const as = async (user: Identity) => {
    const headers = await identityHeaders(user, SERVICE_NAME);
    return {
      headers,
      get: (url: string) => request(app).get(url).set(headers),
      post: (url: string, body?: object) => request(app).post(url).set(headers).send(body),
      patch: (url: string, body?: object) => request(app).patch(url).set(headers).send(body),
      delete: (url: string) => request(app).delete(url).set(headers),
    };
  };
  const newUser = (data?: Parameters<typeof createTestUser>[1]) => createTestUser(db, data);
  /** A business row for a user (core's table; tests only write it to have something to link to). */
  const newBusiness = async (userId: string, name = 'Acme') =>
    (await db.business.create({ data: { userId, name } })).id;
  return {
    app,
    db,
    stub,
    url: database.url,
    as,
    newUser,
    newBusiness,
    statementsOf: async (run: () => Promise<unknown>) => {
      statements.length = 0;
      await run();
      return [...statements];
    },
    close: async () => {
      await stub.close();
      await db.$disconnect();
      await database.drop();
    },
  };
}
