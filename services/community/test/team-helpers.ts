import request from 'supertest';
import { createPrisma, type Db } from '@fj/db';
import { createTestDatabase, createTestUser } from '@fj/db/testing';
import { identityHeaders } from '@fj/server-kit/testing';
import { createServiceApp, type Identity } from '@fj/server-kit';
import { createCommunityApp, SERVICE_NAME } from '../src/app';
import { teamsRouter, type TeamsOptions } from '../src/teams/router';
import { teamGoalsRouter } from '../src/team-goals/router';

export type Api = Awaited<ReturnType<Awaited<ReturnType<typeof setupCommunity>>['as']>>;

/**
 * A community app on a fresh database for one test file, plus helpers to act as users and to build teams.
 * `teams` overrides the teams router's options (e.g. a join limit a test can reach quickly).
 */
export async function setupCommunity({ teams, pool = 6 }: { teams?: TeamsOptions; pool?: number } = {}) {
  const database = await createTestDatabase();
  // Every SQL statement is recorded so tests can assert a request's query count.
  const statements: string[] = [];
  const db: Db = createPrisma(database.url, { max: pool, onQuery: (e) => statements.push(e.query) });
  const app = teams ? createServiceApp({ name: SERVICE_NAME, routers: [teamsRouter(db, teams), teamGoalsRouter(db)] }) : createCommunityApp(db);
  const as = async (user: Identity) => {
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
  };
  const newUser = (data?: Parameters<typeof createTestUser>[1]) => createTestUser(db, data);
  const actAsNew = async (data?: Parameters<typeof createTestUser>[1]) => as(await newUser(data));

  /** A team created by a new owner through the API (as `body`), answered as the owner sees it. */
  async function newTeam(body: object = { name: 'Launch Crew' }, ownerData: Parameters<typeof createTestUser>[1] = { firstName: 'Olive' }) {
    const owner = await actAsNew(ownerData);
    const res = await owner.post('/api/teams', body);
    if (res.status !== 201) throw new Error(`create team: ${res.status} ${JSON.stringify(res.body)}`);
    return { owner, team: res.body as { id: string; inviteCode: string; name: string } };
  }

  /** A team with one person in each role and someone outside it; `maxMembers` 10. */
  async function teamWithRoles() {
    const { owner, team } = await newTeam({ name: 'Roles' });
    const admin = await actAsNew({ firstName: 'Ada' });
    const member = await actAsNew({ firstName: 'Max' });
    const outsider = await actAsNew({ firstName: 'Otto' });
    for (const api of [admin, member]) expect((await api.post('/api/teams/join', { inviteCode: team.inviteCode })).status).toBe(201);
    expect((await owner.put(`/api/teams/${team.id}/members/${admin.user.userId}`, { role: 'admin' })).status).toBe(200);
    return { team, owner, admin, member, outsider };
  }

  return {
    app,
    db,
    as,
    newUser,
    actAsNew,
    newTeam,
    teamWithRoles,
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
