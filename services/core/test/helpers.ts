import request from 'supertest';
import { createPrisma, type Db } from '@fj/db';
import { createTestDatabase, createTestUser } from '@fj/db/testing';
import { identityHeaders } from '@fj/server-kit/testing';
import type { Identity } from '@fj/server-kit';
import { createCoreApp, SERVICE_NAME } from '../src/app';

/** A core app on a fresh database for one test file, plus helpers to act as users. */
export async function setupCore() {
  const database = await createTestDatabase();
  const db: Db = createPrisma(database.url, { max: 4 });
  const app = createCoreApp(db);
  const as = async (user: Identity) => {
    const headers = await identityHeaders(user, SERVICE_NAME);
    return {
      get: (url: string) => request(app).get(url).set(headers),
      post: (url: string, body?: object) => request(app).post(url).set(headers).send(body),
      put: (url: string, body?: object) => request(app).put(url).set(headers).send(body),
      patch: (url: string, body?: object) => request(app).patch(url).set(headers).send(body),
      delete: (url: string) => request(app).delete(url).set(headers),
    };
  };
  return {
    app,
    db,
    as,
    newUser: (data?: Parameters<typeof createTestUser>[1]) => createTestUser(db, data),
    close: async () => {
      await db.$disconnect();
      await database.drop();
    },
  };
}
