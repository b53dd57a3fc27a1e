import crypto from 'node:crypto';
import type { ZodType } from 'zod';
import { deviceKeysSchema, keyBackupSchema, sendTeamMessageSchema, shareTeamKeySchema } from '@fj/contracts';
import { databaseSnapshot, fuzzEndpoint, type FuzzMethod } from '@fj/server-kit/testing';
import { fakeWrap, newDevice, setupChat } from './chat-helpers';

// The shared fuzz run on every team chat endpoint with a body: never a 5xx, every 4xx a readable message, nothing
// written on a 4xx. Valid keys and sizes are pinned (`fixed`) so the success status is reachable; the rate limit is
// raised so the run exercises sending rather than the limiter (which has its own test).
process.env.TEAM_CHAT_RATE_LIMIT = '100000';

let chat: Awaited<ReturnType<typeof setupChat>>;
let snapshot: () => Promise<unknown>;
beforeAll(async () => {
  chat = await setupChat();
  snapshot = databaseSnapshot(chat.db, { exclude: ['rate_limit'] });
});
afterAll(() => chat.close());

type Fixture = Awaited<ReturnType<typeof chat.chattingTeam>> & { device: Awaited<ReturnType<typeof newDevice>> };
const b64 = (n: number) => crypto.randomBytes(n).toString('base64');

const ENDPOINTS: Array<{ name: string; method: FuzzMethod; schema: ZodType; path: (f: Fixture) => string; fixed?: (f: Fixture) => Record<string, unknown>; reaches: number }> = [
  { name: 'PUT /api/e2e/keys', method: 'put', schema: deviceKeysSchema, path: () => '/api/e2e/keys', fixed: (f) => f.device.keys, reaches: 200 },
  { name: 'PUT /api/e2e/backup', method: 'put', schema: keyBackupSchema, path: () => '/api/e2e/backup', fixed: () => ({ salt: b64(16), iv: b64(12), ciphertext: b64(100) }), reaches: 200 },
  { name: 'PUT /api/teams/:id/keys', method: 'put', schema: shareTeamKeySchema, path: (f) => `/api/teams/${f.team.id}/keys`, fixed: (f) => ({ version: 1, wraps: [{ userId: f.owner.user.userId, wrappedKey: fakeWrap() }] }), reaches: 200 },
  { name: 'POST /api/teams/:id/messages', method: 'post', schema: sendTeamMessageSchema, path: (f) => `/api/teams/${f.team.id}/messages`, fixed: () => ({ keyVersion: 1, iv: b64(12), ciphertext: b64(300), signature: b64(64) }), reaches: 201 },
];

it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s', async (_name, endpoint) => {
  const f = { ...(await chat.chattingTeam(1)), device: await newDevice() };
  const report = await fuzzEndpoint(chat.app, endpoint.method, endpoint.path(f), endpoint.schema, { headers: f.owner.headers, snapshot, fixed: endpoint.fixed?.(f) });
  expect(report.requests).toBeGreaterThanOrEqual(200);
  expect(report.statuses[endpoint.reaches]).toBeGreaterThan(0);
  // ≥ 200 requests, each 4xx followed by a database snapshot: ~9 s on an idle machine, far more on 2 busy cores.
}, 180_000);
