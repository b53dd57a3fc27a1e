import request from 'supertest';
import type { Express } from 'express';
import { createPrisma, type Db } from '@fj/db';
import { createTestDatabase } from '@fj/db/testing';
import { identityHeaders } from '@fj/server-kit/testing';
import type { Identity } from '@fj/server-kit';
import { createCommunityApp, SERVICE_NAME } from '../src/app';

/** Requests to `app` as `user` (the BFF's identity assertion in each). */
async function actingAs(app: Express, user: Identity) {
  const headers = await identityHeaders(user, SERVICE_NAME);
  return {
    user,
    headers,
    get: (url: string) => request(app).get(url).set(headers),
    post: (url: string, body?: object) => request(app).post(url).set(headers).send(body),
    put: (url: string, body?: object) => request(app).put(url).set(headers).send(body),
    patch: (url: string, body?: object) => request(app).patch(url).set(headers).send(body),
    delete: (url: string) => request(app).delete(url).set(headers),
  };
}
export type Api = Awaited<ReturnType<typeof actingAs>>;

/**
 * The community app (or `makeApp`'s) on a fresh database for one test file: act as a user, record every SQL statement
 * (so tests can assert a request's query count), and drop the database at the end. The feed's and the teams' helpers
 * (helpers.ts, team-helpers.ts) build on it.
 */
export async function startCommunityTest({
  pool = 8,
  makeApp = createCommunityApp,
}: { pool?: number; makeApp?: (db: Db, databaseUrl: string) => Express } = {}) {
  const database = await createTestDatabase();
  const statements: string[] = [];
  const db: Db = createPrisma(database.url, { max: pool, onQuery: (e) => statements.push(e.query) });
  const app = makeApp(db, database.url);
  return {
    app,
    db,
    as: (user: Identity) => actingAs(app, user),
    /** The SQL statements `run` sent (BEGIN is not reported by the adapter; COMMIT/ROLLBACK are). */
    statementsOf: async (run: () => Promise<unknown>) => {
      statements.length = 0;
      await run();
      return [...statements];
    },
    url: database.url,
    close: async () => {
      await app.locals.chatHub?.close();
      await app.locals.chatPool?.end();
      await db.$disconnect();
      await database.drop();
    },
  };
}
