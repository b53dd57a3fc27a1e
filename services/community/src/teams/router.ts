import { Router } from 'express';
import type { Db } from '@fj/db';
import { createTeamSchema, joinTeamSchema, updateTeamMemberSchema, updateTeamSchema } from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { memberIdFrom, teamIdFrom } from './membership';
import { changeMemberRole, createJoinLimiter, DEFAULT_JOIN_ATTEMPTS_PER_HOUR, joinTeam, removeMember } from './members';
import { createTeam, deleteTeam, getTeamDetail, listTeams, regenerateInviteCode, updateTeam } from './service';

export interface TeamsOptions {
  /** Failed invite codes per user per hour (env `TEAM_JOIN_RATE_LIMIT`, default 20). */
  joinAttemptsPerHour?: number;
}

const joinAttemptsFromEnv = () => Number(process.env.TEAM_JOIN_RATE_LIMIT) || DEFAULT_JOIN_ATTEMPTS_PER_HOUR;

/** /api/teams (docs/product.md#teams): teams, membership and roles. Goals are in ../team-goals. */
export function teamsRouter(db: Db, { joinAttemptsPerHour = joinAttemptsFromEnv() }: TeamsOptions = {}) {
  const router = Router();
  const joinLimiter = createJoinLimiter(db, joinAttemptsPerHour);

  router.get('/teams', async (req, res) => {
    res.json(await listTeams(db, identityOf(req).userId));
  });
  router.post('/teams', async (req, res) => {
    const { userId } = identityOf(req);
    res.status(201).json(await createTeam(db, userId, parse(createTeamSchema, req.body)));
  });
  router.post('/teams/join', async (req, res) => {
    const { userId } = identityOf(req);
    const { inviteCode } = parse(joinTeamSchema, req.body);
    res.status(201).json(await joinTeam(db, joinLimiter, userId, inviteCode));
  });
  router.get('/teams/:id', async (req, res) => {
    res.json(await getTeamDetail(db, teamIdFrom(req.params.id), identityOf(req).userId));
  });
  router.patch('/teams/:id', async (req, res) => {
    const { userId } = identityOf(req);
    const teamId = teamIdFrom(req.params.id);
    res.json(await updateTeam(db, teamId, userId, parse(updateTeamSchema, req.body)));
  });
  router.delete('/teams/:id', async (req, res) => {
    await deleteTeam(db, teamIdFrom(req.params.id), identityOf(req).userId);
    res.status(204).end();
  });
  router.post('/teams/:id/invite-code', async (req, res) => {
    res.json(await regenerateInviteCode(db, teamIdFrom(req.params.id), identityOf(req).userId));
  });
  router.put('/teams/:id/members/:userId', async (req, res) => {
    const { userId } = identityOf(req);
    const teamId = teamIdFrom(req.params.id);
    const memberId = memberIdFrom(req.params.userId);
    res.json(await changeMemberRole(db, teamId, userId, memberId, parse(updateTeamMemberSchema, req.body).role));
  });
  router.delete('/teams/:id/members/:userId', async (req, res) => {
    const { userId } = identityOf(req);
    await removeMember(db, teamIdFrom(req.params.id), userId, memberIdFrom(req.params.userId));
    res.status(204).end();
  });
  return router;
}
