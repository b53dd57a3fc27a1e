import { Router } from 'express';
import type { Db } from '@fj/db';
import { createTeamGoalSchema, updateTeamGoalSchema } from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { teamIdFrom } from '../teams/membership';
import { createGoal, deleteGoal, goalIdFrom, listGoals, updateGoal } from './service';

/**
 * /api/teams/:id/goals (docs/product.md#team-goals): any member reads and updates progress; the owner or an admin
 * creates, edits, deletes.
 */
export function teamGoalsRouter(db: Db) {
  const router = Router();
  router.get('/teams/:id/goals', async (req, res) => {
    res.json(await listGoals(db, teamIdFrom(req.params.id), identityOf(req).userId));
  });
  router.post('/teams/:id/goals', async (req, res) => {
    const { userId } = identityOf(req);
    const teamId = teamIdFrom(req.params.id);
    res.status(201).json(await createGoal(db, teamId, userId, parse(createTeamGoalSchema, req.body)));
  });
  router.patch('/teams/:id/goals/:goalId', async (req, res) => {
    const { userId } = identityOf(req);
    const teamId = teamIdFrom(req.params.id);
    const goalId = goalIdFrom(req.params.goalId);
    res.json(await updateGoal(db, teamId, goalId, userId, parse(updateTeamGoalSchema, req.body)));
  });
  router.delete('/teams/:id/goals/:goalId', async (req, res) => {
    const { userId } = identityOf(req);
    await deleteGoal(db, teamIdFrom(req.params.id), goalIdFrom(req.params.goalId), userId);
    res.status(204).end();
  });
  return router;
}
