import crypto from 'node:crypto';
import { contractOf, databaseSnapshot, fuzzEndpoint, type Contract } from '@fj/server-kit/testing';
import { fakeWrap, newDevice, setupChat } from './chat-helpers';

// The shared fuzz run on every mutating team chat endpoint: never a 5xx, every 4xx a readable message, nothing
// written on a 4xx, every 2xx body as the catalog's response schema describes it. Valid keys and sizes are pinned (`fixed`) so the success status is reachable; the rate limit is
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

const ENDPOINTS: Array<{
  contract: Contract;
  path: (f: Fixture) => string;
  fixed?: (f: Fixture) => Record<string, unknown>;
  reaches: number;
}> = [
  {
    contract: contractOf('put', '/api/e2e/keys'),
    path: () => '/api/e2e/keys',
    fixed: (f) => f.device.keys,
    reaches: 200,
  },
  {
    contract: contractOf('put', '/api/e2e/backup'),
    path: () => '/api/e2e/backup',
    fixed: () => ({ salt: b64(16), iv: b64(12), ciphertext: b64(100) }),
    reaches: 200,
  },
  {
    contract: contractOf('put', '/api/teams/{id}/keys'),
    path: (f) => `/api/teams/${f.team.id}/keys`,
    fixed: (f) => ({ version: 1, wraps: [{ userId: f.owner.user.userId, wrappedKey: fakeWrap() }] }),
    reaches: 200,
  },
  {
    contract: contractOf('post', '/api/teams/{id}/messages'),
    path: (f) => `/api/teams/${f.team.id}/messages`,
    fixed: () => ({ keyVersion: 1, iv: b64(12), ciphertext: b64(300), signature: b64(64) }),
    reaches: 201,
  },
  // No body, nothing stored: hostile bodies and raw texts all the same.
  {
    contract: contractOf('post', '/api/teams/{id}/chat/typing'),
    path: (f) => `/api/teams/${f.team.id}/chat/typing`,
    reaches: 204,
  },
];

it.each(ENDPOINTS.map((e) => [e.contract.name, e] as const))(
  '%s',
  async (_name, endpoint) => {
    const f = { ...(await chat.chattingTeam(1)), device: await newDevice() };
    const { method, body, response } = endpoint.contract;
    const report = await fuzzEndpoint(chat.app, method, endpoint.path(f), body, {
      response,
      headers: f.owner.headers,
      snapshot,
      fixed: endpoint.fixed?.(f),
    });
    expect(report.statuses[endpoint.reaches]).toBeGreaterThan(0);
    // Each 4xx is followed by a database snapshot; on 2 busy cores a run takes far longer than on an idle machine.
  },
  180_000,
);
