import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestDatabase } from '@fj/db/testing';

// The same orchestrator npm start uses (plain CommonJS script).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStack, freePort } = require('../../scripts/stack.cjs');

export const ORIGIN_OF = (url: string) => ({ Origin: url });

/** The real built services + BFF as processes on a fresh database and free ports. */
export async function startTestStack(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-bff-test-'));
  const ports = { core: await freePort(), social: await freePort(), payments: await freePort(), community: await freePort() };
  const port = await freePort();
  const stack = await startStack({
    databaseUrl: database.url, port, servicePorts: ports, quiet: true,
    env: { FJ_DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
  });
  const url: string = stack.url;
  /** A browser-like client: keeps cookies, sends our Origin on unsafe methods. */
  const browser = () => {
    const agent = request.agent(url);
    return {
      agent,
      get: (p: string) => agent.get(p),
      post: (p: string, body?: object) => agent.post(p).set('Origin', url).send(body),
      postForm: (p: string, form: Record<string, string>) => agent.post(p).set('Origin', url).type('form').send(form),
    };
  };
  return {
    url, stack, ports, databaseUrl: database.url, browser,
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
