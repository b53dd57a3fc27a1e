import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestDatabase } from '@fj/db/testing';

// The same orchestrator npm start uses (plain CommonJS script).
const { startStack, freePort } = require('../../scripts/stack.cjs');

export const ORIGIN_OF = (url: string) => ({ Origin: url });

/**
 * The real built services + BFF as processes on a fresh database (as the application role) and free ports.
 * `env` may depend on the BFF's port (e.g. PUBLIC_URL).
 */
export async function startTestStack(env: Record<string, string> | ((port: number) => Record<string, string>) = {}) {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-bff-test-'));
  const ports = {
    core: await freePort(),
    social: await freePort(),
    payments: await freePort(),
    community: await freePort(),
  };
  const port = await freePort();
  const stack = await startStack({
    databaseUrl: database.url,
    port,
    servicePorts: ports,
    metricsPorts: 'free',
    quiet: true,
    env: {
      FJ_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...(typeof env === 'function' ? env(port) : env),
    },
  });
  const url: string = stack.url;
  /** A browser-like client: keeps cookies, sends our Origin on unsafe methods. */
  const browser = () => {
    const agent = request.agent(url);
    return {
      agent,
      get: (p: string) => agent.get(p),
      post: (p: string, body?: object) => agent.post(p).set('Origin', url).send(body),
      /** A navigation from one of our own pages (what the app's sign-out link sends). */
      navigate: (p: string) => agent.get(p).set('Sec-Fetch-Site', 'same-origin').set('Sec-Fetch-Mode', 'navigate'),
      postForm: (p: string, form: Record<string, string>) => agent.post(p).set('Origin', url).type('form').send(form),
    };
  };
  return {
    url,
    port,
    stack,
    ports,
    databaseUrl: database.url,
    dataDir,
    browser,
    async stop() {
      await stack.stop();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const sessionCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('fj.sid='));

let counter = 0;
export const uniqueEmail = () => `founder${Date.now()}${counter++}@example.com`;
