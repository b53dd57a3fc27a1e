import { createTestUser } from '@fj/db/testing';
import { createServiceApp } from '@fj/server-kit';
import { SERVICE_NAME } from '../src/app';
import { teamsRouter, type TeamsOptions } from '../src/teams/router';
import { teamGoalsRouter } from '../src/team-goals/router';
import { startCommunityTest, type Api } from './harness';

export type { Api };

/**
 * A community app on a fresh database for one test file, plus helpers to act as users and to build teams.
 * `teams` overrides the teams router's options (e.g. a join limit a test can reach quickly).
 */
export async function setupCommunity({ teams, pool = 6 }: { teams?: TeamsOptions; pool?: number } = {}) {
  const base = await startCommunityTest({
    pool,
    makeApp: teams
      ? (db) => createServiceApp({ name: SERVICE_NAME, db, routers: [teamsRouter(db, teams), teamGoalsRouter(db)] })
      : undefined,
  });
  const { db, as } = base;
  const newUser = (data?: Parameters<typeof createTestUser>[1]) => createTestUser(db, data);
  const actAsNew = async (data?: Parameters<typeof createTestUser>[1]) => as(await newUser(data));

  /** A team created by a new owner through the API (as `body`), answered as the owner sees it. */
  async function newTeam(
    body: object = { name: 'Launch Crew' },
    ownerData: Parameters<typeof createTestUser>[1] = { firstName: 'Olive' },
  ) {
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
    for (const api of [admin, member])
      expect((await api.post('/api/teams/join', { inviteCode: team.inviteCode })).status).toBe(201);
    expect((await owner.put(`/api/teams/${team.id}/members/${admin.user.userId}`, { role: 'admin' })).status).toBe(200);
    return { team, owner, admin, member, outsider };
  }

  return {
    ...base,
    newUser,
    actAsNew,
    newTeam,
    teamWithRoles,
  };
}
