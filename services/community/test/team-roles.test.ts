import { databaseSnapshot } from '@fj/server-kit/testing';
import { setupCommunity, type Api } from './team-helpers';

// Every team route for every role: owner, admin, member, and someone outside the team (404 everywhere, so a team's
// existence is never revealed). Each case runs on a fresh team; a refused request must change nothing.

let community: Awaited<ReturnType<typeof setupCommunity>>;
let snapshot: () => Promise<unknown>;
beforeAll(async () => {
  community = await setupCommunity();
  snapshot = databaseSnapshot(community.db, { exclude: ['rate_limit'] });
});
afterAll(() => community.close());

type Role = 'owner' | 'admin' | 'member' | 'outsider';
type Fixture = Awaited<ReturnType<typeof fixture>>;
async function fixture() {
  const roles = await community.teamWithRoles();
  const goal = await roles.owner.post(`/api/teams/${roles.team.id}/goals`, { title: 'Ship', targetValue: 5 });
  return { ...roles, goalId: goal.body.id as string };
}

const t = (f: Fixture) => `/api/teams/${f.team.id}`;
const id = (api: Api) => api.user.userId;
type Case = [string, (api: Api, f: Fixture) => Promise<{ status: number }>, Record<Role, number>];

const CASES: Case[] = [
  ['GET team', (api, f) => api.get(t(f)), { owner: 200, admin: 200, member: 200, outsider: 404 }],
  [
    'PATCH team',
    (api, f) => api.patch(t(f), { description: 'New' }),
    { owner: 200, admin: 200, member: 403, outsider: 404 },
  ],
  ['DELETE team', (api, f) => api.delete(t(f)), { owner: 204, admin: 403, member: 403, outsider: 404 }],
  [
    'POST invite-code',
    (api, f) => api.post(`${t(f)}/invite-code`),
    { owner: 200, admin: 200, member: 403, outsider: 404 },
  ],
  [
    'PUT member → admin',
    (api, f) => api.put(`${t(f)}/members/${id(f.member)}`, { role: 'admin' }),
    { owner: 200, admin: 200, member: 403, outsider: 404 },
  ],
  [
    'PUT admin → member',
    (api, f) => api.put(`${t(f)}/members/${id(f.admin)}`, { role: 'member' }),
    { owner: 200, admin: 403, member: 403, outsider: 404 },
  ],
  [
    'PUT owner → admin',
    (api, f) => api.put(`${t(f)}/members/${id(f.owner)}`, { role: 'admin' }),
    { owner: 409, admin: 403, member: 403, outsider: 404 },
  ],
  [
    'PUT member → owner (transfer)',
    (api, f) => api.put(`${t(f)}/members/${id(f.member)}`, { role: 'owner' }),
    { owner: 200, admin: 403, member: 403, outsider: 404 },
  ],
  [
    'DELETE member',
    (api, f) => api.delete(`${t(f)}/members/${id(f.member)}`),
    { owner: 204, admin: 204, member: 204, outsider: 404 },
  ],
  [
    'DELETE admin',
    (api, f) => api.delete(`${t(f)}/members/${id(f.admin)}`),
    { owner: 204, admin: 204, member: 403, outsider: 404 },
  ],
  [
    'DELETE owner',
    (api, f) => api.delete(`${t(f)}/members/${id(f.owner)}`),
    { owner: 409, admin: 403, member: 403, outsider: 404 },
  ],
  ['GET goals', (api, f) => api.get(`${t(f)}/goals`), { owner: 200, admin: 200, member: 200, outsider: 404 }],
  [
    'POST goal',
    (api, f) => api.post(`${t(f)}/goals`, { title: 'More', targetValue: 2 }),
    { owner: 201, admin: 201, member: 403, outsider: 404 },
  ],
  [
    'PATCH goal progress',
    (api, f) => api.patch(`${t(f)}/goals/${f.goalId}`, { currentValue: 3 }),
    { owner: 200, admin: 200, member: 200, outsider: 404 },
  ],
  [
    'PATCH goal complete',
    (api, f) => api.patch(`${t(f)}/goals/${f.goalId}`, { completed: true }),
    { owner: 200, admin: 200, member: 200, outsider: 404 },
  ],
  [
    'PATCH goal title',
    (api, f) => api.patch(`${t(f)}/goals/${f.goalId}`, { title: 'Renamed' }),
    { owner: 200, admin: 200, member: 403, outsider: 404 },
  ],
  [
    'DELETE goal',
    (api, f) => api.delete(`${t(f)}/goals/${f.goalId}`),
    { owner: 204, admin: 204, member: 403, outsider: 404 },
  ],
];

// 'DELETE member' by the member and 'DELETE admin' by the admin are leaving (their own id): anyone but the owner may.
describe.each(CASES)('%s', (_name, send, expected) => {
  it.each(Object.entries(expected) as Array<[Role, number]>)('as %s → %i', async (role, status) => {
    const f = await fixture();
    const before = await snapshot();
    const res = await send(f[role], f);
    expect(res.status).toBe(status);
    if (status >= 400) {
      expect((res as unknown as { body: { message: string } }).body.message).toEqual(expect.any(String));
      expect(await snapshot()).toEqual(before);
    }
  });
});

it('answers 404 for a member id that is not in the team, or malformed, and for goals of another team', async () => {
  const f = await fixture();
  const other = await fixture();
  expect((await f.owner.put(`${t(f)}/members/${id(f.outsider)}`, { role: 'admin' })).body).toEqual({
    traceId: expect.any(String),
    message: 'Member not found',
  });
  expect((await f.owner.delete(`${t(f)}/members/${id(f.outsider)}`)).status).toBe(404);
  expect((await f.owner.delete(`${t(f)}/members/not-a-user`)).body).toEqual({
    traceId: expect.any(String),
    message: 'Member not found',
  });
  expect((await f.owner.patch(`${t(f)}/goals/${other.goalId}`, { currentValue: 1 })).body).toEqual({
    traceId: expect.any(String),
    message: 'Goal not found',
  });
  expect((await f.owner.delete(`${t(f)}/goals/${other.goalId}`)).status).toBe(404);
  expect((await f.owner.delete(`${t(f)}/goals/nope`)).status).toBe(404);
  expect((await other.owner.get(`/api/teams/${other.team.id}/goals`)).body).toHaveLength(1);
});
