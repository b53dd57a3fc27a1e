import { createTeamGoalSchema, createTeamSchema, joinTeamSchema, updateTeamGoalSchema, updateTeamMemberSchema, updateTeamSchema } from '@fj/contracts';
import type { ZodType } from 'zod';
import { databaseSnapshot, fuzzEndpoint, type FuzzMethod } from '@fj/server-kit/testing';
import { setupCommunity } from './team-helpers';

// Every team endpoint that takes a body gets the shared fuzz run (≥ 200 bodies plus the known crash cases in every
// field): never a 5xx, every 4xx a readable { message }, nothing written on a 4xx. The join limit is raised so the
// run exercises the join itself rather than the limiter (which has its own test).

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

const ENDPOINTS: Array<{ name: string; method: FuzzMethod; schema: ZodType; path: (f: Fixture) => string; fixed?: (f: Fixture) => Record<string, unknown>; reaches: number }> = [
  { name: 'POST /api/teams', method: 'post', schema: createTeamSchema, path: () => '/api/teams', reaches: 201 },
  { name: 'POST /api/teams/join', method: 'post', schema: joinTeamSchema, path: () => '/api/teams/join', fixed: (f) => ({ inviteCode: f.openCode }), reaches: 201 },
  { name: 'PATCH /api/teams/:id', method: 'patch', schema: updateTeamSchema, path: (f) => `/api/teams/${f.team.id}`, reaches: 200 },
  { name: 'PUT /api/teams/:id/members/:userId', method: 'put', schema: updateTeamMemberSchema, path: (f) => `/api/teams/${f.team.id}/members/${f.member.user.userId}`, reaches: 200 },
  { name: 'POST /api/teams/:id/goals', method: 'post', schema: createTeamGoalSchema, path: (f) => `/api/teams/${f.team.id}/goals`, reaches: 201 },
  { name: 'PATCH /api/teams/:id/goals/:goalId', method: 'patch', schema: updateTeamGoalSchema, path: (f) => `/api/teams/${f.team.id}/goals/${f.goalId}`, reaches: 200 },
];

it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s', async (_name, endpoint) => {
  const f = await fixture();
  // The owner acts, except for the join, which someone new does over and over (first a join, then 409s).
  const actor = endpoint.name.endsWith('/join') ? f.outsider : f.owner;
  const report = await fuzzEndpoint(community.app, endpoint.method, endpoint.path(f), endpoint.schema, { headers: actor.headers, snapshot, fixed: endpoint.fixed?.(f) });
  expect(report.requests).toBeGreaterThanOrEqual(200);
  expect(report.statuses[endpoint.reaches]).toBeGreaterThan(0);
});
