import request from 'supertest';
import { createPrisma, type Db } from '@fj/db';
import { createTestDatabase, createTestUser } from '@fj/db/testing';
import { identityHeaders } from '@fj/server-kit/testing';
import type { Identity } from '@fj/server-kit';
import { createCoreApp, SERVICE_NAME } from '../src/app';

/** A core app on a fresh database for one test file, plus helpers to act as users. */
export async function setupCore() {
  const database = await createTestDatabase();
  // Every SQL statement is recorded so tests can assert a request's query count.
  const statements: string[] = [];
  const db: Db = createPrisma(database.url, { max: 4, onQuery: (e) => statements.push(e.query) });
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
    /** The test database's URL (job workers connect with it). */
    url: database.url,
    as,
    newUser: (data?: Parameters<typeof createTestUser>[1]) => createTestUser(db, data),
    /** The SQL statements `run` sent (BEGIN is not reported by the adapter; COMMIT/ROLLBACK are). */
    statementsOf: async (run: () => Promise<unknown>) => {
      statements.length = 0;
      await run();
      return [...statements];
    },
    close: async () => {
      await db.$disconnect();
      await database.drop();
    },
  };
}
