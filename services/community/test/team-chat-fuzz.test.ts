import crypto from 'node:crypto';
import { contractOf, databaseSnapshot, fuzzEndpoint, type Contract } from '@fj/server-kit/testing';
import { fakeSignature, newDevice, setupChat, versionStatement, wrapFor } from './chat-helpers';

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
  /** Sets the scene (a link in progress to claim). */
  before?: (f: Fixture) => Promise<unknown>;
}> = [
  {
    contract: contractOf('put', '/api/e2e/devices/{id}'),
    path: (f) => `/api/e2e/devices/${f.device.id}`,
    // Registering alone: a random linkedBy/certificate pair names no link in progress (409), so the valid bodies
    // leave both out (undefined drops them from the JSON); the boundary and hostile cases still send them.
    fixed: (f) => ({ ...f.device.identity, linkedBy: undefined, certificate: undefined }),
    reaches: 200,
  },
  {
    contract: contractOf('post', '/api/e2e/links'),
    path: () => '/api/e2e/links',
    fixed: (f) => ({ deviceId: f.deviceOf(f.owner).id, mac: b64(32) }),
    reaches: 201,
  },
  {
    contract: contractOf('put', '/api/e2e/links/current'),
    path: () => '/api/e2e/links/current',
    fixed: (f) => ({ device: { id: f.device.id, ...f.device.identity }, mac: b64(32) }),
    reaches: 200,
    before: (f) => f.owner.post('/api/e2e/links', { deviceId: f.deviceOf(f.owner).id, mac: b64(32) }),
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
    fixed: (f) => ({
      deviceId: f.deviceOf(f.owner).id,
      version: 2,
      create: versionStatement(),
      wraps: [wrapFor(f.deviceOf(f.owner))],
    }),
    reaches: 200,
  },
  {
    contract: contractOf('put', '/api/teams/{id}/roster'),
    path: (f) => `/api/teams/${f.team.id}/roster`,
    fixed: (f) => ({
      deviceId: f.deviceOf(f.owner).id,
      epoch: 1,
      statement: '["fj-roster-v2"]',
      signature: fakeSignature(),
    }),
    reaches: 200,
  },
  {
    contract: contractOf('post', '/api/teams/{id}/messages'),
    path: (f) => `/api/teams/${f.team.id}/messages`,
    fixed: (f) => ({ keyVersion: 1, deviceId: f.deviceOf(f.owner).id, iv: b64(12), ciphertext: b64(300) }),
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
    await endpoint.before?.(f);
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
