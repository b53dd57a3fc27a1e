import { contractOf, databaseSnapshot, fuzzEndpoint, type Contract } from '@fj/server-kit/testing';
import { setupCommunity } from './team-helpers';

// Every team endpoint that takes a body (and the invite code, which takes none) gets the shared fuzz run (the named
// crash cases in every field plus random valid, boundary and hostile bodies): never a 5xx, every 4xx a readable
// { message }, nothing written on a 4xx, every 2xx body as the catalog's response schema describes it. The join limit
// is raised so the run exercises the join itself rather than the limiter (which has its own test).

let community: Awaited<ReturnType<typeof setupCommunity>>;
let snapshot: () => Promise<unknown>;
beforeAll(async () => {
  community = await setupCommunity({ teams: { joinAttemptsPerHour: 100_000 } });
  snapshot = databaseSnapshot(community.db, { exclude: ['rate_limit'] });
});
afterAll(() => community.close());

type Fixture = Awaited<ReturnType<typeof fixture>>;
async function fixture() {
  const roles = await community.teamWithRoles();
  const goal = await roles.owner.post(`/api/teams/${roles.team.id}/goals`, { title: 'Ship', targetValue: 5 });
  const open = await community.newTeam({ name: 'Open', maxMembers: 50 });
  return { ...roles, goalId: goal.body.id as string, openCode: open.team.inviteCode };
}

const ENDPOINTS: Array<{
  contract: Contract;
  path: (f: Fixture) => string;
  fixed?: (f: Fixture) => Record<string, unknown>;
  reaches: number;
}> = [
  { contract: contractOf('post', '/api/teams'), path: () => '/api/teams', reaches: 201 },
  {
    contract: contractOf('post', '/api/teams/join'),
    path: () => '/api/teams/join',
    fixed: (f) => ({ inviteCode: f.openCode }),
    reaches: 201,
  },
  { contract: contractOf('patch', '/api/teams/{id}'), path: (f) => `/api/teams/${f.team.id}`, reaches: 200 },
  {
    contract: contractOf('post', '/api/teams/{id}/invite-code'),
    path: (f) => `/api/teams/${f.team.id}/invite-code`,
    reaches: 200,
  },
  {
    contract: contractOf('put', '/api/teams/{id}/members/{userId}'),
    path: (f) => `/api/teams/${f.team.id}/members/${f.member.user.userId}`,
    reaches: 200,
  },
  { contract: contractOf('post', '/api/teams/{id}/goals'), path: (f) => `/api/teams/${f.team.id}/goals`, reaches: 201 },
  {
    contract: contractOf('patch', '/api/teams/{id}/goals/{goalId}'),
    path: (f) => `/api/teams/${f.team.id}/goals/${f.goalId}`,
    reaches: 200,
  },
];

it.each(ENDPOINTS.map((e) => [e.contract.name, e] as const))('%s', async (name, endpoint) => {
  const f = await fixture();
  // The owner acts, except for the join, which someone new does over and over (first a join, then 409s).
  const actor = name.endsWith('/join') ? f.outsider : f.owner;
  const { method, body, response } = endpoint.contract;
  const report = await fuzzEndpoint(community.app, method, endpoint.path(f), body, {
    response,
    headers: actor.headers,
    snapshot,
    fixed: endpoint.fixed?.(f),
  });
  expect(report.statuses[endpoint.reaches]).toBeGreaterThan(0);
});
